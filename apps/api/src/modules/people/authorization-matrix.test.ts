import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLES, roleCan, type Role } from '@sitenet/api-client/permissions';
import { adminRoutes, fillPath } from '@sitenet/api-client/routes';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers';
import {
  adminUserSites,
  authors,
  categories,
  invites,
  leads,
  media,
  newsletterIssues,
  newsletterSubscribers,
  offers,
  partners,
  postPreviews,
  postRevisions,
  sessions,
  sites,
  tags,
} from '../../db/schema';
import { hashToken } from '../auth/service';
import {
  buildRoleFixture,
  createMember,
  giveOwnership,
  languageOf,
  sessionFor,
  type RoleFixture,
} from './fixture';
import es from '@sitenet/i18n/translations/es.json';

/**
 * The authorization matrix, generated from the route table and the permission table: every admin
 * route x every role, plus no token, an expired token and a suspended person. What each route needs
 * is what the server declared when it registered (ctx.routePermissions); a role is allowed when its
 * row of the permission table holds one of those permissions (all members here belong to the one
 * site the requests touch, and act on their own posts, so the table alone decides).
 */
let t: TestContext;
let fx: RoleFixture;
const ownPost = {} as Record<Role, number>;
let languageId: number;
let leadId: number;
/** A deleted site every member belongs to, with the roles they hold on the fixture's site. */
let deletedSiteId: number;
let suspendedToken: string;
let expiredToken: string;

type Build = (
  role: Role,
) => Promise<Omit<InjectOptions, 'headers'>> | Omit<InjectOptions, 'headers'>;

const draftBody = (siteId: number, title: string) => ({
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

/** The post as it is now, as an unchanged save (any role may send it: it changes nothing). */
async function unchangedSave(postId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/posts/${postId}`,
    headers: bearer(fx.users.owner.token),
  });
  const { post } = res.json() as {
    post: Record<string, unknown> & { translations: Record<string, Record<string, unknown>> };
  };
  const { id: _id, updated_at: _u, deleted_at: _d, ...rest } = post;
  return rest;
}

/** A site's editable fields as they are now. */
async function unchangedSite(siteId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/sites',
    headers: bearer(fx.users.owner.token),
  });
  const site = (
    res.json() as { sites: Array<Record<string, unknown> & { id: number }> }
  ).sites.find((s) => s.id === siteId)!;
  const { name, domain, aliases, description, default_language, languages, categories } = site;
  return { name, domain, aliases, description, default_language, languages, categories };
}

/** An upload's body (a replacement's without site_id: null). */
function multipart(siteId: number | null): { payload: Buffer; contentType: string } {
  const boundary = 'matrixboundary';
  const payload = Buffer.from(
    (siteId === null
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="site_id"\r\n\r\n${siteId}\r\n`) +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n` +
      `--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const q = (siteId: number) => `?site_id=${siteId}`;

/** A pending invitation of a translator on the fixture's site (every people manager may grant it). */
async function pendingInvite(): Promise<number> {
  const [row] = await t.database.db
    .insert(invites)
    .values({
      email: `matrix-invite-${randomBytes(6).toString('hex')}@fixture.test`,
      memberships: [{ site_id: fx.siteId, role: 'translator', languages: ['es'] }],
      invitedBy: fx.users.owner.id,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: invites.id });
  return row!.id;
}

/** A preview link of the post's Spanish translation, one per request (a revoke ends it). */
async function previewOf(postId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(postPreviews)
    .values({
      postId,
      locale: 'es',
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: postPreviews.id });
  return row!.id;
}

/** A newsletter subscriber of the site, one per request (a delete removes it). */
async function subscriberOf(siteId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(newsletterSubscribers)
    .values({
      siteId,
      email: `matrix-${randomBytes(6).toString('hex')}@readers.test`,
      locale: 'en',
    })
    .returning({ id: newsletterSubscribers.id });
  return row!.id;
}

/** A draft newsletter issue of the site, one per request (a delete removes it). */
async function issueOf(siteId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(newsletterIssues)
    .values({
      siteId,
      locale: 'en',
      subject: 'Matrix',
      slug: `matrix-${randomBytes(6).toString('hex')}`,
    })
    .returning({ id: newsletterIssues.id });
  return row!.id;
}

/** An empty category of the site, one per request (a delete removes it). */
async function categoryOf(siteId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(categories)
    .values({
      siteId,
      key: `matrix-${randomBytes(6).toString('hex')}`,
      emoji: '🧪',
      gradient: 'linear-gradient(135deg, #a7f3d0 0%, #5eead4 100%)',
      position: 99,
    })
    .returning({ id: categories.id });
  return row!.id;
}

/** A tag of the site (no words: the routes under test need none), one per request. */
async function tagOf(siteId: number): Promise<number> {
  const [row] = await t.database.db.insert(tags).values({ siteId }).returning({ id: tags.id });
  return row!.id;
}

/** An author no post names, one per request (a delete removes it). */
async function authorOf(siteId: number): Promise<number> {
  const slug = `matrix-${randomBytes(6).toString('hex')}`;
  const [row] = await t.database.db
    .insert(authors)
    .values({ siteId, key: slug, slug, name: 'Matrix Author' })
    .returning({ id: authors.id });
  return row!.id;
}

/** An unused image of the site, one per request (a delete removes it; its files were never there). */
async function mediaOf(siteId: number): Promise<number> {
  const hash = randomBytes(16).toString('hex');
  const [row] = await t.database.db
    .insert(media)
    .values({
      siteId,
      hash,
      sourceType: 'image/png',
      width: 320,
      height: 200,
      variants: [{ format: 'webp', width: 320, height: 200, url: `/media/${hash}/320.webp` }],
    })
    .returning({ id: media.id });
  return row!.id;
}

/** A revision of the post (its creation wrote one per language). */
async function revisionOf(postId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .limit(1);
  return row!.id;
}

/** One valid request per admin route (login is public). A route missing here fails the coverage test. */
const requests: Record<string, Build> = {
  logout: () => ({ method: 'POST', url: '/api/admin/logout' }),
  listSites: () => ({ method: 'GET', url: '/api/admin/sites' }),
  createSite: (role) => ({
    method: 'POST',
    url: '/api/admin/sites',
    payload: {
      name: `Matrix ${role}`,
      domain: `matrix-${role}-${Date.now()}.localhost`,
      default_language: 'en',
      languages: ['en'],
    },
  }),
  // An unchanged edit (the site as it is): allowed roles change nothing.
  updateSite: async () => ({
    method: 'PUT',
    url: `/api/admin/sites/${fx.siteId}`,
    payload: await unchangedSite(fx.siteId),
  }),
  // The wrong domain typed: the owner gets 400 (allowed, nothing deleted); everyone else 403.
  deleteSite: () => ({
    method: 'DELETE',
    url: `/api/admin/sites/${fx.siteId}`,
    payload: { confirm_domain: 'not-this.localhost' },
  }),
  restoreSite: () => ({ method: 'POST', url: `/api/admin/sites/${deletedSiteId}/restore` }),
  getSiteSettings: () => ({ method: 'GET', url: `/api/admin/sites/${fx.siteId}/settings` }),
  // A version nobody saved: allowed roles get 409 and nothing changes.
  updateSiteSettings: () => ({
    method: 'PUT',
    url: `/api/admin/sites/${fx.siteId}/settings`,
    payload: { version: 999_999, settings: {} },
  }),
  getNetworkSettings: () => ({ method: 'GET', url: '/api/admin/settings' }),
  updateNetworkSettings: () => ({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { version: 999_999, settings: {} },
  }),
  toggleSiteActive: () => ({ method: 'POST', url: `/api/admin/sites/${fx.siteId}/toggle-active` }),
  toggleSiteMaintenance: () => ({
    method: 'POST',
    url: `/api/admin/sites/${fx.siteId}/toggle-maintenance`,
  }),
  listPosts: () => ({ method: 'GET', url: `/api/admin/posts${q(fx.siteId)}` }),
  listTrash: () => ({ method: 'GET', url: `/api/admin/posts/trash${q(fx.siteId)}` }),
  getPost: (role) => ({ method: 'GET', url: `/api/admin/posts/${ownPost[role]}` }),
  createPost: (role) => ({
    method: 'POST',
    url: '/api/admin/posts',
    payload: draftBody(fx.siteId, `Matrix ${role}`),
  }),
  updatePost: async (role) => ({
    method: 'PUT',
    url: `/api/admin/posts/${ownPost[role]}`,
    payload: await unchangedSave(ownPost[role]),
  }),
  deletePost: (role) => ({ method: 'DELETE', url: `/api/admin/posts/${ownPost[role]}` }),
  restorePost: (role) => ({ method: 'POST', url: `/api/admin/posts/${ownPost[role]}/restore` }),
  duplicatePost: (role) => ({ method: 'POST', url: `/api/admin/posts/${ownPost[role]}/duplicate` }),
  createPreview: (role) => ({
    method: 'POST',
    url: `/api/admin/posts/${ownPost[role]}/preview`,
    payload: { language: 'es' },
  }),
  revokePreview: async (role) => ({
    method: 'DELETE',
    url: `/api/admin/previews/${await previewOf(ownPost[role])}`,
  }),
  // Their own post, not in the trash: allowed roles get 409 and nothing is deleted.
  deletePostPermanently: (role) => ({
    method: 'DELETE',
    url: `/api/admin/posts/${ownPost[role]}/permanent`,
  }),
  // Runs for real for allowed roles: only trashed posts go, and the fixture's own posts are not (restored above).
  emptyTrash: () => ({ method: 'DELETE', url: `/api/admin/posts/trash${q(fx.siteId)}` }),
  listPostRevisions: (role) => ({
    method: 'GET',
    url: `/api/admin/posts/${ownPost[role]}/revisions?language=es`,
  }),
  getRevision: async (role) => ({
    method: 'GET',
    url: `/api/admin/revisions/${await revisionOf(ownPost[role])}`,
  }),
  // A heartbeat that leaves at once: allowed roles get 200 and no presence stays behind.
  postPresence: (role) => ({
    method: 'POST',
    url: `/api/admin/posts/${ownPost[role]}/presence`,
    payload: { language: 'es', editing: false },
  }),
  // Their own post, already not trending: allowed roles get 200 and nothing changes.
  bulkPosts: (role) => ({
    method: 'POST',
    url: '/api/admin/posts/bulk',
    payload: { site_id: fx.siteId, ids: [ownPost[role]], action: 'clear_trending' },
  }),
  listAuthors: () => ({ method: 'GET', url: `/api/admin/authors${q(fx.siteId)}` }),
  createAuthor: () => {
    const slug = `matrix-${randomBytes(6).toString('hex')}`;
    return {
      method: 'POST',
      url: '/api/admin/authors',
      payload: { site_id: fx.siteId, name: 'Matrix', slug },
    };
  },
  updateAuthor: async () => ({
    method: 'PUT',
    url: `/api/admin/authors/${await authorOf(fx.siteId)}`,
    payload: { name: 'Matrix 2' },
  }),
  deleteAuthor: async () => ({
    method: 'DELETE',
    url: `/api/admin/authors/${await authorOf(fx.siteId)}`,
  }),
  uploadMedia: () => {
    const { payload, contentType } = multipart(fx.siteId);
    return {
      method: 'POST',
      url: '/api/admin/media',
      payload,
      headers: { 'content-type': contentType },
    } as never;
  },
  listMedia: () => ({ method: 'GET', url: `/api/admin/media${q(fx.siteId)}` }),
  updateMedia: async () => ({
    method: 'PUT',
    url: `/api/admin/media/${await mediaOf(fx.siteId)}`,
    payload: { alt: { en: 'An image' }, focal_point: null },
  }),
  deleteMedia: async () => ({
    method: 'DELETE',
    url: `/api/admin/media/${await mediaOf(fx.siteId)}`,
  }),
  replaceMedia: async () => {
    const { payload, contentType } = multipart(null);
    return {
      method: 'POST',
      url: `/api/admin/media/${await mediaOf(fx.siteId)}/replace`,
      payload,
      headers: { 'content-type': contentType },
    } as never;
  },
  listLanguages: () => ({ method: 'GET', url: `/api/admin/languages${q(fx.siteId)}` }),
  listAvailableLanguages: () => ({
    method: 'GET',
    url: `/api/admin/languages/available${q(fx.siteId)}`,
  }),
  toggleLanguage: () => ({
    method: 'POST',
    url: `/api/admin/languages/${languageId}/toggle`,
    payload: { enabled: true },
  }),
  addLanguage: () => ({
    method: 'POST',
    url: '/api/admin/languages',
    payload: { site_id: fx.siteId, code: 'de' },
  }),
  listStrings: () => ({ method: 'GET', url: `/api/admin/strings/es${q(fx.siteId)}` }),
  // The shipped Spanish text again: allowed saves change nothing on the shared site.
  saveStrings: () => ({
    method: 'PUT',
    url: '/api/admin/strings/es',
    payload: { site_id: fx.siteId, strings: [{ key: 'common.readMore', target: (es as { common: { readMore: string } }).common.readMore }] },
  }),
  exportStrings: () => ({ method: 'GET', url: `/api/admin/strings/es/export${q(fx.siteId)}&format=json` }),
  importStrings: () => ({ method: 'POST', url: `/api/admin/strings/es/import${q(fx.siteId)}`, payload: { file: '{}' } }),
  // From memory only: the shared site's memory holds no interface texts, so allowed calls fill nothing.
  pretranslateStrings: () => ({ method: 'POST', url: '/api/admin/strings/es/pretranslate', payload: { site_id: fx.siteId } }),
  listCategories: () => ({ method: 'GET', url: `/api/admin/categories${q(fx.siteId)}` }),
  createCategory: () => {
    const key = `matrix-${randomBytes(6).toString('hex')}`;
    const translations = { en: { name: key, slug: key } };
    return {
      method: 'POST',
      url: '/api/admin/categories',
      payload: {
        site_id: fx.siteId,
        key,
        emoji: '🧪',
        gradient: 'linear-gradient(135deg, #a7f3d0 0%, #5eead4 100%)',
        translations,
      },
    };
  },
  updateCategory: async () => ({
    method: 'PUT',
    url: `/api/admin/categories/${await categoryOf(fx.siteId)}`,
    payload: { emoji: '🧫' },
  }),
  deleteCategory: async () => ({
    method: 'DELETE',
    url: `/api/admin/categories/${await categoryOf(fx.siteId)}`,
  }),
  // Not every id of the site: allowed roles get 400, the others 403.
  reorderCategories: () => ({
    method: 'POST',
    url: '/api/admin/categories/reorder',
    payload: { site_id: fx.siteId, ids: [1] },
  }),
  listTags: () => ({ method: 'GET', url: `/api/admin/tags${q(fx.siteId)}` }),
  createTag: () => {
    const slug = `matrix-${randomBytes(6).toString('hex')}`;
    return {
      method: 'POST',
      url: '/api/admin/tags',
      payload: { site_id: fx.siteId, translations: { en: { name: slug, slug } } },
    };
  },
  updateTag: async () => {
    const slug = `matrix-${randomBytes(6).toString('hex')}`;
    return {
      method: 'PUT',
      url: `/api/admin/tags/${await tagOf(fx.siteId)}`,
      payload: { translations: { en: { name: slug, slug } } },
    };
  },
  deleteTag: async () => ({ method: 'DELETE', url: `/api/admin/tags/${await tagOf(fx.siteId)}` }),
  mergeTag: async () => ({
    method: 'POST',
    url: `/api/admin/tags/${await tagOf(fx.siteId)}/merge`,
    payload: { into: await tagOf(fx.siteId) },
  }),
  listLeads: () => ({ method: 'GET', url: `/api/admin/leads${q(fx.siteId)}` }),
  setLeadStatus: () => ({
    method: 'POST',
    url: `/api/admin/leads/${leadId}/status`,
    payload: { status: 'contacted' },
  }),
  exportLeads: () => ({ method: 'GET', url: `/api/admin/leads/export.csv${q(fx.siteId)}` }),
  listSubscribers: () => ({ method: 'GET', url: `/api/admin/newsletter${q(fx.siteId)}` }),
  exportSubscribers: () => ({
    method: 'GET',
    url: `/api/admin/newsletter/export.csv${q(fx.siteId)}`,
  }),
  // A file with a wrong header: allowed roles get 422 and nothing is imported.
  importSubscribers: () => ({
    method: 'POST',
    url: '/api/admin/newsletter/import',
    payload: { site_id: fx.siteId, csv: 'wrong,header\n' },
  }),
  deleteSubscriber: async () => ({
    method: 'DELETE',
    url: `/api/admin/newsletter/${await subscriberOf(fx.siteId)}`,
  }),
  listNewsletterIssues: () => ({ method: 'GET', url: `/api/admin/newsletters${q(fx.siteId)}` }),
  createNewsletterIssue: () => ({
    method: 'POST',
    url: '/api/admin/newsletters',
    payload: { site_id: fx.siteId, locale: 'en', subject: 'Matrix' },
  }),
  getNewsletterIssue: async () => ({
    method: 'GET',
    url: `/api/admin/newsletters/${await issueOf(fx.siteId)}`,
  }),
  updateNewsletterIssue: async () => ({
    method: 'PUT',
    url: `/api/admin/newsletters/${await issueOf(fx.siteId)}`,
    payload: { locale: 'en', subject: 'Matrix 2' },
  }),
  deleteNewsletterIssue: async () => ({
    method: 'DELETE',
    url: `/api/admin/newsletters/${await issueOf(fx.siteId)}`,
  }),
  testNewsletterIssue: async () => ({
    method: 'POST',
    url: `/api/admin/newsletters/${await issueOf(fx.siteId)}/test`,
  }),
  sendNewsletterIssue: async () => ({
    method: 'POST',
    url: `/api/admin/newsletters/${await issueOf(fx.siteId)}/send`,
    payload: {},
  }),
  newsletterDeliveries: async () => ({
    method: 'GET',
    url: `/api/admin/newsletters/${await issueOf(fx.siteId)}/deliveries`,
  }),
  analyticsOverview: () => ({ method: 'GET', url: `/api/admin/analytics/overview${q(fx.siteId)}` }),
  analyticsTraffic: () => ({ method: 'GET', url: `/api/admin/analytics/traffic${q(fx.siteId)}` }),
  analyticsContent: () => ({ method: 'GET', url: `/api/admin/analytics/content${q(fx.siteId)}` }),
  analyticsCrossSite: () => ({
    method: 'GET',
    url: `/api/admin/analytics/cross-site${q(fx.siteId)}`,
  }),
  dashboardSummary: () => ({ method: 'GET', url: `/api/admin/dashboard/summary${q(fx.siteId)}` }),
  translationQueue: () => ({ method: 'GET', url: `/api/admin/translations/queue${q(fx.siteId)}` }),
  translationMemoryMatches: () => ({
    method: 'GET',
    url: `/api/admin/translation-memory/matches?site_id=${fx.siteId}&source_lang=en&target_lang=es&text=Matrix`,
  }),
  pretranslatePost: (role) => ({
    method: 'POST',
    url: `/api/admin/posts/${ownPost[role]}/pretranslate`,
    payload: { languages: ['es'] },
  }),
  submitTranslation: (role) => ({
    method: 'POST',
    url: `/api/admin/posts/${ownPost[role]}/translations/es/submit`,
  }),
  approveTranslation: (role) => ({
    method: 'POST',
    url: `/api/admin/posts/${ownPost[role]}/translations/es/approve`,
  }),
  rejectTranslation: (role) => ({
    method: 'POST',
    url: `/api/admin/posts/${ownPost[role]}/translations/es/reject`,
    payload: { note: 'Check the title' },
  }),
  // 409 for whoever may act (the draft is not marked machine): allowed, nothing changes.
  reviewMachineTranslation: (role) => ({
    method: 'POST',
    url: `/api/admin/posts/${ownPost[role]}/translations/es/review-machine`,
  }),
  getMachineTranslation: () => ({ method: 'GET', url: '/api/admin/machine-translation' }),
  // Valid (the body is read before the permission): no provider, as the network starts.
  updateMachineTranslation: () => ({
    method: 'PUT',
    url: '/api/admin/machine-translation',
    payload: { provider: 'none', endpoint: null, glossary: [], monthly_budget_chars: 1000 },
  }),
  getMe: () => ({ method: 'GET', url: '/api/admin/me' }),
  updateMe: () => ({ method: 'PUT', url: '/api/admin/me', payload: { name: 'Matrix Person' } }),
  listMySessions: () => ({ method: 'GET', url: '/api/admin/me/sessions' }),
  revokeMySession: () => ({ method: 'DELETE', url: '/api/admin/me/sessions/2147483647' }),
  revokeMyOtherSessions: () => ({ method: 'POST', url: '/api/admin/me/sessions/revoke-others' }),
  listUsers: () => ({ method: 'GET', url: `/api/admin/users${q(fx.siteId)}` }),
  updateUser: async () => ({
    method: 'PUT',
    url: `/api/admin/users/${await createMember(t.database.db, fx.siteId, 'translator')}`,
    payload: { name: 'Renamed' },
  }),
  suspendUser: async () => ({
    method: 'POST',
    url: `/api/admin/users/${await createMember(t.database.db, fx.siteId, 'translator')}/suspend`,
  }),
  reactivateUser: async () => ({
    method: 'POST',
    url: `/api/admin/users/${await createMember(t.database.db, fx.siteId, 'translator', { status: 'suspended' })}/reactivate`,
  }),
  deleteUser: async () => ({
    method: 'DELETE',
    url: `/api/admin/users/${await createMember(t.database.db, fx.siteId, 'translator')}`,
    payload: { reassign_to: fx.users.owner.id },
  }),
  // To oneself: the owner gets 409 (allowed, nothing moves); everyone else 403.
  transferOwnership: () => ({
    method: 'POST',
    url: `/api/admin/users/${fx.users.owner.id}/transfer-ownership`,
  }),
  listActivity: () => ({ method: 'GET', url: `/api/admin/activity${q(fx.siteId)}` }),
  createPasswordReset: async () => ({
    method: 'POST',
    url: `/api/admin/users/${await createMember(t.database.db, fx.siteId, 'translator')}/password-reset`,
  }),
  listInvites: () => ({ method: 'GET', url: '/api/admin/invites' }),
  createInvite: (role) => ({
    method: 'POST',
    url: '/api/admin/invites',
    payload: {
      email: `matrix-${role}-${randomBytes(6).toString('hex')}@fixture.test`,
      memberships: [{ site_id: fx.siteId, role: 'translator', languages: ['es'] }],
    },
  }),
  revokeInvite: async () => ({
    method: 'DELETE',
    url: `/api/admin/invites/${await pendingInvite()}`,
  }),
  resendInvite: async () => ({
    method: 'POST',
    url: `/api/admin/invites/${await pendingInvite()}/resend`,
  }),
  listPartners: () => ({ method: 'GET', url: '/api/admin/partners' }),
  createPartner: (role) => ({
    method: 'POST',
    url: '/api/admin/partners',
    payload: { name: `Matrix ${role}` },
  }),
  updatePartner: async (role) => ({
    method: 'PUT',
    url: `/api/admin/partners/${await partnerOf()}`,
    payload: { name: `Matrix ${role}` },
  }),
  deletePartner: async () => ({
    method: 'DELETE',
    url: `/api/admin/partners/${await partnerOf()}`,
  }),
  listOffers: () => ({ method: 'GET', url: `/api/admin/offers${q(fx.siteId)}` }),
  createOffer: async () => ({
    method: 'POST',
    url: '/api/admin/offers',
    payload: offerPayload(await partnerOf()),
  }),
  getOffer: async () => ({ method: 'GET', url: `/api/admin/offers/${await siteOffer()}` }),
  updateOffer: async () => ({
    method: 'PUT',
    url: `/api/admin/offers/${await siteOffer()}`,
    payload: offerPayload(await partnerOf()),
  }),
  deleteOffer: async () => ({ method: 'DELETE', url: `/api/admin/offers/${await siteOffer()}` }),
  listOfferPlacements: async () => ({
    method: 'GET',
    url: `/api/admin/offers/${await siteOffer()}/placements`,
  }),
  getPostbackSecret: async () => ({
    method: 'GET',
    url: `/api/admin/offers/${await siteOffer()}/postback-secret`,
  }),
  rotatePostbackSecret: async () => ({
    method: 'POST',
    url: `/api/admin/offers/${await siteOffer()}/postback-secret`,
  }),
  listConversions: () => ({ method: 'GET', url: `/api/admin/conversions${q(fx.siteId)}` }),
  importConversions: () => ({
    method: 'POST',
    url: '/api/admin/conversions/import?dry_run=true',
    payload: { file: 'date,offer,click_id,amount,currency\n2026-01-01,None,nope,1,EUR\n' },
  }),
  campaignReport: () => ({ method: 'GET', url: `/api/admin/campaigns/report${q(fx.siteId)}` }),
  campaignCrossSite: () => ({ method: 'GET', url: '/api/admin/campaigns/cross-site' }),
};

/** A partner of its own per request (a delete consumes it). */
async function partnerOf(): Promise<number> {
  const [row] = await t.database.db
    .insert(partners)
    .values({ name: 'Matrix partner' })
    .returning({ id: partners.id });
  return row!.id;
}

const offerPayload = (partnerId: number) => ({
  partner_id: partnerId,
  site_id: fx.siteId,
  name: 'Matrix offer',
  destination_url: 'https://shop.example/',
  commission: { model: 'per_click', rate: 0.1, currency: 'EUR' },
});

/** An offer of the fixture's site (its managers' to handle). */
async function siteOffer(): Promise<number> {
  const [row] = await t.database.db
    .insert(offers)
    .values({
      partnerId: await partnerOf(),
      siteId: fx.siteId,
      name: 'Matrix offer',
      destinationUrl: 'https://shop.example/',
      commissionModel: 'per_click',
      commissionRate: '0.1',
      commissionCurrency: 'EUR',
    })
    .returning({ id: offers.id });
  return row!.id;
}

const adminKeys = Object.entries(adminRoutes)
  .filter(([, route]) => route.auth === 'bearer')
  .map(([key]) => key as keyof typeof adminRoutes);

async function send(build: Build, role: Role, token: string | null) {
  const options = await build(role);
  const extra = (options as { headers?: Record<string, string> }).headers ?? {};
  return t.app.inject({
    ...options,
    headers: { ...extra, ...(token ? bearer(token) : {}) },
  } as InjectOptions);
}

beforeAll(async () => {
  t = await createTestContext();
  const db = t.database.db;
  fx = await buildRoleFixture(db);
  languageId = await languageOf(db, fx.siteId, 'es');
  const [lead] = await db
    .insert(leads)
    .values({
      siteId: fx.siteId,
      name: 'Lee',
      email: 'lee@example.com',
      subject: 'Hi',
      message: 'Hello',
      locale: 'en',
      sourcePath: '/contact',
    })
    .returning({ id: leads.id });
  leadId = lead!.id;
  const [deleted] = await db
    .insert(sites)
    .values({
      name: 'Deleted matrix site',
      domain: `deleted-matrix-${Date.now()}.localhost`,
      deletedAt: new Date(),
    })
    .returning({ id: sites.id });
  deletedSiteId = deleted!.id;
  const members = await db
    .select()
    .from(adminUserSites)
    .where(eq(adminUserSites.siteId, fx.siteId));
  await db
    .insert(adminUserSites)
    .values(members.map((member) => ({ ...member, siteId: deletedSiteId })));
  for (const role of ROLES) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/posts',
      headers: bearer(fx.users.owner.token),
      payload: draftBody(fx.siteId, `Own ${role}`),
    });
    expect(res.statusCode, res.body).toBe(201);
    ownPost[role] = (res.json() as { post: { id: number } }).post.id;
    await giveOwnership(db, ownPost[role], fx.users[role].id);
  }
  const suspended = await createMember(db, fx.siteId, 'editor', { status: 'suspended' });
  suspendedToken = await sessionFor(db, suspended);
  expiredToken = await sessionFor(db, fx.users.owner.id);
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(expiredToken)));
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every admin route of the table, each with a declared permission', () => {
    expect(Object.keys(requests).sort()).toEqual([...adminKeys].sort());
    for (const key of adminKeys) {
      const route = adminRoutes[key];
      expect(t.app.routePermissions.get(`${route.method} ${route.path}`), key).toBeDefined();
    }
  });

  // logout last: it ends the role's session.
  const ordered = [...adminKeys.filter((key) => key !== 'logout'), 'logout' as const];
  for (const key of ordered) {
    const route = adminRoutes[key];
    it(`${route.method} ${route.path}`, async () => {
      const declared = t.app.routePermissions.get(`${route.method} ${route.path}`)!;
      const build = requests[key]!;
      for (const role of ROLES) {
        const res = await send(build, role, fx.users[role].token);
        const allowed = declared.some((permission) => roleCan(role, permission));
        const label = `${role} ${route.method} ${fillPath(route.path, { id: 1, code: 'es' })}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (allowed) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect((res.json() as { message: string }).message, label).toBeTruthy();
        }
      }
      for (const [who, token] of [
        ['no token', null],
        ['expired token', expiredToken],
        ['suspended person', suspendedToken],
      ] as const) {
        const res = await send(build, 'owner', token);
        expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(401);
      }
    });
  }
});
