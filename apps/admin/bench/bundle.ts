/**
 * pnpm bench:bundle — what each admin route loads, in gzip and brotli bytes.
 *
 * Builds the standalone console (pass --no-build to reuse dist/), reads Vite's manifest and, for
 * every route, follows the entry's and the route chunks' static imports. Targets (issue #3):
 * /login at most 150 KB gz of JS in all; each further (lazy) route chunk at most 60 KB gz;
 * CSS at most 20 KB gz per route. The post editor (issue #8): what its route adds to the console
 * shell, its rich-text chunk included, at most 120 KB gz, and none of it reachable from /login.
 *
 * How the editor is counted: the shell is the entry and the protected layout with everything they
 * import statically (loaded by every console route before the editor; counted there, not here).
 * The editor's figure is every further chunk its route imports statically, plus the rich-text
 * chunk and what it imports beyond the route. Chunks the editor loads on use (drag-and-drop when
 * the tips list is reached, the contract's schemas on the first save, the slug function on the
 * first title edit, a dialog when it opens) are listed one by one beside it, not hidden.
 * Writes bench-results/bundle.json; exits 1 on a miss.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { adminRoot as root, writeResult } from './lib/results';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(root, 'dist');
const KB = 1024;
const TARGETS = { loginJsGz: 150 * KB, routeChunkGz: 60 * KB, cssGz: 20 * KB, editorJsGz: 120 * KB };
const LAYOUT = 'src/app/routes/protected-layout.tsx';
const EDITOR_ROUTE = 'src/app/routes/post-edit.tsx';
/** Loaded by the editor only when a body is rich text (React.lazy). */
const RICH_TEXT = 'src/components/rich-text/rich-text-body.tsx';

const ROUTES: { path: string; modules: string[] }[] = [
  { path: '/login', modules: ['src/app/routes/login.tsx'] },
  {
    path: '/dashboard',
    modules: ['src/app/routes/protected-layout.tsx', 'src/app/routes/dashboard.tsx'],
  },
  { path: '/sites', modules: ['src/app/routes/protected-layout.tsx', 'src/app/routes/sites.tsx'] },
  { path: '/posts', modules: ['src/app/routes/protected-layout.tsx', 'src/app/routes/posts.tsx'] },
  {
    path: '/languages',
    modules: ['src/app/routes/protected-layout.tsx', 'src/app/routes/languages.tsx'],
  },
  { path: '/{d}/posts/{id}/edit', modules: [LAYOUT, EDITOR_ROUTE] },
  { path: '/{d}/translations', modules: [LAYOUT, 'src/app/routes/translations.tsx'] },
  { path: '/{d}/posts/trash', modules: [LAYOUT, 'src/app/routes/posts-trash.tsx'] },
  {
    path: '/analytics (placeholder)',
    modules: ['src/app/routes/protected-layout.tsx', 'src/app/routes/placeholder.tsx'],
  },
  { path: '/error/404', modules: ['src/app/routes/not-found.tsx'] },
  { path: '/error/500', modules: ['src/app/routes/server-error.tsx'] },
];

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const sizeCache = new Map<string, { raw: number; gz: number; br: number }>();
function sizes(file: string) {
  let s = sizeCache.get(file);
  if (!s) {
    const buf = readFileSync(join(dist, file));
    s = {
      raw: buf.length,
      gz: gzipSync(buf, { level: 9 }).length,
      br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(file, s);
  }
  return s;
}

/** A chunk and everything it imports statically (what the browser must fetch to run it). */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the manifest: ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

function total(keys: Iterable<string>) {
  const js = { raw: 0, gz: 0, br: 0 };
  const css = { raw: 0, gz: 0, br: 0 };
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    const s = sizes(chunk.file);
    js.raw += s.raw;
    js.gz += s.gz;
    js.br += s.br;
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) {
    const s = sizes(file);
    css.raw += s.raw;
    css.gz += s.gz;
    css.br += s.br;
  }
  return { js, css };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');
const entry = closure([entryKey]);

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const rows = ROUTES.map(({ path, modules }) => {
  const all = closure([entryKey, ...modules]);
  const own = [...all].filter((key) => !entry.has(key));
  const loaded = total(all);
  const routeOnly = total(own);
  // The largest lazily loaded chunk this route needs beyond the entry.
  const largestChunk = Math.max(0, ...own.map((key) => sizes(manifest[key]!.file).gz));
  const isEditor = modules.includes(EDITOR_ROUTE);
  const checks = {
    js:
      path === '/login'
        ? loaded.js.gz <= TARGETS.loginJsGz
        : // The editor's own budget is checked below, as a whole.
          isEditor || largestChunk <= TARGETS.routeChunkGz,
    css: loaded.css.gz <= TARGETS.cssGz,
  };
  return {
    path,
    loaded,
    routeOnly,
    largestChunk,
    chunks: all.size,
    pass: checks.js && checks.css,
    checks,
  };
});

console.log(
  [
    'route',
    'JS gz (all)',
    'JS br (all)',
    'JS gz (lazy)',
    'max chunk gz',
    'CSS gz',
    'CSS br',
    'result',
  ]
    .map((h) => h.padEnd(14))
    .join(''),
);
for (const r of rows) {
  console.log(
    [
      r.path.slice(0, 13),
      kb(r.loaded.js.gz),
      kb(r.loaded.js.br),
      kb(r.routeOnly.js.gz),
      kb(r.largestChunk),
      kb(r.loaded.css.gz),
      kb(r.loaded.css.br),
      r.pass ? 'ok' : `MISS${r.checks.js ? '' : ' js'}${r.checks.css ? '' : ' css'}`,
    ]
      .map((c) => c.padEnd(14))
      .join(''),
  );
}
/*
 * The editor: what its route adds to the shell (entry + layout), with the rich-text chunk (Tiptap
 * + ProseMirror, fetched when a body is rich text) counted in; neither may be reachable from
 * /login or any other route.
 */
const shell = closure([entryKey, LAYOUT]);
const editorRoute = closure([entryKey, LAYOUT, EDITOR_ROUTE]);
const editorOwn = [...editorRoute].filter((key) => !shell.has(key));
const richTextOwn = [...closure([RICH_TEXT])].filter((key) => !editorRoute.has(key));
const otherRoutes = ROUTES.filter(({ modules }) => !modules.includes(EDITOR_ROUTE)).map(({ modules }) =>
  closure([entryKey, ...modules]),
);
const leaks = otherRoutes.flatMap((keys) => [EDITOR_ROUTE, RICH_TEXT].filter((key) => keys.has(key)));
const counted = new Set([...editorRoute, ...richTextOwn]);
/** Every chunk the editor's chunks import dynamically (transitively), beyond those counted. */
const onUse: { module: string; gz: number }[] = [];
const visitDynamic = (keys: Iterable<string>) => {
  for (const key of keys) {
    if (shell.has(key)) continue;
    for (const lazyKey of manifest[key]!.dynamicImports ?? []) {
      const extra = [...closure([lazyKey])].filter((k) => !counted.has(k));
      if (extra.length === 0) continue;
      extra.forEach((k) => counted.add(k));
      onUse.push({ module: lazyKey, gz: total(extra).js.gz });
      visitDynamic(extra);
    }
  }
};
visitDynamic([...editorOwn, ...richTextOwn]);
const routeJs = total(editorOwn).js;
const richTextJs = total(richTextOwn).js;
const withRichTextGz = routeJs.gz + richTextJs.gz;
const editor = {
  routeJs,
  richTextJs,
  withRichTextGz,
  onUse,
  pass: withRichTextGz <= TARGETS.editorJsGz && leaks.length === 0,
  leaks,
};
console.log(
  `\neditor route beyond the shell (entry + layout): JS ${kb(routeJs.gz)} gz / ${kb(routeJs.br)} br` +
    `\n  + rich-text chunk (Tiptap, HTML bodies): ${kb(richTextJs.gz)} gz / ${kb(richTextJs.br)} br` +
    `\n  = editor with rich text: ${kb(withRichTextGz)} gz (target ≤ ${kb(TARGETS.editorJsGz)}) -> ${editor.pass ? 'ok' : 'MISS'}` +
    `${leaks.length ? `\n  loaded elsewhere: ${leaks.join(', ')}` : ''}` +
    `\n  loaded on use, not counted above: ${onUse.map((c) => `${c.module.replace(/^.*\//, '')} ${kb(c.gz)}`).join(', ') || 'none'}`,
);

const entryTotals = total(entry);
console.log(
  `\nentry (shared by every route): JS ${kb(entryTotals.js.gz)} gz / ${kb(entryTotals.js.br)} br, CSS ${kb(entryTotals.css.gz)} gz`,
);
console.log(
  `targets: /login JS ≤ 150 KB gz in all; each further route chunk ≤ 60 KB gz; CSS ≤ 20 KB gz per route; editor route + rich text ≤ 120 KB gz beyond the shell, on no other route`,
);

writeResult('bundle', { date: new Date().toISOString(), targets: TARGETS, entry: entryTotals, routes: rows, editor });
if (rows.some((r) => !r.pass) || !editor.pass) process.exit(1);
