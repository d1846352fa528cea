import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServicesContext, type Services } from '../lib/services';
import { SiteContext, useSiteQuery } from '../lib/site';

/** The site's facts for every component (the same on the server and while hydrating: see lib/site.ts). */
function SiteProvider({ children }: { children: ReactNode }) {
  const { data } = useSiteQuery();
  return <SiteContext.Provider value={data ?? null}>{children}</SiteContext.Provider>;
}

export function AppProviders({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <SiteProvider>
          <I18nextProvider i18n={services.i18n}>{children}</I18nextProvider>
        </SiteProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
