/**
 * What a post body (content_html) may contain: the API sanitizes with this on write and the
 * magazine again on render, each with its own DOMPurify (jsdom on the server, the page's window
 * in the browser). Article markup stays; script, style, frames, forms, event handlers and
 * javascript:/data: URLs go. Plain data, so this package needs no DOMPurify of its own.
 */
export const htmlBodyPolicy = Object.freeze({
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
});

/** The part of a DOM element the link hook reads and writes. */
interface AttributeNode {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * The policy's afterSanitizeAttributes hook: links that leave the page open in a new tab
 * without handing it our window; any other target goes.
 */
export function secureLinkTarget(node: AttributeNode): void {
  const target = node.getAttribute('target');
  if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else if (target !== null) node.removeAttribute('target');
}
