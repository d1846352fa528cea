import { expect, test, type APIRequestContext } from '@playwright/test';
import { useOwnClientAddress } from '../../fixtures/client-address';
import { API_URL, MAGAZINE_URL } from '../../fixtures/urls';
import { articlePath, articles } from '../magazine/support';
import { apiSites, openSignedIn } from './support';

interface Overview {
  current: { pageviews: number; cta_clicks: number };
}

interface Content {
  posts: { post_id: number; locale: string }[];
}

/** The console lists the top articles 25 a page, in the report's order. */
const CONTENT_PAGE_SIZE = 25;

async function read<T>(request: APIRequestContext, token: string, view: string, siteId: number): Promise<T> {
  const reply = await request.get(`${API_URL}/api/admin/analytics/${view}?site_id=${siteId}&range=7d`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.ok()).toBeTruthy();
  return (await reply.json()) as T;
}

/** Headless Chromium names itself in its user agent and is, rightly, not counted as a reader. */
const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test.describe('analytics in the console', () => {
  test.use({ userAgent: READER_AGENT });

  test('real visits show up on the overview and content pages (events are written every 2 s)', async ({
    page,
    request,
  }) => {
    // Three article visits, a wait for the event batch, then two console pages: 16-22 s in CI, and
    // over 30 s when it is the first test of its group on a cold server.
    test.setTimeout(60_000);
    const session = await openSignedIn(page, '/localhost/analytics?range=7d');
    const site = (await apiSites(request, session.token)).find((s) => s.domain === 'localhost')!;
    const before = await read<Overview>(request, session.token, 'overview', site.id);

    const post = (await articles(request))[0]!;
    await useOwnClientAddress(page);
    for (let visit = 0; visit < 3; visit++) {
      const counted = page.waitForResponse((r) => r.url().endsWith('/api/events'));
      await page.goto(`${MAGAZINE_URL}${articlePath('en', post.slug)}`);
      expect((await counted).status()).toBe(202);
    }
    await expect
      .poll(async () => (await read<Overview>(request, session.token, 'overview', site.id)).current.pageviews, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(before.current.pageviews + 3);

    await page.goto('/localhost/analytics?range=7d');
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
    const views = Number((await page.getByTestId('stat-page-views').innerText()).replace(/\D/g, ''));
    expect(views).toBeGreaterThanOrEqual(before.current.pageviews + 3);
    await expect(page.getByRole('group', { name: 'Visitors' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Click-through rate' })).toBeVisible();
    await expect(page.getByText('Page views per day')).toBeVisible();

    // With 90 days of demo traffic the article need not be on the first page: open the page of
    // its rank (`?page=` is in the URL, as a shared link would be).
    const { posts } = await read<Content>(request, session.token, 'content', site.id);
    const rank = posts.findIndex((row) => row.post_id === post.id && row.locale === 'en');
    expect(rank, 'the visited article is among the top articles').toBeGreaterThanOrEqual(0);
    const listPage = Math.floor(rank / CONTENT_PAGE_SIZE) + 1;
    await page.goto(`/localhost/analytics/content?range=7d&page=${listPage}`);
    const top = page.getByRole('table', { name: 'Top articles' });
    await expect(top.getByRole('row').filter({ hasText: post.title }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Page ${listPage}` })).toHaveAttribute('aria-current', 'page');
  });

  test('traffic and cross-site pages show their breakdowns', async ({ page, request }) => {
    await useOwnClientAddress(page);
    await page.goto(`${MAGAZINE_URL}/`);
    const session = await openSignedIn(page, '/localhost/analytics/traffic');
    const site = (await apiSites(request, session.token)).find((s) => s.domain === 'localhost')!;
    await expect
      .poll(async () => (await read<Overview>(request, session.token, 'overview', site.id)).current.pageviews, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Page views by source' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Page views by language' })).toContainText('EN');
    await expect(page.getByRole('table', { name: 'Page views by device' })).toBeVisible();

    await page.goto('/analytics/cross-site');
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-site' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sites side by side' })).toContainText('localhost');
  });

  test('a CTA click goes through the redirect and is counted for its article', async ({ page, request }) => {
    const post = (await articles(request)).find((p) =>
      p.content.some((tip) => tip.cta_link && tip.cta_text && (tip as { id?: string }).id),
    );
    expect(post, 'the demo seed has articles whose tips have stable ids and a call to action').toBeTruthy();
    const session = await openSignedIn(page, '/localhost/analytics/content?range=7d');
    const site = (await apiSites(request, session.token)).find((s) => s.domain === 'localhost')!;
    // The site's clicks over the week: no other test clicks a CTA, so exactly this one is added.
    // (The content list shows the top articles only; with 90 days of demo traffic this one may not be among them.)
    const clicksOf = async () => (await read<Overview>(request, session.token, 'overview', site.id)).current.cta_clicks;
    const before = await clicksOf();

    await useOwnClientAddress(page);
    await page.goto(`${MAGAZINE_URL}${articlePath('en', post!.slug)}`);
    const cta = page.getByTestId('tip-cta').first();
    await expect(cta).toHaveAttribute('href', new RegExp(`^/go/${post!.id}/`));
    // The new tab asks /go/…, which redirects to the stored (outside) link; that need not load here.
    const followed = page.context().waitForEvent('request', (r) => r.url().includes(`/go/${post!.id}/`));
    await cta.click();
    const link = post!.content.find((tip) => (tip as { id?: string }).id && tip.cta_link && tip.cta_text)!.cta_link!;
    await expect.poll(async () => (await followed).redirectedTo()?.url()).toBe(link);

    await expect.poll(clicksOf, { timeout: 15_000 }).toBe(before + 1);
  });
});
