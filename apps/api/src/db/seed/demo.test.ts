import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from '../../../test/helpers';
import type { Database } from '../client';
import { adminUsers, adminUserSites, languages, posts, postTranslations, sites } from '../schema';
import { DEMO_CONTENT_DIR } from '../../env';
import { readContentFolder } from '../../modules/content/content-folder';
import { seedDemo } from './demo';
import { seedSyntheticPosts, SYNTHETIC_TITLE_PREFIX } from './synthetic';

let database: Database;

beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('seeds only an empty database', async () => {
    expect(await seedDemo(database.db)).toBe(false);
    const [row] = await database.db.select({ n: count() }).from(sites);
    expect(row!.n).toBe(4);
  });

  it('gives every site posts and a description, and localhost every article', async () => {
    const all = await database.db.select().from(sites);
    for (const site of all) {
      const [row] = await database.db.select({ n: count() }).from(posts).where(eq(posts.siteId, site.id));
      expect(row!.n, site.domain).toBeGreaterThan(0);
      expect(site.description).toBeTruthy();
    }
    const local = all.find((site) => site.domain === 'localhost')!;
    const [localPosts] = await database.db.select({ n: count() }).from(posts).where(eq(posts.siteId, local.id));
    const { articles } = await readContentFolder(DEMO_CONTENT_DIR);
    expect(localPosts!.n).toBe(articles.length);
  });

  it('gives the editor exactly one site, not localhost', async () => {
    const [editor] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, 'editor@demo.test'));
    const rows = await database.db
      .select({ domain: sites.domain })
      .from(adminUserSites)
      .innerJoin(sites, eq(sites.id, adminUserSites.siteId))
      .where(eq(adminUserSites.adminUserId, editor!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.domain).not.toBe('localhost');
  });

  it('stores no plain passwords', async () => {
    for (const user of await database.db.select().from(adminUsers)) {
      expect(user.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(user.passwordHash).not.toContain('demo-');
    }
  });

  it('sets English as the one default language of each site, with disabled ones present', async () => {
    const rows = await database.db.select().from(languages);
    const defaults = rows.filter((row) => row.isDefault);
    expect(defaults.every((row) => row.code === 'en' && row.enabled)).toBe(true);
    expect(defaults).toHaveLength(4);
    expect(rows.some((row) => !row.enabled)).toBe(true);
  });

  it('publishes every translation of a published article and none of a draft, with tip ids shared across languages', async () => {
    const rows = await database.db
      .select({ status: postTranslations.status, publishedAt: postTranslations.publishedAt, slug: postTranslations.slug, locale: postTranslations.locale, content: postTranslations.content, tipsMeta: posts.tipsMeta })
      .from(postTranslations)
      .innerJoin(posts, eq(posts.id, postTranslations.postId));
    const { articles } = await readContentFolder(DEMO_CONTENT_DIR);
    for (const article of articles) {
      const published = article.translations.en!.status === 'published';
      for (const [locale, texts] of Object.entries(article.translations)) {
        const row = rows.find((r) => r.locale === locale && r.slug === texts.slug)!;
        expect(row.status, `${article.key}/${locale}`).toBe(published ? 'published' : 'draft');
        expect(row.publishedAt === null).toBe(!published);
        expect(row.content.map((tip) => tip.id)).toEqual(row.tipsMeta.map((tip) => tip.id));
        expect(row.content.map((tip) => tip.price_range)).toEqual(texts.content.map((tip) => tip.price_range));
      }
    }
  });

  it('has no synthetic posts; the synthetic seeder marks its posts clearly', async () => {
    const synthetic = like(postTranslations.title, `${SYNTHETIC_TITLE_PREFIX}%`);
    expect((await database.db.select({ n: count() }).from(postTranslations).where(synthetic))[0]!.n).toBe(0);
    const added = await seedSyntheticPosts(database.db, 'home.localhost', 50);
    expect(added).toBeGreaterThan(0);
    expect((await database.db.select({ n: count() }).from(postTranslations).where(synthetic))[0]!.n).toBe(added);
  });
});
