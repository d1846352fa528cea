import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Media } from '../../contract';
import type { Db } from '../../db/client';
import { languages, media } from '../../db/schema';
import type { MediaType } from './detect-type';
import { keyOfMediaUrl, type MediaStorage } from './storage/media-storage';
import { contentHash, renderVariants, variantsStored, type RenderedImage } from './variants';

type MediaRow = typeof media.$inferSelect;

/** `/media/<hash>/<file>` -> hash, for URLs this server handed out. */
export function mediaHashOf(url: string): string | null {
  return /^\/media\/([a-f0-9]{32})\/[^/]+$/.exec(url)?.[1] ?? null;
}

/** Uploaded images: one row per site and content, the files shared in the store by content. */
export class MediaService {
  /** Images are rendered one at a time: a burst of uploads waits instead of starving the server. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    readonly storage: MediaStorage,
  ) {}

  /**
   * Where browsers load a stored `/media/...` URL from (MEDIA_PUBLIC_URL's, else unchanged); any
   * other URL as it is.
   */
  publicUrl(url: string): string {
    const key = keyOfMediaUrl(url);
    return key ? this.storage.publicUrl(key) : url;
  }

  /**
   * `url` stays the stored `/media/...` URL: it is what featured_image_url takes and what the
   * public reads join the media row by. The variants are what browsers load.
   */
  toMedia(row: MediaRow): Media {
    const webp = row.variants.filter((variant) => variant.format === 'webp');
    return {
      id: row.id,
      site_id: row.siteId,
      url: webp[webp.length - 1]?.url ?? row.variants[row.variants.length - 1]!.url,
      width: row.width,
      height: row.height,
      variants: row.variants.map((variant) => ({ ...variant, url: this.publicUrl(variant.url) })),
    };
  }

  /** Also deletions (the library): an upload never reuses files a deletion is removing. */
  serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The variants of the bytes (named by `hash`) in the store: another site's row for the same
   * bytes already has them, else they are rendered. Call inside serially().
   */
  async render(hash: string, bytes: Uint8Array, type: MediaType): Promise<RenderedImage> {
    const [other] = await this.db.select().from(media).where(eq(media.hash, hash)).limit(1);
    return other && (await variantsStored(this.storage, other.variants))
      ? { width: other.width, height: other.height, variants: other.variants }
      : renderVariants(bytes, type, this.storage, hash);
  }

  /** The files of a set no row names any more (a deleted or replaced image); shared sets stay. */
  async deleteFilesUnlessShared(row: Pick<MediaRow, 'hash' | 'variants'>): Promise<void> {
    const [shared] = await this.db.select({ id: media.id }).from(media).where(eq(media.hash, row.hash)).limit(1);
    if (shared) return;
    const keys = row.variants
      .map((variant) => keyOfMediaUrl(variant.url))
      .filter((key): key is string => key !== null);
    await Promise.all(keys.map((key) => this.storage.delete(key)));
  }

  /** Stores an upload for the site (the same bytes again return the same media). */
  async upload(siteId: number, bytes: Uint8Array, type: MediaType): Promise<Media> {
    const hash = contentHash(bytes);
    return this.serially(async () => {
      const [mine] = await this.db
        .select()
        .from(media)
        .where(and(eq(media.siteId, siteId), eq(media.hash, hash)))
        .limit(1);
      if (mine && (await variantsStored(this.storage, mine.variants))) return this.toMedia(mine);

      const rendered = await this.render(hash, bytes, type);

      const values = { siteId, hash, sourceType: type, ...rendered };
      const [row] = await this.db
        .insert(media)
        .values(values)
        .onConflictDoUpdate({
          target: [media.siteId, media.hash],
          set: { variants: rendered.variants, width: rendered.width, height: rendered.height },
        })
        .returning();
      return this.toMedia(row!);
    });
  }

  /** Alt texts for languages the image has none in yet (an import names the post's); set ones stay. */
  async addMissingAlt(siteId: number, id: number, alt: Record<string, string>): Promise<void> {
    if (Object.keys(alt).length === 0) return;
    // Only the site's languages: the library's alt form sends them all back.
    const codes = new Set(
      (
        await this.db.select({ code: languages.code }).from(languages).where(eq(languages.siteId, siteId))
      ).map((row) => row.code),
    );
    alt = Object.fromEntries(Object.entries(alt).filter(([code]) => codes.has(code)));
    if (Object.keys(alt).length === 0) return;
    await this.db
      .update(media)
      .set({ alt: sql`${JSON.stringify(alt)}::jsonb || ${media.alt}` })
      .where(eq(media.id, id));
  }

  /** The site's media for the given URLs (featured_image_url values), keyed by URL. */
  async byUrls(siteId: number, urls: string[]): Promise<Map<string, Media>> {
    const hashes = [
      ...new Set(urls.map(mediaHashOf).filter((hash): hash is string => hash !== null)),
    ];
    const found = new Map<string, Media>();
    if (hashes.length === 0) return found;
    const rows = await this.db
      .select()
      .from(media)
      .where(and(eq(media.siteId, siteId), inArray(media.hash, hashes)));
    const byHash = new Map(rows.map((row) => [row.hash, this.toMedia(row)]));
    for (const url of urls) {
      const hash = mediaHashOf(url);
      const item = hash ? byHash.get(hash) : undefined;
      if (item) found.set(url, item);
    }
    return found;
  }
}
