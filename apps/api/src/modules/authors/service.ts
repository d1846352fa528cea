import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { AdminAuthor, AuthorTranslation } from '../../contract';
import type { Db } from '../../db/client';
import { adminUserSites, adminUsers, authorSlugRedirects, authors, languages, media, posts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MediaService } from '../media/service';

type Translations = Record<string, AuthorTranslation>;

export interface AuthorInput {
  name: string;
  slug: string;
  avatar_media_id: number | null;
  user_id: number | null;
  translations: Translations;
}

export type AuthorChanges = Partial<AuthorInput>;

type AuthorRow = typeof authors.$inferSelect;

/** Postgres' unique_violation: two saves raced for one slug. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

const slugTaken = (slug: string) =>
  conflict(`Another author of the site already uses the slug “${slug}”`, {
    errors: { slug: ['This slug is already used by another author'] },
  });

/** Role and bio maps by language (what author_data carries) from the per-language form, and back. */
function toMaps(translations: Translations) {
  const role: Record<string, string> = {};
  const bio: Record<string, string> = {};
  for (const [code, words] of Object.entries(translations)) {
    if (words.role) role[code] = words.role;
    if (words.bio) bio[code] = words.bio;
  }
  return { role, bio };
}

function toTranslations(row: AuthorRow): AdminAuthor['translations'] {
  const codes = new Set([...Object.keys(row.role ?? {}), ...Object.keys(row.bio ?? {})]);
  return Object.fromEntries(
    [...codes].sort().map((code) => [code, { role: row.role?.[code] ?? '', bio: row.bio?.[code] ?? '' }]),
  );
}

/**
 * A site's authors: the console's list and edits, and the names the post editor offers. Role and
 * bio stay maps by language in two columns, so the public reads' author_data is unchanged.
 */
export class AuthorsService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaService,
  ) {}

  /** The site of an author (the route's site rule); 404 when there is none. */
  async siteOf(id: number): Promise<number> {
    const [row] = await this.db
      .select({ siteId: authors.siteId })
      .from(authors)
      .where(eq(authors.id, id))
      .limit(1);
    if (!row) throw notFound('Author not found');
    return row.siteId;
  }

  async list(siteId: number): Promise<AdminAuthor[]> {
    return this.read(eq(authors.siteId, siteId));
  }

  async one(id: number): Promise<AdminAuthor> {
    const [found] = await this.read(eq(authors.id, id));
    if (!found) throw notFound('Author not found');
    return found;
  }

  private async read(where: ReturnType<typeof eq>): Promise<AdminAuthor[]> {
    const rows = await this.db
      .select()
      .from(authors)
      .where(where)
      .orderBy(asc(authors.name), asc(authors.id));
    if (rows.length === 0) return [];
    const counts = await this.db
      .select({ authorId: posts.authorId, total: count() })
      .from(posts)
      .where(inArray(posts.authorId, rows.map((row) => row.id)))
      .groupBy(posts.authorId);
    const totals = new Map(counts.map((row) => [row.authorId, Number(row.total)]));
    return rows.map((row) => ({
      id: row.id,
      site_id: row.siteId,
      name: row.name,
      slug: row.slug,
      avatar_url: row.avatar ? this.media.publicUrl(row.avatar) : null,
      avatar_media_id: row.avatarMediaId,
      user_id: row.userId,
      posts_count: totals.get(row.id) ?? 0,
      translations: toTranslations(row),
    }));
  }

  async create(siteId: number, input: AuthorInput): Promise<AdminAuthor> {
    const id = await this.write(async (tx) => {
      await this.checkSlugFree(tx, siteId, null, input.slug);
      const fields = await this.resolve(tx, siteId, input);
      const [row] = await tx
        .insert(authors)
        .values({ siteId, key: await this.freeKey(tx, siteId, input.slug), ...fields })
        .returning({ id: authors.id });
      await takeSlug(tx, siteId, input.slug);
      return row!.id;
    });
    return this.one(id);
  }

  async update(id: number, changes: AuthorChanges): Promise<AdminAuthor> {
    await this.write(async (tx) => {
      const [row] = await tx.select().from(authors).where(eq(authors.id, id)).for('update');
      if (!row) throw notFound('Author not found');
      if (changes.slug !== undefined) await this.checkSlugFree(tx, row.siteId, id, changes.slug);
      const fields = await this.resolve(tx, row.siteId, changes);
      await tx
        .update(authors)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(authors.id, id));
      if (changes.slug !== undefined && changes.slug !== row.slug) {
        await takeSlug(tx, row.siteId, changes.slug);
        // Readers and feed readers who kept the old address land on today's page (301), forever.
        await tx
          .insert(authorSlugRedirects)
          .values({ siteId: row.siteId, slug: row.slug, authorId: id })
          .onConflictDoUpdate({ target: [authorSlugRedirects.siteId, authorSlugRedirects.slug], set: { authorId: id } });
      }
    });
    return this.one(id);
  }

  /**
   * Only an author no post names goes (the trash counts: a restored post would lose its byline);
   * 409 with the count otherwise, so the editor re-assigns those posts first.
   */
  async remove(id: number): Promise<AdminAuthor> {
    const before = await this.one(id);
    await this.write(async (tx) => {
      const [row] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, id)).for('update');
      if (!row) throw notFound('Author not found');
      const [held] = await tx.select({ total: count() }).from(posts).where(eq(posts.authorId, id));
      const total = Number(held?.total ?? 0);
      if (total > 0) {
        throw conflict(
          `${total} ${total === 1 ? 'post names' : 'posts name'} this author (the trash included): choose another author for ${total === 1 ? 'it' : 'them'} first`,
          { posts_count: total },
        );
      }
      await tx.delete(authors).where(eq(authors.id, id));
    });
    return before;
  }

  /** Runs a write in a transaction; a unique violation that raced past the checks is a 409. */
  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Another author of the site already uses this slug');
      throw error;
    }
  }

  /** The columns a create or an update writes, each given field checked against the site. */
  private async resolve(tx: Db, siteId: number, input: AuthorChanges) {
    const errors: Record<string, string[]> = {};
    const fields: Partial<typeof authors.$inferInsert> = {};
    if (input.name !== undefined) fields.name = input.name;
    if (input.slug !== undefined) fields.slug = input.slug;
    if (input.avatar_media_id !== undefined) {
      fields.avatarMediaId = input.avatar_media_id;
      fields.avatar = null;
      if (input.avatar_media_id !== null) {
        const [image] = await tx
          .select()
          .from(media)
          .where(and(eq(media.id, input.avatar_media_id), eq(media.siteId, siteId)))
          .limit(1);
        // The stored /media/... URL, as featured_image_url keeps it (read through publicUrl).
        if (image) fields.avatar = this.media.toMedia(image).url;
        else errors.avatar_media_id = ['Choose an image of the site’s media library'];
      }
    }
    if (input.user_id !== undefined) {
      fields.userId = input.user_id;
      if (input.user_id !== null && !(await this.isTeamMember(tx, siteId, input.user_id))) {
        errors.user_id = ['Choose a person of the site’s team'];
      }
    }
    if (input.translations !== undefined) {
      await this.checkLanguages(tx, siteId, input.translations, errors);
      Object.assign(fields, toMaps(input.translations));
    }
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request body', errors);
    return fields as Omit<typeof authors.$inferInsert, 'siteId' | 'key'> & { name: string; slug: string };
  }

  /** Someone with a role on the site, or a network owner / administrator (they work on every site). */
  private async isTeamMember(tx: Db, siteId: number, userId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .leftJoin(
        adminUserSites,
        and(eq(adminUserSites.adminUserId, adminUsers.id), eq(adminUserSites.siteId, siteId)),
      )
      .where(
        and(
          eq(adminUsers.id, userId),
          or(ne(adminUsers.role, 'member'), eq(adminUserSites.siteId, siteId)),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Words only in languages the site has (enabled or not). */
  private async checkLanguages(
    tx: Db,
    siteId: number,
    translations: Translations,
    errors: Record<string, string[]>,
  ): Promise<void> {
    const rows = await tx
      .select({ code: languages.code })
      .from(languages)
      .where(eq(languages.siteId, siteId));
    const known = new Set(['en', ...rows.map((row) => row.code)]);
    for (const code of Object.keys(translations)) {
      if (!known.has(code)) errors[`translations.${code}`] = [`The site has no language “${code}”`];
    }
  }

  private async checkSlugFree(tx: Db, siteId: number, selfId: number | null, slug: string) {
    const [clash] = await tx
      .select({ id: authors.id })
      .from(authors)
      .where(
        and(
          eq(authors.siteId, siteId),
          eq(authors.slug, slug),
          selfId === null ? undefined : ne(authors.id, selfId),
        ),
      )
      .limit(1);
    if (clash) throw slugTaken(slug);
  }

  /**
   * The content files' key of a new author: its slug, numbered when an earlier author of the site
   * (since renamed) still holds that key.
   */
  private async freeKey(tx: Db, siteId: number, slug: string): Promise<string> {
    const rows = await tx
      .select({ key: authors.key })
      .from(authors)
      .where(eq(authors.siteId, siteId));
    const taken = new Set(rows.map((row) => row.key));
    let key = slug;
    for (let n = 2; taken.has(key); n++) key = `${slug}-${n}`;
    return key;
  }
}

/** A slug an author of the site uses from now on is no longer a former slug of any author. */
async function takeSlug(tx: Db, siteId: number, slug: string): Promise<void> {
  await tx
    .delete(authorSlugRedirects)
    .where(and(eq(authorSlugRedirects.siteId, siteId), eq(authorSlugRedirects.slug, slug)));
}
