import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';

/**
 * What the routes and components need from the outside world, created once per mount in the browser and
 * once per request on the server instead of at module scope.
 */
export interface Services {
  /** Calls to the API (its base URL from the page configuration). */
  api: PublicApi;
  /** A locale's translation file (fetched next to the HTML in the browser, read from disk on the server). */
  translations: (locale: string) => Promise<unknown>;
  /** The reader's remembered locale (localStorage in the browser, the `locale` cookie on the server). */
  storedLocale: () => Locale | undefined;
  queryClient: QueryClient;
  i18n: I18n;
  /** e.g. https://example.com, for canonical and hreflang links. */
  origin: string;
  /** The page's host name, for the language list. */
  hostname: string;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesContext');
  return services;
}
