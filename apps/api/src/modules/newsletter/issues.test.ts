import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsletterDeliveriesResponse, NewsletterIssue } from '../../contract';
import { newsletterSubscribers } from '../../db/schema';
import { SettableClock } from '../../lib/clock';
import {
  bearer,
  buildSecondApp,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
} from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';

/** A background send settles: up to 30 s (vi.waitFor's 1 s default is for a quiet machine; CI's low-priority pass is starved). */
const eventually = <T>(check: () => Promise<T>) =>
  vi.waitFor(check, { timeout: 30_000, interval: 50 });

const tag = () => randomBytes(4).toString('hex');

let smtp: TestSmtp;
let clock: SettableClock;
let t: TestContext;
let admin: string;
/** The test's sites, made before the admin's first request (the admin's site list is remembered a few seconds). */
let sites: Record<
  'main' | 'retry' | 'bounce' | 'scheduled',
  Awaited<ReturnType<typeof siteWithSubscribers>>
>;

const recipientOf = (mail: ParsedMail) => (mail.to as { text: string } | undefined)?.text ?? '';
const copiesTo = (email: string) => smtp.messages.filter((mail) => recipientOf(mail) === email);
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line;

/** A site of the test's own with confirmed subscribers inserted as the import would (Spanish and English). */
async function siteWithSubscribers(
  ctx: TestContext,
  counts: { es: number; en?: number; unconfirmedEs?: number },
) {
  const domain = `issues-${tag()}.localhost`;
  const site = await createOwnSite(ctx, { domain, name: 'Consejos Útiles', languages: ['es'] });
  const make = (locale: string, status: 'confirmed' | 'unconfirmed', n: number) =>
    Array.from({ length: n }, (_, i) => ({
      siteId: site.id,
      email: `${locale}-${status}-${i}-${tag()}@readers.test`,
      locale,
      status,
      confirmedAt: new Date(),
    }));
  const rows = [
    ...make('es', 'confirmed', counts.es),
    ...make('en', 'confirmed', counts.en ?? 0),
    ...make('es', 'unconfirmed', counts.unconfirmedEs ?? 0),
  ];
  await ctx.database.db.insert(newsletterSubscribers).values(rows);
  const emails = (locale: string, status = 'confirmed') =>
    rows.filter((r) => r.locale === locale && r.status === status).map((r) => r.email);
  return { id: site.id, domain, emails };
}

const createIssue = async (
  app: TestContext['app'],
  token: string,
  siteId: number,
  locale: string,
  body_html: string,
) => {
  const created = await call<{ issue: NewsletterIssue }>(app, {
    method: 'POST',
    url: '/api/admin/newsletters',
    headers: bearer(token),
    payload: {
      site_id: siteId,
      locale,
      subject: `Boletín ${tag()}`,
      preheader: 'Lo mejor de la semana',
      body_html,
    },
  });
  expect(created.status).toBe(201);
  return created.body.issue;
};

const deliveries = async (app: TestContext['app'], token: string, id: number) =>
  (
    await call<NewsletterDeliveriesResponse>(app, {
      method: 'GET',
      url: `/api/admin/newsletters/${id}/deliveries`,
      headers: bearer(token),
    })
  ).body;

/** Waits until every recipient has at least one copy (each arrival resolves the SMTP server's waiter). */
async function allReceived(emails: string[]) {
  for (
    let total = smtp.messages.length;
    emails.some((email) => copiesTo(email).length === 0);
    total = smtp.messages.length
  )
    await smtp.received(total + 1);
}

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describe('newsletter issues', () => {
  beforeAll(async () => {
    clock = new SettableClock(new Date());
    t = await createTestContext(
      { SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_SECOND: '2000' },
      { clock },
    );
    sites = {
      main: await siteWithSubscribers(t, { es: 12, en: 2, unconfirmedEs: 2 }),
      retry: await siteWithSubscribers(t, { es: 1 }),
      bounce: await siteWithSubscribers(t, { es: 1 }),
      scheduled: await siteWithSubscribers(t, { es: 2 }),
    };
    admin = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('drafts, sanitizes, edits only drafts, and sends each confirmed Spanish subscriber exactly one copy', async () => {
    const site = sites.main;
    const issue = await createIssue(
      t.app,
      admin,
      site.id,
      'es',
      `<p>Hola <a href="http://${site.domain}:3000/es/algo">lee esto</a> y <a href="https://partner.test/x">esto</a></p><script>alert(1)</script><img src=x onerror="alert(1)">`,
    );
    expect(issue).toMatchObject({ status: 'draft', locale: 'es', sent_at: null });
    const draftPage = await t.app.inject({
      method: 'GET',
      url: `/newsletter/${issue.slug}`,
      headers: { host: `${site.domain}:3000` },
    });
    expect(draftPage.statusCode).toBe(404);
    expect(issue.body_html).not.toContain('<script');
    expect(issue.body_html).not.toContain('onerror');

    const wrongLanguage = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/newsletters/${issue.id}`,
      headers: bearer(admin),
      payload: { locale: 'fr', subject: 'X' },
    });
    expect(wrongLanguage.status).toBe(400);

    const test = await call<{ to: string }>(t.app, {
      method: 'POST',
      url: `/api/admin/newsletters/${issue.id}/test`,
      headers: bearer(admin),
    });
    expect(test.status).toBe(200);
    const [testCopy] = await Promise.all([
      smtp.received(1).then(() => copiesTo(test.body.to).at(-1)),
    ]);
    expect(testCopy?.subject).toContain('[Prueba]');

    const sent = await call<{ issue: NewsletterIssue; recipients: number }>(t.app, {
      method: 'POST',
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers: bearer(admin),
      payload: {},
    });
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBe(12);
    expect(['sending', 'sent']).toContain(sent.body.issue.status);

    const again = await call(t.app, {
      method: 'POST',
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers: bearer(admin),
      payload: {},
    });
    expect(again.status).toBe(409);
    const edit = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/newsletters/${issue.id}`,
      headers: bearer(admin),
      payload: { locale: 'es', subject: 'Cambio' },
    });
    expect(edit.status).toBe(409);
    const remove = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/newsletters/${issue.id}`,
      headers: bearer(admin),
    });
    expect(remove.status).toBe(409);

    await allReceived(site.emails('es'));
    await eventually(async () =>
      expect((await deliveries(t.app, admin, issue.id)).counts.sent).toBe(12),
    );
    for (const email of site.emails('es')) {
      const copies = copiesTo(email);
      expect(copies).toHaveLength(1);
      const [mail] = copies;
      expect(header(mail!, 'list-unsubscribe')).toMatch(
        /<http:\/\/.+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}>/,
      );
      expect(header(mail!, 'list-unsubscribe-post')).toContain('List-Unsubscribe=One-Click');
      expect(header(mail!, 'message-id')).toContain(`newsletter-${issue.id}-`);
      expect(mail!.html).toContain('utm_source=newsletter');
      expect(mail!.html).toContain('href="https://partner.test/x"');
      // No tracking pixel: the one image is the body's own (its handler stripped by the sanitizer).
      expect(String(mail!.html).match(/<img/g)).toHaveLength(1);
      expect(mail!.text).toContain('Darse de baja');
    }
    for (const email of [...site.emails('en'), ...site.emails('es', 'unconfirmed')])
      expect(copiesTo(email)).toHaveLength(0);

    await eventually(async () => {
      const listed = await call<{ issue: NewsletterIssue }>(t.app, {
        method: 'GET',
        url: `/api/admin/newsletters/${issue.id}`,
        headers: bearer(admin),
      });
      expect(listed.body.issue.status).toBe('sent');
    });

    // The web version on the site's host: server-rendered, the body sanitized, no unsubscribe token.
    const web = await t.app.inject({
      method: 'GET',
      url: `/newsletter/${issue.slug}`,
      headers: { host: `${site.domain}:3000` },
    });
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toContain('text/html');
    expect(web.body).toContain(`<h1>${issue.subject}</h1>`);
    expect(web.body).toContain('utm_source=newsletter');
    expect(web.body).not.toContain('<script');
    expect(web.body).not.toContain('/api/newsletter/unsubscribe/');
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/newsletter/${issue.slug}`,
      headers: { host: `${sites.retry.domain}:3000` },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('retries a temporary 4xx with backoff and delivers once; a permanent 5xx marks the address bounced', async () => {
    const site = sites.retry;
    const [email] = site.emails('es');
    smtp.failNext(1, 451);
    const issue = await createIssue(t.app, admin, site.id, 'es', '<p>Hola</p>');
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers: bearer(admin),
      payload: {},
    });
    await eventually(async () =>
      expect((await deliveries(t.app, admin, issue.id)).counts.failed_temp).toBe(1),
    );
    expect(copiesTo(email!)).toHaveLength(0);
    await clock.advance(10 * 60_000);
    await allReceived([email!]);
    await eventually(async () =>
      expect((await deliveries(t.app, admin, issue.id)).counts.sent).toBe(1),
    );
    expect(copiesTo(email!)).toHaveLength(1);

    const bouncing = sites.bounce;
    smtp.failNext(1, 550);
    const second = await createIssue(t.app, admin, bouncing.id, 'es', '<p>Hola</p>');
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/newsletters/${second.id}/send`,
      headers: bearer(admin),
      payload: {},
    });
    await eventually(async () =>
      expect((await deliveries(t.app, admin, second.id)).counts.failed_perm).toBe(1),
    );
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, bouncing.emails('es')[0]!));
    expect(row?.status).toBe('bounced');
  });

  it('schedules an issue and sends it when due', async () => {
    const site = sites.scheduled;
    const issue = await createIssue(t.app, admin, site.id, 'es', '<p>Más tarde</p>');
    const at = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await call<{ issue: NewsletterIssue; recipients: number }>(t.app, {
      method: 'POST',
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers: bearer(admin),
      payload: { at },
    });
    expect(scheduled.body).toMatchObject({ recipients: 2, issue: { status: 'scheduled' } });
    expect((await deliveries(t.app, admin, issue.id)).total).toBe(0);
    await clock.advance(3_600_000 + 1000);
    await allReceived(site.emails('es'));
    for (const email of site.emails('es')) expect(copiesTo(email)).toHaveLength(1);
  });
});

describe('newsletter sending across a restart', () => {
  let ctx: TestContext;
  let site: Awaited<ReturnType<typeof siteWithSubscribers>>;
  beforeAll(async () => {
    // Slow on purpose: the first instance is stopped while the send is under way.
    ctx = await createTestContext({
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_SECOND: '20',
      NEWSLETTER_BATCH_SIZE: '10',
    });
    site = await siteWithSubscribers(ctx, { es: 40 });
  });
  afterAll(async () => {
    await ctx.database.close();
  });

  it('a new instance on the same database resumes: every subscriber gets exactly one copy', async () => {
    const token = await login(ctx.app);
    const issue = await createIssue(ctx.app, token, site.id, 'es', '<p>Uno solo</p>');
    await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers: bearer(token),
      payload: {},
    });
    const recipients = new Set(site.emails('es'));
    const arrived = () => smtp.messages.filter((mail) => recipients.has(recipientOf(mail))).length;
    for (let total = smtp.messages.length; arrived() < 5; total = smtp.messages.length)
      await smtp.received(total + 1);
    await ctx.app.close();
    const before = arrived();
    expect(before).toBeLessThan(40);

    const second = await buildSecondApp(ctx.database, {
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_SECOND: '2000',
    });
    try {
      await allReceived([...recipients]);
      const secondToken = await login(second);
      await eventually(async () =>
        expect((await deliveries(second, secondToken, issue.id)).counts.sent).toBe(40),
      );
      for (const email of recipients) expect(copiesTo(email)).toHaveLength(1);
      const rows = await ctx.database.db
        .select()
        .from(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.email, [...recipients]));
      expect(rows.every((row) => row.status === 'confirmed')).toBe(true);
    } finally {
      await second.close();
    }
  });
});
