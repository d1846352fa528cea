import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversionsResponse,
  ErrorBody,
  ImportConversionsResponse,
  Offer,
  OfferInput,
  Partner,
  PostbackResponse,
  PostbackSecretResponse,
} from '../../contract';
import { activityEntries, offerConversions } from '../../db/schema';
import { SettableClock } from '../../lib/clock';
import { bearer, call, createOwnSite, createTestContext, login, type TestContext } from '../../../test/helpers';
import { createMember, sessionFor } from '../people/fixture';

/**
 * Earnings: signed postbacks, the import of a partner's report and the list of conversions, on
 * sites and offers of this file's own. Clicks are recorded as /go records them.
 */
const DOMAIN = `conv-${Date.now().toString(36)}.localhost`;

let t: TestContext;
let clock: SettableClock;
let admin: Record<string, string>;
let siteId: number;
let otherSiteId: number;
/** The list test's own site: nothing else converts there. */
let listSiteId: number;
let partnerId: number;

beforeAll(async () => {
  clock = new SettableClock(new Date());
  t = await createTestContext({}, { clock });
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Conversions test' })).id;
  otherSiteId = (await createOwnSite(t, { domain: `other-${DOMAIN}`, name: 'Other conversions' })).id;
  listSiteId = (await createOwnSite(t, { domain: `list-${DOMAIN}`, name: 'List' })).id;
  admin = bearer(await login(t.app));
  const { body } = await api<Partner>('POST', '/api/admin/partners', { name: `Shop ${unique()}` });
  partnerId = body.id;
});
afterAll(async () => {
  await t.close();
});

const api = <T = ErrorBody>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  call<T>(t.app, { method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

let serial = 0;
const unique = () => `c${Date.now().toString(36)}${(serial += 1)}`;

async function offer(commission: OfferInput['commission'], overrides: Partial<OfferInput> = {}): Promise<Offer> {
  const { status, body } = await api<Offer>('POST', '/api/admin/offers', {
    partner_id: partnerId,
    site_id: siteId,
    name: `Offer ${unique()}`,
    destination_url: 'https://shop.example/landing',
    template: 'sub={click_id}',
    commission,
    ...overrides,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** A click as /go keeps it: its id at once, its row written in the next batch (the postback writes it first). */
const click = async (offerId: number, site = siteId, at = clock.now()) =>
  t.app.ctx.offerClicks.add({ offerId, siteId: site, postId: 1, tipId: 't1', locale: 'en', at, visitor: null });

async function secretOf(offerId: number): Promise<string> {
  const { status, body } = await api<PostbackSecretResponse>('GET', `/api/admin/offers/${offerId}/postback-secret`);
  expect(status).toBe(200);
  return body.secret;
}

const sign = (secret: string, clickId: string, amount: string, currency: string) =>
  createHmac('sha256', secret).update(`click_id=${clickId}&amount=${amount}&currency=${currency}`).digest('hex');

const postback = (params: Record<string, string>) =>
  call<PostbackResponse & ErrorBody>(t.app, { method: 'GET', url: `/api/postback?${new URLSearchParams(params)}` });

async function signedPostback(secret: string, clickId: string, amount: string, currency: string) {
  return postback({ click_id: clickId, amount, currency, sig: sign(secret, clickId, amount, currency) });
}

const conversionOf = async (clickId: string) =>
  (await t.database.db.select().from(offerConversions).where(eq(offerConversions.clickId, clickId)))[0];

describe('postback', () => {
  it('records a signed sale once, with percent earnings in the sale’s currency; replays, bad and missing signatures are refused', async () => {
    const sale = await offer({ model: 'percent', rate: 7.5, currency: 'EUR' });
    const secret = await secretOf(sale.id);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const clickId = await click(sale.id);

    const unsigned = await postback({ click_id: clickId, amount: '100', currency: 'USD' });
    expect(unsigned.status).toBe(401);
    const forged = await postback({ click_id: clickId, amount: '100', currency: 'USD', sig: sign('not the secret', clickId, '100', 'USD') });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Bad signature');
    // Signed for another amount than the one sent.
    const tampered = await postback({ click_id: clickId, amount: '1000', currency: 'USD', sig: sign(secret, clickId, '100', 'USD') });
    expect(tampered.status).toBe(401);
    expect(await conversionOf(clickId)).toBeUndefined();

    const ok = await signedPostback(secret, clickId, '100.10', 'USD');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Conversion recorded', click_id: clickId });
    expect(JSON.stringify(ok.body)).not.toContain(secret);
    const stored = await conversionOf(clickId);
    expect(stored).toMatchObject({ offerId: sale.id, siteId, source: 'postback', currency: 'USD', earningsCurrency: 'USD' });
    expect(Number(stored!.amount)).toBe(100.1);
    expect(Number(stored!.earnings)).toBe(7.5075);

    const replay = await signedPostback(secret, clickId, '100.10', 'USD');
    expect(replay.status).toBe(409);
  });

  it('answers 404 for an unknown click and 400 for a bad amount or currency, never a 500', async () => {
    const sale = await offer({ model: 'percent', rate: 5, currency: 'EUR' });
    const secret = await secretOf(sale.id);
    const clickId = await click(sale.id);
    expect((await signedPostback(secret, 'no-such-click', '10', 'EUR')).status).toBe(404);
    for (const [amount, currency] of [['-5', 'EUR'], ['1e3', 'EUR'], ['12.34567', 'EUR'], ['', 'EUR'], ['10', 'eur'], ['10', 'EURO'], ['10', '']]) {
      const res = await signedPostback(secret, clickId, amount!, currency!);
      expect(res.status, `${amount} ${currency}`).toBe(400);
    }
    expect((await postback({})).status).toBe(401);
    expect((await postback({ sig: 'abc' })).status).toBe(400);
    expect((await postback({ click_id: clickId, amount: '1', currency: 'EUR', sig: 'zz' })).status).toBe(401);
    expect(await conversionOf(clickId)).toBeUndefined();
  });

  it('earns the rate per lead in the offer’s currency, and nothing per conversion on a per-click offer', async () => {
    const lead = await offer({ model: 'per_lead', rate: 12, currency: 'GBP' });
    const leadClick = await click(lead.id);
    expect((await signedPostback(await secretOf(lead.id), leadClick, '0', 'USD')).status).toBe(200);
    expect(await conversionOf(leadClick)).toMatchObject({ earnings: expect.stringMatching(/^12(\.0+)?$/), earningsCurrency: 'GBP' });

    const perClick = await offer({ model: 'per_click', rate: 0.3, currency: 'EUR' });
    const perClickClick = await click(perClick.id);
    expect((await signedPostback(await secretOf(perClick.id), perClickClick, '80', 'EUR')).status).toBe(200);
    const stored = await conversionOf(perClickClick);
    expect(Number(stored!.earnings)).toBe(0);
    expect(stored!.earningsCurrency).toBe('EUR');
  });

  it('keeps the secret out of offer replies, and a regenerated secret refuses the old signatures', async () => {
    const sale = await offer({ model: 'percent', rate: 10, currency: 'EUR' });
    const old = await secretOf(sale.id);
    const list = await api<{ data: Offer[] }>('GET', `/api/admin/offers?site_id=${siteId}`);
    const one = await api<Offer>('GET', `/api/admin/offers/${sale.id}`);
    expect(list.res.body).not.toContain(old);
    expect(one.res.body).not.toContain(old);
    expect(one.body).not.toHaveProperty('postback_secret');

    const rotated = await api<PostbackSecretResponse>('POST', `/api/admin/offers/${sale.id}/postback-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(old);
    expect(rotated.body.postback_path).toBe('/api/postback?click_id={click_id}&amount={amount}&currency={currency}&sig={sig}');
    const clickId = await click(sale.id);
    expect((await signedPostback(old, clickId, '10', 'EUR')).status).toBe(401);
    expect((await signedPostback(rotated.body.secret, clickId, '10', 'EUR')).status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.action, 'offer.rotate_secret'), eq(activityEntries.targetId, String(sale.id))));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(rotated.body.secret);
  });
});

describe('report import', () => {
  const header = 'date,offer,click_id,amount,currency';
  const upload = (csv: string, dryRun: boolean, headers = admin) => {
    const boundary = 'convboundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    return call<ImportConversionsResponse & ErrorBody>(t.app, {
      method: 'POST',
      url: `/api/admin/conversions/import?dry_run=${dryRun}`,
      payload,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('previews every row with its errors, imports nothing while one row is wrong, then all rows at once', async () => {
    const sale = await offer({ model: 'percent', rate: 10, currency: 'EUR' });
    const lead = await offer({ model: 'per_lead', rate: 3, currency: 'EUR' });
    const [a, b, c, converted] = [await click(sale.id), await click(sale.id), await click(lead.id), await click(sale.id)];
    expect((await signedPostback(await secretOf(sale.id), converted, '5', 'EUR')).status).toBe(200);
    const today = clock.now().toISOString().slice(0, 10);
    const future = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = [
      header,
      `${today},${sale.id},${a},49.90,EUR`, // 2: fine
      `${today},No such offer,${b},10,EUR`, // 3: unknown offer
      `${today},${sale.name},unknown-click,10,EUR`, // 4: unknown click
      `${today},${sale.name},${c},10,EUR`, // 5: a click of the lead offer
      `${today},${sale.id},${a},10,EUR`, // 6: a again
      `${today},${sale.id},${b},ten,EUR`, // 7: bad amount
      `${future},${sale.id},${b},10,EUR`, // 8: future date
      `31/12/2025,${sale.id},${b},10,EUR`, // 9: bad date
      `${today},${sale.id},${b},10,EURO`, // 10: bad currency
      `${today},${sale.id},${converted},10,EUR`, // 11: already converted
    ].join('\n');
    const preview = await upload(bad, true);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ dry_run: true, imported: 0, error_rows: 9 });
    const errorsOf = (row: number) => preview.body.rows.find((r) => r.row === row)!.errors.join(' ');
    expect(preview.body.rows[0]).toMatchObject({ row: 2, offer_id: sale.id, earnings: 4.99, earnings_currency: 'EUR', model: 'percent', errors: [] });
    expect(errorsOf(3)).toContain('Unknown offer "No such offer"');
    expect(errorsOf(4)).toContain('Unknown click unknown-click');
    expect(errorsOf(5)).toContain(`is not a click of ${sale.name}`);
    expect(errorsOf(6)).toContain('already on row 2');
    expect(errorsOf(7)).toContain('Amount "ten"');
    expect(errorsOf(8)).toContain('in the future');
    expect(errorsOf(9)).toContain('is not a date');
    expect(errorsOf(10)).toContain('Currency "EURO"');
    expect(errorsOf(11)).toContain('already has a conversion');

    const refused = await upload(bad, false);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('9 rows have errors: nothing was imported');
    expect(refused.body.errors?.['row 3']).toBeDefined();
    expect(await conversionOf(a)).toBeUndefined();

    const good = [header, `${today},${sale.name.toUpperCase()},${a},49.90,EUR`, `${clock.now().toISOString()},${lead.id},${c},0,USD`].join('\r\n');
    // A dry run writes nothing and logs nothing.
    expect((await upload(good, true)).body).toMatchObject({ error_rows: 0, imported: 0 });
    expect(await conversionOf(a)).toBeUndefined();
    const imported = await upload(good, false);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ imported: 2, message: '2 conversions imported' });
    expect(await conversionOf(a)).toMatchObject({ source: 'import', earnings: expect.stringMatching(/^4\.99/), earningsCurrency: 'EUR' });
    expect(await conversionOf(c)).toMatchObject({ earningsCurrency: 'EUR', currency: 'USD' });
    // The same file again: every row is now a duplicate.
    expect((await upload(good, false)).status).toBe(422);
  });

  it('refuses a file with the wrong columns, and JSON bodies work as well', async () => {
    const wrong = await upload('when,offer,click,amount\n2026-01-01,1,x,2\n', true);
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain('missing: date, click_id, currency');
    const json = await api<ErrorBody>('POST', '/api/admin/conversions/import?dry_run=true', { file: 'a,b\n1,2\n' });
    expect(json.status).toBe(422);
    const empty = await api<ErrorBody>('POST', '/api/admin/conversions/import?dry_run=true', { file: '' });
    expect(empty.status).toBe(400);
  });

  it('lets a site manager import and read only their site’s offers', async () => {
    const mine = await offer({ model: 'percent', rate: 10, currency: 'EUR' });
    const theirs = await offer({ model: 'percent', rate: 10, currency: 'EUR' }, { site_id: otherSiteId });
    const network = await offer({ model: 'per_lead', rate: 2, currency: 'EUR' }, { site_id: null });
    const managerId = await createMember(t.database.db, siteId, 'manager');
    const manager = bearer(await sessionFor(t.database.db, managerId));
    const editor = bearer(await sessionFor(t.database.db, await createMember(t.database.db, siteId, 'editor')));

    expect((await api('GET', `/api/admin/offers/${mine.id}/postback-secret`, undefined, manager)).status).toBe(200);
    expect((await api('GET', `/api/admin/offers/${theirs.id}/postback-secret`, undefined, manager)).status).toBe(403);
    expect((await api('GET', `/api/admin/offers/${network.id}/postback-secret`, undefined, manager)).status).toBe(403);
    expect((await api('POST', `/api/admin/offers/${network.id}/postback-secret`, undefined, manager)).status).toBe(403);
    expect((await api('GET', `/api/admin/offers/${mine.id}/postback-secret`, undefined, editor)).status).toBe(403);

    const [m, o, n] = [await click(mine.id), await click(theirs.id, otherSiteId), await click(network.id)];
    const today = clock.now().toISOString().slice(0, 10);
    const preview = await upload(
      [header, `${today},${mine.id},${m},10,EUR`, `${today},${theirs.id},${o},10,EUR`, `${today},${network.name},${n},0,EUR`].join('\n'),
      true,
      manager,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((row) => row.errors.length > 0)).toEqual([false, true, true]);
    expect(preview.body.rows[1]!.errors[0]).toContain('Unknown offer');
    expect((await upload(`${header}\n${today},${mine.id},${m},10,EUR\n`, false, editor)).status).toBe(403);

    expect((await api('GET', `/api/admin/conversions?site_id=${otherSiteId}`, undefined, manager)).status).toBe(403);
    expect((await api('GET', `/api/admin/conversions?site_id=${siteId}`, undefined, editor)).status).toBe(403);
  });
});

describe('conversions list', () => {
  it('lists newest first within the range, filters by offer and site, and totals per currency', async () => {
    const site = listSiteId;
    const sale = await offer({ model: 'percent', rate: 10, currency: 'EUR' }, { site_id: site });
    const secret = await secretOf(sale.id);
    const old = await click(sale.id, site, new Date(clock.now().getTime() - 20 * 86_400_000));
    const recent = [await click(sale.id, site), await click(sale.id, site), await click(sale.id, site)];
    const start = clock.now();
    await clock.set(new Date(start.getTime() - 10 * 86_400_000));
    expect((await signedPostback(secret, old, '100', 'XTS')).status).toBe(200);
    await clock.set(start);
    expect((await signedPostback(secret, recent[0]!, '50', 'EUR')).status).toBe(200);
    await clock.set(new Date(start.getTime() + 1000));
    expect((await signedPostback(secret, recent[1]!, '30', 'EUR')).status).toBe(200);
    await clock.set(new Date(start.getTime() + 2000));
    expect((await signedPostback(secret, recent[2]!, '20', 'XTS')).status).toBe(200);

    const week = await api<ConversionsResponse>('GET', `/api/admin/conversions?site_id=${site}&range=7d`);
    expect(week.status, JSON.stringify(week.body)).toBe(200);
    expect(week.body.data.map((c) => c.click_id)).toEqual([recent[2], recent[1], recent[0]]);
    expect(week.body.data[0]).toMatchObject({ offer_id: sale.id, offer_name: sale.name, domain: `list-${DOMAIN}`, amount: 20, currency: 'XTS', earnings: 2, source: 'postback' });
    expect(week.body.totals).toEqual([
      { currency: 'EUR', conversions: 2, amount: 80, earnings: 8 },
      { currency: 'XTS', conversions: 1, amount: 20, earnings: 2 },
    ]);
    // XTS (the ISO code for testing) has no rate: reported apart, not counted 1:1.
    expect(week.body.reporting.unconverted).toContain('XTS');
    expect(week.body.pagination).toMatchObject({ page: 1, total: 3, last_page: 1 });

    const month = await api<ConversionsResponse>('GET', `/api/admin/conversions?site_id=${site}&range=30d&offer_id=${sale.id}`);
    expect(month.body.pagination.total).toBe(4);
    const otherOffer = await api<ConversionsResponse>('GET', `/api/admin/conversions?site_id=${site}&offer_id=${partnerId + 100000}`);
    expect(otherOffer.body.data).toEqual([]);
    expect((await api('GET', '/api/admin/conversions?range=1y')).status).toBe(400);
  });
});
