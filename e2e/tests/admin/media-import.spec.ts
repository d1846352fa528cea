import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { createPost, createSite, deleteSite, translation, unique, type OwnSite } from '../../fixtures/admin-api';
import { gradientPng } from '../../fixtures/png';
import { API_URL } from '../../fixtures/urls';
import { openSignedIn } from './support';

/** A third party's image host, on 127.0.0.1 (the e2e server allows loopback for it: serve.mjs). */
async function startImageHost(): Promise<{ origin: string; hits: string[]; close: () => Promise<void> }> {
  const png = gradientPng(800, 500);
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '/');
    if (req.url === '/remote-photo.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What an editor does when they copy part of another page into the body: a paste of its HTML. */
async function pasteHtml(page: Page, html: string) {
  const body = page.getByRole('main').getByRole('textbox', { name: 'Body', exact: true });
  await body.click();
  await page.keyboard.press('ControlOrMeta+A');
  await body.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test.describe('images from other sites', () => {
  test.describe.configure({ timeout: 120_000 });
  let site: OwnSite | undefined;
  let host: Awaited<ReturnType<typeof startImageHost>> | undefined;

  test.afterEach(async ({ request }) => {
    await host?.close();
    if (site) await deleteSite(request, site);
  });

  test('a remote image URL is imported on save and the article loads no third-party image', async ({ page }) => {
    host = await startImageHost();
    const word = unique();
    const session = await openSignedIn(page, '/error/404');
    site = await createSite(page.request, session.token, { languages: ['en'] });
    const title = `Borrowed picture ${word}`;
    const post = await createPost(page.request, session.token, site.id, {
      en: { ...translation(title, 'published'), content_type: 'html', content: [], content_html: '<p>Intro.</p>' } as unknown as ReturnType<
        typeof translation
      >,
    });
    await page.goto(`/${site.domain}/posts/${post.id}/edit`);
    const main = page.getByRole('main');

    // A link that cannot be fetched: the save is refused and the body says why.
    await pasteHtml(page, `<p>From elsewhere:</p><p><img src="${host.origin}/gone.png" alt="Gone"></p>`);
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = `Could not import ${host.origin}/gone.png: the host answered 404 instead of the image`;
    const body = main.getByRole('textbox', { name: 'Body', exact: true });
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveAccessibleDescription(refusal);
    await expect(page.getByTestId('save-status')).not.toHaveText(/^Saved at/);

    await pasteHtml(page, `<p>From elsewhere:</p><p><img src="${host.origin}/remote-photo.png" alt="A borrowed gradient"></p>`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/);
    expect(host.hits.filter((path) => path === '/remote-photo.png')).toHaveLength(1);

    const saved = await page.request.get(`${API_URL}/api/admin/posts/${post.id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const stored = ((await saved.json()) as { post: { translations: { en: { content_html: string; slug: string } } } }).post
      .translations.en;
    expect(stored.content_html).toMatch(/<img src="\/media\/[a-f0-9]{32}\/\d+\.webp" alt="A borrowed gradient" width="800" height="500">/);
    expect(stored.content_html).not.toContain(host.origin);

    const reader = await page.context().newPage();
    const requested: string[] = [];
    reader.on('request', (request) => requested.push(request.url()));
    await reader.goto(`${site.url}/${stored.slug}`);
    const image = reader.getByRole('img', { name: 'A borrowed gradient' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current.startsWith(`${site.url}/media/`)).toBe(true);
    expect(requested.some((url) => url.startsWith(`${site!.url}/media/`))).toBe(true);
    expect(requested.filter((url) => url.startsWith(host!.origin))).toEqual([]);
    // Only the server's one import ever reached the third party.
    expect(host.hits.filter((path) => path === '/remote-photo.png')).toHaveLength(1);
    await reader.close();
  });
});
