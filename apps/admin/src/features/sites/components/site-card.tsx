import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import type { Site } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icons';
import { formatDate } from '../../../lib/format-date';
import { useCan } from '../../../lib/use-can';
import { useToggleSiteActive } from '../api/toggle-site-active';
import { useToggleSiteMaintenance } from '../api/toggle-site-maintenance';
import { siteUrl } from '../../../lib/site-url';
import { DeleteSiteDialog } from './delete-site-dialog';
import { SiteFormDialog } from './site-form-dialog';

/** The toggles that take something away ask first; turning things back on does not. */
type Confirming = 'deactivate' | 'maintenance' | null;

export function SiteCard({ site }: { site: Site }) {
  const toggleActive = useToggleSiteActive();
  const toggleMaintenance = useToggleSiteMaintenance();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleId = `site-${site.id}-title`;
  const canManage = useCan('sites.manage', site.id);
  const canDelete = useCan('sites.delete', site.id);

  const onToggleActive = () => {
    if (site.active) setConfirming('deactivate');
    else toggleActive.mutate(site);
  };
  const onToggleMaintenance = () => {
    if (site.maintenance_mode) toggleMaintenance.mutate(site);
    else setConfirming('maintenance');
  };
  const confirm = () => {
    if (confirming === 'deactivate') toggleActive.mutate(site);
    if (confirming === 'maintenance') toggleMaintenance.mutate(site);
    setConfirming(null);
  };

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
        {/* The buttons share the row while their labels fit and stack when they do not (390 px). */}
        {canManage && (
          <Group gap="xs" wrap="wrap">
            <Button
              variant="light"
              color={site.active ? 'gray' : 'green'}
              size="xs"
              style={{ flex: '1 1 auto' }}
              loading={toggleActive.isPending}
              onClick={onToggleActive}
              aria-label={`${site.active ? 'Deactivate' : 'Activate'} ${site.name}`}
            >
              {site.active ? 'Deactivate' : 'Activate'}
            </Button>
            <Button
              variant="light"
              color="orange"
              size="xs"
              style={{ flex: '1 1 auto' }}
              loading={toggleMaintenance.isPending}
              onClick={onToggleMaintenance}
              aria-label={`${site.maintenance_mode ? 'Disable' : 'Enable'} maintenance for ${site.name}`}
            >
              {site.maintenance_mode ? 'Disable Maintenance' : 'Enable Maintenance'}
            </Button>
          </Group>
        )}
        {(canManage || canDelete) && (
          <Group gap="xs" wrap="wrap">
            {canManage && (
              <Button
                variant="default"
                size="xs"
                style={{ flex: '1 1 auto' }}
                leftSection={<Icon name="edit" size={14} />}
                onClick={() => setEditing(true)}
                aria-label={`Edit ${site.name}`}
              >
                Edit
              </Button>
            )}
            {canDelete && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                style={{ flex: '1 1 auto' }}
                leftSection={<Icon name="trash" size={14} />}
                onClick={() => setDeleting(true)}
                aria-label={`Delete ${site.name}`}
              >
                Delete
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming === 'deactivate'}
        title={`Deactivate ${site.name}?`}
        confirmLabel="Deactivate"
        confirmColor="red"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {site.name} ({site.domain}) will be marked Inactive in your network. Its posts and languages
        are kept, and you can activate it again at any time.
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'maintenance'}
        title={`Enable maintenance for ${site.name}?`}
        confirmLabel="Enable Maintenance"
        confirmColor="orange"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {site.name} ({site.domain}) will be put in maintenance mode while you work on it. Switch
        maintenance off again when you are done.
      </ConfirmDialog>
      <SiteFormDialog opened={editing} onClose={() => setEditing(false)} site={site} />
      <DeleteSiteDialog opened={deleting} onClose={() => setDeleting(false)} site={site} />
    </Card>
  );
}
