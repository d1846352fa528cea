import { z } from 'zod';
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
import { idParamsSchema } from './schemas/common';
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
  homepageResponseSchema,
  postResponseSchema,
  postsListQuerySchema,
  postsListResponseSchema,
  publicLanguagesQuerySchema,
  publicLanguagesResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  slugParamsSchema,
  translateParamsSchema,
  translateResponseSchema,
} from './schemas/public';

/**
 * The route table: every API call, once. The server registers its routes from it, the apps' fetchers
 * are built from it and the OpenAPI document is generated from it, so no URL, method or schema is
 * written twice.
 */
export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style: `/api/admin/posts/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** `bearer`: an admin token (`Authorization: Bearer ...`); `none`: public. */
  auth: 'bearer' | 'none';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body travels; JSON unless said. */
  bodyType?: 'json' | 'multipart';
  /** Reads the `X-Locale` header (public reads). */
  locale?: boolean;
  /** Status of a successful reply. */
  status: number;
  /** What a successful reply carries; JSON unless said (`redirect`: a Location header, no body). */
  responseType?: 'json' | 'csv' | 'redirect';
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
const UNAVAILABLE = 503;
/** Every admin call behind the token can answer these. */
const ADMIN_ERRORS = [BAD, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UNAVAILABLE] as const;

const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const adminRoutes = define({
  login: {
    method: 'POST',
    path: '/api/admin/login',
    summary: 'Sign in with email and password; returns a bearer token',
    tag: 'auth',
    auth: 'none',
    body: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
    errors: [BAD, UNAUTHENTICATED, 429, UNAVAILABLE],
  },
  logout: {
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Revoke the presented token',
    tag: 'auth',
    auth: 'bearer',
    status: 200,
    response: logoutResponseSchema,
    errors: [UNAUTHENTICATED, UNAVAILABLE],
  },
  listSites: {
    method: 'GET',
    path: '/api/admin/sites',
    summary: 'The sites the admin manages',
    tag: 'sites',
    auth: 'bearer',
    status: 200,
    response: sitesResponseSchema,
    errors: [UNAUTHENTICATED, UNAVAILABLE],
  },
  toggleSiteActive: {
    method: 'POST',
    path: '/api/admin/sites/{id}/toggle-active',
    summary: 'Switch a site between active and inactive',
    tag: 'sites',
    auth: 'bearer',
    params: idParamsSchema,
    status: 200,
    response: siteToggleResponseSchema,
    errors: ADMIN_ERRORS,
  },
  toggleSiteMaintenance: {
    method: 'POST',
    path: '/api/admin/sites/{id}/toggle-maintenance',
    summary: 'Switch a site’s maintenance mode',
    tag: 'sites',
    auth: 'bearer',
    params: idParamsSchema,
    status: 200,
    response: siteToggleResponseSchema,
    errors: ADMIN_ERRORS,
  },
  listPosts: {
    method: 'GET',
    path: '/api/admin/posts',
    summary: 'Posts of one site (site_id) or of every site the admin manages',
    tag: 'posts',
    auth: 'bearer',
    query: siteScopeQuerySchema,
    status: 200,
    response: adminPostsResponseSchema,
    errors: ADMIN_ERRORS,
  },
  listTrash: {
    method: 'GET',
    path: '/api/admin/posts/trash',
    summary: 'Posts in the trash (restorable for 30 days, then purged)',
    tag: 'posts',
    auth: 'bearer',
    query: siteScopeQuerySchema,
    status: 200,
    response: trashResponseSchema,
    errors: ADMIN_ERRORS,
  },
  getPost: {
    method: 'GET',
    path: '/api/admin/posts/{id}',
    summary: 'A post with every translation',
    tag: 'posts',
    auth: 'bearer',
    params: idParamsSchema,
    status: 200,
    response: adminPostResponseSchema,
    errors: ADMIN_ERRORS,
  },
  createPost: {
    method: 'POST',
    path: '/api/admin/posts',
    summary: 'Create a post with its translations',
    tag: 'posts',
    auth: 'bearer',
    body: createPostRequestSchema,
    status: 201,
    response: adminPostResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  updatePost: {
    method: 'PUT',
    path: '/api/admin/posts/{id}',
    summary: 'Replace a post; 409 when someone saved since `version`',
    tag: 'posts',
    auth: 'bearer',
    params: idParamsSchema,
    body: updatePostRequestSchema,
    status: 200,
    response: adminPostResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  deletePost: {
    method: 'DELETE',
    path: '/api/admin/posts/{id}',
    summary: 'Move a post to the trash',
    tag: 'posts',
    auth: 'bearer',
    params: idParamsSchema,
    status: 200,
    response: adminPostResponseSchema,
    errors: ADMIN_ERRORS,
  },
  restorePost: {
    method: 'POST',
    path: '/api/admin/posts/{id}/restore',
    summary: 'Bring a post back from the trash',
    tag: 'posts',
    auth: 'bearer',
    params: idParamsSchema,
    status: 200,
    response: adminPostResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  duplicatePost: {
    method: 'POST',
    path: '/api/admin/posts/{id}/duplicate',
    summary: 'Copy a post as a draft in every language, with new slugs',
    tag: 'posts',
    auth: 'bearer',
    params: idParamsSchema,
    status: 201,
    response: adminPostResponseSchema,
    errors: ADMIN_ERRORS,
  },
  listAuthors: {
    method: 'GET',
    path: '/api/admin/authors',
    summary: 'Authors a post of the site can name',
    tag: 'posts',
    auth: 'bearer',
    query: siteScopeQuerySchema,
    status: 200,
    response: authorsResponseSchema,
    errors: ADMIN_ERRORS,
  },
  uploadMedia: {
    method: 'POST',
    path: '/api/admin/media',
    summary: 'Upload an image (JPEG, PNG, WebP, AVIF; at most 10 MB) as multipart `file` + `site_id`',
    tag: 'media',
    auth: 'bearer',
    bodyType: 'multipart',
    status: 201,
    response: mediaResponseSchema,
    errors: [...ADMIN_ERRORS, 413, 415],
  },
  listLanguages: {
    method: 'GET',
    path: '/api/admin/languages',
    summary: 'Languages of a site',
    tag: 'languages',
    auth: 'bearer',
    query: siteScopeQuerySchema,
    status: 200,
    response: adminLanguagesResponseSchema,
    errors: ADMIN_ERRORS,
  },
  listAvailableLanguages: {
    method: 'GET',
    path: '/api/admin/languages/available',
    summary: 'Catalogue languages a site has not added',
    tag: 'languages',
    auth: 'bearer',
    query: siteScopeQuerySchema,
    status: 200,
    response: availableLanguagesResponseSchema,
    errors: ADMIN_ERRORS,
  },
  toggleLanguage: {
    method: 'POST',
    path: '/api/admin/languages/{id}/toggle',
    summary: 'Enable or disable a language of a site',
    tag: 'languages',
    auth: 'bearer',
    params: idParamsSchema,
    body: toggleLanguageRequestSchema,
    status: 200,
    response: languageResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT],
  },
  addLanguage: {
    method: 'POST',
    path: '/api/admin/languages',
    summary: 'Add a catalogue language to a site',
    tag: 'languages',
    auth: 'bearer',
    body: addLanguageRequestSchema,
    status: 201,
    response: languageResponseSchema,
    errors: [...ADMIN_ERRORS, CONFLICT, 422],
  },
  listLeads: {
    method: 'GET',
    path: '/api/admin/leads',
    summary: 'Leads of one site or of every site the admin manages; filter by status, search',
    tag: 'leads',
    auth: 'bearer',
    query: leadsQuerySchema,
    status: 200,
    response: leadsResponseSchema,
    errors: ADMIN_ERRORS,
  },
  setLeadStatus: {
    method: 'POST',
    path: '/api/admin/leads/{id}/status',
    summary: 'Move a lead to new, contacted, won, lost or spam',
    tag: 'leads',
    auth: 'bearer',
    params: idParamsSchema,
    body: leadStatusRequestSchema,
    status: 200,
    response: leadResponseSchema,
    errors: ADMIN_ERRORS,
  },
  exportLeads: {
    method: 'GET',
    path: '/api/admin/leads/export.csv',
    summary: 'The leads of the same filters as CSV (formula-safe cells)',
    tag: 'leads',
    auth: 'bearer',
    query: leadsQuerySchema,
    status: 200,
    responseType: 'csv',
    response: z.string(),
    errors: ADMIN_ERRORS,
  },
  listSubscribers: {
    method: 'GET',
    path: '/api/admin/newsletter',
    summary: 'Newsletter subscribers of one site or of every site the admin manages',
    tag: 'leads',
    auth: 'bearer',
    query: siteScopeQuerySchema,
    status: 200,
    response: subscribersResponseSchema,
    errors: ADMIN_ERRORS,
  },
  exportSubscribers: {
    method: 'GET',
    path: '/api/admin/newsletter/export.csv',
    summary: 'Newsletter subscribers as CSV',
    tag: 'leads',
    auth: 'bearer',
    query: siteScopeQuerySchema,
    status: 200,
    responseType: 'csv',
    response: z.string(),
    errors: ADMIN_ERRORS,
  },
  analyticsOverview: {
    method: 'GET',
    path: '/api/admin/analytics/overview',
    summary: 'Visitors, page views, CTA clicks and CTR over 7, 30 or 90 days against the previous period',
    tag: 'analytics',
    auth: 'bearer',
    query: analyticsQuerySchema,
    status: 200,
    response: overviewResponseSchema,
    errors: ADMIN_ERRORS,
  },
  analyticsTraffic: {
    method: 'GET',
    path: '/api/admin/analytics/traffic',
    summary: 'Traffic sources, referrers, languages and devices',
    tag: 'analytics',
    auth: 'bearer',
    query: analyticsQuerySchema,
    status: 200,
    response: trafficResponseSchema,
    errors: ADMIN_ERRORS,
  },
  analyticsContent: {
    method: 'GET',
    path: '/api/admin/analytics/content',
    summary: 'Top articles per language with views, CTA clicks and CTR',
    tag: 'analytics',
    auth: 'bearer',
    query: analyticsQuerySchema,
    status: 200,
    response: contentResponseSchema,
    errors: ADMIN_ERRORS,
  },
  analyticsCrossSite: {
    method: 'GET',
    path: '/api/admin/analytics/cross-site',
    summary: 'Every site of the admin side by side',
    tag: 'analytics',
    auth: 'bearer',
    query: analyticsQuerySchema,
    status: 200,
    response: crossSiteResponseSchema,
    errors: ADMIN_ERRORS,
  },
});

export const publicRoutes = define({
  createLead: {
    method: 'POST',
    path: '/api/leads',
    summary: 'The magazine’s contact form (site from the Host header); rate-limited per client',
    tag: 'leads',
    auth: 'none',
    body: createLeadRequestSchema,
    status: 201,
    response: acceptedResponseSchema,
    errors: [BAD, 429, UNAVAILABLE],
  },
  subscribe: {
    method: 'POST',
    path: '/api/newsletter',
    summary: 'Subscribe an email to the site’s newsletter (twice is fine)',
    tag: 'leads',
    auth: 'none',
    body: subscribeRequestSchema,
    status: 200,
    response: acceptedResponseSchema,
    errors: [BAD, 429, UNAVAILABLE],
  },
  recordEvent: {
    method: 'POST',
    path: '/api/events',
    summary: 'A page view beacon (sendBeacon); answers 202 at once, written in batches',
    tag: 'analytics',
    auth: 'none',
    body: pageViewEventSchema,
    status: 202,
    response: acceptedResponseSchema,
    errors: [BAD, 413, 429],
  },
  followCta: {
    method: 'GET',
    path: '/go/{post}/{tip}',
    summary: 'Counts an affiliate click and redirects to the tip’s stored link',
    tag: 'analytics',
    auth: 'none',
    params: ctaParamsSchema,
    status: 302,
    responseType: 'redirect',
    response: z.null(),
    errors: [BAD, NOT_FOUND],
  },
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the API and its database answer',
    tag: 'public',
    auth: 'none',
    status: 200,
    response: healthResponseSchema,
    errors: [UNAVAILABLE],
  },
  homepage: {
    method: 'GET',
    path: '/api/posts/homepage',
    summary: 'Trending and latest cards of the site of the Host header',
    tag: 'public',
    auth: 'none',
    locale: true,
    status: 200,
    response: homepageResponseSchema,
    errors: [NOT_FOUND, UNAVAILABLE],
  },
  listPosts: {
    method: 'GET',
    path: '/api/posts',
    summary: 'A page of a category',
    tag: 'public',
    auth: 'none',
    locale: true,
    query: postsListQuerySchema,
    status: 200,
    response: postsListResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  translateSlug: {
    method: 'GET',
    path: '/api/posts/translate/{slug}/{locale}',
    summary: 'The slug of an article in another language',
    tag: 'public',
    auth: 'none',
    params: translateParamsSchema,
    status: 200,
    response: translateResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  getPost: {
    method: 'GET',
    path: '/api/posts/{slug}',
    summary: 'An article by its slug in any language, served in X-Locale when published there',
    tag: 'public',
    auth: 'none',
    locale: true,
    params: slugParamsSchema,
    status: 200,
    response: postResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  languages: {
    method: 'GET',
    path: '/api/languages',
    summary: 'Enabled languages of a site (`domain`, else the Host header)',
    tag: 'public',
    auth: 'none',
    query: publicLanguagesQuerySchema,
    status: 200,
    response: publicLanguagesResponseSchema,
    errors: [BAD, NOT_FOUND, UNAVAILABLE],
  },
  search: {
    method: 'GET',
    path: '/api/search',
    summary: 'Title and excerpt search (command palette)',
    tag: 'public',
    auth: 'none',
    locale: true,
    query: searchQuerySchema,
    status: 200,
    response: searchResponseSchema,
    errors: [BAD, UNAVAILABLE],
  },
});

/** Every route of the API, admin and public (the OpenAPI document lists exactly these). */
export function allRoutes(): RouteDefinition[] {
  return [...Object.values(adminRoutes), ...Object.values(publicRoutes)];
}

/** `/api/admin/posts/{id}` -> `/api/admin/posts/:id` (Fastify's syntax). */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` placeholders, each value percent-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
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
