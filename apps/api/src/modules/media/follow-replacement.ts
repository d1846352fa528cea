import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { MediaVariant } from '../../contract';
import type { Db } from '../../db/client';
import { posts, postTranslations } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const FILE = /\/(\d+)\.(avif|webp)$/;

/**
 * Rewrites every `<old hash>/<width>.<format>` in a text (the API's /media URLs and
 * MEDIA_PUBLIC_URL's alike) to the new set's file of the same format: the widest for the old
 * widest, else the narrowest at least as wide (else the widest), so a body's <img> keeps the
 * size it was chosen at.
 */
export function urlFollower(
  before: { hash: string; variants: MediaVariant[] },
  after: { hash: string; variants: MediaVariant[] },
): (text: string) => string {
  const oldWidths = widthsByFormat(before.variants);
  const widths = widthsByFormat(after.variants);
  const pattern = new RegExp(`${before.hash}/(\\d+)\\.(avif|webp)`, 'g');
  return (text) =>
    text.replace(pattern, (whole, width: string, format: string) => {
      const available = widths.get(format);
      if (!available?.length) return whole;
      // The old set's widest (what the library hands out) becomes the new set's widest.
      const widest = oldWidths.get(format)?.at(-1) === Number(width);
      const chosen = (!widest && available.find((candidate) => candidate >= Number(width))) || available.at(-1)!;
      return `${after.hash}/${chosen}.${format}`;
    });
}

/** The file widths of a set per format, narrowest first (from the URLs: `<width>.<format>`). */
function widthsByFormat(variants: MediaVariant[]): Map<string, number[]> {
  const widths = new Map<string, number[]>();
  for (const variant of variants) {
    const match = FILE.exec(variant.url);
    if (!match) continue;
    widths.set(match[2]!, [...(widths.get(match[2]!) ?? []), Number(match[1])].sort((a, b) => a - b));
  }
  return widths;
}

const followJson = <T>(value: T | null, follow: (text: string) => string): T | null =>
  value === null ? null : (JSON.parse(follow(JSON.stringify(value))) as T);

/**
 * The site's posts naming the old set, rewritten in the transaction: featured images, bodies,
 * SEO share images and the stale banners' snapshots of the original (so a replaced picture is
 * not shown as a change to translate). Texts and staleness stay as they are: a picture is not a
 * text change. Each post's version goes up.
 */
export async function followInPosts(tx: Tx, siteId: number, oldHash: string, follow: (text: string) => string): Promise<number[]> {
  const named = (column: unknown) => sql`strpos(coalesce(${column}::text, ''), ${oldHash}) > 0`;
  const changed = new Set<number>();

  const featured = await tx
    .select({ id: posts.id, url: posts.featuredImageUrl })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), named(posts.featuredImageUrl)));
  for (const post of featured) {
    await tx.update(posts).set({ featuredImageUrl: follow(post.url!) }).where(eq(posts.id, post.id));
    changed.add(post.id);
  }

  const translations = await tx
    .select({
      id: postTranslations.id,
      postId: postTranslations.postId,
      contentHtml: postTranslations.contentHtml,
      seo: postTranslations.seo,
      sourceSnapshot: postTranslations.sourceSnapshot,
    })
    .from(postTranslations)
    .where(
      and(
        eq(postTranslations.siteId, siteId),
        or(named(postTranslations.contentHtml), named(postTranslations.seo), named(postTranslations.sourceSnapshot)),
      ),
    );
  for (const row of translations) {
    await tx
      .update(postTranslations)
      .set({
        contentHtml: row.contentHtml === null ? null : follow(row.contentHtml),
        seo: followJson(row.seo, follow),
        sourceSnapshot: followJson(row.sourceSnapshot, follow),
      })
      .where(eq(postTranslations.id, row.id));
    changed.add(row.postId);
  }

  if (changed.size > 0) {
    await tx
      .update(posts)
      .set({ version: sql`${posts.version} + 1` })
      .where(inArray(posts.id, [...changed]));
  }
  return [...changed];
}
