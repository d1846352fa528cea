/**
 * The public address of a site, on the scheme (and, for local work, the port) the console itself
 * is served on: the demo's `localhost` site opens at http://localhost:3000, example.com at
 * https://example.com.
 */
export function siteUrl(domain: string, current: Pick<Location, 'protocol' | 'port'>): string {
  return `${current.protocol}//${domain}${current.port ? `:${current.port}` : ''}`;
}
