import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ActionIcon, AppShell, Burger, Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import { Logo, ThemeSwitcher } from '@sitenet/ui';
import type { AdminUser, Site } from '@sitenet/api-client';
import { Icon } from '../../../components/icons';
import { useLayoutStore } from '../lib/layout-store';
import { PageHeader } from './page-header';
import { SidebarContent } from './sidebar-content';
import classes from './layout.module.css';

/** SPEC section 9: below 1024 px the sidebar becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 1023.98px)';
export const SIDEBAR_WIDTH = 270;
export const DRAWER_WIDTH = 275;
export const HEADER_HEIGHT = 60;

export interface AppLayoutProps {
  selectedSite: Site | null;
  siteDomain?: string;
  user: AdminUser | null;
  onSignOut: () => void;
  children: ReactNode;
}

export function AppLayout({ selectedSite, siteDomain, user, onSignOut, children }: AppLayoutProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const collapsed = useLayoutStore((s) => s.sidebarCollapsed);
  const toggleSidebar = useLayoutStore((s) => s.toggleSidebar);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const location = useLocation();

  // A link picked in the drawer closes it.
  const [lastPath, setLastPath] = useState(location.pathname + location.search);
  if (lastPath !== location.pathname + location.search) {
    setLastPath(location.pathname + location.search);
    setDrawerOpened(false);
  }
  useEffect(() => {
    if (!isMobile) setDrawerOpened(false);
  }, [isMobile]);

  const sidebar = <SidebarContent selectedSite={selectedSite} onSignOut={onSignOut} />;

  return (
    <AppShell
      layout="alt"
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: SIDEBAR_WIDTH,
        breakpoint: 1024,
        collapsed: { mobile: true, desktop: collapsed },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <div className={classes.header}>
          <Group gap="sm" wrap="nowrap">
            {isMobile ? (
              <>
                <Burger
                  opened={drawerOpened}
                  onClick={() => setDrawerOpened((o) => !o)}
                  size="sm"
                  aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
                />
                <Logo label="TipsHub" size={24} />
              </>
            ) : (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={toggleSidebar}
                aria-label={collapsed ? 'Show sidebar' : 'Hide sidebar'}
                aria-pressed={!collapsed}
              >
                <Icon name="sidebar" />
              </ActionIcon>
            )}
          </Group>
          <Group gap="md" wrap="nowrap">
            {user && !isMobile && (
              <Text size="sm" c="dimmed" truncate maw={220}>
                {user.name}
              </Text>
            )}
            <ThemeSwitcher />
          </Group>
        </div>
      </AppShell.Header>
      {!isMobile && <AppShell.Navbar aria-label="Sidebar">{sidebar}</AppShell.Navbar>}
      {isMobile && (
        <Drawer.Root
          opened={drawerOpened}
          onClose={() => setDrawerOpened(false)}
          size={DRAWER_WIDTH}
        >
          <Drawer.Overlay />
          <Drawer.Content aria-label="Navigation">
            <Drawer.Body p={0} h="100%">
              {sidebar}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
      <AppShell.Main className={classes.main}>
        <PageHeader siteDomain={siteDomain} />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
