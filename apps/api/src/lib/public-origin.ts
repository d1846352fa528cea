import type { Env } from '../env';

const STANDARD_PORTS = { http: 80, https: 443 } as const;

/**
 * Where readers reach a site: `https://example.com`, `http://localhost:3000`. Built from the site's
 * primary domain and the deployment's PUBLIC_SCHEME / PUBLIC_PORT, never from the request's Host,
 * so every canonical, hreflang, sitemap, feed and robots URL names the site itself however a
 * crawler came in (an address, another name, a proxy).
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_SCHEME' | 'PUBLIC_PORT'>, domain: string): string {
  const port = env.PUBLIC_PORT !== null && env.PUBLIC_PORT !== STANDARD_PORTS[env.PUBLIC_SCHEME] ? `:${env.PUBLIC_PORT}` : '';
  return new URL(`${env.PUBLIC_SCHEME}://${domain}${port}`).origin;
}
