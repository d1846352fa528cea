import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending } = useSelectedSite();
  return <DashboardPage key={site?.id ?? 'all'} site={site} ready={!pending} />;
}
