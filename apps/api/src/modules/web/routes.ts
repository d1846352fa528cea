import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../env';
import { IMMUTABLE } from '../../lib/http-cache';
import { addVary } from '../../lib/vary';
import { hostnameOf } from '../public/site-directory';

const APP_CONFIG_PATTERN = /(<script id="app-config" type="application\/json">)[\s\S]*?(<\/script>)/;

/** `/assets/app-1a2b.js` yes; `/es/categoria/salud` no. */
function hasExtension(pathName: string): boolean {
  return pathName.lastIndexOf('.') > pathName.lastIndexOf('/');
}

export function isAdminHost(hostname: string | undefined, adminHosts: readonly string[]): boolean {
  if (!hostname) return false;
  return adminHosts.includes(hostname) || hostname.startsWith('admin.');
}

/** Writes the page configuration into the shell's HTML (JSON in a data script: no inline JS for CSP). */
export function renderIndex(html: string, admin: boolean): string {
  // `<` is escaped so the JSON can never close the script element.
  const config = JSON.stringify({ admin, apiBaseUrl: '' }).replace(/</g, '\\u003c');
  return html.replace(APP_CONFIG_PATTERN, `$1${config}$2`);
}

export type IndexHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves the built shell (WEB_ROOT): files as they are, hashed /assets/* as immutable, and
 * index.html with the page configuration for every other GET. Returns null when there is no
 * build, so only the API runs.
 */
export async function registerWeb(app: FastifyInstance, env: Env): Promise<IndexHandler | null> {
  const root = env.WEB_ROOT;
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No web build at ${root}: serving the API only.`);
    return null;
  }

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    decorateReply: false,
    cacheControl: false,
    // The app builds write .br and .gz next to each asset (tooling/scripts/precompress.mjs).
    preCompressed: true,
    // index.html (and any directory, e.g. `/`) always goes through renderIndex, never raw; the
    // build manifest is for the server only. Every built file has an extension and no page does
    // (slugs have no dots), so a page's path goes to the page handler without a disk lookup.
    allowedPath: (pathName) =>
      pathName !== '/index.html' &&
      !pathName.endsWith('/') &&
      !pathName.startsWith('/.vite/') &&
      hasExtension(pathName),
    setHeaders: (res, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep);
      res.setHeader('cache-control', relative[0] === 'assets' ? IMMUTABLE : 'no-cache');
    },
  });

  // Re-read only when the file changes (a rebuild while the server runs).
  let cached: { mtimeMs: number; html: string } | null = null;
  async function template(): Promise<string> {
    const info = await stat(indexPath);
    if (!cached || cached.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, html: await readFile(indexPath, 'utf8') };
    }
    return cached.html;
  }

  return async (request, reply) => {
    const admin = isAdminHost(hostnameOf(request.host), env.ADMIN_HOSTS);
    const html = renderIndex(await template(), admin);
    addVary(reply, 'Host');
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
}
