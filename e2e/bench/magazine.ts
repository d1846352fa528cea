/**
 * `pnpm bench:magazine`: Lighthouse 13 (mobile defaults, simulated throttling), median of 3 runs,
 * on the home, a category and an article page in English and Arabic, and the home and an article in
 * German (a language the magazine ships no file for, added by the bench), served the production way
 * (the built API rendering the magazine on the server, fresh demo database), and beside each, in
 * the same run, its static twin: the same HTML without a single script (same visible text, same
 * stylesheets) served by bare node:http from the same machine, the limit for that page. Prints
 * performance, LCP, TBT, CLS and the gzip bytes of the JS and CSS each page loads first, for the
 * page and its twin with the LCP ratio; writes JSON to bench-results/.
 *
 * Builds what is missing (or everything with --build). CHROMIUM_PATH defaults to /usr/bin/chromium.
 * The API serves the precompressed (brotli/gzip) assets the builds write, as in production.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@sitenet/chromium';
import lighthouse from 'lighthouse';
import { DEMO_ADMIN } from '../fixtures/urls';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const shellDist = join(root, 'apps/shell/dist');
const port = Number(process.env.BENCH_PORT ?? 4320);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const twinPort = port + 2;
const twinBase = `http://127.0.0.1:${twinPort}`;
const TARGETS = {
  performance: 98,
  lcpRatio: 1.15,
  tbtMs: 100,
  cls: 0.01,
  /** The article's first-load JS on top of the libraries' floor: the magazine's own code. */
  articleOwnJsGzip: 20 * 1024,
};

function run(command: string, args: string[]) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * The floor under the article's first-load JS: the libraries the client hydrates with (React,
 * react-router, i18next, TanStack Query) and no page of ours, built like the magazine
 * (apps/magazine/bench/js-floor), in gzip bytes measured as the pages' are.
 */
function libraryFloorGzip(): number {
  run('pnpm', ['--filter', '@sitenet/magazine', 'bench:js-floor']);
  const assets = join(root, 'apps/magazine/node_modules/.js-floor/assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce(
      (sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length,
      0,
    );
}

function buildIfNeeded() {
  const force = process.argv.includes('--build');
  if (force || !existsSync(join(root, 'apps/api/dist/main.js')))
    run('pnpm', ['--filter', '@sitenet/api', 'build']);
  const ssrEntry = join(root, 'apps/magazine/dist-server/entry-server.js');
  if (
    force ||
    !existsSync(ssrEntry) ||
    !existsSync(join(shellDist, 'index.html')) ||
    !existsSync(join(shellDist, 'translations/en.json'))
  ) {
    // The magazine's prebuild copies the translation files into the shared public folder.
    run('pnpm', ['--filter', '@sitenet/magazine', 'build']);
    run('pnpm', ['--filter', '@sitenet/shell', 'build']);
  }
}

async function waitFor(url: string, timeoutMs: number) {
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startServer(): ChildProcess {
  return spawn(process.execPath, [join(here, '../scripts/serve.mjs')], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function startChrome(): Promise<{ child: ChildProcess; port: number; close: () => void }> {
  if (!CHROMIUM_PATH)
    throw new Error("No Chromium: install Debian's (apt install chromium) or set CHROMIUM_PATH.");
  const debugPort = port + 1;
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 20_000);
  return {
    child,
    port: debugPort,
    close: () => {
      child.kill('SIGKILL');
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // Chrome may still be writing its profile; it lives in the temp folder anyway.
      }
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The page without its scripts: what the reader sees, as plain HTML with the same stylesheets. */
function staticTwin(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

type Body = { raw: Buffer; br: Buffer; gzip: Buffer; type: string };

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/**
 * Bare node:http serving the twins (`/twin/<n>`) and the built shell's files, compressed as the
 * API serves them; anything else (pictures the API serves) is fetched once from the API and kept.
 */
async function startTwinServer(twins: Map<string, string>): Promise<Server> {
  const bodies = new Map<string, Body>();
  const compress = (raw: Buffer, type: string): Body => ({
    raw,
    type,
    br: brotliCompressSync(raw),
    gzip: gzipSync(raw),
  });
  for (const [path, html] of twins)
    bodies.set(path, compress(Buffer.from(html), 'text/html; charset=utf-8'));
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', twinBase).pathname);
      let body = bodies.get(path);
      if (!body) {
        const file = join(shellDist, path);
        const extension = path.slice(path.lastIndexOf('.'));
        if (file.startsWith(shellDist) && existsSync(file) && !file.endsWith('/')) {
          body = compress(readFileSync(file), TYPES[extension] ?? 'application/octet-stream');
        } else {
          const upstream = await fetch(`${base}${request.url}`);
          body = compress(
            Buffer.from(await upstream.arrayBuffer()),
            upstream.headers.get('content-type') ?? 'application/octet-stream',
          );
        }
        bodies.set(path, body);
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
      response.writeHead(200, {
        'content-type': body.type,
        'cache-control': path.startsWith('/twin/')
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      response.end(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.raw);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(twinPort, '127.0.0.1', resolve));
  return server;
}

/** gzip bytes of the built file behind a same-origin asset URL. */
function gzipBytes(url: string): number {
  const { pathname } = new URL(url);
  const file = join(shellDist, decodeURIComponent(pathname));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function audit(chromePort: number, url: string) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const origin = new URL(url).origin;
  const items = (
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((item) => item.url.startsWith(origin));
  const js = items.filter((item) => item.resourceType === 'Script' || item.url.endsWith('.js'));
  const css = items.filter(
    (item) => item.resourceType === 'Stylesheet' || item.url.endsWith('.css'),
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(4)),
    jsGzip: js.reduce((sum, item) => sum + gzipBytes(item.url), 0),
    cssGzip: css.reduce((sum, item) => sum + gzipBytes(item.url), 0),
    files: [...js, ...css].map((item) => new URL(item.url).pathname),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated. */
async function auditWithRetry(chromePort: number, url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chromePort, url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

/** The API's JSON answer to a call, or an error naming the call and its status. */
async function callApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new language measured like the shipped ones: German added to the demo's site with one article
 * translated (bench/data/german-article.json, real prose), through the console's API as an editor
 * would; its interface strings fall back to English. Answers the German article's path.
 */
async function addGerman(): Promise<string> {
  const data = JSON.parse(readFileSync(join(here, 'data/german-article.json'), 'utf8')) as {
    site: string;
    original_slug: string;
    code: string;
    translation: { slug: string };
  };
  const { token } = await callApi<{ token: string }>('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { sites } = await callApi<{ sites: { id: number; domain: string }[] }>('/api/admin/sites', { headers });
  const site = sites.find((entry) => entry.domain === data.site);
  if (!site) throw new Error(`The demo has no site ${data.site}`);
  // The demo lists German as a language the site has switched off; a site without it adds it.
  const { languages } = await callApi<{ languages: { id: number; code: string; enabled: boolean }[] }>(
    `/api/admin/languages?site_id=${site.id}`,
    { headers },
  );
  const known = languages.find((language) => language.code === data.code);
  if (!known) await callApi('/api/admin/languages', { method: 'POST', headers, body: JSON.stringify({ code: data.code, site_id: site.id }) });
  else if (!known.enabled)
    await callApi(`/api/admin/languages/${known.id}/toggle`, { method: 'POST', headers, body: JSON.stringify({ enabled: true }) });
  const { posts } = await callApi<{ posts: { id: number; slug: string }[] }>(`/api/admin/posts?site_id=${site.id}`, { headers });
  const original = posts.find((post) => post.slug === data.original_slug);
  if (!original) throw new Error(`The demo has no article ${data.original_slug}`);
  // The post as read goes back with the new language (read-only fields are ignored on write).
  const { post } = await callApi<{ post: { translations: Record<string, unknown> } }>(`/api/admin/posts/${original.id}`, { headers });
  await callApi(`/api/admin/posts/${original.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...post, translations: { ...post.translations, [data.code]: data.translation } }),
  });
  return `/${data.code}/${data.translation.slug}`;
}

async function main() {
  buildIfNeeded();
  const server = startServer();
  let chrome: Awaited<ReturnType<typeof startChrome>> | undefined;
  let twinServer: Server | undefined;
  const stop = () => {
    server.kill('SIGTERM');
    chrome?.close();
    twinServer?.close();
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`${base}/api/health`, 120_000);
    const home = (await (await fetch(`${base}/api/posts/homepage`)).json()) as {
      featured: { slug: string }[];
    };
    const slug = home.featured[0]?.slug;
    if (!slug) throw new Error('The demo seed has no featured article');
    const translated = await fetch(`${base}/api/posts/translate/${encodeURIComponent(slug)}/ar`);
    const arSlug = translated.ok ? ((await translated.json()) as { slug: string }).slug : slug;
    const ar = JSON.parse(
      readFileSync(join(root, 'packages/i18n/translations/ar.json'), 'utf8'),
    ) as {
      routes: Record<string, string>;
      categoryRoutes: Record<string, string>;
    };
    const germanArticle = await addGerman();
    const pages = [
      { page: 'home', locale: 'en', path: '/' },
      { page: 'home', locale: 'ar', path: '/ar' },
      { page: 'category', locale: 'en', path: '/category/lifestyle' },
      {
        page: 'category',
        locale: 'ar',
        path: `/ar/${ar.routes.category}/${ar.categoryRoutes.lifestyle}`,
      },
      { page: 'article', locale: 'en', path: `/${slug}` },
      { page: 'article', locale: 'ar', path: `/ar/${arSlug}` },
      { page: 'home', locale: 'de', path: '/de' },
      { page: 'article', locale: 'de', path: germanArticle },
    ];

    // The twins: each page's server HTML without its scripts, taken from the running server.
    const twins = new Map<string, string>();
    for (const [index, target] of pages.entries()) {
      const response = await fetch(`${base}${encodeURI(target.path)}`);
      twins.set(`/twin/${index}`, staticTwin(await response.text()));
    }
    twinServer = await startTwinServer(twins);

    chrome = await startChrome();
    const summarize = (samples: Awaited<ReturnType<typeof audit>>[]) => ({
      performance: median(samples.map((s) => s.performance)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      jsGzip: median(samples.map((s) => s.jsGzip)),
      cssGzip: median(samples.map((s) => s.cssGzip)),
      files: samples[0]!.files,
      runs: samples.map(({ files: _files, ...rest }) => rest),
    });
    const line = (label: string, row: ReturnType<typeof summarize>) =>
      `${label.padEnd(22)} perf ${String(row.performance).padStart(3)}  LCP ${String(row.lcpMs).padStart(5)} ms  TBT ${String(row.tbtMs).padStart(4)} ms  CLS ${row.cls.toFixed(3)}  JS ${(row.jsGzip / 1024).toFixed(1)} KB gz  CSS ${(row.cssGzip / 1024).toFixed(1)} KB gz`;
    const results = [];
    for (const [index, target] of pages.entries()) {
      const url = `${base}${encodeURI(target.path)}`;
      const twinUrl = `${twinBase}/twin/${index}`;
      const samples = [];
      const twinSamples = [];
      // Interleaved, so a busy moment of the machine weighs on both alike.
      for (let i = 0; i < runs; i++) {
        samples.push(await auditWithRetry(chrome.port, url));
        twinSamples.push(await auditWithRetry(chrome.port, twinUrl));
      }
      const page = summarize(samples);
      const twin = summarize(twinSamples);
      const lcpRatio = Number((page.lcpMs / Math.max(twin.lcpMs, 1)).toFixed(2));
      results.push({ ...target, ...page, twin, lcpRatio });
      console.log(line(`${target.page} (${target.locale})`, page));
      console.log(`${line('  static twin', twin)}  -> LCP ratio ${lcpRatio.toFixed(2)}x`);
    }

    const floorGzip = libraryFloorGzip();
    console.log(
      `\narticle first-load JS floor (the hydrating libraries alone, no page code): ${(floorGzip / 1024).toFixed(1)} KB gz`,
    );
    for (const row of results.filter((entry) => entry.page === 'article'))
      console.log(
        `article (${row.locale}) own code on top of it: ${((row.jsGzip - floorGzip) / 1024).toFixed(1)} KB gz (target <= ${(TARGETS.articleOwnJsGzip / 1024).toFixed(1)} KB gz)`,
      );

    const failures = results.flatMap((row) => [
      ...(row.performance < TARGETS.performance
        ? [`${row.page} ${row.locale}: performance ${row.performance}`]
        : []),
      ...(row.lcpRatio > TARGETS.lcpRatio
        ? [`${row.page} ${row.locale}: LCP ${row.lcpRatio}x the twin`]
        : []),
      ...(row.tbtMs > TARGETS.tbtMs ? [`${row.page} ${row.locale}: TBT ${row.tbtMs} ms`] : []),
      ...(row.cls > TARGETS.cls ? [`${row.page} ${row.locale}: CLS ${row.cls}`] : []),
      ...(row.page === 'article' && row.jsGzip - floorGzip > TARGETS.articleOwnJsGzip
        ? [`${row.page} ${row.locale}: own JS ${row.jsGzip - floorGzip} B gz over the floor`]
        : []),
    ]);
    const out = join(here, '../bench-results');
    mkdirSync(out, { recursive: true });
    const file = join(out, `magazine-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouse: '13',
          runs,
          targets: TARGETS,
          libraryFloorGzip: floorGzip,
          results,
          failures,
        },
        null,
        2,
      ),
    );
    console.log(`\nwrote ${file}`);
    console.log(
      failures.length ? `targets missed:\n  ${failures.join('\n  ')}` : 'all targets met',
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
