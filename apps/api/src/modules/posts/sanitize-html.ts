import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/** One DOMPurify on one jsdom window, created on the first HTML body (jsdom is slow to start). */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM('').window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links that leave the page open in a new tab without handing it our window.
    const target = node.getAttribute('target');
    if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else if (target !== null) node.removeAttribute('target');
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitizes a post body on write, with the magazine's allowlist (apps/magazine/.../sanitize.ts,
 * which sanitizes again on render): article markup stays; script, style, frames, forms, event
 * handlers and javascript:/data: URLs go.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'xlink:href'],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
