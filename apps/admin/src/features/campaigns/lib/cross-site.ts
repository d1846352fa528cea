import type { CampaignCrossSite, Money } from '@sitenet/api-client';

export type CrossSiteMetric = 'clicks' | 'conversions' | 'earnings';

export const METRIC_OPTIONS: { value: CrossSiteMetric; label: string }[] = [
  { value: 'clicks', label: 'Clicks' },
  { value: 'conversions', label: 'Conversions' },
  { value: 'earnings', label: 'Earnings' },
];

export interface Cell {
  clicks: number;
  conversions: number;
  earnings: Money[];
}

/** A matrix's cells by "row|column" (absent: nothing there). */
export function cellsBy<T extends Cell>(
  cells: readonly T[],
  keyOf: (cell: T) => string,
): Map<string, T> {
  return new Map(cells.map((cell) => [keyOf(cell), cell]));
}

/** Clicks and conversions per site (its languages summed), for the chart. */
export function perSite(
  data: CampaignCrossSite,
): { domain: string; clicks: number; conversions: number }[] {
  return data.sites.map((site) => {
    const own = data.site_languages.filter((cell) => cell.site_id === site.id);
    return {
      domain: site.domain,
      clicks: own.reduce((sum, cell) => sum + cell.clicks, 0),
      conversions: own.reduce((sum, cell) => sum + cell.conversions, 0),
    };
  });
}
