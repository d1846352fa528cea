import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
} from '../../../test/helpers';
import {
  adminPostResponseSchema,
  dashboardSummaryResponseSchema,
  type AdminPostDetail,
  type DashboardSummary,
  type PostTranslationInput,
} from '../../contract';
import { createMember, sessionFor } from '../people/fixture';

/**
 * The dashboard summary holds what happened on a site of the test's own: page views through the
 * beacon, a lead through the contact form, a submitted and a stale translation, a post published
 * this month, and the people of the site; and each person sees only what their roles let them.
 */
let t: TestContext;
let admin: Record<string, string>;
let site: { id: number };
let other: { id: number };
const SITE = 'dashboard-truth.test';
const OTHER = 'dashboard-other.test';

beforeAll(async () => {
  // Beacons wait for an explicit flush.
  t = await createTestContext({ EVENTS_FLUSH_MS: '60000' });
  site = await createOwnSite(t, { domain: SITE, name: 'Dashboard Truth', languages: ['es', 'fr'] });
  other = await createOwnSite(t, { domain: OTHER, name: 'Dashboard Other' });
  admin = bearer(await login(t.app));
});
afterAll(() => t.close());

const summary = async (headers: Record<string, string>, siteId?: number) => {
  const res = await call<DashboardSummary>(t.app, {
    method: 'GET',
    url: `/api/admin/dashboard/summary${siteId ? `?site_id=${siteId}` : ''}`,
    headers,
  });
  return res;
};

const translation = (
  title: string,
  status: 'draft' | 'published' = 'draft',
): PostTranslationInput => ({
  title,
  slug: '',
  excerpt: '',
  content_type: 'html',
  content: [],
  content_html: `<p>${title}</p>`,
  status,
  publish_at: null,
});

async function createPost(
  translations: Record<string, PostTranslationInput>,
): Promise<AdminPostDetail> {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: {
      site_id: site.id,
      category: 'money',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminPostResponseSchema.parse(res.body).post;
}

describe('GET /api/admin/dashboard/summary', () => {
  it('starts from zero on a new site, with no earnings and no contributors', async () => {
    const { status, body } = await summary(admin, site.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      days: 7,
      traffic: { visitors: 0, pageviews: 0, cta_clicks: 0 },
      sources: [],
      earnings: [],
      new_leads: 0,
      awaiting_review: 0,
      stale_translations: 0,
      contributors: [],
    });
    expect(body.teams!.map((team) => team.name)).toEqual(['Dashboard Truth']);
  });

  it('counts what happened on the site: page views, sources, a lead, reviews, stale translations, contributors, people', async () => {
    // Three page views by two visitors, one from a search engine, one CTA-less direct visit.
    const beacon = (path: string, ip: string, referrer?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: JSON.stringify({
          kind: 'pageview',
          path,
          locale: 'en',
          ...(referrer ? { referrer } : {}),
        }),
        headers: {
          host: SITE,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
          'content-type': 'text/plain',
        },
        remoteAddress: ip,
      });
    for (const [path, ip, referrer] of [
      ['/', '192.0.2.10', 'https://www.google.com/search?q=tips'],
      ['/about', '192.0.2.10', undefined],
      ['/', '192.0.2.11', undefined],
    ] as const) {
      expect((await beacon(path, ip, referrer)).statusCode).toBe(202);
    }
    await t.app.ctx.events.flush();

    const lead = await call(t.app, {
      method: 'POST',
      url: '/api/leads',
      headers: { host: SITE },
      remoteAddress: '192.0.2.20',
      payload: {
        name: 'Ada Reader',
        email: 'ada@example.com',
        subject: 'general',
        message: 'A question about one of your articles.',
        locale: 'en',
        source_path: '/contact',
        website: '',
        elapsed_ms: 9000,
      },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);

    // A Spanish translation submitted for review.
    const submitted = await createPost({
      en: translation('Original to review'),
      es: translation('Para revisar'),
    });
    const submit = await call(t.app, {
      method: 'POST',
      url: `/api/admin/posts/${submitted.id}/translations/es/submit`,
      headers: admin,
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);

    // A published post whose French becomes stale when the English changes.
    const published = await createPost({
      en: translation('Published original', 'published'),
      fr: translation('Publié', 'published'),
    });
    const { id: _id, updated_at: _u, deleted_at: _d, translations, ...rest } = published;
    const copy = structuredClone(translations) as unknown as Record<string, PostTranslationInput>;
    copy.en!.title = 'Published original (changed)';
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${published.id}`,
      headers: admin,
      payload: { ...rest, translations: copy },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const editorId = await createMember(t.database.db, site.id, 'editor', { label: 'dash-editor' });
    await createMember(t.database.db, site.id, 'author', {
      label: 'dash-suspended',
      status: 'suspended',
    });

    const { status, body } = await summary(admin, site.id);
    expect(status).toBe(200);
    expect(dashboardSummaryResponseSchema.parse(body)).toBeTruthy();
    expect(body.traffic).toEqual({ visitors: 2, pageviews: 3, cta_clicks: 0 });
    expect(body.sources).toEqual(
      expect.arrayContaining([
        { kind: 'search', pageviews: 1, visitors: 1 },
        { kind: 'direct', pageviews: 2, visitors: 1 },
      ]),
    );
    expect(body.new_leads).toBe(1);
    expect(body.awaiting_review).toBe(1);
    expect(body.stale_translations).toBe(1);
    expect(body.earnings).toEqual([]);
    // The demo admin created both posts; one has languages published this month.
    expect(body.contributors).toHaveLength(1);
    expect(body.contributors![0]!.published_posts).toBe(1);

    const [team] = body.teams!;
    expect(team!.updated_at).not.toBeNull();
    const roles = team!.members.map((m) => m.role);
    expect(roles).toContain('owner');
    expect(team!.members.find((m) => m.id === editorId)).toMatchObject({ role: 'editor' });
    // A suspended person reaches no site: not in the team.
    expect(roles).not.toContain('author');

    // The other site saw none of it.
    const elsewhere = await summary(admin, other.id);
    expect(elsewhere.body).toMatchObject({
      traffic: { pageviews: 0 },
      new_leads: 0,
      awaiting_review: 0,
      stale_translations: 0,
      contributors: [],
    });

    // The global dashboard adds every site of the person: at least this site's figures.
    const global = await summary(admin);
    expect(global.status).toBe(200);
    expect(global.body.traffic!.pageviews).toBeGreaterThanOrEqual(3);
    expect(global.body.new_leads).toBeGreaterThanOrEqual(1);
    expect(global.body.teams!.map((team) => team.name)).toEqual(
      expect.arrayContaining(['Dashboard Truth', 'Dashboard Other']),
    );
  });

  it('shows a member only their own sites, and only the parts their role may read', async () => {
    const translatorId = await createMember(t.database.db, other.id, 'translator', {
      label: 'dash-translator',
    });
    const translator = bearer(await sessionFor(t.database.db, translatorId));

    // Another site's dashboard is refused.
    expect((await summary(translator, site.id)).status).toBe(403);

    // Their own: posts figures, but no traffic, leads or people (a translator holds none of those).
    const own = await summary(translator, other.id);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      traffic: null,
      sources: null,
      new_leads: null,
      teams: null,
      awaiting_review: 0,
      stale_translations: 0,
      contributors: [],
    });

    // Global: still only their site, so nothing of the first site's review or stale counts.
    const global = await summary(translator);
    expect(global.status).toBe(200);
    expect(global.body).toMatchObject({ traffic: null, awaiting_review: 0, stale_translations: 0 });

    // An editor of the first site sees its traffic and its team, not the other site's.
    const editorId = await createMember(t.database.db, site.id, 'editor', {
      label: 'dash-editor-2',
    });
    const editor = bearer(await sessionFor(t.database.db, editorId));
    const mine = await summary(editor);
    expect(mine.body.traffic).toEqual({ visitors: 2, pageviews: 3, cta_clicks: 0 });
    expect(mine.body.teams!.map((team) => team.name)).toEqual(['Dashboard Truth']);
  });

  it('refuses a bad site id and a missing token', async () => {
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/admin/dashboard/summary?site_id=abc',
          headers: admin,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/admin/dashboard/summary?range=7d',
          headers: admin,
        })
      ).status,
    ).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/dashboard/summary' })).status).toBe(
      401,
    );
  });
});
