import type { AddLanguageRequest, LoginRequest, SiteScopeQuery, ToggleLanguageRequest } from './schemas/admin';
import type { CreatePostInput, UpdatePostInput } from './schemas/posts';
import type { LeadStatus, LeadsQuery } from './schemas/leads';
import type { AnalyticsQuery } from './schemas/analytics';
import { createRouteCaller } from './call';
import { createHttp, type HttpOptions } from './http';
import { adminRoutes as r } from './routes';

export interface AdminApiOptions extends HttpOptions {
  /** Read at every call so a new sign-in is picked up without rebuilding the client. */
  getToken: () => string | null | undefined;
}

/** Typed fetchers for every admin call (SPEC section 7 and the post editor), built on the route table. */
export function createAdminApi({ getToken, ...http }: AdminApiOptions) {
  const call = createRouteCaller(createHttp(http), getToken);

  return {
    login: (body: LoginRequest) => call(r.login, { body }),
    logout: () => call(r.logout, {}),
    listSites: () => call(r.listSites, {}),
    toggleSiteActive: (id: number) => call(r.toggleSiteActive, { params: { id } }),
    toggleSiteMaintenance: (id: number) => call(r.toggleSiteMaintenance, { params: { id } }),
    listPosts: (query: SiteScopeQuery = {}) => call(r.listPosts, { query }),
    listLanguages: (query: SiteScopeQuery = {}) => call(r.listLanguages, { query }),
    listAvailableLanguages: (query: SiteScopeQuery = {}) => call(r.listAvailableLanguages, { query }),
    toggleLanguage: (id: number, body: ToggleLanguageRequest) => call(r.toggleLanguage, { params: { id }, body }),
    addLanguage: (body: AddLanguageRequest) => call(r.addLanguage, { body }),

    /* ---------- the post editor (issue 8) ---------- */

    getPost: (id: number, signal?: AbortSignal) => call(r.getPost, { params: { id } }, { signal }),
    createPost: (body: CreatePostInput) => call(r.createPost, { body }),
    /** 409 (ApiError with body PostConflictBody) when someone saved since `body.version`. */
    updatePost: (id: number, body: UpdatePostInput) => call(r.updatePost, { params: { id }, body }),
    /** To the trash (restorable for 30 days). */
    deletePost: (id: number) => call(r.deletePost, { params: { id } }),
    restorePost: (id: number) => call(r.restorePost, { params: { id } }),
    /** A copy as a draft in every language, with new slugs. */
    duplicatePost: (id: number) => call(r.duplicatePost, { params: { id } }),
    listTrash: (query: SiteScopeQuery = {}) => call(r.listTrash, { query }),
    listAuthors: (query: SiteScopeQuery = {}) => call(r.listAuthors, { query }),
    /** multipart: `file` (JPEG, PNG, WebP or AVIF, at most 10 MB) and `site_id`. */
    uploadMedia: (siteId: number, file: Blob, filename = 'upload') => {
      const form = new FormData();
      form.set('site_id', String(siteId));
      form.set('file', file, filename);
      return call(r.uploadMedia, { body: form });
    },

    /* ---------- leads and analytics (issue 10) ---------- */

    listLeads: (query: LeadsQuery = {}, signal?: AbortSignal) => call(r.listLeads, { query }, { signal }),
    setLeadStatus: (id: number, status: LeadStatus) => call(r.setLeadStatus, { params: { id }, body: { status } }),
    /** The CSV text of the same filters as listLeads. */
    exportLeads: (query: LeadsQuery = {}) => call(r.exportLeads, { query }),
    listSubscribers: (query: SiteScopeQuery = {}, signal?: AbortSignal) =>
      call(r.listSubscribers, { query }, { signal }),
    exportSubscribers: (query: SiteScopeQuery = {}) => call(r.exportSubscribers, { query }),
    analyticsOverview: (query: AnalyticsQuery, signal?: AbortSignal) => call(r.analyticsOverview, { query }, { signal }),
    analyticsTraffic: (query: AnalyticsQuery, signal?: AbortSignal) => call(r.analyticsTraffic, { query }, { signal }),
    analyticsContent: (query: AnalyticsQuery, signal?: AbortSignal) => call(r.analyticsContent, { query }, { signal }),
    analyticsCrossSite: (query: AnalyticsQuery, signal?: AbortSignal) =>
      call(r.analyticsCrossSite, { query }, { signal }),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
