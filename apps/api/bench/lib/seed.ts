/** Databases the benchmarks start from: the demo, topped up where a target needs more posts. */
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../../src/db/setup';
import { seedSyntheticPosts } from '../../src/db/seed/synthetic';

type Db = Parameters<typeof seedSyntheticPosts>[0];

/** A fresh demo database in `dataDir`, optionally grown to `totalPosts` posts on localhost. */
export async function seedFresh(dataDir: string, totalPosts?: number): Promise<void> {
  const { database } = await prepareDatabase({ dataDir, demo: true });
  try {
    // The demo's lifestyle category must have a page 2 for the list target; top it up if not.
    const { posts: added } = await ensureLifestylePageTwo(database.db);
    if (added > 0) console.log(`  note: added ${added} synthetic lifestyle posts so page 2 exists`);
    if (totalPosts) {
      const inserted = await seedSyntheticPosts(database.db, 'localhost', totalPosts);
      console.log(`  synthetic posts: +${inserted} (site total ${totalPosts})`);
    }
  } finally {
    await database.close();
  }
}

async function ensureLifestylePageTwo(db: Db): Promise<{ posts: number }> {
  const result = await db.execute<{ n: number; total: number }>(sql`
    select (select count(*)::int from post_translations t join sites s on s.id = t.site_id
            where s.domain = 'localhost' and t.locale = 'en' and t.category = 'lifestyle' and t.live) as n,
           (select count(*)::int from posts p join sites s on s.id = p.site_id where s.domain = 'localhost') as total`);
  const row = (result as unknown as { rows: Array<{ n: number; total: number }> }).rows[0]!;
  if (row.n > 9) return { posts: 0 };
  const missing = 12 - row.n;
  await seedSyntheticPosts(db, 'localhost', row.total + missing, ['lifestyle']);
  return { posts: missing };
}
