import type { Http } from './http';
import { fillPath, type CallOptions, type RouteDefinition, type RouteInput, type RouteOutput } from './routes';

/**
 * Calls one route of the table: the URL, method and whether it carries the token come from the
 * route, never from the caller.
 */
export function createRouteCaller(request: Http, bearer: () => string | null | undefined = () => null) {
  return function call<R extends RouteDefinition>(
    route: R,
    input: RouteInput<R>,
    options: CallOptions = {},
  ): Promise<RouteOutput<R>> {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, never>; body?: unknown };
    const token = route.auth === 'bearer' ? bearer() : null;
    return request<RouteOutput<R>>(fillPath(route.path, params), {
      method: route.method,
      query,
      body,
      signal: options.signal,
      reply: route.responseType === 'csv' ? 'text' : 'json',
      headers: { ...options.headers, Authorization: token ? `Bearer ${token}` : undefined },
    });
  };
}
