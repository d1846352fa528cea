import { createAdminApi, type AdminApi } from '@sitenet/api-client';
import { getToken } from './auth-store';

let client: AdminApi = createAdminApi({ getToken });

/** Called once by mount() with the page configuration's API origin. */
export function configureApi(baseUrl: string, fetchImpl?: typeof fetch): void {
  client = createAdminApi({ baseUrl, getToken, fetch: fetchImpl });
}

/** The typed admin fetchers; the bearer token is read at every call. */
export function api(): AdminApi {
  return client;
}
