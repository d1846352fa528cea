/**
 * The one place that speaks HTTP for both apps. A reply that is not ok becomes an
 * ApiError (status + the server's message); a request that never got a reply becomes a
 * NetworkError. The apps need both apart (SPEC section 8: "Login failed" vs "Network error").
 */

import { ApiError, NetworkError } from './errors';

export { ApiError, NetworkError };

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpOptions {
  /** Origin (and optional path prefix) of the API; '' means same origin. */
  baseUrl?: string;
  /** Injected for tests and server rendering. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  headers?: Record<string, string | undefined>;
  /** Serialised as JSON when present. */
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request finish after the page is gone (fetch's keepalive). */
  keepalive?: boolean;
  /** 'text' returns the body as it came (CSV exports); default: parsed JSON. */
  reply?: 'json' | 'text';
}

/** Builds `path?query`, leaving out null and undefined values. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

function messageFrom(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `Request failed with status ${status}`;
}

export function createHttp(options: HttpOptions = {}) {
  const baseUrl = options.baseUrl ?? '';

  return async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const asText = init.reply === 'text';
    const headers: Record<string, string> = { Accept: asText ? 'text/csv, text/plain, */*' : 'application/json' };
    for (const [key, value] of Object.entries(init.headers ?? {})) {
      if (value !== undefined) headers[key] = value;
    }
    // FormData (uploads) sets its own multipart Content-Type with the boundary.
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, init.query), {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal: init.signal,
        ...(init.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if ((error as { name?: string })?.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }

    const text = await response.text().catch(() => '');
    if (asText && response.ok) return text as T;
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    if (!response.ok) throw new ApiError(response.status, messageFrom(body, response.status), body);
    return body as T;
  };
}

export type Http = ReturnType<typeof createHttp>;
