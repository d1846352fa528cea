import { and, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { AdminTag, TagTranslation } from '../../contract';
import type { Db } from '../../db/client';
import { languages, postTags, tags, tagSlugRedirects, tagTranslations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';

type Translations = Record<string, TagTranslation>;

/** Postgres' unique_violation: two saves raced for one slug. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** `%`, `_` and `\` typed by a person are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many tags the editor's type-to-find shows at most. */
const SEARCH_LIMIT = 20;

/**
 * A site's tags: the console's list and edits, the post editor's look-up and what a post may
 * carry. Every write runs in one transaction.
 */
export class TagsService {
  constructor(private readonly db: Db) {}

  /** The site of a tag (the route's site rule); 404 when there is none. */
  async siteOf(id: number): Promise<number> {
    const [row] = await this.db.select({ siteId: tags.siteId }).from(tags).where(eq(tags.id, id)).limit(1);
    if (!row) throw notFound('Tag not found');
    return row.siteId;
  }

  /** Every tag of the site by its English (else first) name; with `q`, those whose name or slug contains it. */
  async list(siteId: number, q?: string, ids?: number[]): Promise<AdminTag[]> {
    const matching = q
      ? this.db
          .selectDistinct({ id: tagTranslations.tagId })
          .from(tagTranslations)
          .where(
            and(
              eq(tagTranslations.siteId, siteId),
              or(ilike(tagTranslations.name, likeText(q)), ilike(tagTranslations.slug, likeText(q))),
            ),
          )
      : undefined;
    const rows = await this.db
      .select({ id: tags.id, siteId: tags.siteId })
      .from(tags)
      .where(
        and(
          eq(tags.siteId, siteId),
          matching ? inArray(tags.id, matching) : undefined,
          ids ? inArray(tags.id, ids.length > 0 ? ids : [0]) : undefined,
        ),
      );
    if (rows.length === 0) return [];
    const tagIds = rows.map((row) => row.id);
    const [words, counts] = await Promise.all([
      this.db.select().from(tagTranslations).where(inArray(tagTranslations.tagId, tagIds)),
      this.db
        .select({ tagId: postTags.tagId, total: count() })
        .from(postTags)
        .where(inArray(postTags.tagId, tagIds))
        .groupBy(postTags.tagId),
    ]);
    const totals = new Map(counts.map((row) => [row.tagId, Number(row.total)]));
    const list = rows.map((row) => ({
      id: row.id,
      site_id: row.siteId,
      posts_count: totals.get(row.id) ?? 0,
      translations: Object.fromEntries(
        words.filter((word) => word.tagId === row.id).map((word) => [word.locale, { name: word.name, slug: word.slug }]),
      ),
    }));
    const label = (tag: AdminTag) => (tag.translations.en ?? Object.values(tag.translations)[0])?.name ?? '';
    list.sort((a, b) => label(a).localeCompare(label(b)) || a.id - b.id);
    return q ? list.slice(0, SEARCH_LIMIT) : list;
  }

  async one(id: number): Promise<AdminTag> {
    const [found] = await this.list(await this.siteOf(id), undefined, [id]);
    if (!found) throw notFound('Tag not found');
    return found;
  }

  async create(siteId: number, translations: Translations): Promise<AdminTag> {
    const id = await this.write(async (tx) => {
      await this.checkLanguages(tx, siteId, translations);
      await this.checkSlugsFree(tx, siteId, null, translations);
      const [row] = await tx.insert(tags).values({ siteId }).returning({ id: tags.id });
      await writeTranslations(tx, siteId, row!.id, translations);
      return row!.id;
    });
    return this.one(id);
  }

  /** Replaces the tag's words in every language (a language left out loses its words). */
  async update(id: number, translations: Translations): Promise<AdminTag> {
    await this.write(async (tx) => {
      const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
      if (!row) throw notFound('Tag not found');
      await this.checkLanguages(tx, row.siteId, translations);
      await this.checkSlugsFree(tx, row.siteId, id, translations);
      // Each slug that changes keeps answering: its old value becomes a redirect to this tag.
      const before = await tx.select().from(tagTranslations).where(eq(tagTranslations.tagId, id));
      const moved = before.filter((word) => translations[word.locale]?.slug !== word.slug);
      await tx.delete(tagTranslations).where(eq(tagTranslations.tagId, id));
      await writeTranslations(tx, row.siteId, id, translations);
      await redirect(tx, row.siteId, id, moved);
      await tx.update(tags).set({ updatedAt: new Date() }).where(eq(tags.id, id));
    });
    return this.one(id);
  }

  /** The tag goes; its posts simply lose it (post_tags cascades). */
  async remove(id: number): Promise<void> {
    const deleted = await this.db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
    if (deleted.length === 0) throw notFound('Tag not found');
  }

  /** Every post of `id` carries `into` afterwards (once), then `id` is deleted. */
  async merge(id: number, into: number): Promise<AdminTag> {
    if (id === into) throw badRequest('A tag cannot be merged into itself', { into: ['Choose another tag'] });
    await this.write(async (tx) => {
      const rows = await tx
        .select({ id: tags.id, siteId: tags.siteId })
        .from(tags)
        .where(inArray(tags.id, [id, into]))
        .for('update');
      const from = rows.find((row) => row.id === id);
      const target = rows.find((row) => row.id === into);
      if (!from) throw notFound('Tag not found');
      if (!target || target.siteId !== from.siteId) {
        throw badRequest('Merge into a tag of the same site', { into: ['No such tag on this site'] });
      }
      await tx.execute(sql`insert into post_tags (post_id, tag_id)
        select post_id, ${into} from post_tags where tag_id = ${id}
        on conflict do nothing`);
      // The merged tag's pages (its slugs and former slugs) answer with the tag it went into.
      await tx.update(tagSlugRedirects).set({ tagId: into }).where(eq(tagSlugRedirects.tagId, id));
      const words = await tx.select().from(tagTranslations).where(eq(tagTranslations.tagId, id));
      await tx.delete(tags).where(eq(tags.id, id));
      await redirect(tx, from.siteId, into, words);
      await tx.update(tags).set({ updatedAt: new Date() }).where(eq(tags.id, into));
    });
    return this.one(into);
  }

  /** Runs a write in a transaction; a unique violation that raced past the checks is a 409. */
  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Another tag of the site already uses this slug');
      throw error;
    }
  }

  /** Words only in languages the site has (enabled or not). */
  private async checkLanguages(tx: Db, siteId: number, translations: Translations): Promise<void> {
    const rows = await tx.select({ code: languages.code }).from(languages).where(eq(languages.siteId, siteId));
    const known = new Set(['en', ...rows.map((row) => row.code)]);
    const unknown = Object.keys(translations).filter((code) => !known.has(code));
    if (unknown.length > 0) {
      throw badRequest(
        'The site does not have every language given',
        Object.fromEntries(unknown.map((code) => [`translations.${code}`, [`The site has no language “${code}”`]])),
      );
    }
  }

  /** 409 when another tag of the site uses one of the slugs in the same language. */
  private async checkSlugsFree(tx: Db, siteId: number, selfId: number | null, translations: Translations): Promise<void> {
    const wanted = Object.entries(translations).map(([locale, words]) =>
      and(eq(tagTranslations.locale, locale), eq(tagTranslations.slug, words.slug)),
    );
    const clashes = await tx
      .select({ locale: tagTranslations.locale, slug: tagTranslations.slug })
      .from(tagTranslations)
      .where(and(eq(tagTranslations.siteId, siteId), or(...wanted), selfId === null ? undefined : ne(tagTranslations.tagId, selfId)));
    if (clashes.length > 0) {
      throw conflict(`Another tag of the site already uses the slug “${clashes[0]!.slug}” in ${clashes[0]!.locale}`, {
        errors: Object.fromEntries(
          clashes.map((clash) => [`translations.${clash.locale}.slug`, ['This slug is already used by another tag']]),
        ),
      });
    }
  }
}

/** Writes a tag's words; a slug taken back from a former slug of any tag is no longer a redirect. */
async function writeTranslations(tx: Db, siteId: number, tagId: number, translations: Translations): Promise<void> {
  const rows = Object.entries(translations).map(([locale, words]) => ({ tagId, siteId, locale, name: words.name, slug: words.slug }));
  if (rows.length === 0) return;
  await tx
    .delete(tagSlugRedirects)
    .where(
      and(
        eq(tagSlugRedirects.siteId, siteId),
        or(...rows.map((row) => and(eq(tagSlugRedirects.locale, row.locale), eq(tagSlugRedirects.slug, row.slug)))),
      ),
    );
  await tx.insert(tagTranslations).values(rows);
}

/**
 * Former slugs that answer with a 301 to `tagId`'s page, forever (the magazine follows the tag
 * look-up's answer); a slug a tag of the site uses today is never a redirect.
 */
async function redirect(tx: Db, siteId: number, tagId: number, words: Array<{ locale: string; slug: string }>): Promise<void> {
  if (words.length === 0) return;
  const taken = await tx
    .select({ locale: tagTranslations.locale, slug: tagTranslations.slug })
    .from(tagTranslations)
    .where(and(eq(tagTranslations.siteId, siteId), or(...words.map((word) => and(eq(tagTranslations.locale, word.locale), eq(tagTranslations.slug, word.slug))))));
  const free = words.filter((word) => !taken.some((row) => row.locale === word.locale && row.slug === word.slug));
  if (free.length === 0) return;
  await tx
    .insert(tagSlugRedirects)
    .values(free.map((word) => ({ siteId, locale: word.locale, slug: word.slug, tagId })))
    .onConflictDoUpdate({ target: [tagSlugRedirects.siteId, tagSlugRedirects.locale, tagSlugRedirects.slug], set: { tagId } });
}
