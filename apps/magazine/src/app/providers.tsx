import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServicesContext, type Services } from '../lib/services';

export function AppProviders({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={services.i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
