/**
 * The headers every newsletter mail carries so mail clients offer one-click unsubscribe (RFC 2369
 * and RFC 8058): the https link answers the one-click POST (`List-Unsubscribe=One-Click`) without a
 * page, and a GET of the same link shows the unsubscribe page in the reader's language.
 * `link` comes from unsubscribeLink(); the mail's body should show the same link.
 */
export function listUnsubscribeHeaders(link: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The unsubscribe link of a token on the site's own origin (publicOrigin), never the request's host. */
export function unsubscribeLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/newsletter/unsubscribe/${token}`;
}

export function confirmLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/newsletter/confirm/${token}`;
}
