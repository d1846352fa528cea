import { LeadSourcesPage } from '../../features/leads/components/lead-sources-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending } = useSelectedSite();
  return <LeadSourcesPage key={site?.id ?? 'all'} siteId={site?.id ?? null} ready={!pending} />;
}
