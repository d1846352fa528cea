import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import { MT_REVIEW_FIRST_MESSAGE, type AdminPostDetail, type TranslationQueueResponse } from '../../contract';
import { postTranslations } from '../../db/schema';
import { buildRoleFixture, type RoleFixture } from '../people/fixture';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A site of the test's own (English, Spanish, French) with people of every role; the translator translates Spanish. */
async function ownSite(): Promise<RoleFixture> {
  const domain = `mt-mark-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'Machine Mark', languages: ['es', 'fr'] });
  return buildRoleFixture(t.database.db, domain);
}

const translation = (title: string, status = 'draft') => ({
  title,
  slug: '',
  excerpt: '',
  content_type: 'html',
  content: [],
  content_html: `<p>${title}</p>`,
  status,
  publish_at: null,
});
const postBody = (siteId: number, translations: Record<string, unknown>) => ({
  site_id: siteId,
  category: 'home',
  author_id: null,
  trending: false,
  is_advertorial: false,
  read_time: 5,
  read_time_auto: false,
  featured_image_url: null,
  translations,
});

/** A post with an English original and a Spanish draft the machine wrote (set in the database, as the pretranslate job does). */
async function machinePost(fx: RoleFixture, title = 'Machine'): Promise<AdminPostDetail> {
  const res = await call<{ post: AdminPostDetail }>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: bearer(fx.users.editor.token),
    payload: postBody(fx.siteId, { en: translation(`${title} en`), es: translation(`${title} es`) }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await markMachine(res.body.post.id, 'es');
  return read(fx, res.body.post.id);
}
async function markMachine(postId: number, code: string) {
  await t.database.db
    .update(postTranslations)
    .set({ machine: true })
    .where(and(eq(postTranslations.postId, postId), eq(postTranslations.locale, code)));
}
async function read(fx: RoleFixture, id: number): Promise<AdminPostDetail> {
  const res = await call<{ post: AdminPostDetail }>(t.app, { method: 'GET', url: `/api/admin/posts/${id}`, headers: bearer(fx.users.editor.token) });
  expect(res.status).toBe(200);
  return res.body.post;
}
function save(token: string, post: AdminPostDetail, es: Record<string, unknown>) {
  return call<{ message: string; errors: Record<string, string[]>; post: AdminPostDetail }>(t.app, {
    method: 'PUT',
    url: `/api/admin/posts/${post.id}`,
    headers: bearer(token),
    payload: { ...postBody(post.site_id, { ...post.translations, es: { ...post.translations.es, ...es } }), version: post.version },
  });
}
const reviewMachine = (token: string, id: number, code = 'es') =>
  call<{ translation: { machine: boolean }; message: string }>(t.app, {
    method: 'POST',
    url: `/api/admin/posts/${id}/translations/${code}/review-machine`,
    headers: bearer(token),
  });

describe('the machine mark on a translation', () => {
  it('shows on the post, blocks publishing and scheduling with 422 until a person marks it reviewed', async () => {
    const fx = await ownSite();
    const post = await machinePost(fx);
    expect(post.translations.es!.machine).toBe(true);
    expect(post.translations.en!.machine).toBe(false);

    const editor = fx.users.editor.token;
    const published = await save(editor, post, { status: 'published' });
    expect(published.status).toBe(422);
    expect(published.body.message).toBe(MT_REVIEW_FIRST_MESSAGE);
    expect(published.body.errors).toEqual({ 'translations.es.status': [MT_REVIEW_FIRST_MESSAGE] });
    const scheduled = await save(editor, post, { status: 'scheduled', publish_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(scheduled.status).toBe(422);
    // A person editing the draft keeps it a draft marked machine: the edit is saved, the mark stays.
    const edited = await save(editor, post, { title: 'Machine es, edited' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.post.translations.es).toMatchObject({ title: 'Machine es, edited', machine: true });

    // The Spanish translator reviews it; then it may be published.
    const reviewed = await reviewMachine(fx.users.translator.token, post.id);
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(reviewed.body.translation).toMatchObject({ code: 'es', machine: false, status: 'draft' });
    expect((await reviewMachine(editor, post.id)).status).toBe(409);
    const now = await read(fx, post.id);
    expect(now.translations.es!.machine).toBe(false);
    const ok = await save(editor, now, { status: 'published' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.post.translations.es!.status).toBe('published');
  });

  it('a duplicate of a post keeps the mark', async () => {
    const fx = await ownSite();
    const post = await machinePost(fx, 'Copied');
    const res = await call<{ post: AdminPostDetail }>(t.app, {
      method: 'POST',
      url: `/api/admin/posts/${post.id}/duplicate`,
      headers: bearer(fx.users.editor.token),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.post.translations.es!.machine).toBe(true);
    expect(res.body.post.translations.en!.machine).toBe(false);
  });

  it('bulk publishing refuses a machine translation with the reason', async () => {
    const fx = await ownSite();
    const post = await machinePost(fx, 'Bulk');
    const res = await call<{ done: number[]; refused: { id: number; reason: string }[] }>(t.app, {
      method: 'POST',
      url: '/api/admin/posts/bulk',
      headers: bearer(fx.users.editor.token),
      payload: { site_id: fx.siteId, ids: [post.id], action: 'publish', languages: ['es'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.done).toEqual([]);
    expect(res.body.refused).toEqual([{ id: post.id, reason: `Spanish (es): ${MT_REVIEW_FIRST_MESSAGE}` }]);
  });

  it('an editor’s approval of a submitted machine translation clears the mark', async () => {
    const fx = await ownSite();
    const post = await machinePost(fx, 'Approve');
    const submit = await call(t.app, { method: 'POST', url: `/api/admin/posts/${post.id}/translations/es/submit`, headers: bearer(fx.users.translator.token) });
    expect(submit.status).toBe(200);
    const approve = await call<{ translation: { machine: boolean; status: string } }>(t.app, {
      method: 'POST',
      url: `/api/admin/posts/${post.id}/translations/es/approve`,
      headers: bearer(fx.users.editor.token),
    });
    expect(approve.status).toBe(200);
    expect(approve.body.translation).toMatchObject({ machine: false, status: 'published' });
  });

  it('only someone who may write the translation marks it reviewed', async () => {
    const fx = await ownSite();
    const post = await machinePost(fx, 'Who');
    await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: bearer(fx.users.editor.token),
      payload: { ...postBody(fx.siteId, { ...post.translations, fr: translation('Who fr') }), version: post.version },
    });
    await markMachine(post.id, 'fr');
    // The translator translates Spanish only.
    const french = await reviewMachine(fx.users.translator.token, post.id, 'fr');
    expect(french.status).toBe(403);
    expect(french.body.message).toMatch(/do not translate into fr/);
    expect((await reviewMachine(fx.users.editor.token, post.id, 'de')).status).toBe(404);
    expect((await reviewMachine(fx.users.editor.token, 2147483647)).status).toBe(404);
  });

  it('the queue lists machine translations as their own state, after rejected and before stale', async () => {
    const fx = await ownSite();
    const post = await machinePost(fx, 'Queued');
    const queue = async (query = '') =>
      (
        await call<TranslationQueueResponse>(t.app, {
          method: 'GET',
          url: `/api/admin/translations/queue?site_id=${fx.siteId}${query}`,
          headers: bearer(fx.users.editor.token),
        })
      ).body;
    const all = await queue();
    expect(all.counts).toEqual({ submitted: 0, rejected: 0, machine: 1, stale: 0, missing: 1 });
    expect(all.data.map((row) => [row.post_id, row.lang, row.state])).toEqual([
      [post.id, 'es', 'machine'],
      [post.id, 'fr', 'missing'],
    ]);
    expect((await queue('&state=machine')).data.map((row) => row.lang)).toEqual(['es']);
    await reviewMachine(fx.users.editor.token, post.id);
    expect((await queue()).counts.machine).toBe(0);
  });
});
