import { LeadsPage } from '../../features/leads/components/leads-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending } = useSelectedSite();
  return <LeadsPage key={site?.id ?? 'all'} siteId={site?.id ?? null} domain={site?.domain} ready={!pending} />;
}
