/**
 * The one place that reads build-time env. The API origin normally comes from the page
 * configuration; VITE_API_BASE_URL is the fallback for a standalone build on another origin.
 */
const raw: unknown = import.meta.env.VITE_API_BASE_URL;

export const env = {
  apiBaseUrl: typeof raw === 'string' ? raw.replace(/\/+$/, '') : '',
} as const;
