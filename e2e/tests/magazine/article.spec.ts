import { expect, test, type Page } from '@playwright/test';
import {
  articlePath,
  articles,
  fullyTranslated,
  interactive,
  isMobile,
  languageTrigger,
  LOCALES,
  openMenuIfMobile,
  slugIn,
  tableOfContents,
  text,
  type Locale,
} from './support';

test.describe('article page', () => {
  test('an article in each locale, with author, date, badge and tips', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    for (const locale of LOCALES) {
      await page.goto(articlePath(locale, slugIn(post, locale)));
      const article = page.getByTestId('article');
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(article.locator('time').first()).toBeVisible();
      await expect(article.getByText(text(locale, 'article.aboutAuthor'))).toBeVisible();
      await expect(page.getByTestId('tip')).toHaveCount(post.content.length);
      await expect((await tableOfContents(page)).getByRole('link')).toHaveCount(post.content.length);
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveCount(1);
    }
  });

  test('English dates carry ordinal suffixes', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(articlePath('en', post.slug));
    await expect(page.getByTestId('article').locator('time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}$/);
  });

  test('the call to action opens a new tab as a sponsored link', async ({ page, request }) => {
    const post = (await articles(request)).find((p) => p.content.some((tip) => tip.cta_link));
    expect(post, 'the demo seed has articles with a call to action').toBeTruthy();
    await page.goto(articlePath('en', post!.slug));
    const cta = page.getByTestId('tip-cta').first();
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  test('an advertorial shows its badge and disclosure', async ({ page, request }) => {
    const post = (await articles(request)).find((p) => p.is_advertorial);
    expect(post, 'the demo seed has advertorials').toBeTruthy();
    await page.goto(articlePath('en', post!.slug));
    await expect(page.getByTestId('advertorial-badge')).toHaveText(text('en', 'article.advertorial'));
    await expect(page.getByTestId('advertorial-disclosure')).toBeVisible();
  });

  test('the table of contents scrolls to a tip', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(articlePath('en', post.slug));
    const last = post.content[post.content.length - 1]!;
    const tip = page.locator(`#tip-${last.number}`);
    await (await tableOfContents(page)).getByRole('link', { name: last.title }).click();
    await expect(tip).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#tip-${last.number}$`));
    await expect.poll(async () => (await tip.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height / 2);
  });

  test('the table of contents stays in view on large screens, comes folded before the tips on phones', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(articlePath('en', post.slug));
    const tips = page.getByTestId('tip');
    const toc = page.getByTestId('toc').filter({ visible: true });
    await expect(toc).toHaveCount(1);
    if (isMobile(page)) {
      // Above the first tip (not after the author bio), folded: a <details> the reader opens.
      expect((await toc.boundingBox())!.y).toBeLessThan((await tips.first().boundingBox())!.y);
      const summary = toc.locator('summary');
      await expect(summary).toHaveText(text('en', 'article.tocTitle'));
      await expect(toc.getByRole('link')).toHaveCount(0);
      await summary.click();
      await expect(toc.getByRole('link')).toHaveCount(post.content.length);
      await summary.click();
      await expect(toc.getByRole('link')).toHaveCount(0);
      return;
    }
    await expect(toc.locator('details')).toHaveCount(0);
    await tips.nth((await tips.count()) - 2).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await expect(toc).toBeInViewport();
  });

  test('a missing article shows Article Not Found', async ({ page }) => {
    await page.goto('/this-article-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  });

  test('the newsletter box takes an email', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(articlePath('en', post.slug));
    await interactive(page);
    const input = page.getByRole('textbox', { name: text('en', 'article.newsletterEmail') });
    await input.fill('reader@example.com');
    await page.getByRole('button', { name: text('en', 'article.newsletterSubmit') }).click();
    await expect(input).toHaveValue('');
    await expect(page.getByText(text('en', 'toast.subscribed'))).toBeVisible();
  });
});

test.describe('switching language', () => {
  async function switchTo(page: Page, from: Locale, to: Locale) {
    await openMenuIfMobile(page, from);
    await languageTrigger(page, from).click();
    await page.locator(`a[lang="${to}"]`).filter({ visible: true }).first().click();
  }

  test('on an article it lands on the translated slug', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(articlePath('en', post.slug));
    await switchTo(page, 'en', 'es');
    await expect(page).toHaveURL(new RegExp(`/es/${encodeURI(slugIn(post, 'es'))}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await switchTo(page, 'es', 'ar');
    await expect(page).toHaveURL(new RegExp(`/ar/${encodeURI(slugIn(post, 'ar')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // A switch before the app started was a plain link: the Arabic page remembers it once it has.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
  });

  test('a menu opened before the app started closes on the choice made after', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    // The app's scripts wait until the menu is open.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(articlePath('en', post.slug));
    if (isMobile(page)) {
      // On phones the menu is inside the phone menu, which cannot open before the app starts.
      await expect(page.getByRole('button', { name: text('en', 'nav.openMenu') })).toBeDisabled();
      release();
      return;
    }
    await languageTrigger(page, 'en').click();
    const menu = page.getByTestId('language-menu').filter({ visible: true });
    await expect(menu).toHaveJSProperty('open', true);
    release();
    await interactive(page);
    await menu.locator('a[lang="es"]').click();
    await expect(page).toHaveURL(new RegExp(`/es/${encodeURI(slugIn(post, 'es'))}$`));
    await expect(menu).toHaveJSProperty('open', false);
    await languageTrigger(page, 'es').click();
    await expect(menu.locator('a[lang="fr"]')).toBeVisible();
  });

  test('without a translation the switcher offers the language\'s home; its typed URL keeps the article, saying so in the language asked for', async ({
    page,
    request,
  }) => {
    const all = await articles(request);
    const post = all.find((p) => !p.translations.some((t) => t.locale === 'fr'));
    // The demo content has English-only articles; without one there is nothing to check.
    expect(post, 'an article without a French translation').toBeDefined();
    await page.goto(articlePath('en', post!.slug));
    await interactive(page);
    await switchTo(page, 'en', 'fr');
    // No French version to offer: the French home, not the English article under a French notice.
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Typed by hand (or an old link): the English page, only for now (302), with a notice in French.
    const reply = await page.request.get(`/fr/${post!.slug}`, { maxRedirects: 0 });
    expect(reply.status()).toBe(302);
    await page.goto(`/fr/${post!.slug}`);
    await expect(page).toHaveURL(new RegExp(`/${post!.slug}\\?requested=fr$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const notice = page.getByTestId('not-translated-notice');
    await expect(notice).toHaveAttribute('lang', 'fr');
    await expect(notice).toContainText('anglais');
  });

  test('on other pages it maps the route names, showing a switching state', async ({ page }) => {
    await page.route('**/translations/zh.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/category/health');
    // The switching state is the app's: a choice made before it starts is a plain link.
    await interactive(page);
    await switchTo(page, 'en', 'zh');
    await expect(page.getByText(text('en', 'language.switching')).filter({ visible: true }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/zh/${encodeURI('分类/健康')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh', 'categories.health'));
  });

  test('the dropdown lists the host languages from the API', async ({ page }) => {
    await page.goto('/about');
    await openMenuIfMobile(page);
    await languageTrigger(page).click();
    for (const locale of LOCALES) {
      await expect(page.locator(`a[lang="${locale}"]`).filter({ visible: true })).toHaveCount(1);
    }
  });
});
