import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from '../../test/helpers';
import type { Database } from './client';
import { categoryCounts, posts } from './schema';

let database: Database;

beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(() => database.close());

/** category_counts must equal a real count after any kind of write. */
async function expectExact() {
  const real = await database.db
    .select({ siteId: posts.siteId, category: posts.category, n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.published, true))
    .groupBy(posts.siteId, posts.category);
  const counted = await database.db.select().from(categoryCounts);
  for (const row of real) {
    const match = counted.find((c) => c.siteId === row.siteId && c.category === row.category);
    expect(match?.published, `${row.siteId}/${row.category}`).toBe(row.n);
  }
  for (const row of counted) {
    if (!real.some((r) => r.siteId === row.siteId && r.category === row.category)) expect(row.published).toBe(0);
  }
}

describe('category_counts triggers', () => {
  it('match the seeded posts', async () => {
    await expectExact();
  });

  it('follow publish, unpublish, re-categorise and delete', async () => {
    const [post] = await database.db.select().from(posts).where(and(eq(posts.published, true), eq(posts.category, 'money'))).limit(1);
    await database.db.update(posts).set({ published: false }).where(eq(posts.id, post!.id));
    await expectExact();
    await database.db.update(posts).set({ published: true, category: 'travel' }).where(eq(posts.id, post!.id));
    await expectExact();
    await database.db.delete(posts).where(eq(posts.category, 'health'));
    await expectExact();
  });
});
