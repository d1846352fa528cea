import { createPublicApi, type AppConfig } from '@sitenet/api-client';
import { QueryClient } from '@tanstack/react-query';
import { env } from '../env';
import { createI18n } from '../lib/i18n';
import type { Services } from '../lib/services';
import { readStoredLocale } from '../lib/storage';

/** Everything the magazine needs in the browser, created at mount time (never at module scope). */
export function createBrowserServices(config: AppConfig): Services {
  const assets = createPublicApi({ baseUrl: '' });
  return {
    api: createPublicApi({ baseUrl: config.apiBaseUrl || env.apiBaseUrl }),
    translations: (locale) => assets.getTranslations(locale),
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
