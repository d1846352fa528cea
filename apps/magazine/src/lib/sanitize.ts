import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { htmlBodyPolicy, secureLinkTarget } from '@sitenet/api-client/html-body-policy';

let purifier: Purifier | undefined;
let serverWindow: WindowLike | undefined;

/** The server has no window: it hands one in (a jsdom window) before it renders. */
export function setSanitizerWindow(window: WindowLike): void {
  serverWindow = window;
  purifier = undefined;
}

/** One DOMPurify per window, created on first use (never at module scope, so SSR can import this). */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(serverWindow ?? window);
  instance.addHook('afterSanitizeAttributes', secureLinkTarget);
  purifier = instance;
  return instance;
}

/**
 * Sanitizes an article's content_html with the policy the API applied on write (a body stored
 * before that policy, or by another writer, is made safe here all the same).
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, htmlBodyPolicy);
}
