import type { ReactNode } from 'react';
import { Center, Loader, Paper, Text } from '@mantine/core';
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
      <Paper withBorder p="md" radius="md" role="alert">
        <Text fw={600}>No site matches {domain ?? 'this address'}</Text>
        <Text size="sm" c="dimmed">
          Pick a site in the switcher to continue.
        </Text>
      </Paper>
    );
  }
  return <>{children(site)}</>;
}
