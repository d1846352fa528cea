import type {
  AddLanguageRequest,
  AdminLanguagesResponse,
  AdminPostsResponse,
  AvailableLanguagesResponse,
  LanguageResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  SiteScopeQuery,
  SitesResponse,
  SiteToggleResponse,
  ToggleLanguageRequest,
} from './schemas/admin';
import type {
  AdminPostResponse,
  AuthorsResponse,
  CreatePostInput,
  MediaResponse,
  TrashResponse,
  UpdatePostInput,
} from './schemas/posts';
import { createHttp, type HttpOptions } from './http';

export interface AdminApiOptions extends HttpOptions {
  /** Read at every call so a new sign-in is picked up without rebuilding the client. */
  getToken: () => string | null | undefined;
}

/** Typed fetchers for every admin call of SPEC section 7. */
export function createAdminApi({ getToken, ...http }: AdminApiOptions) {
  const request = createHttp(http);
  const auth = () => {
    const token = getToken();
    return { Authorization: token ? `Bearer ${token}` : undefined };
  };

  return {
    login: (body: LoginRequest) =>
      request<LoginResponse>('/api/admin/login', { method: 'POST', body }),

    logout: () => request<LogoutResponse>('/api/admin/logout', { method: 'POST', headers: auth() }),

    listSites: () => request<SitesResponse>('/api/admin/sites', { headers: auth() }),

    toggleSiteActive: (id: number) =>
      request<SiteToggleResponse>(`/api/admin/sites/${id}/toggle-active`, {
        method: 'POST',
        headers: auth(),
      }),

    toggleSiteMaintenance: (id: number) =>
      request<SiteToggleResponse>(`/api/admin/sites/${id}/toggle-maintenance`, {
        method: 'POST',
        headers: auth(),
      }),

    listPosts: (query: SiteScopeQuery = {}) =>
      request<AdminPostsResponse>('/api/admin/posts', { headers: auth(), query }),

    listLanguages: (query: SiteScopeQuery = {}) =>
      request<AdminLanguagesResponse>('/api/admin/languages', { headers: auth(), query }),

    listAvailableLanguages: (query: SiteScopeQuery = {}) =>
      request<AvailableLanguagesResponse>('/api/admin/languages/available', {
        headers: auth(),
        query,
      }),

    toggleLanguage: (id: number, body: ToggleLanguageRequest) =>
      request<LanguageResponse>(`/api/admin/languages/${id}/toggle`, {
        method: 'POST',
        headers: auth(),
        body,
      }),

    addLanguage: (body: AddLanguageRequest) =>
      request<LanguageResponse>('/api/admin/languages', { method: 'POST', headers: auth(), body }),

    /* ---------- the post editor (issue 8) ---------- */

    getPost: (id: number, signal?: AbortSignal) =>
      request<AdminPostResponse>(`/api/admin/posts/${id}`, { headers: auth(), signal }),

    createPost: (body: CreatePostInput) =>
      request<AdminPostResponse>('/api/admin/posts', { method: 'POST', headers: auth(), body }),

    /** 409 (ApiError with body PostConflictBody) when someone saved since `body.version`. */
    updatePost: (id: number, body: UpdatePostInput) =>
      request<AdminPostResponse>(`/api/admin/posts/${id}`, { method: 'PUT', headers: auth(), body }),

    /** To the trash (restorable for 30 days). */
    deletePost: (id: number) =>
      request<AdminPostResponse>(`/api/admin/posts/${id}`, { method: 'DELETE', headers: auth() }),

    restorePost: (id: number) =>
      request<AdminPostResponse>(`/api/admin/posts/${id}/restore`, { method: 'POST', headers: auth() }),

    /** A copy as a draft in every language, with new slugs. */
    duplicatePost: (id: number) =>
      request<AdminPostResponse>(`/api/admin/posts/${id}/duplicate`, { method: 'POST', headers: auth() }),

    listTrash: (query: SiteScopeQuery = {}) =>
      request<TrashResponse>('/api/admin/posts/trash', { headers: auth(), query }),

    listAuthors: (query: SiteScopeQuery = {}) =>
      request<AuthorsResponse>('/api/admin/authors', { headers: auth(), query }),

    /** multipart: `file` (JPEG, PNG, WebP or AVIF, at most 10 MB) and `site_id`. */
    uploadMedia: (siteId: number, file: Blob, filename = 'upload') => {
      const form = new FormData();
      form.set('site_id', String(siteId));
      form.set('file', file, filename);
      return request<MediaResponse>('/api/admin/media', { method: 'POST', headers: auth(), body: form });
    },
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
