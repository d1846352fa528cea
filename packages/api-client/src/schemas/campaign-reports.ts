import { z } from 'zod';
import { analyticsRangeSchema } from './analytics';
import { idSchema } from './common';

/*
 * Campaign reports (issue 18, "Reports"): what each offer brought, per offer, site, language or
 * article, for a range against the previous period of the same length; and the network side by
 * side (offers x sites, sites x languages).
 *
 * Money keeps its currency: `earnings` is one entry per currency (an offer earns in its own
 * currency). Converting to one reporting currency is done in one place on the server
 * (apps/api/src/modules/campaign-reports/money.ts), so these shapes stay the same when it is.
 */

export const moneySchema = z.object({ currency: z.string(), amount: z.number() });
export type Money = z.infer<typeof moneySchema>;

export const CAMPAIGN_GROUPS = ['offer', 'site', 'language', 'post'] as const;
export const campaignGroupSchema = z.enum(CAMPAIGN_GROUPS);
export type CampaignGroup = z.infer<typeof campaignGroupSchema>;

export const campaignReportQuerySchema = z.strictObject({
  site_id: idSchema.optional(),
  range: analyticsRangeSchema.default('30d'),
  group_by: campaignGroupSchema.default('offer'),
});
export type CampaignReportQuery = z.input<typeof campaignReportQuerySchema>;

const count = z.number().int().nonnegative();

/** One period's figures of one group (or of the whole report). */
export const campaignMetricsSchema = z.object({
  clicks: count,
  /**
   * Distinct clickers, counted like the analytics' visitors: a salted hash of site, address and
   * agent whose salt changes every day, so a reader is one clicker per day (never tracked longer).
   */
  unique_clickers: count,
  /** Page views of the articles that place the offer(s) of the group (daily rollups). */
  views: count,
  /** clicks / views (0 without views), a fraction: 0.042 is 4.2 %. */
  ctr: z.number().nonnegative(),
  /** Conversions reported (postback or import) in the period. */
  conversions: count,
  /** per-click offers: clicks x rate; other models: the conversions' recorded earnings. */
  earnings: z.array(moneySchema),
  /** earnings x 1000 / views, per currency (empty without views). */
  earnings_per_1000_views: z.array(moneySchema),
});
export type CampaignMetrics = z.infer<typeof campaignMetricsSchema>;

export const campaignReportRowSchema = z.object({
  /** The offer's, site's or post's id as text, or the language code. */
  key: z.string(),
  /** Offer name, site domain, language code or article title. */
  label: z.string(),
  current: campaignMetricsSchema,
  previous: campaignMetricsSchema,
});
export type CampaignReportRow = z.infer<typeof campaignReportRowSchema>;

export const campaignReportResponseSchema = z.object({
  range: analyticsRangeSchema,
  group_by: campaignGroupSchema,
  /** First and last day (UTC, inclusive) of the range and of the previous period. */
  period: z.object({ start: z.string(), end: z.string() }),
  previous_period: z.object({ start: z.string(), end: z.string() }),
  totals: z.object({ current: campaignMetricsSchema, previous: campaignMetricsSchema }),
  /** One point per day of the range, oldest first; `previous_*` is the same day of the previous period. */
  daily: z.array(
    z.object({
      day: z.string(),
      clicks: count,
      conversions: count,
      previous_clicks: count,
      previous_conversions: count,
    }),
  ),
  /** Most clicks first. */
  rows: z.array(campaignReportRowSchema),
});
export type CampaignReport = z.infer<typeof campaignReportResponseSchema>;

export const campaignCrossSiteQuerySchema = z.strictObject({
  range: analyticsRangeSchema.default('30d'),
});
export type CampaignCrossSiteQuery = z.input<typeof campaignCrossSiteQuerySchema>;

const cellFigures = {
  clicks: count,
  conversions: count,
  earnings: z.array(moneySchema),
};

export const campaignCrossSiteResponseSchema = z.object({
  range: analyticsRangeSchema,
  period: z.object({ start: z.string(), end: z.string() }),
  /** Every site of the network, by domain. */
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), domain: z.string() })),
  /** The offers with clicks or conversions in the range, by name. */
  offers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The languages with clicks or conversions in the range. */
  languages: z.array(z.string()),
  /** Offers x sites: only the cells with something in them (absent: nothing). */
  offer_sites: z.array(
    z.object({ offer_id: z.number().int(), site_id: z.number().int(), ...cellFigures }),
  ),
  /** Sites x languages, likewise. */
  site_languages: z.array(
    z.object({ site_id: z.number().int(), locale: z.string(), ...cellFigures }),
  ),
});
export type CampaignCrossSite = z.infer<typeof campaignCrossSiteResponseSchema>;
