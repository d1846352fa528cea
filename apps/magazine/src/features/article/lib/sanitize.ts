import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

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
 * Sanitizes an article's content_html: no script, style, frame, form, event handler or
 * javascript:/data: URL survives; ordinary article markup (headings, lists, links, images,
 * tables, quotes) does.
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
