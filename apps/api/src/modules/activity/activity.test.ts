import { eq } from 'drizzle-orm';
import type { ActivityEntry, ActivityResponse } from '@sitenet/api-client/schemas/activity';
import { adminRoutes, allRoutes } from '@sitenet/api-client/routes';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { adminUsers, leads } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { registerRoute, type RouteOptions } from '../../lib/route';
import { hashPassword } from '../auth/password';
import {
  buildRoleFixture,
  createMember,
  languageOf,
  sessionFor,
  type RoleFixture,
} from '../people/fixture';

let t: TestContext;
let fx: RoleFixture;
const DOMAIN = `activity-${Date.now()}.localhost`;

const as = (token: string) => bearer(token);
const list = (token: string, query = '') =>
  call<ActivityResponse>(t.app, {
    method: 'GET',
    url: `/api/admin/activity${query}`,
    headers: as(token),
  });
/** The newest entry of `action` written by `userId`. */
async function latest(action: string, userId = fx.users.owner.id): Promise<ActivityEntry> {
  const { status, body } = await list(
    fx.users.owner.token,
    `?action=${action}&user_id=${userId}&limit=1`,
  );
  expect(status).toBe(200);
  expect(body.entries, action).toHaveLength(1);
  return body.entries[0]!;
}

const draft = (siteId: number, title: string) => ({
  site_id: siteId,
  category: 'home',
  author_id: null,
  trending: false,
  is_advertorial: false,
  read_time: 5,
  read_time_auto: false,
  featured_image_url: null,
  translations: Object.fromEntries(
    ['en', 'es'].map((code) => [
      code,
      {
        title: `${title} ${code}`,
        slug: '',
        excerpt: '',
        content_type: 'html',
        content: [],
        content_html: '<p>Body</p>',
        status: 'draft',
        publish_at: null,
      },
    ]),
  ),
});

beforeAll(async () => {
  t = await createTestContext();
  await createOwnSite(t, { domain: DOMAIN, name: 'Activity Site', languages: ['es'] });
  fx = await buildRoleFixture(t.database.db, DOMAIN);
});
afterAll(() => t.close());

describe('entries written by the admin API', () => {
  it('logs each post write with its target, site and publish state per translation', async () => {
    const owner = as(fx.users.owner.token);
    const created = await call<{ post: { id: number } }>(t.app, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: owner,
      payload: draft(fx.siteId, 'Logged'),
    });
    expect(created.status).toBe(201);
    const id = created.body.post.id;
    const create = await latest('post.create');
    expect(create).toMatchObject({
      site_id: fx.siteId,
      user: { id: fx.users.owner.id },
      target: { type: 'post', id: String(id), label: 'Logged en' },
    });

    const read = await call<{
      post: Record<string, unknown> & { translations: Record<string, Record<string, unknown>> };
    }>(t.app, {
      method: 'GET',
      url: `/api/admin/posts/${id}`,
      headers: owner,
    });
    const { id: _i, updated_at: _u, deleted_at: _d, ...post } = read.body.post;
    post.translations.es = { ...post.translations.es, status: 'published' };
    post.translations.en = { ...post.translations.en, title: 'Logged again en' };
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: `/api/admin/posts/${id}`,
          headers: owner,
          payload: post,
        })
      ).status,
    ).toBe(200);
    const update = await latest('post.update');
    expect(update.target).toEqual({ type: 'post', id: String(id), label: 'Logged again en' });
    expect(update.changes).toMatchObject({
      'es.status': { before: 'draft', after: 'published' },
      'en.title': { before: 'Logged en', after: 'Logged again en' },
    });

    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/posts/${id}/duplicate`,
          headers: owner,
        })
      ).status,
    ).toBe(201);
    expect((await latest('post.duplicate')).changes).toEqual({
      copy_of: { before: null, after: id },
    });
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/admin/posts/${id}`, headers: owner }))
        .status,
    ).toBe(200);
    expect((await latest('post.trash')).target.id).toBe(String(id));
    expect(
      (await call(t.app, { method: 'POST', url: `/api/admin/posts/${id}/restore`, headers: owner }))
        .status,
    ).toBe(200);
    expect((await latest('post.restore')).site_id).toBe(fx.siteId);
  });

  it('logs a translation submitted, then rejected, by the people who did it', async () => {
    const created = await call<{ post: { id: number } }>(t.app, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: as(fx.users.owner.token),
      payload: draft(fx.siteId, 'Review'),
    });
    const id = created.body.post.id;
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/posts/${id}/translations/es/submit`,
          headers: as(fx.users.editor.token),
        })
      ).status,
    ).toBe(200);
    const submit = await latest('translation.submit', fx.users.editor.id);
    expect(submit).toMatchObject({
      site_id: fx.siteId,
      target: { type: 'translation', id: `${id}/es`, label: 'Review es (es)' },
    });
    expect(submit.changes).toEqual({ review_state: { before: null, after: 'submitted' } });
    const reject = await call(t.app, {
      method: 'POST',
      url: `/api/admin/posts/${id}/translations/es/reject`,
      headers: as(fx.users.manager.token),
      payload: { note: 'Too literal' },
    });
    expect(reject.status).toBe(200);
    expect((await latest('translation.reject', fx.users.manager.id)).changes).toMatchObject({
      review_state: { before: 'submitted', after: 'rejected' },
      review_note: { after: 'Too literal' },
    });
  });

  it('logs a site settings save field by field', async () => {
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/sites/${fx.siteId}/settings`,
      headers: as(fx.users.manager.token),
      payload: {
        version: 0,
        settings: {
          identity: { tagline: 'Fresh tips daily' },
          contact: { email: 'hello@activity.test' },
        },
      },
    });
    expect(put.status).toBe(200);
    const entry = await latest('site.settings.update', fx.users.manager.id);
    expect(entry).toMatchObject({
      site_id: fx.siteId,
      target: { type: 'site', id: String(fx.siteId), label: 'Activity Site' },
    });
    expect(entry.changes).toMatchObject({
      'identity.tagline': { after: 'Fresh tips daily' },
      'contact.email': { after: 'hello@activity.test' },
    });
    // Only what changed.
    expect(Object.keys(entry.changes!)).toHaveLength(2);
  });

  it('logs a network settings save as a network-wide entry', async () => {
    const current = await call<{ settings: Record<string, unknown>; version: number }>(t.app, {
      method: 'GET',
      url: '/api/admin/settings',
      headers: as(fx.users.owner.token),
    });
    const put = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      headers: as(fx.users.owner.token),
      payload: {
        version: current.body.version,
        settings: { ...current.body.settings, network_name: 'Activity Network' },
      },
    });
    expect(put.status).toBe(200);
    const entry = await latest('network.settings.update');
    expect(entry.site_id).toBeNull();
    expect(entry.changes).toEqual({
      network_name: { before: current.body.settings.network_name, after: 'Activity Network' },
    });
  });

  it('logs a role change with each site role before and after, on that site', async () => {
    const person = await createMember(t.database.db, fx.siteId, 'translator', {
      languages: ['es'],
    });
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${person}`,
      headers: as(fx.users.owner.token),
      payload: { memberships: [{ site_id: fx.siteId, role: 'author' }] },
    });
    expect(put.status, put.res.body).toBe(200);
    const entry = await latest('person.role_change');
    expect(entry).toMatchObject({
      site_id: fx.siteId,
      target: { type: 'person', id: String(person) },
    });
    expect(entry.changes).toEqual({
      [`site ${fx.siteId}`]: { before: 'translator (es)', after: 'author' },
    });

    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/users/${person}/suspend`,
          headers: as(fx.users.owner.token),
        })
      ).status,
    ).toBe(200);
    expect((await latest('person.suspend')).changes).toEqual({
      status: { before: 'active', after: 'suspended' },
    });
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/users/${person}/reactivate`,
          headers: as(fx.users.owner.token),
        })
      ).status,
    ).toBe(200);
    expect((await latest('person.reactivate')).changes).toEqual({
      status: { before: 'suspended', after: 'active' },
    });
  });

  it('logs a removed person by the name they had, and keeps the entries of a removed actor', async () => {
    const actor = await createMember(t.database.db, fx.siteId, 'editor', { label: 'leaving' });
    const token = await sessionFor(t.database.db, actor);
    const language = await languageOf(t.database.db, fx.siteId, 'es');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/languages/${language}/toggle`,
          headers: as(token),
          payload: { enabled: true },
        })
      ).status,
    ).toBe(200);
    const toggle = await latest('language.toggle', actor);
    expect(toggle).toMatchObject({
      site_id: fx.siteId,
      target: { type: 'language', id: String(language) },
      changes: { enabled: { after: true } },
    });
    const [{ name }] = (await t.database.db
      .select({ name: adminUsers.name })
      .from(adminUsers)
      .where(eq(adminUsers.id, actor))) as [{ name: string }];

    const remove = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/users/${actor}`,
      headers: as(fx.users.owner.token),
      payload: { reassign_to: fx.users.owner.id },
    });
    expect(remove.status).toBe(200);
    expect((await latest('person.delete')).target).toEqual({
      type: 'person',
      id: String(actor),
      label: name,
    });
    // The actor is gone; their entry stays, with the name they had.
    const { body } = await list(
      fx.users.owner.token,
      `?action=language.toggle&site_id=${fx.siteId}`,
    );
    expect(body.entries.find((entry) => entry.id === toggle.id)?.user).toEqual({ id: null, name });
  });

  it('logs a lead status change, a password change (never the password) and sign-outs as security events', async () => {
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        siteId: fx.siteId,
        name: 'Lee',
        email: 'lee@example.com',
        subject: 'A question',
        message: 'Hello',
        locale: 'en',
        sourcePath: '/contact',
      })
      .returning({ id: leads.id });
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/leads/${lead!.id}/status`,
          headers: as(fx.users.editor.token),
          payload: { status: 'contacted' },
        })
      ).status,
    ).toBe(200);
    expect(await latest('lead.status', fx.users.editor.id)).toMatchObject({
      site_id: fx.siteId,
      target: { type: 'lead', id: String(lead!.id), label: 'A question' },
      changes: { status: { before: 'new', after: 'contacted' } },
    });

    const me = await createMember(t.database.db, fx.siteId, 'author');
    const [here, there] = [
      await sessionFor(t.database.db, me),
      await sessionFor(t.database.db, me),
    ];
    await t.database.db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword('old river lantern 42') })
      .where(eq(adminUsers.id, me));
    const put = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/me',
      headers: as(here),
      payload: { current_password: 'old river lantern 42', password: 'quiet harbor violin 77' },
    });
    expect(put.status).toBe(200);
    const change = await latest('me.password_change', me);
    expect(change.changes).toEqual({ password: { before: null, after: 'changed' } });
    expect(JSON.stringify(change)).not.toContain('violin');
    expect(there).toBeTruthy();

    expect(
      (await call(t.app, { method: 'POST', url: '/api/admin/logout', headers: as(here) })).status,
    ).toBe(200);
    expect((await latest('session.revoke', me)).target).toMatchObject({
      type: 'session',
      label: 'Signed out',
    });
  });

  it('logs nothing for a write that failed', async () => {
    const before = (await list(fx.users.owner.token, '?limit=1')).body.entries[0]?.id;
    const bad = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/sites/${fx.siteId}/settings`,
      headers: as(fx.users.owner.token),
      payload: { version: 0, settings: {} },
    });
    expect(bad.status).toBe(409);
    expect((await list(fx.users.owner.token, '?limit=1')).body.entries[0]?.id).toBe(before);
  });
});

describe('GET /api/admin/activity', () => {
  it('filters by person, action, target type, site and date, and pages with a cursor', async () => {
    const person = await createMember(t.database.db, fx.siteId, 'translator', {
      languages: ['es'],
    });
    for (const name of ['One', 'Two', 'Three']) {
      expect(
        (
          await call(t.app, {
            method: 'PUT',
            url: `/api/admin/users/${person}`,
            headers: as(fx.users.administrator.token),
            payload: { name },
          })
        ).status,
      ).toBe(200);
    }
    const mine = `?user_id=${fx.users.administrator.id}&target_type=person&action=person.update`;
    const all = (await list(fx.users.owner.token, mine)).body;
    expect(all.entries.map((entry) => entry.changes?.name?.after)).toEqual(['Three', 'Two', 'One']);
    expect(all.next_before).toBeNull();

    const first = (await list(fx.users.owner.token, `${mine}&limit=2`)).body;
    expect(first.entries).toHaveLength(2);
    expect(first.next_before).toBe(first.entries[1]!.id);
    const second = (await list(fx.users.owner.token, `${mine}&limit=2&before=${first.next_before}`))
      .body;
    expect(second.entries.map((entry) => entry.changes?.name?.after)).toEqual(['One']);
    expect(second.next_before).toBeNull();

    const past = (await list(fx.users.owner.token, `${mine}&until=2000-01-01`)).body;
    expect(past.entries).toEqual([]);
    const future = (await list(fx.users.owner.token, `${mine}&until=2999-01-01T00:00:00Z`)).body;
    expect(future.entries).toHaveLength(3);

    const bySite = (await list(fx.users.owner.token, `?site_id=${fx.siteId}`)).body;
    expect(bySite.entries.length).toBeGreaterThan(0);
    expect(bySite.entries.every((entry) => entry.site_id === fx.siteId)).toBe(true);
  });

  it('shows a manager their sites’ entries only, and refuses roles without activity.read', async () => {
    const manager = (await list(fx.users.manager.token)).body;
    expect(manager.entries.length).toBeGreaterThan(0);
    expect(manager.entries.every((entry) => entry.site_id === fx.siteId)).toBe(true);
    // The owner also sees network-wide entries.
    const owner = (await list(fx.users.owner.token, '?target_type=network')).body;
    expect(owner.entries.some((entry) => entry.site_id === null)).toBe(true);
    expect((await list(fx.users.manager.token, '?target_type=network')).body.entries).toEqual([]);
    for (const role of ['editor', 'author', 'contributor', 'translator'] as const) {
      expect((await list(fx.users[role].token)).status, role).toBe(403);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/admin/activity' })).status).toBe(401);
  });

  it('answers 400 to bad filters', async () => {
    for (const query of [
      '?before=abc',
      '?before=0',
      '?limit=0',
      '?limit=1000',
      '?action=post.destroy',
      '?until=yesterday',
      '?site_id=-1',
      '?extra=1',
    ]) {
      const res = await list(fx.users.owner.token, query);
      expect(res.status, query).toBe(400);
      expect(res.body).toHaveProperty('message');
    }
  });

  it('offers no way to change an entry', async () => {
    const activityRoutes = allRoutes().filter((route) => route.path.includes('activity'));
    expect(activityRoutes.map((route) => route.method)).toEqual(['GET']);
    const [entry] = (await list(fx.users.owner.token, '?limit=1')).body.entries;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/activity', `/api/admin/activity/${entry!.id}`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: as(fx.users.owner.token),
          payload: {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await list(fx.users.owner.token, '?limit=1')).body.entries[0]).toEqual(entry);
  });
});

describe('registerRoute', () => {
  const ctx = { routePermissions: new Map() } as unknown as AppContext;
  const register = (options: unknown) => () =>
    registerRoute(
      Fastify(),
      ctx,
      adminRoutes.setLeadStatus,
      options as RouteOptions<typeof adminRoutes.setLeadStatus>,
      async () => {
        throw new Error('not called');
      },
    );
  const rules = { site: 'none', permission: 'leads.manage' } as const;

  it('refuses a bearer write that declares no activity, or nothing without a reason', () => {
    expect(register(rules)).toThrow(/declares no activity/);
    expect(register({ ...rules, activity: { none: ' ' } })).toThrow(/declares no activity/);
    expect(register({ ...rules, activity: '' })).toThrow(/declares no activity/);
    expect(register({ ...rules, activity: 'lead.status' })).not.toThrow();
    expect(
      register({ ...rules, activity: { none: 'changes nothing anyone audits' } }),
    ).not.toThrow();
  });

  it('does not compile without one either', () => {
    const handler = async (): Promise<never> => {
      throw new Error('not called');
    };
    // @ts-expect-error a bearer write route without `activity` is a type error
    expect(() => registerRoute(Fastify(), ctx, adminRoutes.setLeadStatus, rules, handler)).toThrow(
      /declares no activity/,
    );
  });

  it('refuses an activity on a read', () => {
    expect(() =>
      registerRoute(
        Fastify(),
        ctx,
        adminRoutes.listLeads,
        { ...rules, permission: 'leads.read', activity: 'lead.status' } as never,
        async () => ({ leads: [] }),
      ),
    ).toThrow(/only bearer writes/);
  });
});
