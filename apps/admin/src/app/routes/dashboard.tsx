import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site } = useSelectedSite();
  return <DashboardPage site={site} />;
}
