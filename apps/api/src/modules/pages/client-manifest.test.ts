import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientManifest } from './client-manifest';

/** The shape Vite writes for the shell build (the magazine's files seen from apps/shell). */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '../magazine/src/entry-client.tsx': {
    file: 'assets/magazine-2.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    css: ['assets/global-3.css'],
  },
  '_react.js': { file: 'assets/react-4.js' },
  '_router.js': {
    file: 'assets/router-5.js',
    imports: ['_react.js'],
    css: ['assets/layout-6.css'],
  },
  '../magazine/src/app/routes/article.tsx': {
    file: 'assets/article-7.js',
    imports: ['_router.js', '_card.js'],
    dynamicImports: ['../magazine/src/features/article/components/article-parts.tsx'],
    css: ['assets/article-8.css'],
  },
  '../magazine/src/features/article/components/article-parts.tsx': {
    file: 'assets/article-parts-13.js',
    imports: ['_router.js', '_related.js'],
    css: ['assets/article-parts-14.css'],
  },
  '_related.js': { file: 'assets/related-15.js', css: ['assets/related-16.css'] },
  '_card.js': { file: 'assets/card-9.js', css: ['assets/card-10.css'] },
  '../admin/src/app/routes/posts.tsx': {
    file: 'assets/posts-11.js',
    css: ['assets/mantine-12.css'],
  },
};

let dir: string;
let manifest: ClientManifest;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sitenet-manifest-'));
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
  manifest = await ClientManifest.load(path.join(dir, 'manifest.json'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the files a server-rendered page loads', () => {
  it('a page without lazy modules: the client entry, its imports and their styles', () => {
    expect(manifest.assets([])).toEqual({
      styles: ['/assets/global-3.css', '/assets/layout-6.css'],
      scripts: ['/assets/magazine-2.js'],
      modulePreloads: ['/assets/react-4.js', '/assets/router-5.js'],
    });
  });

  it("an article adds its page module's code and styles, once each, and nothing of the admin", () => {
    const assets = manifest.assets(['article']);
    expect(assets.styles).toEqual([
      '/assets/global-3.css',
      '/assets/layout-6.css',
      '/assets/article-8.css',
      '/assets/card-10.css',
      // Its deferred parts' styles (their markup is in the server's HTML), not their code.
      '/assets/article-parts-14.css',
      '/assets/related-16.css',
    ]);
    expect(assets.modulePreloads).toEqual([
      '/assets/react-4.js',
      '/assets/router-5.js',
      '/assets/article-7.js',
      '/assets/card-9.js',
    ]);
    expect(JSON.stringify(assets)).not.toContain('mantine');
  });

  it('refuses a build without the magazine client entry', async () => {
    await writeFile(
      path.join(dir, 'admin-only.json'),
      JSON.stringify({ 'index.html': MANIFEST['index.html'] }),
    );
    await expect(ClientManifest.load(path.join(dir, 'admin-only.json'))).rejects.toThrow(
      /entry-client/,
    );
  });
});
