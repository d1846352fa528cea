import { z } from 'zod';
import { idSchema, localeSchema } from './common';

/*
 * Counting without tracking (issue 10): page views and CTA clicks, no cookies, no raw address or
 * user agent kept; dashboards read daily rollups.
 */

/** POST /api/events: sent by the magazine with navigator.sendBeacon on every route change. */
export const pageViewEventSchema = z.strictObject({
  kind: z.literal('pageview'),
  /** The page's path (no origin, no query string). */
  path: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s?#]*$/, 'A path on this site'),
  post_id: z.number().int().positive().nullable().optional(),
  locale: localeSchema,
  /** document.referrer; only its host is kept, and only when it is another site. */
  referrer: z.string().max(2000).optional(),
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export const analyticsRangeSchema = z.enum(ANALYTICS_RANGES);
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

export const analyticsQuerySchema = z.strictObject({
  site_id: idSchema.optional(),
  range: analyticsRangeSchema.default('30d'),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export const REFERRER_KINDS = ['search', 'social', 'direct', 'other'] as const;
export const referrerKindSchema = z.enum(REFERRER_KINDS);
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;

export const totalsSchema = z.object({
  /** Unique visitors, counted per day (a daily-rotating salt) and summed over the days. */
  visitors: z.number().int(),
  pageviews: z.number().int(),
  cta_clicks: z.number().int(),
  /** CTA clicks per page view, 0..1. */
  ctr: z.number(),
});
export type Totals = z.infer<typeof totalsSchema>;

export const overviewResponseSchema = z.object({
  range: analyticsRangeSchema,
  current: totalsSchema,
  previous: totalsSchema,
  /** One point per day of the range, oldest first; `previous_*` is the same day of the previous period. */
  series: z.array(
    z.object({
      date: z.string(),
      visitors: z.number().int(),
      pageviews: z.number().int(),
      cta_clicks: z.number().int(),
      previous_pageviews: z.number().int(),
    }),
  ),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

const countRow = { pageviews: z.number().int(), visitors: z.number().int() };

export const trafficResponseSchema = z.object({
  range: analyticsRangeSchema,
  sources: z.array(z.object({ kind: referrerKindSchema, ...countRow })),
  referrers: z.array(z.object({ host: z.string(), kind: referrerKindSchema, ...countRow })),
  languages: z.array(z.object({ locale: z.string(), ...countRow })),
  devices: z.array(z.object({ device: z.enum(DEVICES), ...countRow })),
});
export type TrafficResponse = z.infer<typeof trafficResponseSchema>;

export const contentResponseSchema = z.object({
  range: analyticsRangeSchema,
  /** At most this many articles per language, the most viewed (one row per article and language). */
  limit_per_locale: z.number().int().positive(),
  /** Languages that had more articles than the limit (the rest are left out). */
  truncated_locales: z.array(z.string()),
  posts: z.array(
    z.object({
      post_id: z.number().int(),
      site_id: z.number().int(),
      title: z.string(),
      locale: z.string(),
      pageviews: z.number().int(),
      cta_clicks: z.number().int(),
      ctr: z.number(),
    }),
  ),
});
export type ContentResponse = z.infer<typeof contentResponseSchema>;

export const crossSiteResponseSchema = z.object({
  range: analyticsRangeSchema,
  sites: z.array(
    z.object({
      site_id: z.number().int(),
      name: z.string(),
      domain: z.string(),
      ...totalsSchema.shape,
      leads: z.number().int(),
    }),
  ),
});
export type CrossSiteResponse = z.infer<typeof crossSiteResponseSchema>;

export const ctaParamsSchema = z.strictObject({
  post: idSchema,
  tip: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
});
