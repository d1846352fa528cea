import { AnalyticsContentPage } from '../../features/analytics/components/analytics-content-page';
import { AnalyticsCrossSitePage } from '../../features/analytics/components/analytics-cross-site-page';
import { AnalyticsOverviewPage } from '../../features/analytics/components/analytics-overview-page';
import { AnalyticsTrafficPage } from '../../features/analytics/components/analytics-traffic-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Overview() {
  const { site, pending } = useSelectedSite();
  return <AnalyticsOverviewPage key={site?.id ?? 'all'} siteId={site?.id ?? null} ready={!pending} />;
}

export function Traffic() {
  const { site, pending } = useSelectedSite();
  return <AnalyticsTrafficPage key={site?.id ?? 'all'} siteId={site?.id ?? null} ready={!pending} />;
}

export function Content() {
  const { site, pending } = useSelectedSite();
  return <AnalyticsContentPage key={site?.id ?? 'all'} siteId={site?.id ?? null} ready={!pending} />;
}

/** Every site side by side: never scoped to one. */
export function CrossSite() {
  return <AnalyticsCrossSitePage />;
}
