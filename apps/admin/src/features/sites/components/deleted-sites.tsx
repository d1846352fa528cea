import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SITE_RETENTION_DAYS } from '@sitenet/api-client';
import { formatDate } from '../../../lib/format-date';
import { useDeletedSites } from '../api/get-deleted-sites';
import { useRestoreSite } from '../api/restore-site';

/**
 * Recently deleted: the admin's deleted sites with Restore, until they are purged. Shown only
 * when there is one; a failed load is only logged by the query (the live list is what matters).
 */
export function DeletedSites() {
  const { data: sites } = useDeletedSites();
  const restore = useRestoreSite();
  if (!sites?.length) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="deleted-sites-title">
      <div>
        <Title order={3} fz={18} id="deleted-sites-title">
          Recently deleted
        </Title>
        <Text c="dimmed" size="sm">
          Deleted sites can be restored for {SITE_RETENTION_DAYS} days, then they are deleted for good.
        </Text>
      </div>
      {sites.map((site) => (
        <Card key={site.id} withBorder radius="md" padding="md" data-testid="deleted-site">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {site.name}
              </Text>
              <Text size="sm" c="dimmed">
                {site.domain}
                {site.purge_at ? ` · deleted for good on ${formatDate(site.purge_at)}` : ''}
              </Text>
            </div>
            <Button
              variant="light"
              size="xs"
              onClick={() => restore.mutate(site)}
              loading={restore.isPending && restore.variables?.id === site.id}
              aria-label={`Restore ${site.name}`}
            >
              Restore
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
