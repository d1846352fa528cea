import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, Partner } from '../../contract';
import { rowsOf } from '../../db/rows';
import { dailyStats, offerClicks } from '../../db/schema';
import { dayOf } from '../../lib/days';
import { bearer, call, createOwnSite, createTestContext, login, type TestContext } from '../../../test/helpers';
import { articleWithTips, offerInput } from '../offers/fixture';
import { CLICK_ID_PATTERN } from '../offers/service';
import { rollupFromRaw } from './rollup';

/** The click id a redirect carries (`sub={click_id}`): '' for a click not recorded. */
const subOf = (location: string | undefined) => new URL(location ?? '').searchParams.get('sub');

/**
 * GET /go/{post}/{tip} before Fastify (go-early.ts): real HTTP requests (the early path sits on the
 * server, which app.inject() does not use) answered exactly as the route answers them.
 */
const DOMAIN = `go-early-${Date.now().toString(36)}.localhost`;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

let t: TestContext;
let port: number;
let admin: Record<string, string>;
let siteId: number;
let postId: number;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Go early', languages: ['es'] })).id;
  admin = bearer(await login(t.app));
  const partner = await call<Partner>(t.app, { method: 'POST', url: '/api/admin/partners', headers: admin, payload: { name: 'Early partner', website: null, contact: null, notes: null } });
  const offer = await call<Offer>(t.app, {
    method: 'POST',
    url: '/api/admin/offers',
    headers: admin,
    payload: offerInput(partner.body.id, {
      site_id: siteId,
      name: 'Early offer',
      destinations: { es: 'https://shop.example/es/landing' },
      template: 'lang={lang}&post={post}&tip={tip}&sub={click_id}',
    }),
  });
  expect(offer.status).toBe(201);
  const created = await articleWithTips(t, admin, siteId, 'Early deals', [
    { offer_id: offer.body.id, cta_link: 'https://fallback.example/' },
    { offer_id: null, cta_link: 'https://own.example/' },
    { offer_id: null, cta_link: null },
  ]);
  postId = created.id;
});
afterAll(() => t.close());

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const READER = { host: DOMAIN, 'user-agent': CHROME, referer: `http://${DOMAIN}/es/early-deals-es` };

function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, headers: { ...READER, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: text }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function viaFastify(url: string, ip: string): Promise<Reply> {
  const res = await t.app.inject({ method: 'GET', url, headers: READER, remoteAddress: ip });
  return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body };
}

/** What a client sees, minus what each connection (and each click's id) sets for itself. */
const visible = ({ status, headers, body }: Reply) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  if (rest.location) rest.location = rest.location.replace(/sub=[\w-]+/, 'sub=<click>');
  return { status, headers: rest, body };
};

describe('GET /go before Fastify', () => {
  it('answers exactly as the route does: an offer, a tip link, no link, an unknown tip or post', async () => {
    const urls = [`/go/${postId}/t1`, `/go/${postId}/t1?from=newsletter`, `/go/${postId}/t2`, `/go/${postId}/t3`, `/go/${postId}/nope`, '/go/999999/t1'];
    for (const [index, url] of urls.entries()) {
      // Twice: the first click may load what the early path needs (it then goes to the route).
      for (const round of [1, 2]) {
        const early = await get(url, { 'x-forwarded-for': `198.51.100.${index * 2 + round}` });
        const route = await viaFastify(url, `192.0.2.${index * 2 + round}`);
        expect(visible(early), `${url} (${round})`).toEqual(visible(route));
      }
    }
    const offerClick = await get(`/go/${postId}/t1`);
    expect(offerClick.status).toBe(302);
    expect(offerClick.headers.location).toMatch(new RegExp(`^https://shop\\.example/es/landing\\?lang=es&post=${postId}&tip=1&sub=[^&]+$`));
    expect(subOf(offerClick.headers.location)).toMatch(CLICK_ID_PATTERN);
    expect(offerClick.headers['cache-control']).toBe('no-store');
    expect(offerClick.headers['content-security-policy']).toBeTruthy();
    expect((await get(`/go/${postId}/t2`)).headers.location).toBe('https://own.example/');
    expect((await get(`/go/${postId}/t3`)).status).toBe(404);
  });

  it('finds what it needs in memory once a first click loaded it, and records the click with its visitor', async () => {
    await get(`/go/${postId}/t1`);
    expect(t.app.ctx.sitesByHost.knownNow(DOMAIN)).toBe(siteId);
    expect(t.app.ctx.ctaLinks.peek(`${siteId}:${postId}:t1`)?.value?.offer).toBeTruthy();
    const reply = await get(`/go/${postId}/t1`, { 'x-forwarded-for': '198.51.100.200' });
    const clickId = /sub=([\w-]+)/.exec(reply.headers.location!)![1]!;
    await t.app.ctx.offerClicks.flush();
    const [row] = await t.database.db.select().from(offerClicks).where(eq(offerClicks.id, clickId));
    expect(row).toMatchObject({ postId, tipId: 't1', locale: 'es' });
    expect(row!.visitor).toMatch(/^[\w-]{22}$/);
    expect(row!.visitor).not.toContain('198.51.100.200');
  });

  it('shares the click limit with the route: past 60 a minute the reader still goes on, unrecorded', async () => {
    const from = { 'x-forwarded-for': '203.0.113.70' }; // a loopback proxy is trusted (TRUST_PROXY)
    for (let i = 0; i < 60; i++) expect(subOf((await get(`/go/${postId}/t1`, from)).headers.location)).toMatch(CLICK_ID_PATTERN);
    expect(subOf((await get(`/go/${postId}/t1`, from)).headers.location)).toBe('');
    expect(subOf((await viaFastify(`/go/${postId}/t1`, '203.0.113.70')).headers.location)).toBe('');
    expect(subOf((await get(`/go/${postId}/t1`, { 'x-forwarded-for': '203.0.113.71' })).headers.location)).toMatch(CLICK_ID_PATTERN);
  });

  it('leaves what the contract refuses, other methods and other hosts to Fastify', async () => {
    for (const url of ['/go/abc/t1', '/go/1/Upper', '/go/abc/https:%2F%2Fevil.example', `/go/${postId}/t1/extra`]) {
      const early = await get(url);
      expect(early.status, url).toBe((await viaFastify(url, '192.0.2.90')).status);
      expect(early.status, url).not.toBe(302);
    }
    expect((await get(`/go/${postId}/t1`, { host: 'elsewhere.localhost' })).status).toBe(404);
    const head = await new Promise<number>((resolve) =>
      httpRequest({ host: '127.0.0.1', port, method: 'HEAD', path: `/go/${postId}/t2`, headers: READER }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      }).end(),
    );
    expect(head).toBe(302);
  });

  it("keeps a reader's offer click as its CTA click's one raw row: counted in the rollup, rebuilt from it; a bot's is recorded, not counted", async () => {
    const readerId = /sub=([\w-]+)/.exec((await get(`/go/${postId}/t1`, { 'x-forwarded-for': '198.51.100.210' })).headers.location!)![1]!;
    const botId = /sub=([\w-]+)/.exec(
      (await get(`/go/${postId}/t1`, { 'x-forwarded-for': '198.51.100.211', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).headers.location!,
    )![1]!;
    expect((await get(`/go/${postId}/t2`, { 'x-forwarded-for': '198.51.100.212' })).headers.location).toBe('https://own.example/');
    await t.app.ctx.offerClicks.flush();
    await t.app.ctx.events.flush();
    const row = async (id: string) => (await t.database.db.select().from(offerClicks).where(eq(offerClicks.id, id)))[0];
    expect(await row(readerId)).toMatchObject({ path: '/es/early-deals-es', device: 'desktop', locale: 'es' });
    expect(await row(botId)).toMatchObject({ path: null, device: null });

    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;
    // The offer's clicks have no row in events; the tip's own link's clicks do.
    expect(await count(sql`select count(*)::int as n from events where site_id = ${siteId} and tip_id = 't1'`)).toBe(0);
    const ownLinkClicks = await count(sql`select count(*)::int as n from events where site_id = ${siteId} and kind = 'cta_click' and tip_id = 't2'`);
    expect(ownLinkClicks).toBeGreaterThan(0);
    const readersOfferClicks = await count(sql`select count(*)::int as n from offer_clicks where site_id = ${siteId} and device is not null`);
    expect(readersOfferClicks).toBeLessThan(await count(sql`select count(*)::int as n from offer_clicks where site_id = ${siteId}`));

    // The dashboards count every reader's click once, and a rebuild from the raw rows agrees.
    const today = dayOf(Date.now());
    const siteRows = () =>
      t.database.db
        .select({ dimension: dailyStats.dimension, value: dailyStats.value, ctaClicks: dailyStats.ctaClicks, pageviews: dailyStats.pageviews })
        .from(dailyStats)
        .where(and(eq(dailyStats.siteId, siteId), eq(dailyStats.day, today)))
        .orderBy(dailyStats.dimension, dailyStats.value);
    const counted = await siteRows();
    expect(counted.find((r) => r.dimension === 'site')?.ctaClicks).toBe(readersOfferClicks + ownLinkClicks);
    expect(counted).toContainEqual({ dimension: 'page', value: '/es/early-deals-es', ctaClicks: readersOfferClicks + ownLinkClicks, pageviews: 0 });
    await rollupFromRaw(t.database.db, today, today);
    expect(await siteRows()).toEqual(counted);
  });
});
