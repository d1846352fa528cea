import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminToken,
  bearer,
  createPost,
  createSite,
  deleteSite,
  translation,
  unique,
  type OwnSite,
} from '../../fixtures/admin-api';
import { API_URL, MAGAZINE_URL } from '../../fixtures/urls';
import {
  articlePath,
  categoryPath,
  fullyTranslated,
  interactive,
  isMobile,
  LOCALES,
  pathOf,
  slugIn,
  text,
} from './support';

const HOST = new URL(MAGAZINE_URL).host;

/** The page as a crawler gets it: the server's HTML, no script run. */
async function html(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(`${API_URL}${encodeURI(path)}`, {
    headers: { Host: HOST, ...headers },
    maxRedirects: 0,
  });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

function jsonLd(body: string): Array<Record<string, unknown>> {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Console errors and React hydration warnings a page reports. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an article in each locale shows its title, tips and author', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    for (const locale of LOCALES) {
      const slug = slugIn(post, locale);
      const reply = (await (
        await request.get(`${API_URL}/api/posts/${encodeURIComponent(slug)}`, {
          headers: { 'X-Locale': locale },
        })
      ).json()) as {
        post: { title: string; author_name: string; content: unknown[] };
      };
      await page.goto(articlePath(locale, slug));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reply.post.title);
      await expect(page.getByTestId('tips').locator(':scope > li')).toHaveCount(
        reply.post.content.length,
      );
      await expect(page.getByTestId('author-bio')).toContainText(reply.post.author_name);
    }
  });

  test('category pages paginate by links', async ({ page, request }) => {
    let found: { category: string; last: number } | undefined;
    for (const category of ['lifestyle', 'money', 'health', 'home', 'food', 'travel']) {
      const list = (await (
        await request.get(`${API_URL}/api/posts?category=${category}`)
      ).json()) as {
        pagination: { last_page: number };
      };
      if (list.pagination.last_page > 1) {
        found = { category, last: list.pagination.last_page };
        break;
      }
    }
    expect(found, 'a category with more than one page in the seed').toBeTruthy();
    await page.goto(categoryPath('en', found!.category));
    const pagination = page.getByTestId('pagination');
    await pagination.getByRole('link', { name: text('en', 'category.next') }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(
      pagination.getByRole('link', { name: text('en', 'category.pageLabel', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });

  test('the language links reach the translated article', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(articlePath('en', post.slug));
    if (isMobile(page)) {
      // Without JavaScript the phone menu stays closed: the links are in the page all the same.
      const href = await page.locator('a[lang="es"]').first().getAttribute('href');
      expect(decodeURI(href ?? '')).toBe(articlePath('es', slugIn(post, 'es')));
      await page.goto(href!);
    } else {
      await page
        .getByRole('button', { name: new RegExp(`^${text('en', 'language.label')}`) })
        .first()
        .click();
      await page.locator('a[lang="es"]').filter({ visible: true }).first().click();
    }
    await expect(page).toHaveURL(new RegExp(`/es/${encodeURI(slugIn(post, 'es'))}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the contact form cannot be sent natively (what was typed never lands in a URL)', async ({ page }) => {
    await page.goto(pathOf('es', 'contact'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: text('es', 'contact.submit') })).toBeDisabled();
  });

  test('the theme switcher says it cannot act (the app applies the choice)', async ({ page }) => {
    await page.goto(pathOf('fr', 'about'));
    // The header's and the phone menu's.
    const themes = page.locator('[role="radiogroup"] [role="radio"]');
    await expect(themes).toHaveCount(6);
    for (const theme of await themes.all()) await expect(theme).toBeDisabled();
  });
});

test.describe('with JavaScript on', () => {
  test('no console error or hydration warning on any page in any locale', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const post = await fullyTranslated(request);
    const problems = watchConsole(page);
    for (const locale of LOCALES) {
      for (const path of [
        pathOf(locale, 'home'),
        categoryPath(locale, 'money'),
        articlePath(locale, slugIn(post, locale)),
        pathOf(locale, 'contact'),
        pathOf(locale, 'about'),
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
    }
    expect(problems).toEqual([]);
  });

  test('a page the cache serves long after it was rendered asks the API nothing for its data', async ({
    page,
    request,
  }) => {
    const path = articlePath('en', slugIn(await fullyTranslated(request), 'en'));
    // A cached page's data carried the time the page was rendered at: here, an hour ago (the
    // state the page hydrates from is its own file, /_page-data/<version><page path>).
    const hourAgo = Date.now() - 3_600_000;
    await page.route((url) => url.pathname.startsWith('/_page-data/') && url.pathname.endsWith(path), async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"dataUpdatedAt":\d+/g, `"dataUpdatedAt":${hourAgo}`);
      expect(body).toContain(`"dataUpdatedAt":${hourAgo}`);
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ response, headers, body });
    });
    const calls: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/events') calls.push(pathname);
    });
    await page.goto(path);
    await interactive(page);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });
});

test.describe('what the server answers', () => {
  test('status codes', async ({ request }) => {
    const post = await fullyTranslated(request);
    expect((await html(request, '/no-such-article-anywhere')).status).toBe(404);
    expect((await html(request, '/category/no-such-category')).status).toBe(404);
    expect((await html(request, '/error/404')).status).toBe(404);
    expect((await html(request, '/error/500')).status).toBe(500);
    expect((await html(request, '/xx/anything')).status).toBe(404);
    expect((await html(request, '/category/money?page=999')).status).toBe(404);
    const upper = await html(request, `/ES/${slugIn(post, 'es')}`);
    expect(upper.status).toBe(301);
    expect(decodeURI(upper.headers.location ?? '')).toBe(`/es/${slugIn(post, 'es')}`);
    // Another language's slug under a prefix goes to that language's own slug.
    const wrong = await html(request, `/es/${post.slug}`);
    expect(wrong.status).toBe(301);
    expect(decodeURI(wrong.headers.location ?? '')).toBe(`/es/${slugIn(post, 'es')}`);
    const not = await html(request, '/no-such-article-anywhere');
    expect(not.body).toContain(text('en', 'article.notFoundTitle'));
  });

  test('a page answers 304 to a conditional request for the representation it sent', async ({
    request,
  }) => {
    // A site and an article of the test's own: no other test reads, views or changes them, so
    // nothing can change the page between the two requests.
    const token = await adminToken(request);
    const site = await createSite(request, token);
    try {
      const word = unique();
      const post = await createPost(request, token, site.id, {
        en: translation(`Conditional ${word}`, 'published'),
        fr: translation(`Conditionnel ${word}`, 'published'),
      });
      const path = `/fr/${post.translations.fr!.slug}`;
      const first = await request.get(`${API_URL}${path}`, { headers: { Host: site.host } });
      expect(first.status()).toBe(200);
      const etag = first.headers().etag;
      expect(etag).toBeTruthy();
      const again = await request.get(`${API_URL}${path}`, {
        headers: { Host: site.host, 'If-None-Match': etag! },
      });
      expect(again.status()).toBe(304);
      expect(again.headers().etag).toBe(etag);
    } finally {
      await deleteSite(request, site);
    }
  });

  test('an article carries its head tags and structured data', async ({ request }) => {
    const post = await fullyTranslated(request);
    const page = await html(request, articlePath('fr', slugIn(post, 'fr')));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('s-maxage=');
    expect(page.headers['cache-control']).toContain('stale-while-revalidate=');
    expect(page.headers.etag).toBeTruthy();
    expect(page.body).toMatch(/<html lang="fr" dir="ltr">/);
    expect(page.body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(page.body).toMatch(/<link rel="canonical" href="[^"]+"/);
    for (const locale of LOCALES) {
      expect(page.body).toContain(`hrefLang="${locale}"`);
    }
    expect(page.body).toContain('hrefLang="x-default"');
    expect(page.body).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(page.body).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    const data = jsonLd(page.body);
    const article = data.find((item) => item['@type'] === 'BlogPosting');
    expect(article).toMatchObject({
      headline: expect.any(String),
      author: { name: expect.any(String) },
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      inLanguage: 'fr',
      image: [expect.stringMatching(/^http/)],
    });
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('home and category pages carry their structured data', async ({ request }) => {
    const home = jsonLd((await html(request, '/ar')).body);
    expect(home.map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['WebSite', 'Organization']),
    );
    const category = await html(request, `${categoryPath('es', 'money')}?page=2`);
    const list = jsonLd(category.body).find((item) => item['@type'] === 'ItemList') as
      { itemListElement: unknown[] } | undefined;
    expect(list?.itemListElement.length).toBeGreaterThan(0);
    // A later page is its own canonical, with its number in the title.
    expect(category.body).toMatch(/<link rel="canonical" href="[^"]+\?page=2"/);
    expect(category.body).toContain(
      text('es', 'category.metaTitlePaged', { category: text('es', 'categories.money'), page: 2 }),
    );
  });

  test('/ sends a reader with a remembered language to it', async ({ request }) => {
    const reply = await html(request, '/', { Cookie: 'locale=fr' });
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/fr');
    expect((await html(request, '/')).status).toBe(200);
  });
});

test.describe('site states', () => {
  async function toggle(request: APIRequestContext, token: string, site: OwnSite, what: 'active' | 'maintenance') {
    const reply = await request.post(`${API_URL}/api/admin/sites/${site.id}/toggle-${what}`, {
      headers: bearer(token),
    });
    expect(reply.ok()).toBeTruthy();
  }

  test('maintenance answers 503 with Retry-After, an inactive site 404, both translated', async ({
    request,
  }) => {
    // A site of the test's own: closing it changes nothing another test reads.
    const token = await adminToken(request);
    const site = await createSite(request, token);
    const page = async (path: string) => html(request, path, { Host: site.host });
    try {
      expect((await page('/es')).status).toBe(200);
      await toggle(request, token, site, 'maintenance');
      const closed = await page('/es');
      expect(closed.status).toBe(503);
      expect(Number(closed.headers['retry-after'])).toBeGreaterThan(0);
      expect(closed.body).toContain(text('es', 'site.maintenanceTitle'));
      await toggle(request, token, site, 'maintenance');
      expect((await page('/es')).status).toBe(200);

      await toggle(request, token, site, 'active');
      const inactive = await page('/fr');
      expect(inactive.status).toBe(404);
      expect(inactive.body.replace(/&#x27;/g, "'")).toContain(text('fr', 'site.unavailableTitle'));
      await toggle(request, token, site, 'active');
      expect((await page('/fr')).status).toBe(200);
    } finally {
      await deleteSite(request, site);
    }
  });
});
