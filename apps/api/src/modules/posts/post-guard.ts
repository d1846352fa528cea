import { eq } from 'drizzle-orm';
import { canOnSite, type Permission } from '@sitenet/api-client/permissions';
import { MT_REVIEW_FIRST_MESSAGE, ORIGINAL_LANGUAGE, type AdminPostDetail, type CreatePostRequest } from '../../contract';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import { forbidden, HttpError } from '../../lib/errors';
import { denied, type SiteAccess } from '../sites/access';

/** Statuses only a role with posts.publish may set or leave. */
const PUBLIC_STATUSES = new Set(['published', 'scheduled']);

/**
 * The rules of a post save that the route's permission cannot see alone:
 * - posts.write_any edits every post of the site; posts.write_own only posts the person created;
 * - without posts.publish, no translation may go to (or leave) published or scheduled;
 * - a translator (translations.write only) changes nothing but the translations into the languages
 *   of their membership: not the English original, not the post's own fields, no other language;
 * - a translation still marked machine (no person reviewed it) cannot be published or scheduled.
 * `before` is the post as stored (null on create).
 */
export async function guardPostSave(
  db: Db,
  access: SiteAccess,
  userId: number,
  siteId: number,
  before: AdminPostDetail | null,
  input: CreatePostRequest,
): Promise<void> {
  const facts = await access.facts(userId);
  const can = (permission: Permission) => canOnSite(facts, permission, siteId);

  if (!can('posts.write_any')) {
    if (can('posts.write_own')) {
      if (before && (await createdBy(db, before.id)) !== userId) throw denied('posts.write_any');
    } else {
      // Only a translator remains (the route admits posts.write_own or translations.write).
      if (!before) throw forbidden('Translators cannot create posts');
      const languages = new Set(facts.memberships.get(siteId)?.languages ?? []);
      const changed = changedLanguages(before, input);
      if (changed.has(ORIGINAL_LANGUAGE)) throw forbidden('Translators cannot edit the English original');
      if (postFieldsChanged(before, input)) throw forbidden('Translators can only change translations');
      const foreign = [...changed].filter((code) => !languages.has(code));
      if (foreign.length > 0) throw forbidden(`You do not translate into ${foreign.join(', ')} on this site`);
    }
  }

  if (!can('posts.publish')) {
    for (const [code, translation] of Object.entries(input.translations)) {
      const was = before?.translations[code]?.status ?? 'draft';
      const publishing = PUBLIC_STATUSES.has(translation.status) || PUBLIC_STATUSES.has(was);
      if (publishing && translation.status !== was) throw denied('posts.publish');
    }
  }

  for (const [code, translation] of Object.entries(input.translations)) {
    if (before?.translations[code]?.machine && PUBLIC_STATUSES.has(translation.status)) {
      throw new HttpError(422, MT_REVIEW_FIRST_MESSAGE, { errors: { [`translations.${code}.status`]: [MT_REVIEW_FIRST_MESSAGE] } });
    }
  }
}

/** Whether the person may act on the post as a whole (trash, restore, duplicate): own or any. */
export async function guardPostOwner(db: Db, access: SiteAccess, userId: number, siteId: number, postId: number): Promise<void> {
  const facts = await access.facts(userId);
  if (canOnSite(facts, 'posts.write_any', siteId)) return;
  if (canOnSite(facts, 'posts.write_own', siteId) && (await createdBy(db, postId)) === userId) return;
  throw denied('posts.write_any');
}

async function createdBy(db: Db, postId: number): Promise<number | null> {
  const [row] = await db.select({ createdBy: posts.createdBy }).from(posts).where(eq(posts.id, postId)).limit(1);
  return row?.createdBy ?? null;
}

function postFieldsChanged(before: AdminPostDetail, input: CreatePostRequest): boolean {
  return (
    before.category !== input.category ||
    before.author_id !== input.author_id ||
    before.trending !== input.trending ||
    before.is_advertorial !== input.is_advertorial ||
    before.read_time_auto !== input.read_time_auto ||
    (!input.read_time_auto && before.read_time !== input.read_time) ||
    before.featured_image_url !== input.featured_image_url ||
    (input.tags !== undefined && !sameIds(before.tags, input.tags))
  );
}

function sameIds(a: number[], b: number[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}

/** The languages whose texts, tips or state the save would change (added and removed ones too). */
function changedLanguages(before: AdminPostDetail, input: CreatePostRequest): Set<string> {
  const changed = new Set<string>();
  const codes = new Set([...Object.keys(before.translations), ...Object.keys(input.translations)]);
  for (const code of codes) {
    const old = before.translations[code];
    const next = input.translations[code];
    if (!old || !next) {
      changed.add(code);
      continue;
    }
    const same =
      old.title === next.title &&
      old.excerpt === next.excerpt &&
      old.content_type === next.content_type &&
      (old.content_html ?? null) === (next.content_html ?? null) &&
      old.status === next.status &&
      (old.publish_at === null) === (next.publish_at === null) &&
      (old.featured_image_alt ?? null) === (next.featured_image_alt ?? null) &&
      (!next.slug || next.slug === old.slug) &&
      // No seo sent: the translation keeps its own (seoToStore).
      (!next.seo || seoKey(old.seo) === seoKey(next.seo)) &&
      tipsKey(old.content) === tipsKey(next.content);
    if (!same) changed.add(code);
  }
  return changed;
}

function seoKey(seo: { title: string | null; description: string | null; image_url: string | null; noindex: boolean } | undefined): string {
  return JSON.stringify([seo?.title ?? null, seo?.description ?? null, seo?.image_url ?? null, seo?.noindex ?? false]);
}

const TIP_FIELDS = ['title', 'description', 'tip', 'price_range', 'cta_text', 'cta_link', 'offer_id', 'rating', 'affiliate_note', 'company_name'] as const;

function tipsKey(tips: ReadonlyArray<Partial<Record<(typeof TIP_FIELDS)[number], unknown>>>): string {
  return JSON.stringify(tips.map((tip) => TIP_FIELDS.map((field) => tip[field] ?? null)));
}
