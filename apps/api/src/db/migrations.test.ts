import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { createPglite } from './pglite-create';

/** Runs one migration file the way drizzle's migrator splits it. */
async function apply(db: PGlite, file: string) {
  const text = await readFile(`${migrationsFolder()}${file}`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;

/** Migration 0003 moves publish state to the translations: existing rows must keep their meaning. */
describe('migration 0003 (publishing) on existing rows', () => {
  beforeAll(async () => {
    db = await PGlite.create();
    for (const file of ['0000_init.sql', '0001_category-counts.sql', '0002_category-count-triggers.sql']) {
      await apply(db, file);
    }
    await db.exec(`
      insert into sites (id, name, domain) values (1, 'S', 's.test');
      insert into posts (id, site_id, category, published, published_at, updated_at, content_type, content_html, tips_meta) values
        (1, 1, 'money', true, '2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z', 'json', null,
         '[{"rating":"4/5","price_range":"$","cta_link":"https://a.test","company_name":"A"},{"rating":"5/5","price_range":"Free","cta_link":null,"company_name":null}]'),
        (2, 1, 'money', false, null, '2026-01-04T00:00:00Z', 'html', '<p>Body</p>', '[]');
      insert into post_translations (post_id, site_id, locale, slug, title, excerpt, content) values
        (1, 1, 'en', 'one', 'One', 'E', '[{"title":"A","description":"D","tip":"T","cta_text":"Go","affiliate_note":null},{"title":"B","description":"D2","tip":null,"cta_text":null,"affiliate_note":null}]'),
        (1, 1, 'es', 'uno', 'Uno', 'E', '[{"title":"A es","description":"D","tip":"T","cta_text":"Ir","affiliate_note":null},{"title":"B es","description":"D2","tip":null,"cta_text":null,"affiliate_note":null}]'),
        (2, 1, 'en', 'two', 'Two', 'E', '[]');`);
    await apply(db, '0003_publishing.sql');
  });
  afterAll(() => db.close());

  it('publishes every translation of a published post at its date, keeps drafts draft', async () => {
    const { rows } = await db.query<{ post_id: number; locale: string; status: string; published_at: Date | null; live: boolean; content_type: string; content_html: string | null }>(
      'select post_id, locale, status, published_at, live, content_type, content_html from post_translations order by post_id, locale',
    );
    expect(rows.map((r) => [r.post_id, r.locale, r.status, r.live])).toEqual([
      [1, 'en', 'published', true],
      [1, 'es', 'published', true],
      [2, 'en', 'draft', false],
    ]);
    expect(rows[0]!.published_at?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(rows[2]).toMatchObject({ content_type: 'html', content_html: '<p>Body</p>', published_at: null });
  });

  it('gives tips ids t1..tN and copies price_range into every language', async () => {
    const meta = await db.query<{ tips_meta: unknown }>('select tips_meta from posts where id = 1');
    expect(meta.rows[0]!.tips_meta).toEqual([
      { id: 't1', rating: '4/5', cta_link: 'https://a.test', company_name: 'A' },
      { id: 't2', rating: '5/5', cta_link: null, company_name: null },
    ]);
    const es = await db.query<{ content: Array<Record<string, unknown>> }>("select content from post_translations where locale = 'es'");
    expect(es.rows[0]!.content.map((tip) => [tip.id, tip.title, tip.price_range])).toEqual([
      ['t1', 'A es', '$'],
      ['t2', 'B es', 'Free'],
    ]);
  });

  it('counts live translations per site, category and locale', async () => {
    const { rows } = await db.query('select site_id, category, locale, published from category_counts where published > 0 order by locale');
    expect(rows).toEqual([
      { site_id: 1, category: 'money', locale: 'en', published: 1 },
      { site_id: 1, category: 'money', locale: 'es', published: 1 },
    ]);
  });
});

/**
 * Migration 0018 gives the sites that exist the categories that lived in code until then: the
 * ones each carries, with the words and slugs of @sitenet/i18n/default-categories (which new
 * sites read), so no URL changes.
 */
describe('migration 0018 (categories) on existing sites', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir(migrationsFolder())).filter((file) => file.endsWith('.sql')).sort();
    for (const file of files.filter((name) => name < '0018')) await apply(pg, file);
    await pg.exec(`insert into sites (id, name, domain, categories) values (1, 'All', 'all.test', null), (2, 'Some', 'some.test', '["home","health"]')`);
    await apply(pg, '0018_categories.sql');
  });
  afterAll(() => pg.close());

  it('seeds the defaults each site carries, in the defaults’ order, with their words in every language', async () => {
    const { DEFAULT_CATEGORIES } = await import('@sitenet/i18n/default-categories');
    const categories = await pg.query<{ id: number; site_id: number; key: string; emoji: string; gradient: string; position: number; in_nav: boolean }>(
      'select id, site_id, key, emoji, gradient, position, in_nav from categories order by site_id, position',
    );
    const all = categories.rows.filter((row) => row.site_id === 1);
    expect(all.map(({ key, emoji, gradient, in_nav }) => ({ key, emoji, gradient, in_nav }))).toEqual(
      DEFAULT_CATEGORIES.map(({ key, emoji, gradient, in_nav }) => ({ key, emoji, gradient, in_nav })),
    );
    expect(categories.rows.filter((row) => row.site_id === 2).map((row) => row.key)).toEqual(['health', 'home']);
    const words = await pg.query<{ category_id: number; locale: string; name: string; slug: string; description: string }>(
      'select category_id, locale, name, slug, description from category_translations where site_id = 1',
    );
    for (const expected of DEFAULT_CATEGORIES) {
      const id = all.find((row) => row.key === expected.key)!.id;
      const stored = Object.fromEntries(
        words.rows.filter((row) => row.category_id === id).map((row) => [row.locale, { name: row.name, slug: row.slug, description: row.description }]),
      );
      expect(stored).toEqual(expected.translations);
    }
  });
});

/**
 * Migration 0025 makes authors per site: each network-wide author becomes one row per site whose
 * posts name it, the posts follow their site's copy, and an author no post names lands on every site.
 */
describe('migration 0025 (authors per site) on existing rows', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir(migrationsFolder())).filter((file) => file.endsWith('.sql')).sort();
    for (const file of files.filter((name) => name < '0025')) await apply(pg, file);
    await pg.exec(`
      insert into sites (id, name, domain) values (1, 'A', 'a.test'), (2, 'B', 'b.test');
      insert into authors (id, key, name, avatar, role, bio) values
        (10, 'maya-chen', 'Maya Chen', '/avatars/maya-chen.svg', '{"en":"Editor","es":"Editora"}', '{"en":"Bio"}'),
        (11, 'solo', 'Solo', null, null, null),
        (12, 'unused', 'Unused', null, '{"en":"Spare"}', null);
      insert into posts (id, site_id, author_id) values (1, 1, 10), (2, 2, 10), (3, 2, 11), (4, 1, null);`);
    await apply(pg, '0025_authors-per-site.sql');
  });
  afterAll(() => pg.close());

  it('gives each site its own copy of the authors its posts name, with the key as slug', async () => {
    const { rows } = await pg.query<{ site_id: number; key: string; slug: string; name: string; role: unknown }>(
      'select site_id, key, slug, name, role from authors order by site_id, key',
    );
    expect(rows.map((row) => [row.site_id, row.slug])).toEqual([
      [1, 'maya-chen'],
      [1, 'unused'],
      [2, 'maya-chen'],
      [2, 'solo'],
      [2, 'unused'],
    ]);
    expect(rows[0]).toMatchObject({ key: 'maya-chen', name: 'Maya Chen', role: { en: 'Editor', es: 'Editora' } });
  });

  it('points every post at its own site’s copy', async () => {
    const { rows } = await pg.query<{ id: number; site_id: number; author_site: number | null; author_key: string | null }>(
      'select p.id, p.site_id, a.site_id as author_site, a.key as author_key from posts p left join authors a on a.id = p.author_id order by p.id',
    );
    expect(rows).toEqual([
      { id: 1, site_id: 1, author_site: 1, author_key: 'maya-chen' },
      { id: 2, site_id: 2, author_site: 2, author_key: 'maya-chen' },
      { id: 3, site_id: 2, author_site: 2, author_key: 'solo' },
      { id: 4, site_id: 1, author_site: null, author_key: null },
    ]);
  });

  it('refuses a second author with the same slug on one site', async () => {
    await expect(
      pg.exec(`insert into authors (site_id, key, slug, name) values (1, 'other', 'maya-chen', 'X')`),
    ).rejects.toThrow(/authors_site_slug_idx/);
  });
});

/**
 * Migrations 0043 and 0044 move the clicks into batches: every click must read back as it was,
 * and still after 0045, whose reader takes these batches (every click with all its fields) as
 * they are beside the new ones (clicks sharing their placements).
 */
describe('migrations 0043-0045 (clicks in batches) on existing clicks', () => {
  let pg: PGlite;
  const rowsOf = async (query: string) => (await pg.query<Record<string, unknown>>(query)).rows;
  beforeAll(async () => {
    pg = await createPglite({});
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir(migrationsFolder())).filter((file) => file.endsWith('.sql')).sort();
    for (const file of files.filter((name) => name < '0043')) await apply(pg, file);
    await pg.exec(`
      insert into sites (id, name, domain) values (1, 'A', 'a.test');
      insert into partners (id, name) values (1, 'P');
      insert into offers (id, partner_id, name, destination_url, commission_model, commission_rate, commission_currency)
        values (1, 1, 'Kept', 'https://a.example/', 'per_click', 0.1, 'EUR'), (2, 1, 'Deleted', 'https://b.example/', 'per_click', 0.1, 'EUR');
      insert into offer_clicks (id, offer_id, site_id, post_id, tip_id, locale, clicked_at, visitor, path, device) values
        ('mx1a0000AAAA', 1, 1, 7, 't1', 'es', '2026-11-20 10:00:00.123+00', 'v1', '/es/x', 'mobile'),
        ('mx1a0001aaaa', 1, 1, 8, 'tip "2"', 'zh', '2026-11-20 10:00:30.5+00', null, null, null),
        ('mx1b0000zzzz', 2, 1, 7, 't2', 'en', '2026-11-21 23:59:59.999+00', 'v2', '/x', 'desktop');
      insert into offer_conversions (click_id, offer_id, site_id, post_id, locale, amount, currency, earnings, earnings_currency, source)
        values ('mx1a0001aaaa', 1, 1, 8, 'zh', 10, 'EUR', 1, 'EUR', 'import');`);
    await apply(pg, '0043_offer-click-batches.sql');
    await apply(pg, '0044_offer-clicks-view.sql');
    await apply(pg, '0045_offer-click-placements.sql');
  });
  afterAll(() => pg.close());

  it('reads every click back as it was, and a conversion keeps its click’s time', async () => {
    const clicks = `select id, offer_id, post_id, tip_id, locale, clicked_at::text, visitor, path, device from offer_clicks order by id`;
    expect(await rowsOf(clicks)).toEqual([
      { id: 'mx1a0000AAAA', offer_id: 1, post_id: 7, tip_id: 't1', locale: 'es', clicked_at: '2026-11-20 10:00:00.123+00', visitor: 'v1', path: '/es/x', device: 'mobile' },
      { id: 'mx1a0001aaaa', offer_id: 1, post_id: 8, tip_id: 'tip "2"', locale: 'zh', clicked_at: '2026-11-20 10:00:30.5+00', visitor: null, path: null, device: null },
      { id: 'mx1b0000zzzz', offer_id: 2, post_id: 7, tip_id: 't2', locale: 'en', clicked_at: '2026-11-21 23:59:59.999+00', visitor: 'v2', path: '/x', device: 'desktop' },
    ]);
    expect(await rowsOf(`select click_id, clicked_at::text from offer_conversions`)).toEqual([
      { click_id: 'mx1a0001aaaa', clicked_at: '2026-11-20 10:00:30.5+00' },
    ]);
  });

  it('finds clicks by time and by id, and leaves out a deleted offer’s', async () => {
    const between = (lo: string, hi: string) =>
      rowsOf(`select id from offer_clicks_between('${lo}', '${hi}') order by id`);
    expect(await between('2026-11-20', '2026-11-20 10:00:30.5+00')).toEqual([{ id: 'mx1a0000AAAA' }]);
    expect(await between('2026-11-21', '2026-11-22')).toEqual([{ id: 'mx1b0000zzzz' }]);
    // Two of one batch (its first click and its last), one alone in its batch, one unknown.
    const ids = `array['mx1a0000AAAA', 'mx1a0001aaaa', 'mx1b0000zzzz', 'nope']`;
    expect(await rowsOf(`select id, tip_id, path from offer_clicks_with_ids(${ids}) order by id`)).toEqual([
      { id: 'mx1a0000AAAA', tip_id: 't1', path: '/es/x' },
      { id: 'mx1a0001aaaa', tip_id: 'tip "2"', path: null },
      { id: 'mx1b0000zzzz', tip_id: 't2', path: '/x' },
    ]);
    await pg.exec(`delete from offers where id = 2`);
    expect(await between('2026-11-21', '2026-11-22')).toEqual([]);
    expect(await rowsOf(`select count(*)::int as n from offer_clicks`)).toEqual([{ n: 2 }]);
  });
});
