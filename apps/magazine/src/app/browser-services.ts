import type { AppConfig } from '@sitenet/api-client';
import { ApiError } from '@sitenet/api-client/errors';
import { translationsPath } from '@sitenet/api-client/translations-path';
import { QueryClient } from '@tanstack/react-query';
import { env } from '../env';
import { atFirstInteraction } from '../lib/deferred';
import { createI18n } from '../lib/i18n';
import { lazyPublicApi } from '../lib/lazy-api';
import type { Services } from '../lib/services';
import { readStoredLocale } from '../lib/storage';

/** A translation file, next to the page (a plain fetch: the API client is not loaded for it). */
async function fetchTranslations(locale: string): Promise<unknown> {
  const response = await fetch(translationsPath(locale), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new ApiError(response.status, `Request failed with status ${response.status}`);
  return response.json();
}

/** Everything the magazine needs in the browser, created at mount time (never at module scope). */
export function createBrowserServices(config: AppConfig): Services {
  return {
    // Its code comes with the deferred parts' (the first interaction), before a first navigation's loader calls it.
    api: lazyPublicApi(config.apiBaseUrl || env.apiBaseUrl, atFirstInteraction),
    translations: fetchTranslations,
    storedLocale: readStoredLocale,
    queryClient: new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: 60_000,
          retry: false,
          retryOnMount: false,
          refetchOnWindowFocus: false,
        },
      },
    }),
    i18n: createI18n(),
    origin: window.location.origin,
    hostname: window.location.hostname,
  };
}
