import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { Outlet } from 'react-router';
import { AppLayout } from '../../features/layout/components/app-layout';
import { UnknownSiteAlert } from '../../features/layout/components/unknown-site-alert';
import { useRefreshSignedInUser } from '../../lib/api/get-me';
import { useAuthStore } from '../../lib/auth-store';
import { useSelectedSite } from '../../lib/use-selected-site';
import { useSignOut } from '../../lib/use-sign-out';

export function Component() {
  const { site, domain, pending, unmatched } = useSelectedSite();
  const user = useAuthStore((s) => s.user);
  const signOut = useSignOut();
  useRefreshSignedInUser();
  return (
    <AppLayout
      selectedSite={site}
      // While the sites load, New Post already points into the route's site; a domain that
      // matches no site gets the global link, like the menu.
      siteDomain={site?.domain ?? (pending ? domain : undefined)}
      user={user}
      onSignOut={() => void signOut()}
    >
      {unmatched && domain && <UnknownSiteAlert domain={domain} />}
      <Outlet />
      {/* Toasts live with the signed-in screens (none on /login, which stays light): 3 visible, 4 s. */}
      <Notifications limit={3} autoClose={4000} position="bottom-right" />
    </AppLayout>
  );
}
