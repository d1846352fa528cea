import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import type { ContentResponse, CrossSiteResponse, OverviewResponse, SitesResponse, TrafficResponse } from '../../contract';
import { dailyStats, events, posts } from '../../db/schema';
import { seedSyntheticTraffic } from '../../db/seed/traffic';
import { rollupFromRaw } from './rollup';

let t: TestContext;
let adminToken: string;
let editorToken: string;
let sites: SitesResponse['sites'];

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  // Writes wait for an explicit flush here (the cadence has its own test below).
  t = await createTestContext({ EVENTS_FLUSH_MS: '60000' });
  [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
  sites = (await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(adminToken) })).body.sites;
});
afterAll(() => t.close());

const siteId = (domain: string) => sites.find((site) => site.domain === domain)!.id;

const beacon = (payload: unknown, { ua = CHROME, ip = '203.0.113.7', host = 'localhost:3000', type = 'text/plain' } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { host, 'user-agent': ua, 'content-type': type },
    remoteAddress: ip,
  });

const rawCount = async (where = sql`true`) =>
  Number(((await t.database.db.execute(sql`select count(*)::int as n from events where ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('POST /api/events', () => {
  it('answers 202 at once and writes the page view in the next batch, with no raw address or user agent', async () => {
    const res = await beacon({ kind: 'pageview', path: '/beacon-test', locale: 'es', referrer: 'https://www.google.com/search?q=x' }, { ua: IPHONE, ip: '198.51.100.23' });
    expect(res.statusCode).toBe(202);
    expect(await rawCount(sql`path = '/beacon-test'`)).toBe(0);
    await t.app.ctx.events.flush();
    const [row] = await t.database.db.select().from(events).where(eq(events.path, '/beacon-test'));
    expect(row).toMatchObject({ siteId: siteId('localhost'), locale: 'es', referrerHost: 'google.com', device: 'mobile', kind: 'pageview' });
    expect(row!.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const dump = JSON.stringify(
      ((await t.database.db.execute(sql`select * from events`)) as unknown as { rows: unknown[] }).rows,
    );
    expect(dump).not.toContain('198.51.100.23');
    expect(dump).not.toContain('iPhone');
  });

  it('counts the same visitor once a day, and a second visitor apart', async () => {
    for (const ip of ['192.0.2.1', '192.0.2.1', '192.0.2.2']) await beacon({ kind: 'pageview', path: '/visitors-test', locale: 'en' }, { ip });
    await t.app.ctx.events.flush();
    const [stats] = await t.database.db
      .select({ views: sql<number>`sum(${dailyStats.pageviews})::int`, visitors: sql<number>`sum(${dailyStats.visitors})::int` })
      .from(dailyStats)
      .where(and(eq(dailyStats.dimension, 'page'), eq(dailyStats.value, '/visitors-test')));
    expect(stats).toEqual({ views: 3, visitors: 2 });
  });

  it('does not count bots, junk agents or unknown sites, and says nothing about it', async () => {
    expect((await beacon({ kind: 'pageview', path: '/bot-test', locale: 'en' }, { ua: GOOGLEBOT })).statusCode).toBe(202);
    expect((await beacon({ kind: 'pageview', path: '/bot-test', locale: 'en' }, { ua: 'x' })).statusCode).toBe(202);
    expect((await beacon({ kind: 'pageview', path: '/bot-test', locale: 'en' }, { host: 'unknown.example' })).statusCode).toBe(202);
    await t.app.ctx.events.flush();
    expect(await rawCount(sql`path = '/bot-test'`)).toBe(0);
  });

  it('answers malformed, oversized or foreign events with 400/413, never 500', async () => {
    expect((await beacon('{not json')).statusCode).toBe(400);
    expect((await beacon({ kind: 'click', path: '/', locale: 'en' })).statusCode).toBe(400);
    expect((await beacon({ kind: 'pageview', path: 'https://evil.example/', locale: 'en' })).statusCode).toBe(400);
    expect((await beacon({ kind: 'pageview', path: '/', locale: 'en', extra: 1 })).statusCode).toBe(400);
    expect((await beacon({ kind: 'pageview', path: '/', locale: 'en', referrer: 'x'.repeat(5000) })).statusCode).toBe(413);
    expect((await beacon({ kind: 'pageview', path: '/', locale: 'en' }, { type: 'application/json' })).statusCode).toBe(202);
  });

  it('rate-limits a flood from one client without touching others', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await beacon({ kind: 'pageview', path: '/flood', locale: 'en' }, { ip: '192.0.2.99' })).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    expect((await beacon({ kind: 'pageview', path: '/flood', locale: 'en' }, { ip: '192.0.2.100' })).statusCode).toBe(202);
  });
});

describe('GET /go/{post}/{tip}', () => {
  it('counts the click and redirects to the stored link only', async () => {
    // A live article of the demo whose tip has a stored affiliate link.
    const rows = await t.database.db.select().from(posts).where(eq(posts.siteId, siteId('localhost')));
    const post = rows.find((row) => !row.deletedAt && row.tipsMeta.some((tip) => tip.cta_link))!;
    const tip = post.tipsMeta.find((meta) => meta.cta_link)!;
    const link = tip.cta_link!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/go/${post.id}/${tip.id}`,
      headers: { host: 'localhost:3000', 'user-agent': CHROME, referer: 'http://localhost:3000/es/some-article' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(link);
    await t.app.ctx.events.flush();
    const [click] = await t.database.db.select().from(events).where(eq(events.tipId, tip.id));
    expect(click).toMatchObject({ kind: 'cta_click', postId: post.id, path: '/es/some-article', locale: 'es' });
    // Unknown tip, unknown post, another site's host: no redirect anywhere.
    expect((await t.app.inject({ method: 'GET', url: `/go/${post.id}/nope`, headers: { host: 'localhost:3000' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/go/999999/${tip.id}`, headers: { host: 'localhost:3000' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/go/${post.id}/${tip.id}`, headers: { host: 'home.localhost:3000' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/go/abc/https:%2F%2Fevil.example', headers: { host: 'localhost:3000' } })).statusCode).toBe(400);
  });
});

describe('rollups and dashboards', () => {
  it('rollups equal the raw counts', async () => {
    await seedSyntheticTraffic(t.database.db, { days: 14, perDay: 60 });
    await t.app.ctx.events.flush();
    const raw = ((await t.database.db.execute(sql`
      select count(*) filter (where kind = 'pageview')::int as views, count(*) filter (where kind = 'cta_click')::int as clicks,
             (select count(*)::int from (select distinct site_id, (occurred_at at time zone 'UTC')::date, visitor from events where kind = 'pageview') v) as visitors
      from events`)) as unknown as { rows: { views: number; clicks: number; visitors: number }[] }).rows[0]!;
    // Every dimension adds up to the raw counts.
    for (const dimension of ['site', 'page', 'source', 'locale', 'device']) {
      const rolled = ((await t.database.db.execute(sql`
        select sum(pageviews)::int as views, sum(cta_clicks)::int as clicks, sum(visitors)::int as visitors
        from daily_stats where dimension = ${dimension}`)) as unknown as { rows: { views: number; clicks: number; visitors: number }[] }).rows[0]!;
      expect(rolled, dimension).toEqual(raw);
    }
    expect(raw.views).toBeGreaterThan(100);
    // The buffer's incremental rollup and a rebuild from raw agree.
    const today = new Date().toISOString().slice(0, 10);
    const before = await t.database.db.select().from(dailyStats).where(eq(dailyStats.day, today));
    await rollupFromRaw(t.database.db, today, today);
    const after = await t.database.db.select().from(dailyStats).where(eq(dailyStats.day, today));
    const key = (r: typeof dailyStats.$inferSelect) => `${r.siteId}|${r.dimension}|${r.value}|${r.pageviews}|${r.ctaClicks}|${r.visitors}`;
    expect(after.map(key).sort()).toEqual(before.map(key).sort());
  });

  it('serves overview, traffic, content and cross-site from the rollups, site-scoped', async () => {
    const local = siteId('localhost');
    const overview = await call<OverviewResponse>(t.app, { method: 'GET', url: `/api/admin/analytics/overview?site_id=${local}&range=7d`, headers: bearer(adminToken) });
    expect(overview.status).toBe(200);
    expect(overview.body.series).toHaveLength(7);
    expect(overview.body.current.pageviews).toBeGreaterThan(0);
    expect(overview.body.current.pageviews).toBe(overview.body.series.reduce((sum, day) => sum + day.pageviews, 0));
    const traffic = await call<TrafficResponse>(t.app, { method: 'GET', url: `/api/admin/analytics/traffic?site_id=${local}&range=30d`, headers: bearer(adminToken) });
    expect(traffic.body.sources.map((s) => s.kind)).toContain('search');
    expect(traffic.body.languages.length).toBeGreaterThan(1);
    const content = await call<ContentResponse>(t.app, { method: 'GET', url: `/api/admin/analytics/content?site_id=${local}&range=90d`, headers: bearer(adminToken) });
    expect(content.body.posts[0]!.pageviews).toBeGreaterThan(0);
    expect(content.body.posts[0]!.title).not.toMatch(/^#/);
    const cross = await call<CrossSiteResponse>(t.app, { method: 'GET', url: '/api/admin/analytics/cross-site?range=30d', headers: bearer(adminToken) });
    expect(cross.body.sites).toHaveLength(sites.length);
    const editor = await call<CrossSiteResponse>(t.app, { method: 'GET', url: '/api/admin/analytics/cross-site', headers: bearer(editorToken) });
    expect(editor.body.sites.map((s) => s.domain)).toEqual(['home.localhost']);
    expect((await call(t.app, { method: 'GET', url: `/api/admin/analytics/overview?site_id=${local}`, headers: bearer(editorToken) })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/analytics/overview?range=1y', headers: bearer(adminToken) })).status).toBe(400);
  });

  it('writes counted events within the flush cadence, with no flush or shutdown', async () => {
    const ctx = await createTestContext({ EVENTS_FLUSH_MS: '100' });
    try {
      const count = async () =>
        Number(((await ctx.database.db.execute(sql`select count(*)::int as n from events where path = '/cadence-test'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
      for (let i = 0; i < 3; i += 1) {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/events', payload: { kind: 'pageview', path: '/cadence-test', locale: 'en' }, headers: { host: 'localhost:3000', 'user-agent': CHROME, 'content-type': 'text/plain' } });
        expect(res.statusCode).toBe(202);
      }
      const deadline = Date.now() + 15_000; // a generous wait: the cadence is 100 ms, a loaded machine may lag
      while ((await count()) < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await count()).toBe(3);
      expect(ctx.app.ctx.events.buffer.size).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('flushes buffered events on a clean shutdown', async () => {
    const ctx = await createTestContext();
    try {
      await ctx.app.inject({ method: 'POST', url: '/api/events', payload: { kind: 'pageview', path: '/shutdown-test', locale: 'en' }, headers: { host: 'localhost:3000', 'user-agent': CHROME } });
      // Not written yet: it waits in memory for the next batch.
      await ctx.app.close();
      const result = await ctx.database.db.execute(sql`select count(*)::int as n from events where path = '/shutdown-test'`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await ctx.database.close();
    }
  });
});

describe('retention', () => {
  it('purges raw events older than the retention and keeps the rollups', async () => {
    const { purgeRaw } = await import('./rollup');
    const before = await t.database.db.select({ n: sql<number>`sum(${dailyStats.pageviews})::int` }).from(dailyStats).where(eq(dailyStats.dimension, 'site'));
    // Slices of 50 events: the purge takes several statements here.
    await purgeRaw(t.database.db, 5, Date.now(), 50);
    const oldest = ((await t.database.db.execute(sql`select min(occurred_at) as at from events`)) as unknown as { rows: { at: string | Date }[] }).rows[0]!.at;
    expect(Date.now() - new Date(oldest).getTime()).toBeLessThanOrEqual(5 * 86_400_000);
    const after = await t.database.db.select({ n: sql<number>`sum(${dailyStats.pageviews})::int` }).from(dailyStats).where(eq(dailyStats.dimension, 'site'));
    expect(after).toEqual(before);
  });
});

describe('content report', () => {
  it('lists each article once per language, the 100 most viewed of every language, and says which languages had more', async () => {
    const ctx = await createTestContext();
    try {
      const token = await login(ctx.app);
      const local = (await call<SitesResponse>(ctx.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(token) })).body.sites.find(
        (site) => site.domain === 'localhost',
      )!.id;
      const day = new Date().toISOString().slice(0, 10);
      const page = (postId: number, path: string, pageviews: number, ctaClicks = 0) => ({
        siteId: local,
        dimension: 'page' as const,
        day,
        value: path,
        postId,
        pageviews,
        ctaClicks,
        visitors: 1,
      });
      await ctx.database.db.insert(dailyStats).values([
        // English: few articles with many views; one read under two paths (a slug change) is one row.
        page(900_001, '/old-slug', 1000, 10),
        page(900_001, '/new-slug', 500, 20),
        page(900_002, '/another', 800),
        // Spanish: more articles than the report lists, each with fewer views than any English one.
        ...Array.from({ length: 105 }, (_, i) => page(800_000 + i, `/es/articulo-${i}`, i + 1)),
      ]);
      const content = await call<ContentResponse>(ctx.app, {
        method: 'GET',
        url: `/api/admin/analytics/content?site_id=${local}&range=7d`,
        headers: bearer(token),
      });
      expect(content.status).toBe(200);
      const rows = content.body.posts.filter((row) => row.post_id >= 800_000);
      const english = rows.filter((row) => row.locale === 'en');
      expect(english).toEqual([
        { post_id: 900_001, site_id: local, title: '#900001', locale: 'en', pageviews: 1500, cta_clicks: 30, ctr: 0.02 },
        { post_id: 900_002, site_id: local, title: '#900002', locale: 'en', pageviews: 800, cta_clicks: 0, ctr: 0 },
      ]);
      // A global cut would have kept the English rows and dropped Spanish ones; per language, none is lost.
      const spanish = rows.filter((row) => row.locale === 'es');
      expect(spanish).toHaveLength(100);
      expect(spanish.map((row) => row.pageviews)).toEqual(Array.from({ length: 100 }, (_, i) => 105 - i));
      expect(content.body.limit_per_locale).toBe(100);
      expect(content.body.truncated_locales).toEqual(['es']);
    } finally {
      await ctx.close();
    }
  });
});
