import type { TipMeta, TipText } from '../../db/schema';
import { escapeHtml } from '../../lib/escape-html';

export interface ArticleBody {
  contentType: 'json' | 'html';
  /** Sanitized on write (posts/sanitize-html.ts): safe to hand on as it is. */
  contentHtml: string | null;
  content: TipText[];
  /** The live original's tips (null: none): a tip the translation lacks is shown from it. */
  originalContent?: TipText[] | null;
  tipsMeta: TipMeta[];
}

/**
 * `src`, `href` and `poster` (and each `srcset` candidate) naming a path on the site: a feed
 * reader has no page to resolve them against, so they become absolute. `//host` stays as it is.
 */
const SITE_PATH_ATTRIBUTE = /\b(src|href|poster)="(\/(?!\/)[^"]*)"/g;
const SRCSET_ATTRIBUTE = /\bsrcset="([^"]*)"/g;

export function absoluteUrls(html: string, origin: string): string {
  return html
    .replace(SITE_PATH_ATTRIBUTE, (_, name: string, path: string) => `${name}="${origin}${path}"`)
    .replace(SRCSET_ATTRIBUTE, (_, list: string) => {
      const candidates = list.split(',').map((candidate) => candidate.trim().replace(/^\/(?!\/)/, `${origin}/`));
      return `srcset="${candidates.join(', ')}"`;
    });
}

/** A paragraph per line of a tip's text, escaped (tips are plain text). */
const paragraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/**
 * The article's full text for a feed's `content:encoded` (issue 17), as the article renders it:
 * an HTML body as saved (sanitized), a list of tips as numbered headings with their texts, in the
 * post's order (a tip the translation lacks from the live original, as the article shows it). Calls to action are left out: their links count clicks (/go/ is kept from crawlers).
 */
export function fullTextHtml(body: ArticleBody, origin: string): string {
  if (body.contentType === 'html') return absoluteUrls(body.contentHtml ?? '', origin);
  const texts = new Map(body.content.map((text) => [text.id, text]));
  const fallback = new Map((body.originalContent ?? []).map((text) => [text.id, text]));
  return body.tipsMeta
    .flatMap((meta, index) => {
      const text = texts.get(meta.id) ?? fallback.get(meta.id);
      if (!text) return [];
      const heading = `<h2>${index + 1}. ${escapeHtml(text.title)}</h2>`;
      const price = text.price_range ? `<p>${escapeHtml(text.price_range)}</p>` : '';
      return [`${heading}${paragraphs(text.description)}${paragraphs(text.tip)}${price}`];
    })
    .join('\n');
}
