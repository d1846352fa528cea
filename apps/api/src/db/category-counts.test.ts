import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from '../../test/helpers';
import type { Database } from './client';
import { categoryCounts, posts, postTranslations } from './schema';

let database: Database;

beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(() => database.close());

/** category_counts must equal a real count of live translations after any kind of write. */
async function expectExact() {
  const real = await database.db
    .select({
      siteId: posts.siteId,
      category: posts.category,
      locale: postTranslations.locale,
      n: sql<number>`count(*)::int`,
    })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(and(eq(postTranslations.status, 'published'), sql`${posts.deletedAt} is null`))
    .groupBy(posts.siteId, posts.category, postTranslations.locale);
  const counted = await database.db.select().from(categoryCounts);
  const key = (row: { siteId: number; category: string | null; locale: string }) => `${row.siteId}/${row.category}/${row.locale}`;
  const realByKey = new Map(real.map((row) => [key(row), row.n]));
  for (const [name, n] of realByKey) {
    expect(counted.find((row) => key(row) === name)?.published, name).toBe(n);
  }
  for (const row of counted) {
    if (!realByKey.has(key(row))) expect(row.published, key(row)).toBe(0);
  }
}

async function publishedMoneyPost() {
  const [row] = await database.db
    .select({ postId: postTranslations.postId })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(and(eq(postTranslations.status, 'published'), eq(postTranslations.locale, 'es'), eq(posts.category, 'money')))
    .limit(1);
  return row!.postId;
}

describe('category_counts triggers', () => {
  it('match the seeded translations per site, category and locale', async () => {
    await expectExact();
  });

  it('follow publishing and unpublishing one translation', async () => {
    const id = await publishedMoneyPost();
    const es = and(eq(postTranslations.postId, id), eq(postTranslations.locale, 'es'));
    await database.db.update(postTranslations).set({ status: 'draft' }).where(es);
    await expectExact();
    await database.db.update(postTranslations).set({ status: 'published' }).where(es);
    await expectExact();
  });

  it('follow the post: re-categorise, trash, restore, delete', async () => {
    const id = await publishedMoneyPost();
    await database.db.update(posts).set({ category: 'travel' }).where(eq(posts.id, id));
    await expectExact();
    await database.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, id));
    await expectExact();
    await database.db.update(posts).set({ deletedAt: null }).where(eq(posts.id, id));
    await expectExact();
    await database.db.delete(posts).where(eq(posts.category, 'health'));
    await expectExact();
  });

  it('keep the copies on each translation right (category, live)', async () => {
    const id = await publishedMoneyPost();
    await database.db.update(posts).set({ category: 'food', deletedAt: new Date() }).where(eq(posts.id, id));
    const rows = await database.db.select().from(postTranslations).where(eq(postTranslations.postId, id));
    expect(rows.every((row) => row.category === 'food' && !row.live)).toBe(true);
  });
});
