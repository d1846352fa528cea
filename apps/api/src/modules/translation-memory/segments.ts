import { JSDOM } from 'jsdom';
import { bodyBlockElements, bodyBlockSegment } from '@sitenet/api-client/html-blocks';

/*
 * A translation as translation-memory segments: the title, the excerpt, each tip text field (by tip
 * id), each block of an HTML body (a paragraph, a heading, a list item ...; its inner HTML) and the
 * SEO title and description. A segment's key names its place, so the original's segment and a
 * translation's segment of the same place make a source -> target pair.
 */

/** The texts of a tip that a translator writes (the rest, ratings and links, is language-neutral). */
export const TIP_TEXT_FIELDS = ['title', 'description', 'tip', 'price_range', 'cta_text', 'affiliate_note'] as const;
export type TipTextField = (typeof TIP_TEXT_FIELDS)[number];

type TipTexts = { id: string } & Partial<Record<TipTextField, string | null>>;

/** The parts of a translation that hold segments (read or stored shape alike). */
export interface SegmentSource {
  title: string;
  excerpt: string;
  content_type: 'json' | 'html';
  content: TipTexts[];
  content_html: string | null;
  seo?: { title: string | null; description: string | null } | null;
}

export interface Segment {
  /** Its place: `title`, `excerpt`, `tip.<id>.<field>`, `html.<n>`, `seo.title`, `seo.description`. */
  key: string;
  text: string;
  /** Inner HTML of a body block (a machine translator must keep its markup). */
  html: boolean;
}

export const tipKey = (id: string, field: TipTextField) => `tip.${id}.${field}`;
export const htmlKey = (index: number) => `html.${index}`;

let document: Document | undefined;

/** One jsdom document for parsing bodies, made on first use (jsdom is slow to start). */
function parser(): Document {
  document ??= new JSDOM('').window.document;
  return document;
}

/** A template holding the body: its top-level nodes are the body's. */
function parse(html: string): HTMLTemplateElement {
  const template = parser().createElement('template');
  template.innerHTML = html;
  return template;
}

/** The inner HTML of each block of a (sanitized) body that has text; empty blocks are no segment. */
export function htmlBlocks(html: string): string[] {
  return bodyBlockElements(parse(html).content).map(bodyBlockSegment);
}

/** The body with block `n`'s inner HTML replaced by `replace(n)` where it answers a string. */
export function replaceHtmlBlocks(html: string, replace: (index: number) => string | undefined): string {
  const template = parse(html);
  bodyBlockElements(template.content).forEach((element, index) => {
    const next = replace(index);
    if (next !== undefined) element.innerHTML = next;
  });
  return template.innerHTML;
}

/** Every non-empty segment of a translation, in reading order. */
export function segmentsOf(source: SegmentSource): Segment[] {
  const segments: Segment[] = [];
  const add = (key: string, text: string | null | undefined, html = false) => {
    const trimmed = text?.trim();
    if (trimmed) segments.push({ key, text: trimmed, html });
  };
  add('title', source.title);
  add('excerpt', source.excerpt);
  if (source.content_type === 'html') {
    htmlBlocks(source.content_html ?? '').forEach((block, index) => add(htmlKey(index), block, true));
  } else {
    for (const tip of source.content) for (const field of TIP_TEXT_FIELDS) add(tipKey(tip.id, field), tip[field]);
  }
  add('seo.title', source.seo?.title);
  add('seo.description', source.seo?.description);
  return segments;
}

/**
 * The original's and a translation's segments of the same place, as source -> target pairs.
 * Body blocks pair by position only when both bodies have as many blocks: otherwise a paragraph
 * added or merged in the translation would pair every later one with the wrong source.
 */
export function pairSegments(original: SegmentSource, translation: SegmentSource): Array<{ source: string; target: string }> {
  const targets = new Map(segmentsOf(translation).map((segment) => [segment.key, segment.text]));
  const sameBlocks =
    original.content_type === 'html' &&
    translation.content_type === 'html' &&
    htmlBlocks(original.content_html ?? '').length === htmlBlocks(translation.content_html ?? '').length;
  return segmentsOf(original).flatMap((segment) => {
    if (segment.html && !sameBlocks) return [];
    const target = targets.get(segment.key);
    return target ? [{ source: segment.text, target }] : [];
  });
}
