import { Stack } from '@mantine/core';
import { CampaignReport } from '../../features/campaigns/components/campaign-report';
import { CampaignsPage } from '../../features/campaigns/components/campaigns-page';
import { CampaignsCrossSitePage } from '../../features/campaigns/components/cross-site-page';
import { can, useGrants } from '../../lib/use-can';
import { useSelectedSite } from '../../lib/use-selected-site';

/** /campaigns and /{domain}/campaigns: the report (for whoever manages offers), then partners and offers. */
export function Component() {
  const { site, pending } = useSelectedSite();
  const siteId = site?.id ?? null;
  const mayReport = can(useGrants(), 'offers.manage', siteId);
  return (
    <Stack gap="lg" key={siteId ?? 'all'}>
      {mayReport && <CampaignReport siteId={siteId} ready={!pending} />}
      <CampaignsPage siteId={siteId} domain={site?.domain} ready={!pending} />
    </Stack>
  );
}

/** /campaigns/cross-site: never scoped to one site. */
export function CrossSite() {
  return <CampaignsCrossSitePage />;
}
