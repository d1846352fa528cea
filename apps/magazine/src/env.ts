/**
 * The one place that reads build-time environment. VITE_API_BASE_URL is the API origin used when
 * the page configuration names none ('' = same origin, the default deployment).
 */
function readApiBaseUrl(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const trimmed = value.trim().replace(/\/+$/, '');
  if (!/^https?:\/\//.test(trimmed) && !trimmed.startsWith('/')) {
    throw new Error(`VITE_API_BASE_URL must be an http(s) URL or a path, got "${value}"`);
  }
  return trimmed;
}

const apiBaseUrl: unknown = import.meta.env.VITE_API_BASE_URL;

export const env = {
  // Unset (the default build), the check is folded away: no reader downloads it.
  apiBaseUrl: apiBaseUrl ? readApiBaseUrl(apiBaseUrl) : '',
  /** True in the server bundle (vite build --ssr): loaders wait for their data there. */
  ssr: import.meta.env.SSR,
} as const;
