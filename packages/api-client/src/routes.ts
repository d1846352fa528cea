import { z } from 'zod';
import { adminSpecs, publicSpecs, type RouteSpec } from './route-specs';
import {
  addLanguageRequestSchema,
  adminLanguagesResponseSchema,
  adminPostsResponseSchema,
  availableLanguagesResponseSchema,
  languageResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  siteScopeQuerySchema,
  sitesResponseSchema,
  siteToggleResponseSchema,
  toggleLanguageRequestSchema,
} from './schemas/admin';
import {
  analyticsQuerySchema,
  contentResponseSchema,
  crossSiteResponseSchema,
  ctaParamsSchema,
  overviewResponseSchema,
  pageViewEventSchema,
  trafficResponseSchema,
} from './schemas/analytics';
import { activityQuerySchema, activityResponseSchema } from './schemas/activity';
import { idParamsSchema } from './schemas/common';
import {
  deleteSiteRequestSchema,
  siteInputSchema,
  siteResponseSchema,
  sitesListQuerySchema,
} from './schemas/sites';
import {
  acceptedResponseSchema,
  createLeadRequestSchema,
  leadResponseSchema,
  leadsQuerySchema,
  leadsResponseSchema,
  leadStatusRequestSchema,
  subscribeRequestSchema,
  subscribersResponseSchema,
} from './schemas/leads';
import {
  adminPostResponseSchema,
  authorsResponseSchema,
  createPostRequestSchema,
  mediaResponseSchema,
  trashResponseSchema,
  updatePostRequestSchema,
} from './schemas/posts';
import {
  deleteUserRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  personResponseSchema,
  rejectTranslationRequestSchema,
  revokedResponseSchema,
  sessionsResponseSchema,
  translationParamsSchema,
  translationReviewResponseSchema,
  updateMeRequestSchema,
  updateUserRequestSchema,
  usersQuerySchema,
  usersResponseSchema,
} from './schemas/people';
import {
  homepageResponseSchema,
  postResponseSchema,
  postsListQuerySchema,
  postsListResponseSchema,
  publicLanguagesQuerySchema,
  publicLanguagesResponseSchema,
  publicSiteResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  slugParamsSchema,
  translateParamsSchema,
  translateResponseSchema,
} from './schemas/public';
import {
  networkSettingsResponseSchema,
  sitePageParamsSchema,
  sitePageResponseSchema,
  siteSettingsResponseSchema,
  updateNetworkSettingsRequestSchema,
  updateSiteSettingsRequestSchema,
} from './schemas/settings';

/**
 * The route table: every API call, once. The server registers its routes from it, the apps' fetchers
 * are built from it and the OpenAPI document is generated from it, so no URL, method or schema is
 * written twice.
 */
export interface RouteDefinition extends RouteSpec {
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body travels; JSON unless said. */
  bodyType?: 'json' | 'multipart';
  /** Reads the `X-Locale` header (public reads). */
  locale?: boolean;
  /** Status of a successful reply. */
  status: number;
  response: z.ZodType;
  /** The failure statuses a client should expect (answered with the error body). */
  errors: readonly number[];
}

const define = <const T extends Record<string, RouteDefinition>>(table: T): T => table;

const BAD = 400;
const UNAUTHENTICATED = 401;
const FORBIDDEN = 403;
const NOT_FOUND = 404;
const CONFLICT = 409;
const UNPROCESSABLE = 422;
const UNAVAILABLE = 503;
/** Every admin call behind the token can answer these. */
const ADMIN_ERRORS = [BAD, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UNAVAILABLE] as const;

const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const adminRoutes = define({
  login: {
    ...adminSpecs.login,
    summary: 'Sign in with email and password; returns a bearer token',
    tag: 'auth',
    body: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
    errors: [BAD, UNAUTHENTICATED, 429, UNAVAILABLE],
  },
  logout: {
    ...adminSpecs.logout,
    summary: 'Revoke the presented token',
    tag: 'auth',
    status: 200,
    response: logoutResponseSchema,
    errors: [UNAUTHENTICATED, UNAVAILABLE],
  },
  listSites: {
    ...adminSpecs.listSites,
    summary: 'The sites the admin manages; `?deleted=true`: the deleted ones, restorable for 30 days',
    tag: 'sites',
    query: sitesListQuerySchema,
    status: 200,
    response: sitesResponseSchema,
    errors: [BAD, UNAUTHENTICATED, UNAVAILABLE],
  },
  createSite: {
    ...adminSpecs.createSite,
    summary: 'Create a site, live on its domain at once; the creating admin manages it',
    tag: 'sites',
    body: siteInputSchema,
    status: 201,
    response: siteResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  updateSite: {
    ...adminSpecs.updateSite,
    summary: 'Edit a site: name, domain, aliases, description, languages, categories',
    tag: 'sites',
    params: idParamsSchema,
    body: siteInputSchema,
    status: 200,
    response: siteResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  deleteSite: {
    ...adminSpecs.deleteSite,
    summary: 'Delete a site (`confirm_domain` must be its domain); restorable for 30 days, its hosts answer 404',
    tag: 'sites',
    params: idParamsSchema,
    body: deleteSiteRequestSchema,
    status: 200,
    response: siteResponseSchema,
    errors: ADMIN_ERRORS,
  },
  restoreSite: {
    ...adminSpecs.restoreSite,
    summary: 'Bring a deleted site back, live on its domain again',
    tag: 'sites',
    params: idParamsSchema,
    status: 200,
    response: siteResponseSchema,
    errors: ADMIN_ERRORS,
  },
  toggleSiteActive: {
    ...adminSpecs.toggleSiteActive,
    summary: 'Switch a site between active and inactive',
    tag: 'sites',
    params: idParamsSchema,
    status: 200,
    response: siteToggleResponseSchema,
    errors: ADMIN_ERRORS,
  },
  toggleSiteMaintenance: {
    ...adminSpecs.toggleSiteMaintenance,
    summary: 'Switch a site’s maintenance mode',
    tag: 'sites',
    params: idParamsSchema,
    status: 200,
    response: siteToggleResponseSchema,
    errors: ADMIN_ERRORS,
  },
  getSiteSettings: {
    ...adminSpecs.getSiteSettings,
    summary: 'A site’s settings (identity, contact, pages, SEO, features), every unset field at its default',
    tag: 'settings',
    params: idParamsSchema,
    status: 200,
    response: siteSettingsResponseSchema,
    errors: ADMIN_ERRORS,
  },
  updateSiteSettings: {
    ...adminSpecs.updateSiteSettings,
    summary: 'Replace a site’s settings; 409 when someone saved since `version`. Page HTML is sanitized',
    tag: 'settings',
    params: idParamsSchema,
    body: updateSiteSettingsRequestSchema,
    status: 200,
    response: siteSettingsResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  getNetworkSettings: {
    ...adminSpecs.getNetworkSettings,
    summary: 'Network settings: name, session lifetime, password floor, default admin language',
    tag: 'settings',
    status: 200,
    response: networkSettingsResponseSchema,
    errors: [UNAUTHENTICATED, FORBIDDEN, UNAVAILABLE],
  },
  updateNetworkSettings: {
    ...adminSpecs.updateNetworkSettings,
    summary: 'Replace the network settings; 409 when someone saved since `version`',
    tag: 'settings',
    body: updateNetworkSettingsRequestSchema,
    status: 200,
    response: networkSettingsResponseSchema,
    errors: [BAD, UNAUTHENTICATED, FORBIDDEN, CONFLICT, UNAVAILABLE],
  },
  listPosts: {
    ...adminSpecs.listPosts,
    summary: 'Posts of one site (site_id) or of every site the admin manages',
    tag: 'posts',
    query: siteScopeQuerySchema,
    status: 200,
    response: adminPostsResponseSchema,
    errors: ADMIN_ERRORS,
  },
  listTrash: {
    ...adminSpecs.listTrash,
    summary: 'Posts in the trash (restorable for 30 days, then purged)',
    tag: 'posts',
    query: siteScopeQuerySchema,
    status: 200,
    response: trashResponseSchema,
    errors: ADMIN_ERRORS,
  },
  getPost: {
    ...adminSpecs.getPost,
    summary: 'A post with every translation',
    tag: 'posts',
    params: idParamsSchema,
    status: 200,
    response: adminPostResponseSchema,
    errors: ADMIN_ERRORS,
  },
  createPost: {
    ...adminSpecs.createPost,
    summary: 'Create a post with its translations',
    tag: 'posts',
    body: createPostRequestSchema,
    status: 201,
    response: adminPostResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  updatePost: {
    ...adminSpecs.updatePost,
    summary: 'Replace a post; 409 when someone saved since `version`',
    tag: 'posts',
    params: idParamsSchema,
    body: updatePostRequestSchema,
    status: 200,
    response: adminPostResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  deletePost: {
    ...adminSpecs.deletePost,
    summary: 'Move a post to the trash',
    tag: 'posts',
    params: idParamsSchema,
    status: 200,
    response: adminPostResponseSchema,
    errors: ADMIN_ERRORS,
  },
  restorePost: {
    ...adminSpecs.restorePost,
    summary: 'Bring a post back from the trash',
    tag: 'posts',
    params: idParamsSchema,
    status: 200,
    response: adminPostResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  duplicatePost: {
    ...adminSpecs.duplicatePost,
    summary: 'Copy a post as a draft in every language, with new slugs',
    tag: 'posts',
    params: idParamsSchema,
    status: 201,
    response: adminPostResponseSchema,
    errors: ADMIN_ERRORS,
  },
  listAuthors: {
    ...adminSpecs.listAuthors,
    summary: 'Authors a post of the site can name',
    tag: 'posts',
    query: siteScopeQuerySchema,
    status: 200,
    response: authorsResponseSchema,
    errors: ADMIN_ERRORS,
  },
  uploadMedia: {
    ...adminSpecs.uploadMedia,
    summary: 'Upload an image (JPEG, PNG, WebP, AVIF; at most 10 MB) as multipart `file` + `site_id`',
    tag: 'media',
    bodyType: 'multipart',
    status: 201,
    response: mediaResponseSchema,
    errors: [...ADMIN_ERRORS, 413, 415],
  },
  listLanguages: {
    ...adminSpecs.listLanguages,
    summary: 'Languages of a site',
    tag: 'languages',
    query: siteScopeQuerySchema,
    status: 200,
    response: adminLanguagesResponseSchema,
    errors: ADMIN_ERRORS,
  },
  listAvailableLanguages: {
    ...adminSpecs.listAvailableLanguages,
    summary: 'Catalogue languages a site has not added',
    tag: 'languages',
    query: siteScopeQuerySchema,
    status: 200,
    response: availableLanguagesResponseSchema,
    errors: ADMIN_ERRORS,
  },
  toggleLanguage: {
    ...adminSpecs.toggleLanguage,
    summary: 'Enable or disable a language of a site',
    tag: 'languages',
    params: idParamsSchema,
    body: toggleLanguageRequestSchema,
    status: 200,
    response: languageResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  addLanguage: {
    ...adminSpecs.addLanguage,
    summary: 'Add a catalogue language to a site',
    tag: 'languages',
    body: addLanguageRequestSchema,
    status: 201,
    response: languageResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT, 422],
  },
  listLeads: {
    ...adminSpecs.listLeads,
    summary: 'Leads of one site or of every site the admin manages; filter by status, search',
    tag: 'leads',
    query: leadsQuerySchema,
    status: 200,
    response: leadsResponseSchema,
    errors: ADMIN_ERRORS,
  },
  setLeadStatus: {
    ...adminSpecs.setLeadStatus,
    summary: 'Move a lead to new, contacted, won, lost or spam',
    tag: 'leads',
    params: idParamsSchema,
    body: leadStatusRequestSchema,
    status: 200,
    response: leadResponseSchema,
    errors: ADMIN_ERRORS,
  },
  exportLeads: {
    ...adminSpecs.exportLeads,
    summary: 'The leads of the same filters as CSV (formula-safe cells)',
    tag: 'leads',
    query: leadsQuerySchema,
    status: 200,
    response: z.string(),
    errors: ADMIN_ERRORS,
  },
  listSubscribers: {
    ...adminSpecs.listSubscribers,
    summary: 'Newsletter subscribers of one site or of every site the admin manages',
    tag: 'leads',
    query: siteScopeQuerySchema,
    status: 200,
    response: subscribersResponseSchema,
    errors: ADMIN_ERRORS,
  },
  exportSubscribers: {
    ...adminSpecs.exportSubscribers,
    summary: 'Newsletter subscribers as CSV',
    tag: 'leads',
    query: siteScopeQuerySchema,
    status: 200,
    response: z.string(),
    errors: ADMIN_ERRORS,
  },
  analyticsOverview: {
    ...adminSpecs.analyticsOverview,
    summary: 'Visitors, page views, CTA clicks and CTR over 7, 30 or 90 days against the previous period',
    tag: 'analytics',
    query: analyticsQuerySchema,
    status: 200,
    response: overviewResponseSchema,
    errors: ADMIN_ERRORS,
  },
  analyticsTraffic: {
    ...adminSpecs.analyticsTraffic,
    summary: 'Traffic sources, referrers, languages and devices',
    tag: 'analytics',
    query: analyticsQuerySchema,
    status: 200,
    response: trafficResponseSchema,
    errors: ADMIN_ERRORS,
  },
  analyticsContent: {
    ...adminSpecs.analyticsContent,
    summary: 'Top articles per language with views, CTA clicks and CTR',
    tag: 'analytics',
    query: analyticsQuerySchema,
    status: 200,
    response: contentResponseSchema,
    errors: ADMIN_ERRORS,
  },
  analyticsCrossSite: {
    ...adminSpecs.analyticsCrossSite,
    summary: 'Every site of the admin side by side',
    tag: 'analytics',
    query: analyticsQuerySchema,
    status: 200,
    response: crossSiteResponseSchema,
    errors: ADMIN_ERRORS,
  },
  submitTranslation: {
    ...adminSpecs.submitTranslation,
    summary: 'Submit a translation for review (a translator or contributor hands it to an editor)',
    tag: 'translations',
    params: translationParamsSchema,
    status: 200,
    response: translationReviewResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  approveTranslation: {
    ...adminSpecs.approveTranslation,
    summary: 'Approve a submitted translation: it is published at once',
    tag: 'translations',
    params: translationParamsSchema,
    status: 200,
    response: translationReviewResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  rejectTranslation: {
    ...adminSpecs.rejectTranslation,
    summary: 'Send a submitted translation back with a note',
    tag: 'translations',
    params: translationParamsSchema,
    body: rejectTranslationRequestSchema,
    status: 200,
    response: translationReviewResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  getMe: {
    ...adminSpecs.getMe,
    summary: 'The signed-in person with their role and memberships',
    tag: 'people',
    status: 200,
    response: meResponseSchema,
    errors: [UNAUTHENTICATED, UNAVAILABLE],
  },
  updateMe: {
    ...adminSpecs.updateMe,
    summary: 'Change one’s name, or password (with `current_password`; signs out every other session)',
    tag: 'people',
    body: updateMeRequestSchema,
    status: 200,
    response: meResponseSchema,
    errors: [BAD, UNAUTHENTICATED, FORBIDDEN, UNPROCESSABLE, UNAVAILABLE],
  },
  listMySessions: {
    ...adminSpecs.listMySessions,
    summary: 'One’s open sessions',
    tag: 'people',
    status: 200,
    response: sessionsResponseSchema,
    errors: [UNAUTHENTICATED, UNAVAILABLE],
  },
  revokeMySession: {
    ...adminSpecs.revokeMySession,
    summary: 'Sign out one of one’s sessions',
    tag: 'people',
    params: idParamsSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [BAD, UNAUTHENTICATED, NOT_FOUND, UNAVAILABLE],
  },
  revokeMyOtherSessions: {
    ...adminSpecs.revokeMyOtherSessions,
    summary: 'Sign out everywhere else',
    tag: 'people',
    status: 200,
    response: revokedResponseSchema,
    errors: [UNAUTHENTICATED, UNAVAILABLE],
  },
  listUsers: {
    ...adminSpecs.listUsers,
    summary: 'People of the network, or of one site (site_id), with their roles per site',
    tag: 'people',
    query: usersQuerySchema,
    status: 200,
    response: usersResponseSchema,
    errors: ADMIN_ERRORS,
  },
  updateUser: {
    ...adminSpecs.updateUser,
    summary: 'Change a person’s name, network role or site roles (only roles below one’s own, on one’s sites)',
    tag: 'people',
    params: idParamsSchema,
    body: updateUserRequestSchema,
    status: 200,
    response: personResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  suspendUser: {
    ...adminSpecs.suspendUser,
    summary: 'Suspend a person: their sessions end at once',
    tag: 'people',
    params: idParamsSchema,
    status: 200,
    response: personResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  reactivateUser: {
    ...adminSpecs.reactivateUser,
    summary: 'Let a suspended person sign in again',
    tag: 'people',
    params: idParamsSchema,
    status: 200,
    response: personResponseSchema,
    errors: ADMIN_ERRORS,
  },
  deleteUser: {
    ...adminSpecs.deleteUser,
    summary: 'Remove a person; the posts they created are handed to `reassign_to`',
    tag: 'people',
    params: idParamsSchema,
    body: deleteUserRequestSchema,
    status: 200,
    response: messageResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  transferOwnership: {
    ...adminSpecs.transferOwnership,
    summary: 'Make another person the owner (owner only); the previous owner becomes an administrator',
    tag: 'people',
    params: idParamsSchema,
    status: 200,
    response: personResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  listActivity: {
    ...adminSpecs.listActivity,
    summary: 'The activity log, newest first: every write through the admin API (managers: their sites’ entries). Cursor: `next_before`',
    tag: 'activity',
    query: activityQuerySchema,
    status: 200,
    response: activityResponseSchema,
    errors: ADMIN_ERRORS,
  },
});

export const publicRoutes = define({
  createLead: {
    ...publicSpecs.createLead,
    summary: 'The magazine’s contact form (site from the Host header); rate-limited per client',
    tag: 'leads',
    body: createLeadRequestSchema,
    status: 201,
    response: acceptedResponseSchema,
    errors: [BAD, 429, UNAVAILABLE],
  },
  subscribe: {
    ...publicSpecs.subscribe,
    summary: 'Subscribe an email to the site’s newsletter (twice is fine)',
    tag: 'leads',
    body: subscribeRequestSchema,
    status: 200,
    response: acceptedResponseSchema,
    errors: [BAD, 429, UNAVAILABLE],
  },
  recordEvent: {
    ...publicSpecs.recordEvent,
    summary: 'A page view beacon (sendBeacon); answers 202 at once, written in batches',
    tag: 'analytics',
    body: pageViewEventSchema,
    status: 202,
    response: acceptedResponseSchema,
    errors: [BAD, 413, 429],
  },
  followCta: {
    ...publicSpecs.followCta,
    summary: 'Counts an affiliate click and redirects to the tip’s stored link',
    tag: 'analytics',
    params: ctaParamsSchema,
    status: 302,
    response: z.null(),
    errors: [BAD, NOT_FOUND],
  },
  health: {
    ...publicSpecs.health,
    summary: 'Whether the API and its database answer',
    tag: 'public',
    status: 200,
    response: healthResponseSchema,
    errors: [UNAVAILABLE],
  },
  homepage: {
    ...publicSpecs.homepage,
    summary: 'Trending and latest cards of the site of the Host header',
    tag: 'public',
    locale: true,
    status: 200,
    response: homepageResponseSchema,
    errors: [NOT_FOUND, UNAVAILABLE],
  },
  listPosts: {
    ...publicSpecs.listPosts,
    summary: 'A page of a category',
    tag: 'public',
    locale: true,
    query: postsListQuerySchema,
    status: 200,
    response: postsListResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  translateSlug: {
    ...publicSpecs.translateSlug,
    summary: 'The slug of an article in another language',
    tag: 'public',
    params: translateParamsSchema,
    status: 200,
    response: translateResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  getPost: {
    ...publicSpecs.getPost,
    summary: 'An article by its slug in any language, served in X-Locale when published there',
    tag: 'public',
    locale: true,
    params: slugParamsSchema,
    status: 200,
    response: postResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  languages: {
    ...publicSpecs.languages,
    summary: 'Enabled languages of a site (`domain`, else the Host header)',
    tag: 'public',
    query: publicLanguagesQuerySchema,
    status: 200,
    response: publicLanguagesResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  site: {
    ...publicSpecs.site,
    summary: 'The site of the Host header as a reader may see it: name, words, languages, canonical origin',
    tag: 'public',
    status: 200,
    response: publicSiteResponseSchema,
    errors: [NOT_FOUND, UNAVAILABLE],
  },
  sitePage: {
    ...publicSpecs.sitePage,
    summary: 'The site’s own title and HTML of its about, privacy or terms page in one language (null: the default text)',
    tag: 'public',
    params: sitePageParamsSchema,
    status: 200,
    response: sitePageResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  search: {
    ...publicSpecs.search,
    summary: 'Title and excerpt search (command palette)',
    tag: 'public',
    locale: true,
    query: searchQuerySchema,
    status: 200,
    response: searchResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
});

export { fillPath, routerPath } from './route-specs';

/** Every route of the API, admin and public (the OpenAPI document lists exactly these). */
export function allRoutes(): RouteDefinition[] {
  return [...Object.values(adminRoutes), ...Object.values(publicRoutes)];
}


/** What a caller passes for a route: its params, query and body as the schemas accept them. */
export type RouteInput<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: z.input<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: z.input<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: z.input<R['body']> } : { body?: unknown });

export type RouteOutput<R extends RouteDefinition> = z.output<R['response']>;

export interface CallOptions {
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
}
