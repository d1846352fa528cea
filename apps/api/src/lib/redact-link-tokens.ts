/**
 * The paths that carry an invitation, password-reset, newsletter (confirm, unsubscribe) or preview
 * token (API calls, the admin app's pages, the magazine's preview pages): the token is replaced
 * before a URL is logged.
 */
const LINK_TOKEN = /(\/(?:api\/invites|invite|api\/password-reset|reset-password|api\/newsletter\/confirm|api\/newsletter\/unsubscribe|preview)\/)[^/?#]+/g;

export function redactLinkTokens(url: string): string {
  return url.replace(LINK_TOKEN, '$1[redacted]');
}
