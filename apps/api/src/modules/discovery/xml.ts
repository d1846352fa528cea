const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text or attribute value for XML. Characters XML 1.0 forbids (control characters other than tab
 * and line breaks) are dropped: one of them in an excerpt would make the whole feed unreadable.
 */
export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** An error as XML: what a sitemap or feed URL answers when it has nothing to list (404, 503 ...). */
export function errorXml(status: number, message: string): string {
  return `${XML_DECLARATION}\n<error status="${status}">${escapeXml(message)}</error>\n`;
}
