import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The stored link of a tip's call to action, when the post is public on that site; null otherwise.
 * Only links that an editor saved (and the contract allowed: http/https) can be followed.
 */
export async function storedCtaLink(db: Db, siteId: number, postId: number, tipId: string): Promise<string | null> {
  const result = await db.execute(sql`
    select tip->>'cta_link' as link
    from posts p, jsonb_array_elements(p.tips_meta) as tip
    where p.id = ${postId} and p.site_id = ${siteId} and tip->>'id' = ${tipId}
      and exists (select 1 from post_translations t where t.post_id = p.id and t.live)
    limit 1`);
  const link = (result as unknown as { rows: { link: string | null }[] }).rows[0]?.link ?? null;
  return link && /^https?:\/\//i.test(link) ? link : null;
}
