import { and, eq, ne, sql } from 'drizzle-orm';
import {
  MEDIA_PAGE_SIZE,
  type MediaLibraryItem,
  type MediaLibraryResponse,
  type MediaUse,
  type UpdateMediaRequest,
} from '../../contract';
import type { Db } from '../../db/client';
import { authors, languages, media } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MediaService } from './service';
import type { MediaType } from './detect-type';
import { followInPosts, urlFollower } from './follow-replacement';
import { contentHash } from './variants';

type MediaRow = typeof media.$inferSelect;

/** `%`, `_` and `\` match themselves in an ILIKE pattern built from a search text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The posts that show each image, for many images in one query: a post's featured_image_url or
 * any translation's body naming the image's hash (a body's <img> may carry the API's /media URL
 * or MEDIA_PUBLIC_URL's; both contain the hash). Posts in the trash count: they can come back.
 * The title is the English original's (else the first language's).
 */
async function usesOf(db: Db, ids: number[]): Promise<Map<number, MediaUse[]>> {
  const found = new Map<number, MediaUse[]>();
  if (ids.length === 0) return found;
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{
    media_id: number;
    post_id: number;
    field: 'featured' | 'body';
    title: string;
  }>(sql`
    select u.media_id, u.post_id, u.field,
      coalesce((select e.title from post_translations e where e.post_id = u.post_id
        order by (e.locale = 'en') desc, e.locale limit 1), '') as title
    from (
      select m.id as media_id, p.id as post_id, 'featured' as field
      from media m join posts p on p.site_id = m.site_id and strpos(p.featured_image_url, m.hash) > 0
      where m.id in (${idList})
      union
      select m.id, t.post_id, 'body'
      from media m join post_translations t on t.site_id = m.site_id and strpos(t.content_html, m.hash) > 0
      where m.id in (${idList})
    ) u
    order by u.media_id, u.post_id desc, u.field desc`);
  for (const row of (
    result as unknown as {
      rows: Array<{ media_id: number; post_id: number; field: 'featured' | 'body'; title: string }>;
    }
  ).rows) {
    const list = found.get(row.media_id) ?? [];
    list.push({ post_id: row.post_id, title: row.title, field: row.field });
    found.set(row.media_id, list);
  }
  return found;
}

/** "“Title” (featured image), “Other” (body)": where an image is used, for a refusal message. */
function describeUses(uses: MediaUse[]): string {
  const shown = uses
    .slice(0, 5)
    .map(
      (use) =>
        `“${use.title || `#${use.post_id}`}” (${use.field === 'featured' ? 'featured image' : 'body'})`,
    );
  const more = uses.length > shown.length ? ` and ${uses.length - shown.length} more` : '';
  return `${shown.join(', ')}${more}`;
}

/** The media library of a site: listing with usage, alt text and focal point, deletion of unused images. */
export class MediaLibrary {
  constructor(
    private readonly db: Db,
    private readonly service: MediaService,
  ) {}

  private toItem(row: MediaRow, uses: MediaUse[]): MediaLibraryItem {
    const base = this.service.toMedia(row);
    return {
      ...base,
      alt: row.alt,
      focal_point:
        row.focalX === null || row.focalY === null ? null : { x: row.focalX, y: row.focalY },
      created_at: row.createdAt.toISOString(),
      used_by: uses,
    };
  }

  /** The site an image belongs to (the routes' site rule); 404 when there is no such image. */
  async siteOf(id: number): Promise<number> {
    const [row] = await this.db
      .select({ siteId: media.siteId })
      .from(media)
      .where(eq(media.id, id))
      .limit(1);
    if (!row) throw notFound('Image not found');
    return row.siteId;
  }

  /** Newest first, a page at a time; `q` matches the alt text in any language. */
  async list(siteId: number, q: string | undefined, page: number): Promise<MediaLibraryResponse> {
    const search = q
      ? sql`exists (select 1 from jsonb_each_text(${media.alt}) a where a.value ilike ${likePattern(q)})`
      : undefined;
    const rows = await this.db
      .select({ row: media, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(media)
      .where(and(eq(media.siteId, siteId), search))
      .orderBy(sql`${media.createdAt} desc, ${media.id} desc`)
      .limit(MEDIA_PAGE_SIZE)
      .offset((page - 1) * MEDIA_PAGE_SIZE);
    const uses = await usesOf(
      this.db,
      rows.map(({ row }) => row.id),
    );
    // Past the last page there is no row to carry the total: count it.
    const total =
      rows[0]?.total ??
      (page > 1
        ? ((
            await this.db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(media)
              .where(and(eq(media.siteId, siteId), search))
          )[0]?.n ?? 0)
        : 0);
    return {
      media: rows.map(({ row }) => this.toItem(row, uses.get(row.id) ?? [])),
      total,
      page,
      per_page: MEDIA_PAGE_SIZE,
    };
  }

  private async row(id: number): Promise<MediaRow> {
    const [row] = await this.db.select().from(media).where(eq(media.id, id)).limit(1);
    if (!row) throw notFound('Image not found');
    return row;
  }

  /** Replaces the alt texts (languages of the image's site only; empty texts are dropped) and the focal point. */
  async update(id: number, input: UpdateMediaRequest): Promise<MediaLibraryItem> {
    const current = await this.row(id);
    const codes = new Set(
      (
        await this.db
          .select({ code: languages.code })
          .from(languages)
          .where(eq(languages.siteId, current.siteId))
      ).map((row) => row.code),
    );
    const unknown = Object.keys(input.alt).filter((code) => !codes.has(code));
    if (unknown.length > 0) {
      throw badRequest(
        'Alt text is only for the languages of this site',
        Object.fromEntries(
          unknown.map((code) => [`alt.${code}`, [`${code} is not a language of this site`]]),
        ),
      );
    }
    const alt = Object.fromEntries(Object.entries(input.alt).filter(([, text]) => text !== ''));
    const [row] = await this.db
      .update(media)
      .set({ alt, focalX: input.focal_point?.x ?? null, focalY: input.focal_point?.y ?? null })
      .where(eq(media.id, id))
      .returning();
    if (!row) throw notFound('Image not found');
    return this.toItem(row, (await usesOf(this.db, [id])).get(id) ?? []);
  }

  /**
   * Deletes an unused image: 409 with the count and the posts while any post shows it. The files
   * go too unless another site has the same image (files are shared by content).
   */
  async delete(id: number): Promise<MediaRow> {
    const row = await this.row(id);
    const uses = (await usesOf(this.db, [id])).get(id) ?? [];
    if (uses.length > 0) {
      const posts = new Set(uses.map((use) => use.post_id)).size;
      throw conflict(
        `This image is used by ${posts} ${posts === 1 ? 'post' : 'posts'}: ${describeUses(uses)}. Remove it there first.`,
        {
          count: posts,
          used_by: uses,
        },
      );
    }
    await this.service.serially(async () => {
      // An author whose avatar this is keeps no URL to removed files (the FK clears the id).
      await this.db.update(authors).set({ avatar: null }).where(eq(authors.avatarMediaId, id));
      await this.db.delete(media).where(eq(media.id, id));
      await this.service.deleteFilesUnlessShared(row);
    });
    return row;
  }

  /**
   * Puts a new file behind the image: its variants are written under the new content hash, every
   * stored URL naming the old set (featured images, bodies, share images, the stale banners'
   * snapshots) is rewritten to the new set in one transaction that also bumps each post's version
   * (an editor with it open is told, instead of saving the old URLs back), then the old files go.
   * Alt texts stay; the focal point is cleared: it was chosen on the old picture. The caller
   * invalidates the site's public caches.
   */
  async replace(id: number, bytes: Uint8Array, type: MediaType): Promise<MediaLibraryItem> {
    const hash = contentHash(bytes);
    const row = await this.service.serially(async () => {
      const current = await this.row(id);
      if (current.hash === hash) return current;
      const [twin] = await this.db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.siteId, current.siteId), eq(media.hash, hash), ne(media.id, id)))
        .limit(1);
      if (twin) {
        throw conflict('This file is already in the library as another image: use that one instead', {
          media_id: twin.id,
        });
      }
      const rendered = await this.service.render(hash, bytes, type);
      const follow = urlFollower(current, { hash, variants: rendered.variants });
      const replaced = await this.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(media)
          .set({ hash, sourceType: type, ...rendered, focalX: null, focalY: null })
          .where(eq(media.id, id))
          .returning();
        await followInPosts(tx, current.siteId, current.hash, follow);
        return updated!;
      });
      await this.service.deleteFilesUnlessShared(current);
      return replaced;
    });
    return this.toItem(row, (await usesOf(this.db, [id])).get(id) ?? []);
  }
}
