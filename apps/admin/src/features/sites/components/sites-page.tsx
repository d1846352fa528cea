import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Icon } from '../../../components/icons';
import { useSites } from '../../../lib/api/get-sites';
import { useCan } from '../../../lib/use-can';
import { sitesErrorMessage } from '../lib/sites-error';
import { DeletedSites } from './deleted-sites';
import { SiteCard } from './site-card';
import { SiteFormDialog } from './site-form-dialog';

/** SPEC 2.5: loading, error with Retry, the card grid, or the empty state. */
export function SitesPage() {
  const { data: sites, isPending, error, refetch, isRefetching } = useSites();
  const [adding, setAdding] = useState(false);
  const canCreate = useCan('network.manage');
  const canDelete = useCan('sites.delete');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={22}>
            Sites
          </Title>
          <Text c="dimmed" size="sm">
            Manage your multisite network
          </Text>
        </div>
        {canCreate && (
          <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setAdding(true)}>
            Add New Site
          </Button>
        )}
      </Group>

      {isPending ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Loading sites...</Text>
        </Group>
      ) : error && !sites ? (
        <Alert color="red" variant="light" role="alert" title={sitesErrorMessage(error)}>
          <Button
            size="xs"
            variant="white"
            color="red"
            mt="xs"
            onClick={() => void refetch()}
            loading={isRefetching}
          >
            Retry
          </Button>
        </Alert>
      ) : sites.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="xs" py="lg">
            <Icon name="sites" size={40} />
            <Title order={3} fz={18}>
              No sites yet
            </Title>
            <Text c="dimmed" ta="center">
              Create your first site to get started with the multisite network
            </Text>
            {canCreate && (
              <Button
                mt="sm"
                leftSection={<Icon name="plus" size={16} />}
                onClick={() => setAdding(true)}
              >
                Add Your First Site
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
          {sites.map((site) => (
            <SiteCard key={site.id} site={site} />
          ))}
        </SimpleGrid>
      )}
      {/* Deleting and restoring sites is the owner's (sites.delete). */}
      {canDelete && <DeletedSites />}
      <SiteFormDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
