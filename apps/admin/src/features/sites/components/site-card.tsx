import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import type { Site } from '@sitenet/api-client';
import { Icon } from '../../../components/icons';
import { formatDate } from '../../../lib/format-date';
import { useToggleSiteActive } from '../api/toggle-site-active';
import { useToggleSiteMaintenance } from '../api/toggle-site-maintenance';
import { siteUrl } from '../lib/site-url';

export function SiteCard({ site }: { site: Site }) {
  const toggleActive = useToggleSiteActive();
  const toggleMaintenance = useToggleSiteMaintenance();
  const titleId = `site-${site.id}-title`;

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      aria-labelledby={titleId}
      component="article"
      data-testid="site-card"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" id={titleId} truncate>
              {site.name}
            </Text>
            <Anchor
              href={siteUrl(site.domain, window.location)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`${site.domain} (opens in a new tab)`}
            >
              <Group gap={4} wrap="nowrap" component="span">
                {site.domain}
                <Icon name="external" size={14} />
              </Group>
            </Anchor>
          </div>
          <Group gap={6} justify="flex-end">
            <Badge color={site.active ? 'green' : 'gray'} variant="light">
              {site.active ? 'Active' : 'Inactive'}
            </Badge>
            {site.maintenance_mode && (
              <Badge color="orange" variant="light">
                Maintenance
              </Badge>
            )}
          </Group>
        </Group>
        {site.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {site.description}
          </Text>
        )}
        <Group gap="lg" mt="auto">
          <Text size="sm">
            <Text span fw={700}>
              {site.posts_count}
            </Text>{' '}
            <Text span c="dimmed">
              posts
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {site.launched_at ? `Launched ${formatDate(site.launched_at)}` : 'Not launched'}
          </Text>
        </Group>
        <Group gap="xs" grow>
          <Button
            variant="light"
            color={site.active ? 'gray' : 'green'}
            size="xs"
            loading={toggleActive.isPending}
            onClick={() => toggleActive.mutate(site.id)}
            aria-label={`${site.active ? 'Deactivate' : 'Activate'} ${site.name}`}
          >
            {site.active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            variant="light"
            color="orange"
            size="xs"
            loading={toggleMaintenance.isPending}
            onClick={() => toggleMaintenance.mutate(site.id)}
            aria-label={`${site.maintenance_mode ? 'Disable' : 'Enable'} maintenance for ${site.name}`}
          >
            {site.maintenance_mode ? 'Disable Maintenance' : 'Enable Maintenance'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
