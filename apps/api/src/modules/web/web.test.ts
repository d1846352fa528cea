import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { renderIndex } from './routes';

const INDEX = `<!doctype html><html><head><script id="app-config" type="application/json">{}</script>
<script src="/theme-init.js"></script></head><body><div id="root"></div><script type="module" src="/assets/main-abc123.js"></script></body></html>`;

let t: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'sitenet-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, 'translations'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1);');
  // What tooling/scripts/precompress.mjs writes beside an asset.
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js.br'), 'brotli bytes');
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js.gz'), 'gzip bytes');
  await writeFile(path.join(webRoot, 'translations', 'en.json'), '{"routes":{}}');
  await writeFile(path.join(webRoot, 'theme-init.js'), '/* theme */');
  t = await createTestContext({ WEB_ROOT: webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const config = (html: string) => JSON.parse(/<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

describe('web serving', () => {
  it('serves the shell with admin:false on the magazine host, for any page path', async () => {
    for (const url of ['/', '/category/money', '/es/some-article', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(config(res.body)).toEqual({ admin: false, apiBaseUrl: '' });
    }
  });

  it('sets admin:true on admin hosts', async () => {
    for (const host of ['admin.localhost:3000', 'admin.example.com']) {
      const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { host } });
      expect(config(res.body)).toEqual({ admin: true, apiBaseUrl: '' });
    }
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A site's translation files are generated from its stored strings (modules/strings), not the build's copies.
    const translations = await t.app.inject({ method: 'GET', url: '/translations/en.json' });
    expect(translations.json()).toMatchObject({ common: { readMore: 'Read more' } });
    expect((await t.app.inject({ method: 'GET', url: '/theme-init.js' })).body).toBe('/* theme */');
  });

  it('serves the precompressed copy the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/main-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['content-type']).toMatch(/javascript/);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('answers unknown /api paths with 404 JSON, not the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });

  it('escapes the configuration so it cannot close the script element', () => {
    expect(renderIndex(INDEX, true)).toContain('{"admin":true,"apiBaseUrl":""}');
  });
});
