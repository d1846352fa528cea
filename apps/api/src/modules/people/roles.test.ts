import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, type TestContext } from '../../../test/helpers';
import { adminUsers } from '../../db/schema';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import {
  buildRoleFixture,
  createMember,
  giveOwnership,
  sessionFor,
  type RoleFixture,
} from './fixture';

let t: TestContext;
let fx: RoleFixture;

beforeAll(async () => {
  t = await createTestContext();
  fx = await buildRoleFixture(t.database.db);
});
afterAll(() => t.close());

const as = (token: string) => bearer(token);
const draft = (title: string, status: 'draft' | 'published' = 'draft') => ({
  site_id: fx.siteId,
  category: 'home',
  author_id: null,
  trending: false,
  is_advertorial: false,
  read_time: 5,
  read_time_auto: false,
  featured_image_url: null,
  translations: Object.fromEntries(
    ['en', 'es', 'ar'].map((code) => [
      code,
      {
        title: `${title} ${code}`,
        slug: '',
        excerpt: '',
        content_type: 'html',
        content: [],
        content_html: '<p>Body</p>',
        status,
        publish_at: null,
      },
    ]),
  ),
});

async function createPost(token: string, title: string) {
  const res = await call<{
    post: { id: number; version: number; translations: Record<string, Record<string, unknown>> };
  }>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: as(token),
    payload: draft(title),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

const saveBody = (post: {
  version: number;
  translations: Record<string, Record<string, unknown>>;
}) => ({
  ...draft('x'),
  version: post.version,
  translations: post.translations,
});

describe('posts by role', () => {
  it('a contributor writes own drafts but cannot publish them', async () => {
    const post = await createPost(fx.users.contributor.token, 'Contributor draft');
    const body = saveBody(post);
    body.translations = {
      ...post.translations,
      en: { ...post.translations.en, status: 'published' },
    };
    const publish = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: as(fx.users.contributor.token),
      payload: body,
    });
    expect(publish.status).toBe(403);
    expect(publish.body.message).toMatch(/cannot publish/);
    const create = await call(t.app, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: as(fx.users.contributor.token),
      payload: draft('Published', 'published'),
    });
    expect(create.status).toBe(403);
  });

  it('an author edits only own posts', async () => {
    const theirs = await createPost(fx.users.editor.token, 'Editor post');
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${theirs.id}`,
      headers: as(fx.users.author.token),
      payload: saveBody(theirs),
    });
    expect(res.status).toBe(403);
    const trash = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/posts/${theirs.id}`,
      headers: as(fx.users.author.token),
    });
    expect(trash.status).toBe(403);
    const own = await createPost(fx.users.author.token, 'Author post');
    const ok = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${own.id}`,
      headers: as(fx.users.author.token),
      payload: saveBody(own),
    });
    expect(ok.status).toBe(200);
  });

  it('a translator changes only their languages, never the original, and cannot publish', async () => {
    const post = await createPost(fx.users.editor.token, 'To translate');
    const tr = fx.users.translator.token;
    const edit = (code: string, change: Record<string, unknown>) => ({
      ...saveBody(post),
      translations: { ...post.translations, [code]: { ...post.translations[code], ...change } },
    });
    const spanish = await call<{ post: { version: number } }>(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: as(tr),
      payload: edit('es', { title: 'Título nuevo' }),
    });
    expect(spanish.status).toBe(200);
    post.version = spanish.body.post.version;
    post.translations.es = { ...post.translations.es, title: 'Título nuevo' };
    const arabic = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: as(tr),
      payload: edit('ar', { title: 'عنوان' }),
    });
    expect(arabic.status).toBe(403);
    expect(arabic.body.message).toMatch(/ar/);
    const english = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: as(tr),
      payload: edit('en', { title: 'New' }),
    });
    expect(english.status).toBe(403);
    expect(english.body.message).toMatch(/English original/);
    const publish = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: as(tr),
      payload: edit('es', { status: 'published' }),
    });
    expect(publish.status).toBe(403);
    const submitArabic = await call(t.app, {
      method: 'POST',
      url: `/api/admin/posts/${post.id}/translations/ar/submit`,
      headers: as(tr),
    });
    expect(submitArabic.status).toBe(403);
  });

  it('submit, reject with a note, submit again, approve publishes', async () => {
    const post = await createPost(fx.users.editor.token, 'Review flow');
    const url = (action: string) => `/api/admin/posts/${post.id}/translations/es/${action}`;
    const early = await call(t.app, {
      method: 'POST',
      url: url('approve'),
      headers: as(fx.users.editor.token),
    });
    expect(early.status).toBe(409);
    const submit = await call<{ translation: { review_state: string } }>(t.app, {
      method: 'POST',
      url: url('submit'),
      headers: as(fx.users.translator.token),
    });
    expect(submit.status).toBe(200);
    expect(submit.body.translation.review_state).toBe('submitted');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: url('approve'),
          headers: as(fx.users.translator.token),
        })
      ).status,
    ).toBe(403);
    const reject = await call<{ translation: { review_state: string; review_note: string } }>(
      t.app,
      {
        method: 'POST',
        url: url('reject'),
        headers: as(fx.users.editor.token),
        payload: { note: 'Fix the title' },
      },
    );
    expect(reject.body.translation).toMatchObject({
      review_state: 'rejected',
      review_note: 'Fix the title',
    });
    await call(t.app, {
      method: 'POST',
      url: url('submit'),
      headers: as(fx.users.translator.token),
    });
    const approve = await call<{ translation: { status: string; review_state: null } }>(t.app, {
      method: 'POST',
      url: url('approve'),
      headers: as(fx.users.editor.token),
    });
    expect(approve.status).toBe(200);
    expect(approve.body.translation).toMatchObject({ status: 'published', review_state: null });
    const read = await call<{ post: { translations: Record<string, { status: string }> } }>(t.app, {
      method: 'GET',
      url: `/api/admin/posts/${post.id}`,
      headers: as(fx.users.editor.token),
    });
    expect(read.body.post.translations.es!.status).toBe('published');
  });
});

describe('people', () => {
  it('an editor grants only roles below their own, and only on their sites', async () => {
    const target = await createMember(t.database.db, fx.siteId, 'translator');
    const put = (token: string, memberships: unknown[]) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/admin/users/${target}`,
        headers: as(token),
        payload: { memberships },
      });
    expect(
      (await put(fx.users.editor.token, [{ site_id: fx.siteId, role: 'author' }])).status,
    ).toBe(200);
    const manager = await put(fx.users.editor.token, [{ site_id: fx.siteId, role: 'editor' }]);
    expect(manager.status).toBe(403);
    expect(manager.body.message).toMatch(/below your own/);
    const [, otherSite] = (
      await call<{ sites: Array<{ id: number }> }>(t.app, {
        method: 'GET',
        url: '/api/admin/sites',
        headers: as(fx.users.owner.token),
      })
    ).body.sites.filter((s) => s.id !== fx.siteId);
    expect(
      (await put(fx.users.editor.token, [{ site_id: otherSite!.id, role: 'author' }])).status,
    ).toBe(403);
    expect(
      (await put(fx.users.manager.token, [{ site_id: fx.siteId, role: 'editor' }])).status,
    ).toBe(200);
    const admin = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${target}`,
      headers: as(fx.users.administrator.token),
      payload: { role: 'administrator' },
    });
    expect(admin.status).toBe(403);
  });

  it('the owner cannot be suspended, removed or demoted; ownership moves only by transfer', async () => {
    const owner = fx.users.owner.id;
    const h = as(fx.users.administrator.token);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/admin/users/${owner}/suspend`, headers: h }))
        .status,
    ).toBe(409);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/admin/users/${owner}`,
          headers: h,
          payload: { reassign_to: fx.users.administrator.id },
        })
      ).status,
    ).toBe(409);
    const demote = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${owner}`,
      headers: as(fx.users.owner.token),
      payload: { role: 'member' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/transfer ownership/);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/users/${fx.users.administrator.id}/transfer-ownership`,
          headers: h,
        })
      ).status,
    ).toBe(403);
  });

  it('suspension ends the person’s sessions at once; removal hands their posts on', async () => {
    const person = await createMember(t.database.db, fx.siteId, 'author');
    const token = await sessionFor(t.database.db, person);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/me', headers: as(token) })).status,
    ).toBe(200);
    const suspend = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${person}/suspend`,
      headers: as(fx.users.manager.token),
    });
    expect(suspend.status).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/me', headers: as(token) })).status,
    ).toBe(401);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/users/${person}/reactivate`,
          headers: as(fx.users.manager.token),
        })
      ).status,
    ).toBe(200);
    // Still signed out: suspension revoked the session itself.
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/me', headers: as(token) })).status,
    ).toBe(401);

    const post = await createPost(fx.users.owner.token, 'Handed on');
    await giveOwnership(t.database.db, post.id, person);
    const remove = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/users/${person}`,
      headers: as(fx.users.manager.token),
      payload: { reassign_to: fx.users.author.id },
    });
    expect(remove.status).toBe(200);
    const own = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/posts/${post.id}`,
      headers: as(fx.users.author.token),
    });
    expect(own.status).toBe(200);
  });

  it('a password change needs the current password, follows the policy, and ends other sessions', async () => {
    const me = await createMember(t.database.db, fx.siteId, 'author');
    const [here, there] = [
      await sessionFor(t.database.db, me),
      await sessionFor(t.database.db, me),
    ];
    // The fixture's people have no usable password: give this one a known one.
    await t.database.db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword('old river lantern 42') })
      .where(eq(adminUsers.id, me));
    const put = (payload: Record<string, string>) =>
      call(t.app, { method: 'PUT', url: '/api/admin/me', headers: as(here), payload });
    expect((await put({ password: 'quiet harbor violin 77' })).status).toBe(400);
    const wrong = await put({
      current_password: 'not it at all',
      password: 'quiet harbor violin 77',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('current_password');
    const weak = await put({ current_password: 'old river lantern 42', password: 'password1234' });
    expect(weak.status).toBe(422);
    expect(weak.body.message).toMatch(/too weak/);
    expect(
      (await put({ current_password: 'old river lantern 42', password: 'quiet harbor violin 77' }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/me', headers: as(there) })).status,
    ).toBe(401);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/me', headers: as(here) })).status,
    ).toBe(200);
  });
});

describe('password policy', () => {
  it('refuses short, long and guessable passwords with the reason', () => {
    expect(passwordProblem('short-pw')).toMatch(/too short/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/too long/);
    expect(passwordProblem('password1234')).toMatch(
      /too weak: This is similar to a commonly used password/,
    );
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });
});
