import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ImportSubscribersResponse, SubscribersResponse } from '../../contract';
import {
  activityEntries,
  newsletterSubscribers,
  newsletterUnsubscribeTokens,
} from '../../db/schema';
import { SettableClock } from '../../lib/clock';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
} from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { NewsletterService } from './service';
import { listUnsubscribeHeaders, unsubscribeLink } from './unsubscribe-headers';

const DAY = 24 * 3_600_000;
const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@readers.test`;

let t: TestContext;
let smtp: TestSmtp;
let clock: SettableClock;
let admin: string;
let service: NewsletterService;
let site: { id: number; domain: string };

/** Each request from its own client address: the box allows 5 sign-ups per address per 10 minutes. */
let client = 0;
const fromClient = () => `10.18.${Math.floor(++client / 250)}.${client % 250}`;

const subscribe = (email: string, locale = 'es', domain = site.domain) =>
  call(t.app, {
    method: 'POST',
    url: '/api/newsletter',
    payload: { email, locale, source_path: `/${locale}/consejos`, elapsed_ms: 5000 },
    headers: { host: `${domain}:3000` },
    remoteAddress: fromClient(),
  });

const rowOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.siteId, site.id), eq(newsletterSubscribers.email, email)))
  )[0];

const mailsOf = (email: string) =>
  smtp.messages.filter((m) => (m.to as { text: string } | undefined)?.text === email);

/** Waits until `email` has received `count` mails (confirmations go out after the reply); the last one. */
async function mailTo(email: string, count = 1) {
  for (let total = smtp.messages.length + 1; mailsOf(email).length < count; total++)
    await smtp.received(total);
  return mailsOf(email).at(-1)!;
}

const confirmTokenOf = (text: string) =>
  /\/api\/newsletter\/confirm\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];

const listOf = async (query = '') =>
  (
    await call<SubscribersResponse>(t.app, {
      method: 'GET',
      url: `/api/admin/newsletter?site_id=${site.id}${query}`,
      headers: bearer(admin),
    })
  ).body;

describe('newsletter subscribers with a mail server', () => {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    clock = new SettableClock(new Date());
    t = await createTestContext({ SMTP_URL: smtp.url }, { clock });
    admin = await login(t.app);
    const domain = `news-${randomBytes(4).toString('hex')}.localhost`;
    site = {
      id: (await createOwnSite(t, { domain, name: 'Noticias Útiles', languages: ['es', 'ar'] })).id,
      domain,
    };
    service = new NewsletterService(t.database.db, clock);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('subscribes unconfirmed, mails the confirmation in Spanish, and the link confirms once', async () => {
    const email = unique('lucia');
    const reply = await subscribe(email.toUpperCase());
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Subscribed' });
    const stored = await rowOf(email);
    expect(stored).toMatchObject({ status: 'unconfirmed', locale: 'es', confirmedAt: null });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirma tu suscripción a Noticias Útiles');
    expect(mail.text).toContain(
      'Alguien, probablemente tú, ha pedido recibir el boletín de Noticias Útiles',
    );
    expect(mail.html).toContain('Confirmar mi suscripción');
    const token = confirmTokenOf(mail.text ?? '');
    expect(token).toBeDefined();
    expect(mail.text).toContain(`http://${site.domain}`);
    // Only the hash is stored.
    expect(stored!.confirmTokenHash).not.toContain(token!);

    const page = await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<html lang="es" dir="ltr">');
    expect(page.body).toContain('Suscripción confirmada');
    expect(page.body).toMatch(
      new RegExp(`href="http://${site.domain.replace(/\./g, '\\.')}(:\\d+)?/es"`),
    );

    const listed = (await listOf()).subscribers.find((s) => s.email === email);
    expect(listed).toMatchObject({ status: 'confirmed', imported: false, locale: 'es' });
    expect(listed!.consent_at).toBe(clock.now().toISOString());

    const again = await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm/${token}` });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Ya confirmada');

    // A confirmed address subscribing again: the same reply, no new link.
    const twice = await subscribe(email);
    expect([twice.status, twice.body]).toEqual([200, { message: 'Subscribed' }]);
    expect((await rowOf(email))!.confirmTokenHash).toBe(stored!.confirmTokenHash);
  });

  it('answers an unknown or malformed link with a clear page, never a 500', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'not-a-token', '%3Cscript%3E']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/confirm/${token}`,
        headers: { host: `${site.domain}:3000`, cookie: 'locale=ar' },
      });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="ar" dir="rtl">');
      expect(page.body).toContain('هذا الرابط لا يعمل');
      expect(page.body).not.toContain('<script');
    }
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/unsubscribe/nope',
      headers: { host: 'unknown.example' },
    });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('This link does not work');
  });

  it('unsubscribes with RFC 8058 one-click (urlencoded or multipart) and through the page in the reader’s language', async () => {
    const email = unique('pablo');
    await subscribe(email);
    const token = confirmTokenOf((await mailTo(email)).text ?? '')!;
    await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm/${token}` });
    const subscriber = (await rowOf(email))!;

    // The helper later sends use: the headers travel through the real mailer.
    const unsubscribeToken = await service.issueUnsubscribeToken(subscriber.id);
    const link = unsubscribeLink(`http://${site.domain}`, unsubscribeToken);
    const headers = listUnsubscribeHeaders(link);
    expect(headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const sent = smtp.messages.length;
    await t.app.ctx.mailer.send({ to: email, subject: 'Número 1', text: 'Hola', headers });
    const issue = (await smtp.received(sent + 1)).find((m) => m.subject === 'Número 1')!;
    // Unfolded (RFC 5322 folds long header lines).
    const headerLine = (name: string) =>
      issue.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');
    expect(headerLine('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(headerLine('list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);

    const pageReply = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe/${unsubscribeToken}`,
    });
    expect(pageReply.statusCode).toBe(200);
    expect(pageReply.body).toContain(
      '¿Quieres dejar de recibir el boletín de Noticias Útiles en esta dirección?',
    );
    expect(pageReply.body).toContain(`<form method="post" action="./${unsubscribeToken}">`);
    expect(pageReply.body).toContain('Darme de baja');

    const oneClick: InjectOptions = {
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    };
    const first = await call(t.app, oneClick);
    expect(first.status).toBe(200);
    expect(first.res.headers['content-type']).toContain('application/json');
    expect(first.body).toEqual({ message: 'Unsubscribed' });
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await call(t.app, oneClick)).status).toBe(200);
    // An unsubscribed reader's page says so.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/newsletter/unsubscribe/${unsubscribeToken}`,
        })
      ).body,
    ).toContain('Te has dado de baja');

    // multipart/form-data, as RFC 8058 prefers.
    const other = unique('marta');
    await subscribe(other);
    const otherToken = await service.issueUnsubscribeToken((await rowOf(other))!.id);
    const boundary = 'oneclickboundary';
    const multipart = await call(t.app, {
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${otherToken}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.status).toBe(200);
    expect(await rowOf(other)).toMatchObject({ status: 'unsubscribed' });

    // The page's button.
    const third = unique('sara');
    await subscribe(third);
    const thirdToken = await service.issueUnsubscribeToken((await rowOf(third))!.id);
    const button = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${thirdToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'from=page',
    });
    expect(button.statusCode).toBe(200);
    expect(button.headers['content-type']).toContain('text/html');
    expect(button.body).toContain('Ya no recibirás el boletín de Noticias Útiles');

    const unknown = await call(t.app, {
      ...oneClick,
      url: `/api/newsletter/unsubscribe/${randomBytes(32).toString('base64url')}`,
    });
    expect(unknown.status).toBe(404);
    const wrongBody = await call(t.app, { ...oneClick, payload: 'List-Unsubscribe=Later' });
    expect(wrongBody.status).toBe(400);

    // Subscribing again after unsubscribing is a new opt-in: unconfirmed, with a new mail.
    const before = mailsOf(email).length;
    await subscribe(email, 'ar');
    expect(await rowOf(email)).toMatchObject({ status: 'unconfirmed', locale: 'ar' });
    expect((await mailTo(email, before + 1)).subject).toBe('أكّد اشتراكك في Noticias Útiles');
  });

  it('imports a CSV with consent dates all or nothing, exports it, filters by status, and deletes on request', async () => {
    const known = unique('known');
    await subscribe(known);
    const count = async () => (await listOf()).subscribers.length;
    const before = await count();
    const importCsv = (csv: string) =>
      call<ImportSubscribersResponse & ErrorBody>(t.app, {
        method: 'POST',
        url: '/api/admin/newsletter/import',
        payload: { site_id: site.id, csv },
        headers: bearer(admin),
      });

    const wrongColumns = await importCsv('mail,date\nx@y.test,2024-01-01\n');
    expect(wrongColumns.status).toBe(422);
    expect(wrongColumns.body.message).toMatch(/email and consent_date/);

    const a = unique('ana');
    const b = unique('bea');
    const future = new Date(clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    const bad = await importCsv(
      `email,consent_date,locale\n${a},2024-03-01,es\nnot-an-email,2024-03-01,es\n${b},${future},fr\n${a},2024-03-02,es\n`,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('3 rows have errors: nothing was imported');
    expect(Object.keys(bad.body.errors!)).toEqual(['row 3', 'row 4', 'row 5']);
    expect(bad.body.errors!['row 4']).toEqual([
      `consent_date ${future} is in the future`,
      'locale "fr" is not a language of this site (en, es, ar)',
    ]);
    expect(bad.body.errors!['row 5']![0]).toMatch(/already on row 2/);
    expect(await count()).toBe(before);

    const good = await importCsv(
      `\uFEFFemail,consent_date,locale\r\n${a.toUpperCase()},2024-03-01,es\r\n"${b}",2024-03-02T10:00:00Z,\r\n${known},2024-01-01,es\r\n`,
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body).toMatchObject({ imported: 2, skipped: 1 });
    const list = (await listOf()).subscribers;
    expect(list.find((s) => s.email === a)).toMatchObject({
      status: 'confirmed',
      imported: true,
      locale: 'es',
      consent_at: '2024-03-01T00:00:00.000Z',
    });
    expect(list.find((s) => s.email === b)).toMatchObject({
      imported: true,
      locale: 'en',
      consent_at: '2024-03-02T10:00:00.000Z',
    });
    // A known address is left as it was.
    expect(list.find((s) => s.email === known)).toMatchObject({
      status: 'unconfirmed',
      imported: false,
    });

    const unconfirmed = await listOf('&status=unconfirmed');
    expect(unconfirmed.confirmation_mail).toBe(true);
    expect(unconfirmed.subscribers.length).toBeGreaterThan(0);
    expect(unconfirmed.subscribers.every((s) => s.status === 'unconfirmed')).toBe(true);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/admin/newsletter?site_id=${site.id}&status=maybe`,
          headers: bearer(admin),
        })
      ).status,
    ).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/newsletter/export.csv?site_id=${site.id}&status=confirmed`,
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('status,consent_at,imported');
    expect(csv.body).toContain(`${a},es,,confirmed,2024-03-01T00:00:00.000Z,true`);
    expect(csv.body).not.toContain(known);

    const row = (await rowOf(a))!;
    await service.issueUnsubscribeToken(row.id);
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/newsletter/${row.id}`,
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(200);
    expect(await rowOf(a)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(newsletterUnsubscribeTokens)
        .where(eq(newsletterUnsubscribeTokens.subscriberId, row.id)),
    ).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(activityEntries)
      .where(
        and(
          eq(activityEntries.action, 'subscriber.delete'),
          eq(activityEntries.targetId, String(row.id)),
        ),
      );
    expect(entry).toMatchObject({ siteId: site.id, targetLabel: null });
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/admin/newsletter/${row.id}`,
          headers: bearer(admin),
        })
      ).status,
    ).toBe(404);
  });

  // Last: it moves the clock 31 days for every test of this file.
  it('purges unconfirmed addresses 30 days after their confirmation mail, and nothing else', async () => {
    const mailed = unique('mailed');
    await subscribe(mailed);
    await mailTo(mailed);
    const confirmed = unique('confirmed');
    await subscribe(confirmed);
    await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm/${confirmTokenOf((await mailTo(confirmed)).text ?? '')}`,
    });
    // As subscribed while no SMTP was configured: listed unconfirmed, never mailed, never purged.
    const unmailed = unique('unmailed');
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ siteId: site.id, email: unmailed, locale: 'es', createdAt: clock.now() });

    await clock.advance(29 * DAY);
    expect(await rowOf(mailed)).toBeDefined();
    await clock.advance(2 * DAY);
    expect(await rowOf(mailed)).toBeUndefined();
    expect(await rowOf(confirmed)).toMatchObject({ status: 'confirmed' });
    expect(await rowOf(unmailed)).toMatchObject({ status: 'unconfirmed' });
  });
});
