/**
 * The paths that carry an invitation, password-reset or newsletter (confirm, unsubscribe) token
 * (API calls and the admin app's pages): the token is replaced before a URL is logged.
 */
const LINK_TOKEN = /(\/(?:api\/invites|invite|api\/password-reset|reset-password|api\/newsletter\/confirm|api\/newsletter\/unsubscribe)\/)[^/?#]+/g;

export function redactLinkTokens(url: string): string {
  return url.replace(LINK_TOKEN, '$1[redacted]');
}
