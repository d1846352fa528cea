/**
 * The plain-text part as a reader's mail client shows it, for the preview: paragraphs and list
 * items on their own lines, links as "text (url)". The server writes the real part on send.
 */
export function plainTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    if (tag === 'br') out.push('\n');
    if (tag === 'li') out.push('\n- ');
    node.childNodes.forEach(walk);
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href && href !== node.textContent) out.push(` (${href})`);
    }
    if (['p', 'div', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol'].includes(tag))
      out.push('\n\n');
  };
  doc.body.childNodes.forEach(walk);
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
