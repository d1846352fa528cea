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
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
