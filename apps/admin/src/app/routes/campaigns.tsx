import { CampaignsPage } from '../../features/campaigns/components/campaigns-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending } = useSelectedSite();
  return (
    <CampaignsPage
      key={site?.id ?? 'all'}
      siteId={site?.id ?? null}
      domain={site?.domain}
      ready={!pending}
    />
  );
}
