import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOwnSite, createTestContext, login, makeTestWebRoot, type TestContext } from '../../../test/helpers';

/**
 * The magazine's server-rendered pages (its real server build, as site-settings-pages.test.ts)
 * speak the site's stored interface strings: a string saved through the admin API shows in the
 * next render of that site only.
 */

let t: TestContext;
let webRoot: string;
let token: string;
/** Sites of this file's own, made before the admin's first request (their grants are read then). */
let sites: Array<{ id: number; domain: string }>;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('strings');
  t = await createTestContext({ WEB_ROOT: webRoot });
  sites = [await ownSite(), await ownSite(), await ownSite()];
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function ownSite(): Promise<{ id: number; domain: string }> {
  const domain = `strings-pages-${randomBytes(5).toString('hex')}.test`;
  const { id } = await createOwnSite(t, { domain, name: 'Strings Pages', languages: ['es'] });
  return { id, domain };
}

async function page(domain: string, url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: domain } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

describe('server-rendered pages and stored strings', () => {
  it('renders a Spanish string saved through the admin API, on that site only', async () => {
    const [site, other] = sites as [(typeof sites)[0], (typeof sites)[0]];
    expect(await page(site.domain, '/es')).toContain('aria-label="Navegación principal"');

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/strings/es',
      headers: bearer(token),
      payload: { site_id: site.id, strings: [{ key: 'nav.mainLabel', target: 'Menú de la revista' }] },
    });
    expect(res.statusCode, res.body).toBe(200);

    const html = await page(site.domain, '/es');
    expect(html).toContain('aria-label="Menú de la revista"');
    expect(html).not.toContain('Navegación principal');
    // The other site renders the shipped text (its own strings), also after this one's change.
    expect(await page(other.domain, '/es')).toContain('aria-label="Navegación principal"');
    // And the browser's translation file says the same as the server's HTML.
    const file = await t.app.inject({ method: 'GET', url: '/translations/es.json', headers: { host: site.domain } });
    expect((file.json() as { nav: { mainLabel: string } }).nav.mainLabel).toBe('Menú de la revista');
  });

  it('renders English for a key the language has no text for', async () => {
    const site = sites[2]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/strings/es',
      headers: bearer(token),
      payload: { site_id: site.id, strings: [{ key: 'nav.mainLabel', target: '' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = await page(site.domain, '/es');
    expect(html.match(/aria-label="[^"]*"/g)).toContain('aria-label="Main navigation"');
  });
});
