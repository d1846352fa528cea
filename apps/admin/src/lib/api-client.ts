import { createAdminApi, type AdminApi } from '@sitenet/api-client';
import { getToken } from './auth-store';

let client: AdminApi = createAdminApi({ getToken });
let origin = '';

/** Called once by mount() with the page configuration's API origin. */
export function configureApi(baseUrl: string, fetchImpl?: typeof fetch): void {
  origin = baseUrl;
  client = createAdminApi({ baseUrl, getToken, fetch: fetchImpl });
}

/** The API origin, for the one call fetch cannot serve (an upload that reports progress). */
export function apiBaseUrl(): string {
  return origin.replace(/\/+$/, '');
}

/** The typed admin fetchers; the bearer token is read at every call. */
export function api(): AdminApi {
  return client;
}
