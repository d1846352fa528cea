import { Link } from 'react-router';
import { Button, NavLink, Stack } from '@mantine/core';
import { Logo } from '@sitenet/ui';
import type { Site } from '@sitenet/api-client';
import { Icon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { can, useGrants } from '../../../lib/use-can';
import { globalNavigation, quickActions, recentLinks, siteNavigation } from '../lib/navigation';
import { useLayoutStore } from '../lib/layout-store';
import { NavMenu } from './nav-menu';
import { SiteSwitcher } from './site-switcher';
import classes from './layout.module.css';

export interface SidebarContentProps {
  selectedSite: Site | null;
  onSignOut: () => void;
}

/** Everything the sidebar (desktop) and the drawer (mobile) hold. */
export function SidebarContent({ selectedSite, onSignOut }: SidebarContentProps) {
  const sidebarTheme = useLayoutStore((s) => s.sidebarTheme);
  const grants = useGrants();
  // In a site the menu follows the person's role there; globally, what they may do anywhere.
  const allows = (permission: Parameters<typeof can>[1]) =>
    can(grants, permission, selectedSite?.id);
  const groups = selectedSite
    ? siteNavigation(selectedSite.domain, allows)
    : globalNavigation(allows);

  return (
    <div className={classes.sidebar} data-sidebar-theme={sidebarTheme}>
      <div className={classes.sidebarHeader}>
        <Link
          to={paths.dashboard}
          className={classes.logoLink}
          aria-label="TipsHub admin, go to dashboard"
        >
          <Logo label="TipsHub" />
        </Link>
      </div>
      <div className={classes.sidebarBody}>
        <SiteSwitcher selectedSite={selectedSite} />
        <NavMenu groups={groups} label="Main navigation" />
        <p className={classes.sectionLabel} id="quick-actions-label">
          Quick Actions
        </p>
        <nav aria-labelledby="quick-actions-label">
          {quickActions(selectedSite?.domain, allows).map((item) => (
            <NavLink
              key={item.label}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<Icon name={item.icon} size={16} />}
            />
          ))}
        </nav>
        <p className={classes.sectionLabel} id="recent-label">
          Recent
        </p>
        <nav aria-labelledby="recent-label">
          {recentLinks(allows).map((item) => (
            <NavLink
              key={item.label}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<Icon name={item.icon} size={16} />}
            />
          ))}
        </nav>
      </div>
      <div className={classes.sidebarFooter}>
        <Stack gap={4}>
          <Button
            component={Link}
            to={paths.profile}
            variant="subtle"
            color="gray"
            fullWidth
            justify="flex-start"
            leftSection={<Icon name="user" size={16} />}
          >
            Your profile
          </Button>
          <Button
            variant="subtle"
            color="red"
            fullWidth
            justify="flex-start"
            leftSection={<Icon name="logout" size={16} />}
            onClick={onSignOut}
          >
            Sign out
          </Button>
        </Stack>
      </div>
    </div>
  );
}
