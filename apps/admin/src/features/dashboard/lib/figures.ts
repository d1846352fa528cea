import type { DashboardSummary } from '@sitenet/api-client';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { formatCount, NO_EARNINGS } from './dashboard-format';

export interface Figure {
  label: string;
  value: string;
  /** A line under the value (the period, or why there is no value). */
  hint: string;
  /** The screen that shows the figure in full. */
  to: string;
}

const WEEK = 'Last 7 days';

/**
 * The row of figures, each linking to its screen (the site's when one is selected). A part the
 * person's role cannot read (null in the summary) is left out rather than shown as a zero.
 */
export function figuresOf(summary: DashboardSummary, domain: string | null): Figure[] {
  const at = (global: string, site: (d: string) => string) => (domain ? site(domain) : global);
  const figures: Figure[] = [];
  if (summary.traffic) {
    figures.push(
      {
        label: 'Visitors',
        value: formatCount(summary.traffic.visitors),
        hint: WEEK,
        to: at(paths.analytics, paths.site.analytics),
      },
      {
        label: 'Page views',
        value: formatCount(summary.traffic.pageviews),
        hint: WEEK,
        to: at(paths.analytics, paths.site.analytics),
      },
      {
        label: 'CTA clicks',
        value: formatCount(summary.traffic.cta_clicks),
        hint: WEEK,
        to: at(paths.analyticsContent, paths.site.analyticsContent),
      },
    );
  }
  if (summary.earnings !== null) {
    figures.push({
      label: 'Earnings',
      value: formatMoney(summary.earnings, NO_EARNINGS),
      hint: WEEK,
      to: at(paths.campaigns, paths.site.campaigns),
    });
  }
  if (summary.new_leads !== null) {
    figures.push({
      label: 'New leads',
      value: formatCount(summary.new_leads),
      hint: 'Not answered yet',
      to: at(paths.newLeads, (d) => `${paths.site.leads(d)}?status=new`),
    });
  }
  if (summary.awaiting_review !== null) {
    figures.push({
      label: 'Awaiting review',
      value: formatCount(summary.awaiting_review),
      hint: 'Submitted translations',
      to: at(paths.posts, paths.site.translations),
    });
  }
  if (summary.stale_translations !== null) {
    figures.push({
      label: 'Stale translations',
      value: formatCount(summary.stale_translations),
      hint: 'Original changed since',
      to: at(paths.posts, (d) => `${paths.site.translations(d)}?state=stale`),
    });
  }
  return figures;
}
