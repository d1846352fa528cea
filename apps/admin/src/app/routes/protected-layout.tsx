import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { Outlet } from 'react-router';
import { AppLayout } from '../../features/layout/components/app-layout';
import { useAuthStore } from '../../lib/auth-store';
import { useSelectedSite } from '../../lib/use-selected-site';
import { useSignOut } from '../../lib/use-sign-out';

export function Component() {
  const { site, domain } = useSelectedSite();
  const user = useAuthStore((s) => s.user);
  const signOut = useSignOut();
  return (
    <AppLayout
      selectedSite={site}
      siteDomain={site?.domain ?? domain}
      user={user}
      onSignOut={() => void signOut()}
    >
      <Outlet />
      {/* Toasts live with the signed-in screens (none on /login, which stays light): 3 visible, 4 s. */}
      <Notifications limit={3} autoClose={4000} position="bottom-right" />
    </AppLayout>
  );
}
