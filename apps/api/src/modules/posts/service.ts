import { and, desc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { languageLabel } from '@sitenet/i18n/languages';
import {
  ORIGINAL_LANGUAGE,
  TRASH_RETENTION_DAYS,
  type AdminPostDetail,
  type CreatePostRequest,
  type RestoreAs,
  type SourceSnapshot,
  type TrashedPost,
  type UpdatePostRequest,
} from '../../contract';
import type { Db } from '../../db/client';
import { authors, categories, languages, offers, posts, postTranslations, sites } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SiteAccess } from '../sites/access';
import {
  hashRow,
  preparePost,
  publishState,
  seoToStore,
  toAdminPostDetail,
  type PostRow,
  type PreparedPost,
  type PreparedTranslation,
  type TranslationRow,
} from './post-model';
import { recordRevisions, revisionSnapshot } from './revisions';
import { setPostTags, tagsOfPosts, unknownTagIds } from '../tags/post-tags';
import { recordPostTranslations } from '../translation-memory/record';
import { DAY_MS } from '../../lib/days';

/** Who acts: an admin (site access is checked) or null for trusted internal callers (CLI import). */
export interface ActorOption {
  actor: { adminUserId: number } | null;
}

export interface UpdateOptions extends ActorOption {
  /**
   * Languages whose texts this save takes from machine translation (pre-translation): marked
   * `machine` in the save's own transaction, so they cannot be published before a person's review.
   */
  machineLocales?: readonly string[];
}

export interface CreateOptions extends ActorOption {
  /**
   * Content import only: keep each published translation's `published_at` from the input (the
   * editor's is ignored, the server dates a publication), which is also its last change.
   * Refused with an admin actor.
   */
  keepPublishedAt?: boolean;
}

export const CONFLICT_MESSAGE = 'This post was changed by someone else since you opened it';
const TRASHED_MESSAGE = 'This post is in the trash: restore it before editing';
const NOT_IN_TRASH_MESSAGE = 'Only a post in the trash can be deleted for good: move it to the trash first';
const RETENTION_MS = TRASH_RETENTION_DAYS * DAY_MS;
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, i = 0; current && i < 4; i += 1) {
    if (current.code === UNIQUE_VIOLATION) return true;
    current = current.cause as typeof current;
  }
  return false;
}

const languageName = languageLabel;

interface SlugClaim {
  locale: string;
  slug: string;
}

/** On a save, an existing translation takes every written column of the new row. */
const UPSERT_SET = Object.fromEntries(
  (
    [
      'slug',
      'title',
      'excerpt',
      'contentType',
      'content',
      'contentHtml',
      'featuredImageAlt',
      'status',
      'publishAt',
      'publishedAt',
      'stale',
      'sourceHash',
      'sourceSnapshot',
      'seo',
      'updatedAt',
    ] as const
  ).map((key) => [key, sql.raw(`excluded.${postTranslations[key].name}`)]),
);

/** Room for a "-NN" suffix within the 200 characters of a slug. */
const stemOf = (slug: string) => slug.slice(0, 190).replace(/-+$/, '');

/** `base`, or `base-2`, `base-3` ... : the first not among `taken`. */
function firstFree(base: string, taken: SlugClaim[]): string {
  const stem = stemOf(base);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/**
 * Posts as the editor writes them: one post with every translation, saved whole under an
 * optimistic lock (`version`), deleted to a trash, restored, duplicated and purged.
 */
export class PostService {
  constructor(
    private readonly db: Db,
    private readonly access: SiteAccess,
    private readonly clock: Clock,
  ) {}

  /* ---------- reads ---------- */

  async get(id: number, { actor }: ActorOption): Promise<AdminPostDetail> {
    const { post, rows, tags } = await this.load(id, actor);
    return toAdminPostDetail(post, rows, tags);
  }

  async listTrash(siteIds: number[]): Promise<TrashedPost[]> {
    if (siteIds.length === 0) return [];
    const en = alias(postTranslations, 'en');
    const rows = await this.db
      .select({ id: posts.id, siteId: posts.siteId, category: posts.category, deletedAt: posts.deletedAt, title: en.title })
      .from(posts)
      .leftJoin(en, and(eq(en.postId, posts.id), eq(en.locale, ORIGINAL_LANGUAGE)))
      .where(and(inArray(posts.siteId, siteIds), isNotNull(posts.deletedAt)))
      .orderBy(desc(posts.deletedAt), desc(posts.id));
    return rows.map((row) => ({
      id: row.id,
      site_id: row.siteId,
      title: row.title ?? '',
      category: row.category,
      deleted_at: row.deletedAt!.toISOString(),
      purge_at: new Date(row.deletedAt!.getTime() + RETENTION_MS).toISOString(),
    }));
  }

  /* ---------- writes ---------- */

  /**
   * Creates a post. With `actor: null` (content import) no site access is checked; the site
   * must exist and the languages must be enabled for it all the same.
   */
  async create(input: CreatePostRequest, { actor, keepPublishedAt = false }: CreateOptions): Promise<AdminPostDetail> {
    if (actor) await this.access.requireSite(actor.adminUserId, input.site_id);
    else await this.requireSiteExists(input.site_id);
    const prepared = await this.prepare(input, input.site_id, []);
    const now = this.clock.now();
    await this.claimSlugs(input.site_id, prepared.translations, null);

    const saved = await this.writing(input.site_id, prepared.translations, null, () =>
      this.db.transaction(async (tx) => {
        const [post] = await tx
          .insert(posts)
          .values({ ...this.postValues(input, prepared), createdBy: actor?.adminUserId ?? null, createdAt: now, updatedAt: now })
          .returning({ id: posts.id });
        if (input.tags?.length) await setPostTags(tx as unknown as Db, post!.id, input.tags);
        const inserted = await tx.insert(postTranslations).values(
          prepared.translations.map((t) => {
            const values = this.translationValues(post!.id, input.site_id, t, prepared, undefined, false, now);
            const given = t.input.published_at;
            // An imported text last changed when it was published, not when it was imported: the
            // sitemap's lastmod and the JSON-LD's dateModified read updated_at.
            if (keepPublishedAt && !actor && values.status === 'published' && given) {
              values.publishedAt = new Date(given);
              values.updatedAt = values.publishedAt;
            }
            return values;
          }),
        ).returning();
        const revised = inserted.map((row) => ({ locale: row.locale, before: undefined, after: revisionSnapshot(row, prepared.tipsMeta) }));
        await recordRevisions(tx, post!.id, revised, actor?.adminUserId ?? null, now);
        return { id: post!.id, rows: inserted };
      }),
    );
    await this.remember(input.site_id, saved.rows);
    return this.get(saved.id, { actor: null });
  }

  /** Saves the whole post if nobody saved since `input.version`; else 409 with what they saved. */
  async update(id: number, input: UpdatePostRequest, { actor, machineLocales = [] }: UpdateOptions): Promise<AdminPostDetail> {
    const { post, rows, tags } = await this.load(id, actor);
    if (post.deletedAt) throw conflict(TRASHED_MESSAGE, { current: toAdminPostDetail(post, rows, tags) });
    if (input.site_id !== post.siteId) {
      throw badRequest('A post cannot move to another site', { site_id: ['A post cannot move to another site'] });
    }
    if (input.version !== post.version) throw conflict(CONFLICT_MESSAGE, { current: toAdminPostDetail(post, rows, tags) });

    const prepared = await this.prepare(input, post.siteId, rows.map((row) => row.locale));
    const now = this.clock.now();
    const before = new Map(rows.map((row) => [row.locale, row]));
    // A slug this post already holds in that language is its own (the unique index says so).
    const newSlugs = prepared.translations.filter((t) => t.slugGenerated || before.get(t.locale)?.slug !== t.slug);
    await this.claimSlugs(post.siteId, newSlugs, id);

    const originalBefore = before.get(ORIGINAL_LANGUAGE);
    const originalChanged = !originalBefore || hashRow(originalBefore) !== prepared.sourceHash;

    const saved = await this.writing(post.siteId, prepared.translations, id, () =>
      this.db.transaction(async (tx) => {
        // The version check and the write are one statement: two saves of one version cannot both win.
        const [updated] = await tx
          .update(posts)
          .set({ ...this.postValues(input, prepared), version: sql`${posts.version} + 1`, updatedAt: now })
          .where(and(eq(posts.id, id), eq(posts.version, input.version)))
          .returning();
        if (!updated) return null;
        if (input.tags) await setPostTags(tx as unknown as Db, id, input.tags);
        const locales = prepared.translations.map((t) => t.locale);
        if (rows.some((row) => !locales.includes(row.locale))) {
          await tx.delete(postTranslations).where(and(eq(postTranslations.postId, id), notInArray(postTranslations.locale, locales)));
        }
        const values = prepared.translations.map((t) =>
          this.translationValues(id, post.siteId, t, prepared, before.get(t.locale), originalChanged, now),
        );
        // Every language in one statement (one run of the count triggers).
        const translations = await tx
          .insert(postTranslations)
          .values(values)
          .onConflictDoUpdate({ target: [postTranslations.postId, postTranslations.locale], set: UPSERT_SET })
          .returning();
        if (machineLocales.length > 0) {
          await tx
            .update(postTranslations)
            .set({ machine: true })
            .where(and(eq(postTranslations.postId, id), inArray(postTranslations.locale, [...machineLocales])));
          for (const row of translations) if (machineLocales.includes(row.locale)) row.machine = true;
        }
        // A revision per translation this save changed, in the same transaction as the save.
        const revised = translations.map((row) => {
          const old = before.get(row.locale);
          return {
            locale: row.locale,
            before: old ? revisionSnapshot(old, post.tipsMeta) : undefined,
            after: revisionSnapshot(row, prepared.tipsMeta),
          };
        });
        await recordRevisions(tx, id, revised, actor?.adminUserId ?? null, now);
        const changed = translations.filter((row) => {
          const old = before.get(row.locale);
          return !old || hashRow(old) !== hashRow(row) || JSON.stringify(old.seo) !== JSON.stringify(row.seo);
        });
        return { post: toAdminPostDetail(updated, translations, input.tags ?? tags), rows: translations, changed };
      }),
    );
    if (!saved) {
      const current = await this.load(id, null);
      throw conflict(CONFLICT_MESSAGE, { current: toAdminPostDetail(current.post, current.rows, current.tags) });
    }
    // Written against this save's original: the translations this save changed (their own texts).
    await this.remember(post.siteId, saved.rows, saved.changed);
    return saved.post;
  }

  /** To the trash: no longer public, restorable for TRASH_RETENTION_DAYS. */
  async trash(id: number, { actor }: ActorOption): Promise<AdminPostDetail> {
    const { post } = await this.load(id, actor);
    if (!post.deletedAt) {
      const now = this.clock.now();
      await this.db
        .update(posts)
        .set({ deletedAt: now, updatedAt: now, version: sql`${posts.version} + 1` })
        .where(eq(posts.id, id));
    }
    return this.get(id, { actor: null });
  }

  /**
   * Back from the trash. `published`: each translation in the state it had (live ones live again);
   * `draft`: every translation a draft, so nothing is public until someone publishes it again.
   */
  async restore(id: number, as: RestoreAs, { actor }: ActorOption): Promise<AdminPostDetail> {
    const { post } = await this.load(id, actor);
    if (post.deletedAt) {
      const now = this.clock.now();
      await this.db.transaction(async (tx) => {
        if (as === 'draft') {
          await tx
            .update(postTranslations)
            .set({ status: 'draft', publishAt: null, publishedAt: null })
            .where(and(eq(postTranslations.postId, id), sql`${postTranslations.status} <> 'draft'`));
        }
        await tx.update(posts).set({ deletedAt: null, updatedAt: now, version: sql`${posts.version} + 1` }).where(eq(posts.id, id));
      });
    }
    return this.get(id, { actor: null });
  }

  /** Deletes a post of the trash for good; 409 when it is not in the trash (trash it first). */
  async deletePermanently(id: number, { actor }: ActorOption): Promise<number[]> {
    const { post } = await this.load(id, actor);
    if (!post.deletedAt) throw conflict(NOT_IN_TRASH_MESSAGE);
    // The trash date in the condition: a restore that won the race keeps its post.
    const deleted = await this.db
      .delete(posts)
      .where(and(eq(posts.id, id), isNotNull(posts.deletedAt)))
      .returning({ id: posts.id });
    if (deleted.length === 0) throw conflict(NOT_IN_TRASH_MESSAGE);
    return deleted.map((row) => row.id);
  }

  /** Deletes for good every post in the trash of these sites (the caller checked them). */
  async emptyTrash(siteIds: number[]): Promise<number[]> {
    if (siteIds.length === 0) return [];
    const deleted = await this.db
      .delete(posts)
      .where(and(inArray(posts.siteId, siteIds), isNotNull(posts.deletedAt)))
      .returning({ id: posts.id });
    return deleted.map((row) => row.id).sort((a, b) => a - b);
  }

  /** A copy as a draft in every language, with new slugs (the title's slug + "-copy", numbered if taken). */
  async duplicate(id: number, { actor }: ActorOption): Promise<AdminPostDetail> {
    const { post, rows, tags } = await this.load(id, actor);
    const now = this.clock.now();
    const newId = await this.writing(post.siteId, [], null, () =>
      this.db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(posts)
          .values({
            siteId: post.siteId,
            authorId: post.authorId,
            category: post.category,
            trending: post.trending,
            isAdvertorial: post.isAdvertorial,
            readTime: post.readTime,
            readTimeAuto: post.readTimeAuto,
            featuredImageUrl: post.featuredImageUrl,
            tipsMeta: post.tipsMeta,
            // The copy is the copier's own post.
            createdBy: actor?.adminUserId ?? post.createdBy,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: posts.id });
        await setPostTags(tx as unknown as Db, copy!.id, tags);
        const claims = rows.map((row) => ({ locale: row.locale, slug: `${row.slug}-copy` }));
        const taken = await this.takenSlugs(tx, post.siteId, claims, null);
        for (const row of rows) {
          await tx.insert(postTranslations).values({
            postId: copy!.id,
            siteId: row.siteId,
            locale: row.locale,
            slug: firstFree(`${row.slug}-copy`, taken.filter((t) => t.locale === row.locale)),
            title: row.title,
            excerpt: row.excerpt,
            contentType: row.contentType,
            content: row.content,
            contentHtml: row.contentHtml,
            featuredImageAlt: row.featuredImageAlt,
            status: 'draft',
            stale: row.stale,
            // A copy of unreviewed machine text is still unreviewed machine text.
            machine: row.machine,
            sourceHash: row.sourceHash,
            sourceSnapshot: row.sourceSnapshot,
            seo: row.seo,
            updatedAt: now,
          });
        }
        return copy!.id;
      }),
    );
    return this.get(newId, { actor: null });
  }

  /** Deletes for good what has been in the trash for TRASH_RETENTION_DAYS. */
  async purgeTrash(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - RETENTION_MS);
    const purged = await this.db.delete(posts).where(lte(posts.deletedAt, cutoff)).returning({ id: posts.id });
    return purged.length;
  }

  /** The site a post belongs to (the routes' site rule); 404 when there is no such post. */
  async siteOf(id: number): Promise<number> {
    const [post] = await this.db.select({ siteId: posts.siteId }).from(posts).where(eq(posts.id, id)).limit(1);
    if (!post) throw notFound('Post not found');
    return post.siteId;
  }

  /* ---------- helpers ---------- */

  /**
   * Records the saved translations' segments in the translation memory, after the save committed:
   * the memory is a help, so failing to record (logged) never fails the save.
   */
  private async remember(siteId: number, rows: TranslationRow[], changed: TranslationRow[] = rows): Promise<void> {
    const original = rows.find((row) => row.locale === ORIGINAL_LANGUAGE);
    if (!original || !changed.some((row) => row.locale !== ORIGINAL_LANGUAGE)) return;
    try {
      await recordPostTranslations(this.db, siteId, original, changed);
    } catch (error) {
      console.warn('Translation memory: could not record the saved segments', error);
    }
  }

  /** The post and its translations; 404 when missing, 403 when it is another admin's site. */
  private async load(id: number, actor: ActorOption['actor']): Promise<{ post: PostRow; rows: TranslationRow[]; tags: number[] }> {
    const [post] = await this.db.select().from(posts).where(eq(posts.id, id)).limit(1);
    if (!post) throw notFound('Post not found');
    if (actor) await this.access.requireSite(actor.adminUserId, post.siteId);
    const [rows, tags] = await Promise.all([
      this.db.select().from(postTranslations).where(eq(postTranslations.postId, id)),
      tagsOfPosts(this.db, [id]),
    ]);
    return { post, rows, tags: tags.get(id) ?? [] };
  }

  private async requireSiteExists(siteId: number): Promise<void> {
    const [site] = await this.db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
    if (!site) throw notFound('Site not found');
  }

  /** Languages: any enabled for the site (or already on the post); then the model's own checks. */
  private async prepare(input: CreatePostRequest, siteId: number, existing: string[]): Promise<PreparedPost> {
    const allowed = new Set([ORIGINAL_LANGUAGE, ...existing]);
    // A save of the languages the post already has (most saves) needs no look at the site's list.
    if (Object.keys(input.translations).some((code) => !allowed.has(code))) {
      const enabled = await this.db
        .select({ code: languages.code })
        .from(languages)
        .where(and(eq(languages.siteId, siteId), eq(languages.enabled, true)));
      enabled.forEach((row) => allowed.add(row.code));
    }
    const errors: Record<string, string[]> = {};
    for (const code of Object.keys(input.translations)) {
      if (!allowed.has(code)) errors[`translations.${code}`] = [`${languageName(code)} (${code}) is not enabled for this site`];
    }
    // The spec's `category` is the key of one of the site's categories (issue 17).
    const [category] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.siteId, siteId), eq(categories.key, input.category)))
      .limit(1);
    if (!category) errors.category = [`The site has no category “${input.category}”`];
    // Tags are the site's own (issue 17): an unknown id, or another site's, is refused at the field.
    const strangers = await unknownTagIds(this.db, siteId, input.tags ?? []);
    if (strangers.length > 0) errors.tags = [`The site has no tag ${strangers.map((tagId) => `#${tagId}`).join(', ')}`];
    // The author is one of the site's own (authors are per site since migration 0025).
    if (input.author_id !== null && input.author_id !== undefined) {
      const [author] = await this.db
        .select({ id: authors.id })
        .from(authors)
        .where(and(eq(authors.siteId, siteId), eq(authors.id, input.author_id)))
        .limit(1);
      if (!author) errors.author_id = ['Choose one of the site’s authors'];
    }
    const prepared = preparePost(input, errors);
    await this.checkOffers(input, siteId, errors);
    prepared.translations.forEach((t) => {
      if (!t.slug) (errors[`translations.${t.locale}.slug`] ??= []).push('Write a slug: the title has no letters to make one from');
    });
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request body', errors);
    return prepared;
  }

  /** A tip may point only to an offer usable on the post's site (its own or an every-site one). */
  private async checkOffers(input: CreatePostRequest, siteId: number, errors: Record<string, string[]>): Promise<void> {
    const content = input.translations[ORIGINAL_LANGUAGE]?.content ?? [];
    const wanted = [...new Set(content.flatMap((tip) => (tip.offer_id ? [tip.offer_id] : [])))];
    if (wanted.length === 0) return;
    const usable = await this.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(inArray(offers.id, wanted), or(isNull(offers.siteId), eq(offers.siteId, siteId))));
    const found = new Set(usable.map((row) => row.id));
    content.forEach((tip, index) => {
      if (tip.offer_id && !found.has(tip.offer_id)) {
        (errors[`translations.${ORIGINAL_LANGUAGE}.content.${index}.offer_id`] ??= []).push('No such offer on this site');
      }
    });
  }

  private postValues(input: CreatePostRequest, prepared: PreparedPost) {
    return {
      siteId: input.site_id,
      authorId: input.author_id,
      category: input.category,
      trending: input.trending,
      isAdvertorial: input.is_advertorial,
      readTime: prepared.readTime,
      readTimeAuto: input.read_time_auto,
      featuredImageUrl: input.featured_image_url,
      tipsMeta: prepared.tipsMeta,
    };
  }

  /**
   * One translation's row. Stale rule: when the original's texts changed in this save, every
   * other translation becomes stale unless it was saved again too (its texts changed, or the
   * client sent `stale: false` for a stale one: "reviewed").
   */
  private translationValues(
    postId: number,
    siteId: number,
    t: PreparedTranslation,
    prepared: PreparedPost,
    old: TranslationRow | undefined,
    originalChanged: boolean,
    now: Date,
  ) {
    const isOriginal = t.locale === ORIGINAL_LANGUAGE;
    const textsChanged = !old || hashRow(old) !== t.textHash;
    const reviewed = old?.stale === true && t.input.stale === false;
    const savedAgain = textsChanged || reviewed;
    let stale = false;
    let sourceHash = prepared.sourceHash;
    // What the translation was written against: the original of this save, or of its last save.
    let sourceSnapshot: SourceSnapshot | null = isOriginal ? null : prepared.sourceSnapshot;
    if (!isOriginal && !savedAgain) {
      stale = old!.stale || originalChanged;
      sourceHash = old!.sourceHash ?? prepared.sourceHash;
      sourceSnapshot = old!.sourceHash ? (old!.sourceSnapshot ?? null) : prepared.sourceSnapshot;
    }
    return {
      postId,
      siteId,
      locale: t.locale,
      slug: t.slug,
      title: t.title,
      excerpt: t.excerpt,
      contentType: t.contentType,
      content: t.content,
      contentHtml: t.contentHtml,
      featuredImageAlt: t.featuredImageAlt,
      ...publishState(t.input, old, now),
      stale,
      sourceHash,
      sourceSnapshot,
      seo: seoToStore(t.input.seo, old?.seo),
      updatedAt: textsChanged ? now : old!.updatedAt,
    };
  }

  /**
   * Generated slugs that are taken get a number (-2, -3 ...); a slug the editor wrote that is
   * taken is a 409 naming it. One query for every language; the unique index has the last word
   * under concurrency (writing()).
   */
  private async claimSlugs(siteId: number, translations: PreparedTranslation[], postId: number | null): Promise<void> {
    const taken = await this.takenSlugs(this.db, siteId, translations, postId);
    for (const t of translations) {
      if (t.slugGenerated) t.slug = firstFree(t.slug, taken.filter((row) => row.locale === t.locale));
    }
    this.throwSlugConflicts(translations, taken);
  }

  /** Slugs of other posts in the site that start with one of the claims' slugs, in its language. */
  private async takenSlugs(db: Pick<Db, 'select'>, siteId: number, claims: SlugClaim[], postId: number | null) {
    if (claims.length === 0) return [];
    return db
      .select({ locale: postTranslations.locale, slug: postTranslations.slug, deletedAt: posts.deletedAt })
      .from(postTranslations)
      .innerJoin(posts, eq(posts.id, postTranslations.postId))
      .where(
        and(
          eq(postTranslations.siteId, siteId),
          or(...claims.map((c) => and(eq(postTranslations.locale, c.locale), sql`starts_with(${postTranslations.slug}, ${stemOf(c.slug)})`))),
          postId === null ? undefined : sql`${postTranslations.postId} <> ${postId}`,
        ),
      );
  }

  private throwSlugConflicts(claims: SlugClaim[], taken: Array<SlugClaim & { deletedAt: Date | null }>): void {
    const errors: Record<string, string[]> = {};
    for (const claim of claims) {
      const row = taken.find((r) => r.locale === claim.locale && r.slug === claim.slug);
      if (!row) continue;
      const where = row.deletedAt ? 'a post in the trash' : 'another post';
      errors[`translations.${row.locale}.slug`] = [
        `The slug "${row.slug}" is already used by ${where} in ${languageName(row.locale)} (${row.locale})`,
      ];
    }
    const [first] = Object.values(errors);
    if (first) throw conflict(first[0]!, { errors });
  }

  /**
   * Runs a write. A slug taken by a concurrent save after the pre-check trips the unique index:
   * the same 409 naming the slug, found again now that the other save is visible.
   */
  private async writing<T>(siteId: number, claims: SlugClaim[], postId: number | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      this.throwSlugConflicts(claims, await this.takenSlugs(this.db, siteId, claims, postId));
      throw conflict('A slug of this post was taken by another post a moment ago: choose another one');
    }
  }
}
