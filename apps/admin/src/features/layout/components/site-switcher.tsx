import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { Site } from '@sitenet/api-client';
import { Icon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useSites } from '../../../lib/api/get-sites';
import { logger } from '../../../lib/logger';
import classes from './layout.module.css';

export interface SiteSwitcherProps {
  selectedSite: Site | null;
}

/** SPEC 2.2: the user's sites; picking one opens its dashboard. */
export function SiteSwitcher({ selectedSite }: SiteSwitcherProps) {
  const navigate = useNavigate();
  const { data, isPending, error } = useSites();
  // A failing list is only logged; the menu shows an empty list (SPEC section 8).
  useEffect(() => {
    if (error) logger.error('Failed to load sites for the switcher', error);
  }, [error]);
  const sites = data ?? [];

  return (
    <Menu width={280} position="bottom-start" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.switcher}>
          <VisuallyHidden>Switch site:</VisuallyHidden>
          <span className={classes.switcherAvatar} aria-hidden="true">
            {(selectedSite?.name ?? 'S').charAt(0).toUpperCase()}
          </span>
          <span className={classes.switcherText}>
            <Text size="sm" fw={600} truncate>
              {selectedSite ? selectedSite.name : 'Select Site'}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {selectedSite ? selectedSite.domain : 'Choose a site to manage'}
            </Text>
          </span>
          <Icon name="selector" size={16} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sites</Menu.Label>
        {isPending ? (
          <Menu.Item disabled>Loading sites...</Menu.Item>
        ) : sites.length === 0 ? (
          <Menu.Item disabled>No sites available</Menu.Item>
        ) : (
          sites.map((site) => {
            const selected = site.id === selectedSite?.id;
            return (
              <Menu.Item
                key={site.id}
                onClick={() => void navigate(paths.site.dashboard(site.domain))}
                aria-current={selected ? 'true' : undefined}
                rightSection={
                  <Group gap={6} wrap="nowrap">
                    {site.posts_count > 0 && (
                      <Badge size="sm" variant="light" title={`${site.posts_count} posts`}>
                        {site.posts_count}
                      </Badge>
                    )}
                    {selected && <Icon name="check" size={16} aria-label="Selected" />}
                  </Group>
                }
              >
                <Text size="sm" fw={500}>
                  {site.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {site.domain}
                </Text>
              </Menu.Item>
            );
          })
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<Icon name="sites" size={16} />}
          onClick={() => void navigate(paths.sites)}
        >
          Manage All Sites
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
