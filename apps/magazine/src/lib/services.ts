import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '@sitenet/api-client';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';

/**
 * What the routes and components need from the outside world, created once per mount (and, later,
 * once per server request) instead of at module scope.
 */
export interface Services {
  /** Calls to the API (its base URL from the page configuration). */
  api: PublicApi;
  /** The magazine's own files (translations) on the page's origin. */
  assets: PublicApi;
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
