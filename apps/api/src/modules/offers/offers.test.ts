import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPostDetail,
  ErrorBody,
  Offer,
  OfferInput,
  Partner,
  PostTranslationInput,
  PlacementsResponse,
} from '../../contract';
import { offerClicks } from '../../db/schema';
import { SettableClock } from '../../lib/clock';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
  makeTestWebRoot,
} from '../../../test/helpers';
import { createMember, sessionFor } from '../people/fixture';

/**
 * Partners, offers and "one change, everywhere": tips of a site of this file's own point to an
 * offer; /go follows the offer's current destination per language with the template filled in,
 * falls back or hides the button when the offer is inactive. The magazine pages are rendered by
 * its real server build (as in site-identity.test.ts).
 */
const DOMAIN = `offers-${Date.now().toString(36)}.localhost`;

let t: TestContext;
let clock: SettableClock;
let webRoot: string;
let admin: Record<string, string>;
let siteId: number;
/** Two more sites of the test's own (made before the admin's first request: its site list is remembered). */
let otherSiteId: number;
let elseSiteId: number;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('offers');
  clock = new SettableClock(new Date());
  t = await createTestContext({ WEB_ROOT: webRoot }, { clock });
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Offers test', languages: ['es'] })).id;
  otherSiteId = (await createOwnSite(t, { domain: `other-${DOMAIN}`, name: 'Other' })).id;
  elseSiteId = (await createOwnSite(t, { domain: `else-${DOMAIN}`, name: 'Else' })).id;
  admin = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const api = <T = ErrorBody>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = admin,
) =>
  call<T>(t.app, {
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let serial = 0;
const unique = () => `o${Date.now().toString(36)}${(serial += 1)}`;

async function partner(name = `Partner ${unique()}`): Promise<Partner> {
  const { status, body } = await api<Partner>('POST', '/api/admin/partners', {
    name,
    website: 'https://partner.example',
    contact: 'ana@partner.example',
    notes: null,
  });
  expect(status).toBe(201);
  return body;
}

function offerBody(partnerId: number, overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    partner_id: partnerId,
    site_id: siteId,
    name: `Offer ${unique()}`,
    destination_url: 'https://shop.example/landing',
    destinations: { es: 'https://shop.example/es/landing' },
    template: 'utm_source={site}&lang={lang}&post={post}&tip={tip}&sub={click_id}',
    starts_at: null,
    ends_at: null,
    commission: { model: 'per_click', rate: 0.25, currency: 'EUR' },
    status: 'active',
    on_inactive: 'fallback',
    ...overrides,
  };
}

async function offer(partnerId: number, overrides: Partial<OfferInput> = {}): Promise<Offer> {
  const { status, body } = await api<Offer>(
    'POST',
    '/api/admin/offers',
    offerBody(partnerId, overrides),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

function translation(
  title: string,
  tips: Array<{ offer_id: number | null; cta_link: string | null }>,
): PostTranslationInput {
  return {
    title,
    slug: '',
    excerpt: `${title}: an excerpt`,
    content_type: 'json',
    content: tips.map((tip, index) => ({
      id: `t${index + 1}`,
      title: `${title} tip ${index + 1}`,
      description: 'A description.',
      tip: null,
      rating: '4/5',
      price_range: null,
      cta_text: 'Get the deal',
      cta_link: tip.cta_link,
      offer_id: tip.offer_id,
      affiliate_note: 'We may earn a commission.',
      company_name: 'Shop',
    })),
    content_html: null,
    status: 'published',
    publish_at: null,
  };
}

/** A published post (en + es) of the test's site whose tips point as given. */
async function post(
  tips: Array<{ offer_id: number | null; cta_link: string | null }>,
): Promise<AdminPostDetail> {
  const word = unique();
  const { status, body } = await api<{ post: AdminPostDetail }>('POST', '/api/admin/posts', {
    site_id: siteId,
    category: 'money',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 5,
    read_time_auto: false,
    featured_image_url: null,
    translations: {
      en: translation(`Deals ${word}`, tips),
      es: translation(`Ofertas ${word}`, tips),
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.post;
}

const go = (postId: number, tip: string, referer = `http://${DOMAIN}/some-article`) =>
  t.app.inject({
    method: 'GET',
    url: `/go/${postId}/${tip}`,
    headers: { host: DOMAIN, referer, 'user-agent': 'Mozilla/5.0 Chrome/120' },
  });

describe('partners', () => {
  it('lists, creates, edits and deletes a partner; one with offers is kept (409)', async () => {
    const created = await partner('Acme Affiliates');
    expect(created).toMatchObject({
      name: 'Acme Affiliates',
      website: 'https://partner.example',
      offers_count: 0,
    });
    const edited = await api<Partner>('PUT', `/api/admin/partners/${created.id}`, {
      name: 'Acme',
      website: null,
      contact: null,
      notes: 'Pays monthly',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Acme', website: null, notes: 'Pays monthly' });
    const listed = await api<{ data: Partner[] }>('GET', '/api/admin/partners');
    expect(listed.body.data.find((row) => row.id === created.id)).toMatchObject({ name: 'Acme' });

    await offer(created.id);
    expect((await api('DELETE', `/api/admin/partners/${created.id}`)).status).toBe(409);
    const lonely = await partner();
    expect((await api('DELETE', `/api/admin/partners/${lonely.id}`)).status).toBe(200);
    expect((await api('PUT', `/api/admin/partners/${lonely.id}`, { name: 'Gone' })).status).toBe(
      404,
    );
  });

  it('refuses a website that is not http(s), naming the field', async () => {
    const { status, body } = await api('POST', '/api/admin/partners', {
      name: 'Bad',
      website: 'javascript:alert(1)',
    });
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty('website');
  });
});

describe('offers: bad input', () => {
  it('answers 400 naming the field, never 500', async () => {
    const p = await partner();
    const cases: Array<[Partial<OfferInput>, string]> = [
      [{ destination_url: 'javascript:alert(1)' }, 'destination_url'],
      [{ destination_url: 'ftp://shop.example/x' }, 'destination_url'],
      [{ destinations: { es: 'data:text/html,hi' } }, 'destinations.es'],
      [{ template: 'sub={click}' }, 'template'],
      [{ destination_url: 'https://shop.example/?x={nope}' }, 'destination_url'],
      [{ starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-01-01T00:00:00Z' }, 'ends_at'],
      [{ partner_id: 999_999 }, 'partner_id'],
      [
        { commission: { model: 'per_sale' as never, rate: 1, currency: 'EUR' } },
        'commission.model',
      ],
    ];
    for (const [overrides, field] of cases) {
      const { status, body } = await api('POST', '/api/admin/offers', offerBody(p.id, overrides));
      expect(status, `${field}: ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(body.errors ?? {}), field).toContain(field);
    }
  });
});

describe('offers: CRUD, list filters and placements', () => {
  it('creates, reads, filters, edits and deletes; a placed offer is not deleted', async () => {
    const p = await partner();
    const own = await offer(p.id, { name: `Findable ${unique()}` });
    const everywhere = await offer(p.id, { site_id: null });
    expect(own).toMatchObject({
      partner_id: p.id,
      partner_name: p.name,
      site_id: siteId,
      live: true,
      placements_count: 0,
      commission: { model: 'per_click', rate: 0.25, currency: 'EUR' },
    });
    expect((await api<Offer>('GET', `/api/admin/offers/${own.id}`)).body.name).toBe(own.name);

    const forSite = (
      await api<{ data: Offer[] }>('GET', `/api/admin/offers?site_id=${siteId}`)
    ).body.data.map((row) => row.id);
    expect(forSite).toEqual(expect.arrayContaining([own.id, everywhere.id]));
    const searched = (
      await api<{ data: Offer[] }>('GET', `/api/admin/offers?q=${encodeURIComponent(own.name)}`)
    ).body.data;
    expect(searched.map((row) => row.id)).toEqual([own.id]);
    const paused = await api<Offer>(
      'PUT',
      `/api/admin/offers/${own.id}`,
      offerBody(p.id, { name: own.name, status: 'paused' }),
    );
    expect(paused.body).toMatchObject({ status: 'paused', live: false });
    const pausedList = (
      await api<{ data: Offer[] }>('GET', `/api/admin/offers?status=paused&site_id=${siteId}`)
    ).body.data.map((row) => row.id);
    expect(pausedList).toContain(own.id);
    expect(pausedList).not.toContain(everywhere.id);

    const placed = await post([{ offer_id: everywhere.id, cta_link: null }]);
    await go(placed.id, 't1', `http://${DOMAIN}/es/ofertas`);
    // Clicks are written in batches (click-buffer.ts): this one now.
    await t.app.ctx.offerClicks.flush();
    const placements = await api<PlacementsResponse>(
      'GET',
      `/api/admin/offers/${everywhere.id}/placements`,
    );
    expect(placements.status).toBe(200);
    expect(placements.body.data).toEqual(
      expect.arrayContaining([
        {
          site_id: siteId,
          domain: DOMAIN,
          post_id: placed.id,
          locale: 'en',
          title: placed.translations.en!.title,
          tip_id: 't1',
          tip_number: 1,
          clicks: 0,
        },
        {
          site_id: siteId,
          domain: DOMAIN,
          post_id: placed.id,
          locale: 'es',
          title: placed.translations.es!.title,
          tip_id: 't1',
          tip_number: 1,
          clicks: 1,
        },
      ]),
    );
    expect(
      (await api<Offer>('GET', `/api/admin/offers/${everywhere.id}`)).body.placements_count,
    ).toBe(1);
    expect((await api('DELETE', `/api/admin/offers/${everywhere.id}`)).status).toBe(409);
    expect((await api('DELETE', `/api/admin/offers/${own.id}`)).status).toBe(200);
    expect((await api('GET', `/api/admin/offers/${own.id}`)).status).toBe(404);
  });

  it('refuses a tip pointing to an offer of another site', async () => {
    const p = await partner();
    const foreign = await offer(p.id, { site_id: otherSiteId });
    const word = unique();
    const { status, body } = await api('POST', '/api/admin/posts', {
      site_id: siteId,
      category: 'money',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations: {
        en: translation(`Foreign ${word}`, [{ offer_id: foreign.id, cta_link: null }]),
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty(['translations.en.content.0.offer_id']);
  });
});

describe('offers: who may', () => {
  it('a site manager handles their site’s offers, not partners nor every-site offers; an editor only reads the list', async () => {
    const p = await partner();
    const db = t.database.db;
    const manager = bearer(await sessionFor(db, await createMember(db, siteId, 'manager')));
    const editor = bearer(await sessionFor(db, await createMember(db, siteId, 'editor')));
    expect((await api('GET', '/api/admin/partners', undefined, manager)).status).toBe(200);
    expect((await api('POST', '/api/admin/partners', { name: 'No' }, manager)).status).toBe(403);
    expect(
      (await api('POST', '/api/admin/offers', offerBody(p.id, { site_id: null }), manager)).status,
    ).toBe(403);
    const mine = await api<Offer>('POST', '/api/admin/offers', offerBody(p.id), manager);
    expect(mine.status).toBe(201);
    expect(
      (
        await api(
          'PUT',
          `/api/admin/offers/${mine.body.id}`,
          offerBody(p.id, { status: 'ended' }),
          manager,
        )
      ).status,
    ).toBe(200);
    // An editor reads the list (the post editor's picker) but handles no offer.
    expect(
      (await api('GET', `/api/admin/offers?site_id=${siteId}`, undefined, editor)).status,
    ).toBe(200);
    expect((await api('GET', `/api/admin/offers/${mine.body.id}`, undefined, editor)).status).toBe(
      403,
    );
    expect(
      (await api('PUT', `/api/admin/offers/${mine.body.id}`, offerBody(p.id), editor)).status,
    ).toBe(403);
    const elsewhere = await offer(p.id, { site_id: elseSiteId });
    expect((await api('GET', `/api/admin/offers/${elsewhere.id}`, undefined, manager)).status).toBe(
      403,
    );
    expect(
      (await api('DELETE', `/api/admin/offers/${elsewhere.id}`, undefined, manager)).status,
    ).toBe(403);
  });
});

describe('GET /go/{post}/{tip} with an offer', () => {
  it('follows the offer per language with the template filled in, and records the click', async () => {
    const p = await partner();
    const o = await offer(p.id);
    const placed = await post([
      { offer_id: null, cta_link: 'https://plain.example/' },
      { offer_id: o.id, cta_link: 'https://fallback.example/' },
    ]);

    const en = await go(placed.id, 't2');
    expect(en.statusCode).toBe(302);
    expect(en.headers['cache-control']).toBe('no-store');
    const enUrl = new URL(en.headers.location as string);
    expect(enUrl.origin + enUrl.pathname).toBe('https://shop.example/landing');
    expect(Object.fromEntries(enUrl.searchParams)).toMatchObject({
      utm_source: DOMAIN,
      lang: 'en',
      post: String(placed.id),
      tip: '2',
    });
    const clickId = enUrl.searchParams.get('sub')!;
    await t.app.ctx.offerClicks.flush();
    const [click] = await t.database.db
      .select()
      .from(offerClicks)
      .where(eq(offerClicks.id, clickId));
    expect(click).toMatchObject({
      offerId: o.id,
      siteId,
      postId: placed.id,
      tipId: 't2',
      locale: 'en',
    });

    const es = new URL(
      (await go(placed.id, 't2', `http://${DOMAIN}/es/ofertas`)).headers.location as string,
    );
    expect(es.origin + es.pathname).toBe('https://shop.example/es/landing');
    expect(es.searchParams.get('lang')).toBe('es');
    expect(es.searchParams.get('sub')).not.toBe(clickId);

    // A tip without an offer still goes to its own stored link.
    expect((await go(placed.id, 't1')).headers.location).toBe('https://plain.example/');
  });

  it('one change, everywhere: a new URL applies at the next click; paused or out of dates falls back', async () => {
    const p = await partner();
    const o = await offer(p.id, { template: '' });
    const first = await post([{ offer_id: o.id, cta_link: 'https://fallback-one.example/' }]);
    const second = await post([{ offer_id: o.id, cta_link: 'https://fallback-two.example/' }]);
    expect((await go(first.id, 't1')).headers.location).toBe('https://shop.example/landing');

    await api(
      'PUT',
      `/api/admin/offers/${o.id}`,
      offerBody(p.id, {
        name: o.name,
        template: '',
        destination_url: 'https://new.example/deal',
        destinations: {},
      }),
    );
    expect((await go(first.id, 't1')).headers.location).toBe('https://new.example/deal');
    expect((await go(second.id, 't1', `http://${DOMAIN}/es/x`)).headers.location).toBe(
      'https://new.example/deal',
    );

    await api(
      'PUT',
      `/api/admin/offers/${o.id}`,
      offerBody(p.id, {
        name: o.name,
        template: '',
        destination_url: 'https://new.example/deal',
        status: 'paused',
      }),
    );
    expect((await go(first.id, 't1')).headers.location).toBe('https://fallback-one.example/');
    expect((await go(second.id, 't1')).headers.location).toBe('https://fallback-two.example/');

    const ends = new Date(clock.now().getTime() + 3_600_000).toISOString();
    await api(
      'PUT',
      `/api/admin/offers/${o.id}`,
      offerBody(p.id, {
        name: o.name,
        template: '',
        destination_url: 'https://new.example/deal',
        ends_at: ends,
      }),
    );
    expect((await go(first.id, 't1')).headers.location).toBe('https://new.example/deal');
    await clock.set(new Date(Date.parse(ends) + 1000));
    try {
      expect((await go(first.id, 't1')).headers.location).toBe('https://fallback-one.example/');
    } finally {
      await clock.set(new Date());
    }
  });

  it('hide: the magazine renders no button, and /go still never sends anywhere unstored', async () => {
    const p = await partner();
    const o = await offer(p.id, { on_inactive: 'hide', template: '' });
    const placed = await post([{ offer_id: o.id, cta_link: null }]);
    const slug = placed.translations.en!.slug;
    const page = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/${slug}`, headers: { host: DOMAIN } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    expect(await page()).toContain(`href="/go/${placed.id}/t1"`);
    await api(
      'PUT',
      `/api/admin/offers/${o.id}`,
      offerBody(p.id, { name: o.name, template: '', on_inactive: 'hide', status: 'ended' }),
    );
    const html = await page();
    expect(html).not.toContain(`/go/${placed.id}/t1`);
    expect(html).not.toContain('Get the deal');
    expect((await go(placed.id, 't1')).statusCode).toBe(404);
  });
});
