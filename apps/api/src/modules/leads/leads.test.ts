import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import type { LeadsResponse, SitesResponse, SubscribersResponse } from '../../contract';
import { leads, newsletterSubscribers } from '../../db/schema';

let t: TestContext;
let adminToken: string;
let editorToken: string;
let sites: SitesResponse['sites'];

beforeAll(async () => {
  t = await createTestContext();
  [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
  sites = (await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(adminToken) })).body.sites;
});
afterAll(() => t.close());

const siteId = (domain: string) => sites.find((site) => site.domain === domain)!.id;

/** Each test posts from its own address so the per-client limit of one does not touch another. */
let client = 0;
const fromClient = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Pérez',
  email: 'Lucia@Example.com',
  subject: 'partnership',
  message: 'Hola, nos gustaría colaborar con vuestra revista.',
  locale: 'es',
  source_path: '/es/contacto',
  website: '',
  elapsed_ms: 9000,
  ...overrides,
});

const sendLead = (payload: unknown, host = 'localhost:3000', remoteAddress = fromClient()) =>
  call(t.app, { method: 'POST', url: '/api/leads', payload: payload as object, headers: { host, referer: 'https://www.google.com/search?q=tips' }, remoteAddress });

describe('POST /api/leads', () => {
  it('stores the lead with the site of the host, its locale, source page and referrer host, before answering', async () => {
    const { status, body } = await sendLead(lead({ message: 'A first message from Madrid.' }), 'home.localhost:3000');
    expect(status).toBe(201);
    expect(body.message).toBeTruthy();
    const [row] = await t.database.db.select().from(leads).where(eq(leads.message, 'A first message from Madrid.'));
    expect(row).toMatchObject({
      siteId: siteId('home.localhost'),
      email: 'lucia@example.com',
      locale: 'es',
      sourcePath: '/es/contacto',
      referrerHost: 'google.com',
      status: 'new',
    });
  });

  it('rejects invalid fields with 400 and names them', async () => {
    for (const [field, value] of [
      ['email', 'not-an-email'],
      ['subject', 'lottery'],
      ['name', ''],
      ['message', ' '],
      ['source_path', '//evil.example/x'],
      ['locale', 'xx'],
      ['message', 'x'.repeat(5001)],
    ] as const) {
      const res = await sendLead(lead({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect(res.body.errors, field).toHaveProperty(field);
    }
    expect((await sendLead({ ...lead(), admin: true })).status).toBe(400);
  });

  it('accepts but does not store what a bot sends (honeypot, instant fill)', async () => {
    const honeypot = await sendLead(lead({ website: 'http://spam.example', message: 'bot one' }));
    const instant = await sendLead(lead({ elapsed_ms: 200, message: 'bot two' }));
    expect(honeypot.status).toBe(201);
    expect(instant.status).toBe(201);
    const rows = await t.database.db.select().from(leads).where(eq(leads.name, 'Lucía Pérez'));
    expect(rows.map((row) => row.message)).not.toContain('bot one');
    expect(rows.map((row) => row.message)).not.toContain('bot two');
  });

  it('limits each client to 5 messages per 10 minutes (429 with Retry-After) without limiting others', async () => {
    const address = fromClient();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendLead(lead({ message: `flood ${i}` }), 'localhost:3000', address)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await sendLead(lead(), 'localhost:3000', address);
    expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendLead(lead({ message: 'someone else' }))).status).toBe(201);
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes once; twice is not an error', async () => {
    const payload = { email: 'Reader@Example.com', locale: 'fr', source_path: '/fr/some-article', elapsed_ms: 5000 };
    const address = fromClient();
    const first = await call(t.app, { method: 'POST', url: '/api/newsletter', payload, headers: { host: 'localhost:3000' }, remoteAddress: address });
    const second = await call(t.app, { method: 'POST', url: '/api/newsletter', payload, headers: { host: 'localhost:3000' }, remoteAddress: address });
    expect([first.status, second.status]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader@example.com'));
    expect(rows).toHaveLength(1);
    const bad = await call(t.app, { method: 'POST', url: '/api/newsletter', payload: { email: 'nope', locale: 'fr' }, remoteAddress: fromClient() });
    expect(bad.status).toBe(400);
  });
});

describe('admin leads', () => {
  it('lists leads by site and status with search; the editor sees only their site', async () => {
    await sendLead(lead({ name: 'Zoë Quill', message: 'Searchable needle text' }), 'home.localhost:3000');
    const all = await call<LeadsResponse>(t.app, { method: 'GET', url: '/api/admin/leads?status=new', headers: bearer(adminToken) });
    expect(all.status).toBe(200);
    expect(all.res.headers['cache-control']).toBe('no-store');
    expect(all.body.leads.length).toBeGreaterThan(0);
    for (const row of all.body.leads) expect(row.status).toBe('new');
    const found = await call<LeadsResponse>(t.app, { method: 'GET', url: '/api/admin/leads?q=needle', headers: bearer(adminToken) });
    expect(found.body.leads.map((row) => row.name)).toEqual(['Zoë Quill']);
    const editor = await call<LeadsResponse>(t.app, { method: 'GET', url: '/api/admin/leads', headers: bearer(editorToken) });
    expect(new Set(editor.body.leads.map((row) => row.site_id))).toEqual(new Set([siteId('home.localhost')]));
    const forbidden = await call(t.app, { method: 'GET', url: `/api/admin/leads?site_id=${siteId('localhost')}`, headers: bearer(editorToken) });
    expect(forbidden.status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/leads?status=hot', headers: bearer(adminToken) })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/leads' })).status).toBe(401);
  });

  it('changes a lead’s status, within the admin’s sites only', async () => {
    await sendLead(lead({ message: 'status change me' }), 'localhost:3000');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.message, 'status change me'));
    const res = await call<{ lead: { status: string } }>(t.app, {
      method: 'POST',
      url: `/api/admin/leads/${row!.id}/status`,
      payload: { status: 'contacted' },
      headers: bearer(adminToken),
    });
    expect(res.status).toBe(200);
    expect(res.body.lead.status).toBe('contacted');
    const other = await call(t.app, { method: 'POST', url: `/api/admin/leads/${row!.id}/status`, payload: { status: 'won' }, headers: bearer(editorToken) });
    expect(other.status).toBe(403);
    const missing = await call(t.app, { method: 'POST', url: '/api/admin/leads/999999/status', payload: { status: 'won' }, headers: bearer(adminToken) });
    expect(missing.status).toBe(404);
    const bad = await call(t.app, { method: 'POST', url: `/api/admin/leads/${row!.id}/status`, payload: { status: 'hot' }, headers: bearer(adminToken) });
    expect(bad.status).toBe(400);
  });

  it('exports CSV with formula cells neutralized', async () => {
    await sendLead(lead({ name: '=HYPERLINK("http://evil.example","click")', message: '+1 call me, "now"' }), 'localhost:3000');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).toContain(`"'+1 call me, ""now"""`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('lists and exports newsletter subscribers per site', async () => {
    const res = await call<SubscribersResponse>(t.app, {
      method: 'GET',
      url: `/api/admin/newsletter?site_id=${siteId('localhost')}`,
      headers: bearer(adminToken),
    });
    expect(res.status).toBe(200);
    // Without SMTP_URL no confirmation can be mailed: the address is listed, unconfirmed, and the console is told.
    expect(res.body.subscribers.find((s) => s.email === 'reader@example.com')).toMatchObject({ status: 'unconfirmed', locale: 'fr' });
    expect(res.body.confirmation_mail).toBe(false);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter/export.csv', headers: bearer(adminToken) });
    expect(csv.body).toContain('reader@example.com');
  });
});
