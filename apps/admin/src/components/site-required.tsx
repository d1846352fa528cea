import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import type { Site } from '@sitenet/api-client';
import { useSelectedSite } from '../lib/use-selected-site';

/** A page that only makes sense for one site: it waits for the site list and says when none matches. */
export function SiteRequired({ children }: { children: (site: Site) => ReactNode }) {
  const { domain, site, pending } = useSelectedSite();
  if (pending) {
    return (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!site) {
    return (
      <Alert color="yellow" title={`No site matches ${domain ?? 'this address'}`} role="alert">
        Pick a site in the switcher to continue.
      </Alert>
    );
  }
  return <>{children(site)}</>;
}
