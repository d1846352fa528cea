import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { AdminCategory, CategoryTranslation, SiteCategory } from '../../contract';
import type { Db } from '../../db/client';
import {
  categories,
  categorySlugRedirects,
  categoryTranslations,
  languages,
  posts,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';

type Translations = Record<string, CategoryTranslation>;

export interface CategoryInput {
  key: string;
  emoji: string;
  gradient: string;
  in_nav: boolean;
  translations: Translations;
}

export type CategoryChanges = Partial<Omit<CategoryInput, 'key'>>;

/** Postgres' unique_violation: two saves raced for one slug or key. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * A site's categories: the console's list and edits, and what the magazine and the post editor
 * read. Every write runs in one transaction; a changed slug leaves a redirect row behind.
 */
export class CategoriesService {
  constructor(private readonly db: Db) {}

  /** The site of a category (the route's site rule); 404 when there is none. */
  async siteOf(id: number): Promise<number> {
    const [row] = await this.db
      .select({ siteId: categories.siteId })
      .from(categories)
      .where(eq(categories.id, id))
      .limit(1);
    if (!row) throw notFound('Category not found');
    return row.siteId;
  }

  async list(siteId: number): Promise<AdminCategory[]> {
    const [rows, words, counts] = await Promise.all([
      this.db
        .select()
        .from(categories)
        .where(eq(categories.siteId, siteId))
        .orderBy(asc(categories.position), asc(categories.id)),
      this.db.select().from(categoryTranslations).where(eq(categoryTranslations.siteId, siteId)),
      this.db
        .select({ category: posts.category, total: count() })
        .from(posts)
        .where(eq(posts.siteId, siteId))
        .groupBy(posts.category),
    ]);
    const totals = new Map(counts.map((row) => [row.category, Number(row.total)]));
    return rows.map((row) => ({
      id: row.id,
      site_id: row.siteId,
      key: row.key,
      emoji: row.emoji,
      gradient: row.gradient,
      position: row.position,
      in_nav: row.inNav,
      posts_count: totals.get(row.key) ?? 0,
      translations: Object.fromEntries(
        words
          .filter((word) => word.categoryId === row.id)
          .map((word) => [
            word.locale,
            {
              name: word.name,
              slug: word.slug,
              description: word.description,
              seo_title: word.seoTitle,
            },
          ]),
      ),
    }));
  }

  async one(id: number): Promise<AdminCategory> {
    const siteId = await this.siteOf(id);
    const found = (await this.list(siteId)).find((category) => category.id === id);
    if (!found) throw notFound('Category not found');
    return found;
  }

  /** The keys a post of the site may name in `category`. */
  async keys(siteId: number): Promise<Set<string>> {
    const rows = await this.db
      .select({ key: categories.key })
      .from(categories)
      .where(eq(categories.siteId, siteId));
    return new Set(rows.map((row) => row.key));
  }

  /** What the magazine routes and draws with (GET /api/site): every language's words and old slugs. */
  async forSite(siteId: number): Promise<SiteCategory[]> {
    const [list, redirects] = await Promise.all([
      this.list(siteId),
      this.db.select().from(categorySlugRedirects).where(eq(categorySlugRedirects.siteId, siteId)),
    ]);
    return list.map((category) => {
      const old: Record<string, string[]> = {};
      for (const row of redirects)
        if (row.categoryId === category.id) (old[row.locale] ??= []).push(row.slug);
      return {
        key: category.key,
        emoji: category.emoji,
        gradient: category.gradient,
        in_nav: category.in_nav,
        translations: category.translations,
        old_slugs: old,
      };
    });
  }

  async create(siteId: number, input: CategoryInput): Promise<AdminCategory> {
    const id = await this.write(async (tx) => {
      await this.checkLanguages(tx, siteId, input.translations);
      const [taken] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.siteId, siteId), eq(categories.key, input.key)))
        .limit(1);
      if (taken)
        throw conflict(`The site already has a category with the key “${input.key}”`, {
          errors: { key: ['This key is already used'] },
        });
      await this.checkSlugsFree(tx, siteId, null, input.translations);
      const [last] = await tx
        .select({ position: sql<number | null>`max(${categories.position})` })
        .from(categories)
        .where(eq(categories.siteId, siteId));
      const [row] = await tx
        .insert(categories)
        .values({
          siteId,
          key: input.key,
          emoji: input.emoji,
          gradient: input.gradient,
          inNav: input.in_nav,
          position: (last?.position ?? -1) + 1,
        })
        .returning({ id: categories.id });
      await this.writeTranslations(tx, siteId, row!.id, input.translations);
      return row!.id;
    });
    return this.one(id);
  }

  async update(id: number, changes: CategoryChanges): Promise<AdminCategory> {
    await this.write(async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!row) throw notFound('Category not found');
      await tx
        .update(categories)
        .set({
          emoji: changes.emoji,
          gradient: changes.gradient,
          inNav: changes.in_nav,
          updatedAt: new Date(),
        })
        .where(eq(categories.id, id));
      if (!changes.translations) return;
      await this.checkLanguages(tx, row.siteId, changes.translations);
      await this.checkSlugsFree(tx, row.siteId, id, changes.translations);
      // Each slug that changes keeps answering: its old value becomes a redirect to this category.
      const before = await tx
        .select()
        .from(categoryTranslations)
        .where(eq(categoryTranslations.categoryId, id));
      const moved = before.filter((word) => changes.translations![word.locale]?.slug !== word.slug);
      await tx.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
      await this.writeTranslations(tx, row.siteId, id, changes.translations);
      if (moved.length > 0) {
        await tx
          .insert(categorySlugRedirects)
          .values(
            moved.map((word) => ({
              siteId: row.siteId,
              locale: word.locale,
              slug: word.slug,
              categoryId: id,
            })),
          )
          .onConflictDoUpdate({
            target: [
              categorySlugRedirects.siteId,
              categorySlugRedirects.locale,
              categorySlugRedirects.slug,
            ],
            set: { categoryId: id },
          });
      }
    });
    return this.one(id);
  }

  /** Only an empty category goes: its posts would otherwise point at nothing (409 with the count). */
  async remove(id: number): Promise<void> {
    await this.write(async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!row) throw notFound('Category not found');
      const [held] = await tx
        .select({ total: count() })
        .from(posts)
        .where(and(eq(posts.siteId, row.siteId), eq(posts.category, row.key)));
      const total = Number(held?.total ?? 0);
      if (total > 0) {
        throw conflict(
          `This category still holds ${total} ${total === 1 ? 'post' : 'posts'} (the trash included): move them to another category first`,
          { posts_count: total },
        );
      }
      await tx.delete(categories).where(eq(categories.id, id));
    });
  }

  /** `ids` must be every category of the site, each once. */
  async reorder(siteId: number, ids: number[]): Promise<AdminCategory[]> {
    await this.write(async (tx) => {
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.siteId, siteId));
      const own = new Set(rows.map((row) => row.id));
      if (
        ids.length !== own.size ||
        new Set(ids).size !== ids.length ||
        ids.some((id) => !own.has(id))
      ) {
        throw badRequest('Send every category of the site once, in the new order', {
          ids: ['Must list each of the site’s categories once'],
        });
      }
      for (const [position, id] of ids.entries()) {
        await tx
          .update(categories)
          .set({ position, updatedAt: new Date() })
          .where(eq(categories.id, id));
      }
    });
    return this.list(siteId);
  }

  /** Runs a write in a transaction; a unique violation that raced past the checks is a 409. */
  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('Another category of the site already uses this key or slug');
      throw error;
    }
  }

  /** Words only in languages the site has (enabled or not). */
  private async checkLanguages(tx: Db, siteId: number, translations: Translations): Promise<void> {
    const rows = await tx
      .select({ code: languages.code })
      .from(languages)
      .where(eq(languages.siteId, siteId));
    const known = new Set(['en', ...rows.map((row) => row.code)]);
    const unknown = Object.keys(translations).filter((code) => !known.has(code));
    if (unknown.length > 0) {
      throw badRequest(
        'The site does not have every language given',
        Object.fromEntries(
          unknown.map((code) => [`translations.${code}`, [`The site has no language “${code}”`]]),
        ),
      );
    }
  }

  /** 409 when another category of the site uses one of the slugs in the same language. */
  private async checkSlugsFree(
    tx: Db,
    siteId: number,
    selfId: number | null,
    translations: Translations,
  ): Promise<void> {
    const wanted = Object.entries(translations).map(([locale, words]) =>
      and(eq(categoryTranslations.locale, locale), eq(categoryTranslations.slug, words.slug)),
    );
    const clashes = await tx
      .select({ locale: categoryTranslations.locale, slug: categoryTranslations.slug })
      .from(categoryTranslations)
      .where(
        and(
          eq(categoryTranslations.siteId, siteId),
          or(...wanted),
          selfId === null ? undefined : ne(categoryTranslations.categoryId, selfId),
        ),
      );
    if (clashes.length > 0) {
      throw conflict(
        `Another category of the site already uses the slug “${clashes[0]!.slug}” in ${clashes[0]!.locale}`,
        {
          errors: Object.fromEntries(
            clashes.map((clash) => [
              `translations.${clash.locale}.slug`,
              ['This slug is already used by another category'],
            ]),
          ),
        },
      );
    }
  }

  private async writeTranslations(
    tx: Db,
    siteId: number,
    categoryId: number,
    translations: Translations,
  ): Promise<void> {
    const rows = Object.entries(translations).map(([locale, words]) => ({
      categoryId,
      siteId,
      locale,
      name: words.name,
      slug: words.slug,
      description: words.description,
      seoTitle: words.seo_title,
    }));
    // A slug taken back from a former name of any category is no longer a redirect.
    await tx
      .delete(categorySlugRedirects)
      .where(
        and(
          eq(categorySlugRedirects.siteId, siteId),
          or(
            ...rows.map((row) =>
              and(
                eq(categorySlugRedirects.locale, row.locale),
                eq(categorySlugRedirects.slug, row.slug),
              ),
            ),
          ),
        ),
      );
    await tx.insert(categoryTranslations).values(rows);
  }
}
