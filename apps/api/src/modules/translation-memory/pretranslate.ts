import { and, eq, inArray } from 'drizzle-orm';
import {
  ORIGINAL_LANGUAGE,
  updatePostRequestSchema,
  type AdminPostDetail,
  type PostTranslationRead,
  type PretranslateSummary,
  type UpdatePostRequest,
} from '../../contract';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { SegmentTranslator } from '../machine-translation/translator';
import type { ActorOption, PostService } from '../posts/service';
import { htmlKey, replaceHtmlBlocks, segmentsOf, TIP_TEXT_FIELDS, tipKey, type Segment } from './segments';
import { exactMatches } from './store';


export interface PretranslateContext {
  db: Db;
  posts: PostService;
}

export interface PretranslateOptions extends ActorOption {
  translator?: SegmentTranslator;
  /** Runs on the post before it is saved (the route's authorization of the save). */
  beforeSave?: (before: AdminPostDetail, input: UpdatePostRequest) => Promise<void>;
}

export interface PretranslateResult {
  post: AdminPostDetail;
  summary: Record<string, PretranslateSummary>;
}

type Read = PostTranslationRead;

/**
 * Drafts of a post in other languages from the translation memory: every segment of the original
 * with an exact match in the language is filled with it; the translator (when given) fills the
 * others; what stays unfilled keeps the original's text (a title and a tip's title and description
 * are required to save, and the translator sees what to translate; the memory never stores a pair
 * whose target is its source). A translation that exists keeps its own texts: only its empty
 * fields are filled, and only while it is a draft (nothing published changes). One save through
 * the post service (its version lock, revisions and memory recording); languages where nothing
 * changes are not saved.
 */
export async function pretranslatePost(
  ctx: PretranslateContext,
  postId: number,
  codes: string[],
  { actor, translator, beforeSave }: PretranslateOptions,
): Promise<PretranslateResult> {
  const post = await ctx.posts.get(postId, { actor });
  const original = post.translations[ORIGINAL_LANGUAGE];
  if (!original) throw badRequest('The post has no English original to translate from');
  await requireEnabled(ctx.db, post.site_id, codes);

  const segments = segmentsOf(original);
  const texts = segments.map((segment) => segment.text);
  const summary: Record<string, PretranslateSummary> = {};
  const drafts: Record<string, Read> = {};
  const machineLocales: string[] = [];
  for (const code of [...new Set(codes)]) {
    const existing = post.translations[code];
    if (existing && existing.status !== 'draft') {
      summary[code] = { filled: 0, machine: 0, total: segments.length };
      continue;
    }
    const memory = await exactMatches(ctx.db, { siteId: post.site_id, sourceLang: ORIGINAL_LANGUAGE, targetLang: code, texts });
    const filled = new Map<string, string>();
    for (const segment of segments) {
      const target = memory.get(segment.text);
      if (target !== undefined) filled.set(segment.key, target);
    }
    const machine = translator ? await machineFill(translator, segments, filled, code, existing) : 0;
    const draft = buildDraft(original, existing, filled);
    summary[code] = { filled: countFilled(segments, existing, filled), machine, total: segments.length };
    if (!existing || JSON.stringify(draft) !== JSON.stringify(existing)) {
      drafts[code] = draft;
      if (machine > 0) machineLocales.push(code);
    }
  }

  if (Object.keys(drafts).length === 0) return { post, summary };
  const input = updatePostRequestSchema.parse({ ...post, translations: { ...post.translations, ...drafts } });
  await beforeSave?.(post, input);
  // What the machine wrote is saved marked as such, in the same save: published only after a review.
  return { post: await ctx.posts.update(postId, input, { actor, machineLocales }), summary };
}

/** Each requested language must be one the site has enabled, and not the original. */
async function requireEnabled(db: Db, siteId: number, codes: string[]): Promise<void> {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(and(eq(languages.siteId, siteId), eq(languages.enabled, true), inArray(languages.code, codes)));
  const enabled = new Set(rows.map((row) => row.code));
  const refused = codes.filter((code) => code === ORIGINAL_LANGUAGE || !enabled.has(code));
  if (refused.length > 0) {
    const message = `Pre-translation needs languages enabled for this site other than the original: ${refused.join(', ')}`;
    throw badRequest(message, { languages: [message] });
  }
}

/**
 * The segments neither the memory nor the translation has, through the machine, body blocks
 * apart; answers how many it filled. A failed call throws before anything is saved.
 */
async function machineFill(translator: SegmentTranslator, segments: Segment[], filled: Map<string, string>, code: string, existing: Read | undefined): Promise<number> {
  let count = 0;
  const own = existing ? new Set(segmentsOf(existing).map((segment) => segment.key)) : new Set<string>();
  for (const html of [false, true]) {
    const open = segments.filter((segment) => segment.html === html && !filled.has(segment.key) && !own.has(segment.key));
    if (open.length === 0) continue;
    const answers = await translator(
      open.map((segment) => segment.text),
      ORIGINAL_LANGUAGE,
      code,
      { html },
    );
    open.forEach((segment, index) => {
      const answer = answers[index]?.trim();
      if (answer) {
        filled.set(segment.key, answer);
        count += 1;
      }
    });
  }
  return count;
}

/** Segments this run wrote: filled ones the translation did not already have. */
function countFilled(segments: Segment[], existing: Read | undefined, filled: Map<string, string>): number {
  const own = existing ? new Set(segmentsOf(existing).map((segment) => segment.key)) : new Set<string>();
  return segments.filter((segment) => filled.has(segment.key) && !own.has(segment.key)).length;
}

const blank = (value: string | null | undefined) => !value?.trim();

/** The draft: the translation's own non-empty texts, else the filled segment, else the original's. */
function buildDraft(original: Read, existing: Read | undefined, filled: Map<string, string>): Read {
  const pick = (own: string | null | undefined, key: string, fallback: string | null): string | null =>
    !blank(own) ? own! : (filled.get(key) ?? fallback);
  const ownTips = new Map((existing?.content ?? []).map((tip) => [tip.id, tip]));
  const base = existing ?? { ...original, slug: '', status: 'draft' as const, publish_at: null, published_at: null, stale: false, review_state: null, review_note: null, source_snapshot: null };
  const ownBody = existing && existing.content_type === original.content_type && !blank(existing.content_html?.replace(/<[^>]*>/g, ''));
  return {
    ...base,
    title: pick(existing?.title, 'title', original.title)!,
    excerpt: pick(existing?.excerpt, 'excerpt', original.excerpt)!,
    content_type: original.content_type,
    content: original.content.map((tip) => {
      const own = ownTips.get(tip.id);
      const texts = Object.fromEntries(TIP_TEXT_FIELDS.map((field) => [field, pick(own?.[field], tipKey(tip.id, field), tip[field] ?? null)]));
      return { ...tip, ...texts } as Read['content'][number];
    }),
    content_html: ownBody
      ? existing.content_html
      : original.content_html === null
        ? null
        : replaceHtmlBlocks(original.content_html, (index) => filled.get(htmlKey(index))),
    featured_image_alt: existing?.featured_image_alt ?? original.featured_image_alt,
    seo: {
      image_url: (existing ?? original).seo?.image_url ?? null,
      noindex: (existing ?? original).seo?.noindex ?? false,
      title: pick(existing?.seo?.title, 'seo.title', null),
      description: pick(existing?.seo?.description, 'seo.description', null),
    },
  };
}
