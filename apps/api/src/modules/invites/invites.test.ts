import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPasswordResetResponse,
  CreatedInviteResponse,
  InvitesResponse,
  LoginResponse,
  NetworkSettingsResponse,
  PublicInviteResponse,
} from '../../contract';
import { adminUsers } from '../../db/schema';
import { SettableClock } from '../../lib/clock';
import { redactLinkTokens } from '../../lib/redact-link-tokens';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  DEMO_ACCOUNTS,
  type TestContext,
} from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createMember, sessionFor } from '../people/fixture';

const STRONG = 'violet kettle orbits quietly';
const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@invites.test`;

async function ownerToken(t: TestContext): Promise<string> {
  const [owner] = await t.database.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.role, 'owner'))
    .limit(1);
  return sessionFor(t.database.db, owner!.id);
}

function tokenOf(link: string, page: 'invite' | 'reset-password'): string {
  const match = new RegExp(`/${page}/([A-Za-z0-9_-]{43})$`).exec(link);
  if (!match) throw new Error(`not a ${page} link: ${link}`);
  return match[1]!;
}

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload as InjectOptions['payload'],
  headers,
  ...(remoteAddress && { remoteAddress }),
});

// Real SMTP round trips and several scrypt hashes per test: generous on a busy machine.
describe('invitations and resets with a mail server', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  let owner: string;
  let siteId: number;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestContext({
      SMTP_URL: smtp.url,
      ADMIN_PUBLIC_URL: 'https://admin.example.test',
    });
    owner = await ownerToken(t);
    siteId = (
      await createOwnSite(t, {
        domain: 'invites-mail.localhost',
        name: 'Mail Site',
        languages: ['es', 'ar'],
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails an invitation whose link accepts, signs the person in, and then works no more', async () => {
    const email = unique('translator');
    const before = smtp.messages.length;
    const created = await call<CreatedInviteResponse>(
      t.app,
      post(
        '/api/admin/invites',
        {
          email,
          name: 'Tess',
          memberships: [{ site_id: siteId, role: 'translator', languages: ['es'] }],
        },
        bearer(owner),
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.link).toBeUndefined();
    expect(created.body.invite.email).toBe(email);

    const [mail] = (await smtp.received(before + 1)).slice(before);
    expect(mail!.subject).toBe("You're invited to TipsHub");
    expect((mail!.to as { text: string }).text).toBe(email);
    const link = /https:\/\/admin\.example\.test\/invite\/[A-Za-z0-9_-]{43}/.exec(
      mail!.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain('translator on Mail Site (invites-mail.localhost), languages: es');
    const token = tokenOf(link!, 'invite');

    const shown = await call<PublicInviteResponse>(t.app, {
      method: 'GET',
      url: `/api/invites/${token}`,
    });
    expect(shown.status).toBe(200);
    expect(shown.res.headers['cache-control']).toBe('no-store');
    expect(shown.body.invite).toMatchObject({
      email,
      name: 'Tess',
      role: 'member',
      invited_by: { name: 'Demo Owner' },
      network_name: 'TipsHub',
      memberships: [
        { site_id: siteId, site_name: 'Mail Site', role: 'translator', languages: ['es'] },
      ],
    });

    const accepted = await call<LoginResponse>(
      t.app,
      post(`/api/invites/${token}/accept`, { name: 'Tess Translator', password: STRONG }),
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.user).toMatchObject({
      email,
      name: 'Tess Translator',
      role: 'member',
      memberships: [{ site_id: siteId, role: 'translator', languages: ['es'] }],
    });
    const me = await call(t.app, {
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(accepted.body.token),
    });
    expect(me.status).toBe(200);

    const login = await call<LoginResponse>(
      t.app,
      post('/api/admin/login', { email, password: STRONG }),
    );
    expect(login.status).toBe(200);

    const again = await call(
      t.app,
      post(`/api/invites/${token}/accept`, { name: 'Again', password: STRONG }),
    );
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been accepted/);
  });

  it('mails a reset link that sets a new password once and signs the person out everywhere', async () => {
    const email = unique('reset');
    const [person] = await t.database.db
      .insert(adminUsers)
      .values({ name: 'Rita', email, passwordHash: 'unusable' })
      .returning({ id: adminUsers.id });
    const session = await sessionFor(t.database.db, person!.id);
    const before = smtp.messages.length;

    const asked = await call(
      t.app,
      post('/api/password-reset', { email: email.toUpperCase() }, {}, '10.1.0.1'),
    );
    expect(asked.status).toBe(202);
    const [mail] = (await smtp.received(before + 1)).slice(before);
    expect(mail!.subject).toBe('Reset your password');
    const link = /https:\/\/admin\.example\.test\/reset-password\/[A-Za-z0-9_-]{43}/.exec(
      mail!.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(link);
    const token = tokenOf(link!, 'reset-password');

    const weak = await call(
      t.app,
      post(`/api/password-reset/${token}`, { password: 'password1234' }),
    );
    expect(weak.status).toBe(422);
    expect(weak.body.errors?.password?.[0]).toMatch(/too weak/);

    const reset = await call(t.app, post(`/api/password-reset/${token}`, { password: STRONG }));
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/me', headers: bearer(session) })).status,
    ).toBe(401);
    expect((await call(t.app, post('/api/admin/login', { email, password: STRONG }))).status).toBe(
      200,
    );

    const reused = await call(
      t.app,
      post(`/api/password-reset/${token}`, { password: `${STRONG} again` }),
    );
    expect(reused.status).toBe(410);
    expect(reused.body.message).toMatch(/already been used/);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const before = smtp.messages.length;
    const unknown = await call(
      t.app,
      post('/api/password-reset', { email: unique('nobody') }, {}, '10.1.0.2'),
    );
    const known = await call(
      t.app,
      post('/api/password-reset', { email: DEMO_ACCOUNTS.editor.email }, {}, '10.1.0.3'),
    );
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    // Handled in order: the known email's message arrives after the unknown one was dealt with.
    const arrived = await smtp.received(before + 1);
    expect(arrived.slice(before).map((m) => (m.to as { text: string }).text)).toEqual([
      DEMO_ACCOUNTS.editor.email,
    ]);
  });

  it('mails the reset link an administrator makes and leaves it out of the reply', async () => {
    const member = await createMember(t.database.db, siteId, 'author');
    const before = smtp.messages.length;
    const made = await call<AdminPasswordResetResponse>(
      t.app,
      post(`/api/admin/users/${member}/password-reset`, undefined, bearer(owner)),
    );
    expect(made.status).toBe(200);
    expect(made.body.link).toBeUndefined();
    const [mail] = (await smtp.received(before + 1)).slice(before);
    expect(mail!.subject).toBe('Reset your password');
  });

  it("mails invitations and resets in the network's default admin language", async () => {
    const settings = await call<NetworkSettingsResponse>(t.app, {
      method: 'GET',
      url: '/api/admin/settings',
      headers: bearer(owner),
    });
    const setLanguage = async (language: string, version: number) => {
      const saved = await call<NetworkSettingsResponse>(t.app, {
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(owner),
        payload: {
          version,
          settings: { ...settings.body.settings, default_admin_language: language },
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body.version;
    };
    const version = await setLanguage('es', settings.body.version);
    try {
      const email = unique('spanish');
      const before = smtp.messages.length;
      const created = await call(
        t.app,
        post(
          '/api/admin/invites',
          {
            email,
            memberships: [{ site_id: siteId, role: 'translator', languages: ['es'] }],
          },
          bearer(owner),
        ),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const [invite] = (await smtp.received(before + 1)).slice(before);
      expect(invite!.subject).toBe('Te han invitado a TipsHub');
      expect(invite!.text).toContain(
        'Demo Owner te ha invitado a ayudar a gestionar TipsHub como traductor en Mail Site (invites-mail.localhost), idiomas: es.',
      );
      expect(invite!.text).toContain('Acepta la invitación y elige tu contraseña:');
      const link = /https:\/\/admin\.example\.test\/invite\/[A-Za-z0-9_-]{43}/.exec(
        invite!.text ?? '',
      )?.[0];
      expect(link).toBeDefined();
      expect(invite!.html).toContain('<html lang="es" dir="ltr">');
      expect(invite!.html).toContain('Aceptar la invitación');

      const member = await createMember(t.database.db, siteId, 'author');
      const made = await call(
        t.app,
        post(`/api/admin/users/${member}/password-reset`, undefined, bearer(owner)),
      );
      expect(made.status).toBe(200);
      const [reset] = (await smtp.received(before + 2)).slice(before + 1);
      expect(reset!.subject).toBe('Restablece tu contraseña');
      expect(reset!.text).toMatch(/^Hola, .+:\n/);
      expect(reset!.text).toMatch(
        /https:\/\/admin\.example\.test\/reset-password\/[A-Za-z0-9_-]{43}/,
      );
    } finally {
      await setLanguage('en', version);
    }
  });
});

describe('invitations and resets without a mail server', () => {
  let t: TestContext;
  let owner: string;
  let siteId: number;
  let otherSiteId: number;
  const clock = new SettableClock();

  beforeAll(async () => {
    t = await createTestContext({}, { clock });
    owner = await ownerToken(t);
    siteId = (
      await createOwnSite(t, {
        domain: 'invites-plain.localhost',
        name: 'Plain Site',
        languages: ['es'],
      })
    ).id;
    otherSiteId = (
      await createOwnSite(t, {
        domain: 'invites-other.localhost',
        name: 'Other Site',
        languages: ['es'],
      })
    ).id;
  });
  afterAll(() => t.close());

  const invite = (token: string, email = unique('plain'), role = 'translator', site = siteId) =>
    call<CreatedInviteResponse>(
      t.app,
      post(
        '/api/admin/invites',
        {
          email,
          memberships: [{ site_id: site, role, languages: role === 'translator' ? ['es'] : [] }],
        },
        bearer(token),
      ),
    );

  it('returns the link once to the inviter, lists the invitation and accepts it', async () => {
    const created = await invite(owner);
    expect(created.status).toBe(201);
    expect(created.body.link).toMatch(
      /^http:\/\/admin\.localhost:3000\/invite\/[A-Za-z0-9_-]{43}$/,
    );
    const listed = await call<InvitesResponse>(t.app, {
      method: 'GET',
      url: '/api/admin/invites',
      headers: bearer(owner),
    });
    const row = listed.body.invites.find((i) => i.id === created.body.invite.id);
    expect(row).toMatchObject({ status: 'pending', invited_by: { name: 'Demo Owner' } });
    expect(JSON.stringify(listed.body)).not.toContain(tokenOf(created.body.link!, 'invite'));

    const accepted = await call<LoginResponse>(
      t.app,
      post(`/api/invites/${tokenOf(created.body.link!, 'invite')}/accept`, {
        name: 'Pat',
        password: STRONG,
      }),
    );
    expect(accepted.status).toBe(200);
    const after = await call<InvitesResponse>(t.app, {
      method: 'GET',
      url: '/api/admin/invites',
      headers: bearer(owner),
    });
    expect(after.body.invites.some((i) => i.id === created.body.invite.id)).toBe(false);
  });

  it('refuses a weak password with the reason and keeps the invitation', async () => {
    const created = await invite(owner);
    const token = tokenOf(created.body.link!, 'invite');
    const weak = await call(
      t.app,
      post(`/api/invites/${token}/accept`, { name: 'Pat', password: 'password1234' }),
    );
    expect(weak.status).toBe(422);
    expect(weak.body.message).toMatch(/too weak/);
    expect(weak.body.errors?.password).toHaveLength(1);
    const short = await call(
      t.app,
      post(`/api/invites/${token}/accept`, { name: 'Pat', password: 'short' }),
    );
    expect(short.status).toBe(422);
    expect((await call(t.app, { method: 'GET', url: `/api/invites/${token}` })).status).toBe(200);
  });

  it('answers 410 for a revoked invitation and 404 for a link replaced by a resend', async () => {
    const revoked = await invite(owner);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/admin/invites/${revoked.body.invite.id}`,
          headers: bearer(owner),
        })
      ).status,
    ).toBe(200);
    const gone = await call(t.app, {
      method: 'GET',
      url: `/api/invites/${tokenOf(revoked.body.link!, 'invite')}`,
    });
    expect(gone.status).toBe(410);
    expect(gone.body.message).toMatch(/revoked/);

    const first = await invite(owner);
    const resent = await call<CreatedInviteResponse>(
      t.app,
      post(`/api/admin/invites/${first.body.invite.id}/resend`, undefined, bearer(owner)),
    );
    expect(resent.status).toBe(200);
    expect(resent.body.link).not.toBe(first.body.link);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/invites/${tokenOf(first.body.link!, 'invite')}`,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/invites/${tokenOf(resent.body.link!, 'invite')}`,
        })
      ).status,
    ).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/invites/not-a-token' })).status).toBe(
      404,
    );
  });

  it('lets an invitation expire after 7 days and a reset link after an hour', async () => {
    const created = await invite(owner);
    const member = await createMember(t.database.db, siteId, 'author');
    const reset = await call<AdminPasswordResetResponse>(
      t.app,
      post(`/api/admin/users/${member}/password-reset`, undefined, bearer(owner)),
    );
    expect(reset.status).toBe(200);
    expect(reset.body.link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);

    await clock.advance(61 * 60_000);
    const lateReset = await call(
      t.app,
      post(`/api/password-reset/${tokenOf(reset.body.link!, 'reset-password')}`, {
        password: STRONG,
      }),
    );
    expect(lateReset.status).toBe(410);
    expect(lateReset.body.message).toMatch(/expired/);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/invites/${tokenOf(created.body.link!, 'invite')}`,
        })
      ).status,
    ).toBe(200);

    await clock.advance(7 * 24 * 3_600_000);
    const late = await call(
      t.app,
      post(`/api/invites/${tokenOf(created.body.link!, 'invite')}/accept`, {
        name: 'Late',
        password: STRONG,
      }),
    );
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/expired/);
    const listed = await call<InvitesResponse>(t.app, {
      method: 'GET',
      url: '/api/admin/invites',
      headers: bearer(owner),
    });
    expect(listed.body.invites.find((i) => i.id === created.body.invite.id)?.status).toBe(
      'expired',
    );
  });

  it('lets a manager or editor grant only roles below their own, on their own sites', async () => {
    const editor = await sessionFor(
      t.database.db,
      await createMember(t.database.db, siteId, 'editor'),
    );
    expect((await invite(editor, unique('peer'), 'editor')).status).toBe(403);
    expect((await invite(editor, unique('elsewhere'), 'translator', otherSiteId)).status).toBe(403);
    const admin = await call(
      t.app,
      post('/api/admin/invites', { email: unique('admin'), role: 'administrator' }, bearer(editor)),
    );
    expect(admin.status).toBe(403);
    expect((await invite(editor, unique('below'), 'author')).status).toBe(201);
    const translator = await sessionFor(
      t.database.db,
      await createMember(t.database.db, siteId, 'translator'),
    );
    expect((await invite(translator)).status).toBe(403);
  });

  it('refuses an email that already has an account or a pending invitation (409), and bad input (400)', async () => {
    const taken = await invite(owner, DEMO_ACCOUNTS.editor.email.toUpperCase());
    expect(taken.status).toBe(409);
    expect((taken.body as { errors?: Record<string, unknown> }).errors?.email).toBeDefined();
    const email = unique('twice');
    expect((await invite(owner, email)).status).toBe(201);
    expect((await invite(owner, email)).status).toBe(409);
    const noLanguages = await call(
      t.app,
      post(
        '/api/admin/invites',
        { email: unique('x'), memberships: [{ site_id: siteId, role: 'translator' }] },
        bearer(owner),
      ),
    );
    expect(noLanguages.status).toBe(400);
    const missingLanguage = await call(
      t.app,
      post(
        '/api/admin/invites',
        {
          email: unique('x'),
          memberships: [{ site_id: siteId, role: 'translator', languages: ['zh'] }],
        },
        bearer(owner),
      ),
    );
    expect(missingLanguage.status).toBe(400);
    const noSite = await call(
      t.app,
      post(
        '/api/admin/invites',
        { email: unique('x'), memberships: [{ site_id: 999_999, role: 'author' }] },
        bearer(owner),
      ),
    );
    expect(noSite.status).toBe(400);
    expect(
      (await call(t.app, post('/api/admin/invites', { email: 'not an email' }, bearer(owner))))
        .status,
    ).toBe(400);
  });

  it('throttles "Forgot password" per email and per address', async () => {
    const email = unique('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await call(t.app, post('/api/password-reset', { email }, {}, `10.2.0.${i + 1}`))).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);

    const fromOne: number[] = [];
    for (let i = 0; i < 11; i += 1)
      fromOne.push(
        (await call(t.app, post('/api/password-reset', { email: unique('many') }, {}, '10.3.0.1')))
          .status,
      );
    expect(fromOne.slice(0, 10).every((s) => s === 202)).toBe(true);
    const last = await call(
      t.app,
      post('/api/password-reset', { email: unique('many') }, {}, '10.3.0.1'),
    );
    expect(last.status).toBe(429);
    expect(last.res.headers['retry-after']).toBeDefined();
  });

  it('never logs a link token', () => {
    const token = 'A'.repeat(43);
    expect(redactLinkTokens(`/api/invites/${token}/accept`)).toBe('/api/invites/[redacted]/accept');
    expect(redactLinkTokens(`/invite/${token}?x=1`)).toBe('/invite/[redacted]?x=1');
    expect(redactLinkTokens(`/api/password-reset/${token}`)).toBe('/api/password-reset/[redacted]');
    expect(redactLinkTokens(`/reset-password/${token}`)).toBe('/reset-password/[redacted]');
    expect(redactLinkTokens('/api/password-reset')).toBe('/api/password-reset');
  });
});
