import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../../fixtures/urls';
import {
  articlePath,
  articles,
  categoryPath,
  fullyTranslated,
  LOCALES,
  pathOf,
  slugIn,
  text,
  type Locale,
} from './support';

const NNBSP = '\u202f';
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;

/** The rating numbers ("4,5/5") and price labels of an article's tips, as the reader sees them. */
async function tipFacts(page: Page) {
  await expect(page.getByTestId('tip').first()).toBeVisible();
  return {
    ratings: await page.getByTestId('tip').locator('[role="img"] bdi').allInnerTexts(),
    prices: await page.getByTestId('tip-price').allInnerTexts(),
  };
}

test.describe('each language formats its numbers and labels itself', () => {
  test('French: "4,5/5", "4 470 vues" and "Prix :" with a narrow no-break space', async ({
    page,
    request,
  }) => {
    const post = await fullyTranslated(request);
    const reply = await request.get(
      `${API_URL}/api/posts/${encodeURIComponent(slugIn(post, 'fr'))}`,
      {
        headers: { 'X-Locale': 'fr' },
      },
    );
    const { views } = ((await reply.json()) as { post: { views: number } }).post;
    await page.goto(articlePath('fr', slugIn(post, 'fr')));

    const { ratings, prices } = await tipFacts(page);
    expect(ratings.length).toBeGreaterThan(0);
    for (const rating of ratings) expect(rating).toMatch(/^\d(,\d)?\/5$/);
    for (const price of prices) expect(price.startsWith(`Prix${NNBSP}: `), price).toBe(true);
    if (views > 0) {
      const formatted = new Intl.NumberFormat('fr-FR').format(views);
      await expect(
        page.getByTestId('article').getByText(`${formatted} vue`, { exact: false }),
      ).toBeVisible();
      if (views >= 1000) expect(formatted).toContain(NNBSP);
    }
  });

  test('Chinese: the full-width colon, right before the price', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(articlePath('zh', slugIn(post, 'zh')));
    const { prices } = await tipFacts(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^价格：\S/);
    // A price level is said in words, never a bare "$".
    for (const price of prices) expect(price).not.toMatch(/^价格：\$+$/);
  });

  test('Arabic: one digit system on every page, and prices that keep their order', async ({
    page,
    request,
  }) => {
    const post = await fullyTranslated(request);
    const pages = [
      { path: pathOf('ar', 'home'), ready: 'post-card' },
      { path: categoryPath('ar', 'money'), ready: 'post-card' },
      // Last: the checks below read its tips.
      { path: articlePath('ar', slugIn(post, 'ar')), ready: 'tip' },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      const shown = await page.locator('body').innerText();
      expect(shown, path).toMatch(/[0-9]/);
      expect(shown, path).not.toMatch(ARABIC_INDIC_DIGIT);
    }

    const { ratings, prices } = await tipFacts(page);
    for (const rating of ratings) expect(rating).toMatch(/^\d(\.\d)?\/5$/);
    for (const price of prices) expect(price.startsWith('السعر: '), price).toBe(true);
    // Each price reads in its own direction: a Latin one ("$5-$12/month") starts on the left even
    // inside right-to-left text, an Arabic one on the right.
    const orders = await page
      .getByTestId('tip-price')
      .locator('bdi')
      .evaluateAll((isolates) =>
        isolates.map((bdi) => {
          const range = document.createRange();
          const node = bdi.firstChild!;
          range.setStart(node, 0);
          range.setEnd(node, 1);
          const first = range.getBoundingClientRect().left;
          range.setStart(node, node.textContent!.length - 1);
          range.setEnd(node, node.textContent!.length);
          const last = range.getBoundingClientRect().left;
          return {
            dir: bdi.getAttribute('dir'),
            text: bdi.textContent,
            firstLeftOfLast: first < last,
          };
        }),
      );
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders.filter((o) => o.text!.length > 1)) {
      expect(order.firstLeftOfLast, `${order.text} (${order.dir})`).toBe(order.dir === 'ltr');
    }
  });

  for (const locale of ['ar', 'zh'] as Locale[]) {
    test(`${locale}: quotes and emphasis are never italic`, async ({ page, request }) => {
      const post = await fullyTranslated(request);
      await page.goto(articlePath(locale, slugIn(post, locale)));
      await expect(page.locator('blockquote').first()).toBeVisible();
      const italic = await page
        .getByTestId('article')
        .locator('*')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => getComputedStyle(node).fontStyle !== 'normal')
            .map((node) => node.outerHTML.slice(0, 80)),
        );
      expect(italic).toEqual([]);
    });
  }

  test('Chinese headings break between phrases, not inside words', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(articlePath('zh', slugIn(post, 'zh')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('word-break', 'keep-all');
    await page.goto(pathOf('zh', 'home'));
    await expect(page.getByTestId('post-card').first().getByRole('heading')).toHaveCSS(
      'word-break',
      'keep-all',
    );
    // English headings break normally (a category page: "/" would redirect to the stored zh).
    await page.goto(categoryPath('en', 'lifestyle'));
    await expect(page.getByTestId('post-card').first().getByRole('heading')).toHaveCSS(
      'word-break',
      'normal',
    );
  });
});

test.describe('advertorials are labelled on their cards', () => {
  /** The category page (1, 2 ...) that lists a post, read from the API. */
  async function pageListing(
    request: Parameters<typeof articles>[0],
    category: string,
    slug: string,
  ): Promise<number> {
    for (let page = 1; page < 50; page++) {
      const reply = (await (
        await request.get(`${API_URL}/api/posts?category=${category}&page=${page}`)
      ).json()) as {
        posts: { slug: string }[];
        pagination: { last_page: number };
      };
      if (reply.posts.some((post) => post.slug === slug)) return page;
      if (page >= reply.pagination.last_page) break;
    }
    throw new Error(`${slug} is not listed in ${category}`);
  }

  /** Every card shows the label exactly when its article is an advertorial; returns how many did. */
  async function checkCards(page: Page, sponsored: Set<string>): Promise<number> {
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    let labelled = 0;
    for (const card of await page.getByTestId('post-card').all()) {
      const title = (await card.getByRole('heading').innerText()).trim();
      const label = card.getByTestId('card-advertorial');
      if (sponsored.has(title)) {
        await expect(label, title).toHaveText(text('en', 'article.advertorial'));
        labelled++;
      } else {
        await expect(label, title).toHaveCount(0);
      }
    }
    return labelled;
  }

  test('on the home page and on the category pages that list them', async ({ page, request }) => {
    const all = await articles(request);
    const advertorials = all.filter((post) => post.is_advertorial);
    expect(advertorials.length, 'the demo seed has advertorials').toBeGreaterThan(0);
    const sponsored = new Set(advertorials.map((post) => post.title));

    await page.goto('/');
    await checkCards(page, sponsored);

    for (const post of advertorials) {
      const number = await pageListing(request, post.category, post.slug);
      await page.goto(`${categoryPath('en', post.category)}${number > 1 ? `?page=${number}` : ''}`);
      expect(await checkCards(page, sponsored), post.title).toBeGreaterThan(0);
      await expect(
        page
          .getByTestId('post-card')
          .filter({ hasText: post.title })
          .getByTestId('card-advertorial'),
      ).toBeVisible();
    }
  });
});

test('the command palette labels an advertorial among the articles it finds', async ({
  page,
  request,
}) => {
  const post = (await articles(request)).find((p) => p.is_advertorial)!;
  await page.goto(categoryPath('en', 'health'));
  await page.getByTestId('palette-button').click();
  await page
    .getByPlaceholder(text('en', 'palette.placeholder'))
    .fill(post.title.split(' ').slice(0, 3).join(' '));
  const result = page.getByRole('button', {
    name: new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await expect(result.first()).toBeVisible();
  await expect(result.first().getByTestId('palette-advertorial')).toHaveText(
    text('en', 'article.advertorial'),
  );
});

test.describe('the header navigation fits in every language', () => {
  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px every link is whole, on one line, clear of the search, language and theme controls`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of LOCALES) {
        await page.goto(pathOf(locale, 'home'));
        const nav = page.getByRole('navigation', { name: text(locale, 'nav.mainLabel') });
        await expect(nav).toBeVisible();
        const controls = [
          page.getByTestId('palette-button'),
          page.getByTestId('language-menu').filter({ visible: true }),
          page
            .getByRole('radiogroup', { name: text(locale, 'theme.label') })
            .filter({ visible: true }),
        ];
        const boxes = await Promise.all(
          controls.map(async (control) => (await control.boundingBox())!),
        );
        const links = nav.getByRole('link');
        await expect(links).toHaveCount(7);
        for (const link of await links.all()) {
          const name = await link.innerText();
          const box = (await link.boundingBox())!;
          const where = `${locale} "${name}" at ${width}px`;
          // Whole: inside the window and not clipped by the navigation.
          expect(box.x, where).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, where).toBeLessThanOrEqual(width);
          expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth), where).toBe(true);
          // One line.
          const lineHeight = await link.evaluate((a) => parseFloat(getComputedStyle(a).lineHeight));
          const padding = await link.evaluate(
            (a) =>
              parseFloat(getComputedStyle(a).paddingTop) +
              parseFloat(getComputedStyle(a).paddingBottom),
          );
          expect(box.height - padding, where).toBeLessThan(lineHeight * 1.5);
          // Clear of every control.
          for (const control of boxes) {
            const overlaps =
              box.x < control.x + control.width &&
              control.x < box.x + box.width &&
              box.y < control.y + control.height &&
              control.y < box.y + box.height;
            expect(overlaps, `${where} overlaps a header control`).toBe(false);
          }
        }
      }
    });
  }
});

test.describe('no text overflows a 390 px screen', () => {
  /** Elements whose content is wider than their box (clipped or spilling), and a page wider than the screen. */
  async function overflowing(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const found: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
      for (const node of document.querySelectorAll<HTMLElement>('body *')) {
        // Inline boxes, hidden elements and the visually-hidden 1 px texts have no width to exceed;
        // decoration (the partly filled rating stars) is clipped on purpose.
        if (node.clientWidth <= 1 || node.closest('[aria-hidden="true"]')) continue;
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') continue;
        if (node.scrollWidth > node.clientWidth + 1) {
          found.push(
            `${node.tagName.toLowerCase()}.${node.className} ${node.scrollWidth} > ${node.clientWidth}: ${node.innerText.slice(0, 60)}`,
          );
        }
      }
      return found;
    });
  }

  for (const locale of LOCALES) {
    test(`${locale}: home, a category and an article`, async ({ page, request }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const post = await fullyTranslated(request);
      const pages = [
        { path: pathOf(locale, 'home'), ready: page.getByTestId('post-card').first() },
        { path: categoryPath(locale, 'lifestyle'), ready: page.getByTestId('post-card').first() },
        { path: articlePath(locale, slugIn(post, locale)), ready: page.getByTestId('tip').first() },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        expect(await overflowing(page), path).toEqual([]);
      }
    });
  }
});
