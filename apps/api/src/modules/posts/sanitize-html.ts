import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { htmlBodyPolicy, secureLinkTarget } from '@sitenet/api-client/html-body-policy';

let purifier: DOMPurify | undefined;

/** One DOMPurify on one jsdom window, created on the first HTML body (jsdom is slow to start). */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM('').window);
  instance.addHook('afterSanitizeAttributes', secureLinkTarget);
  purifier = instance;
  return instance;
}

/** Sanitizes a post body on write, with the policy the magazine applies again on render. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, htmlBodyPolicy);
}
