import { ApiError, type Http } from './http';
import { fillPath, type RouteSpec } from './route-specs';
import type { CallOptions, RouteDefinition, RouteInput, RouteOutput } from './routes';

/**
 * Calls the routes of one table by name: the URL, method and whether the token goes along come
 * from the route's spec, never from the caller. Only the specs are loaded at run time (no zod):
 * the table's schemas give the types.
 */
export function createRouteCaller<T extends Record<string, RouteDefinition>>(
  specs: { [K in keyof T]: RouteSpec },
  request: Http,
  bearer: () => string | null | undefined = () => null,
) {
  return function call<N extends keyof T>(
    name: N,
    input: RouteInput<T[N]>,
    options: CallOptions = {},
  ): Promise<RouteOutput<T[N]>> {
    const route = specs[name];
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, never>; body?: unknown };
    const token = route.auth === 'bearer' ? bearer() : null;
    // Without a token an admin call can only be refused: it is refused here, without a request
    // (after sign-out, screens still on their way out must not call the API).
    if (route.auth === 'bearer' && !token) return Promise.reject(new ApiError(401, 'Unauthenticated'));
    return request<RouteOutput<T[N]>>(fillPath(route.path, params), {
      method: route.method,
      query,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
      reply: route.responseType === 'csv' || route.responseType === 'file' ? 'text' : 'json',
      headers: { ...options.headers, Authorization: token ? `Bearer ${token}` : undefined },
    });
  };
}
