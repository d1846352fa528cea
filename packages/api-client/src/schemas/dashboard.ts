import { z } from 'zod';
import { idSchema } from './common';
import { referrerKindSchema } from './analytics';
import { siteRoleSchema } from './people';
import { moneySchema } from './campaign-reports';

/*
 * The dashboard's real figures (issue 18): one call for both dashboards, the global one (every
 * site the person may read) and a site's (`site_id`). Each part is read on the sites where the
 * person holds the permission it needs; `null` means they hold it on none of them (a translator
 * sees no analytics), which the console shows as "not available" rather than as a zero.
 */

export const dashboardSummaryQuerySchema = z.strictObject({
  site_id: idSchema.optional(),
});
export type DashboardSummaryQuery = z.input<typeof dashboardSummaryQuerySchema>;

/** The days the figures cover (today included), as in the analytics screens' 7d range. */
export const DASHBOARD_DAYS = 7;

const count = z.number().int().nonnegative();

export const dashboardTeamSchema = z.object({
  site_id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  /** The latest change to one of the site's posts (null: none yet). */
  updated_at: z.string().nullable(),
  /** The people who reach the site: its members with their role there, the owner and administrators. */
  members: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      role: z.union([z.enum(['owner', 'administrator']), siteRoleSchema]),
    }),
  ),
});
export type DashboardTeam = z.infer<typeof dashboardTeamSchema>;

export const dashboardContributorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Posts created by the person with a language first published this calendar month (UTC). */
  published_posts: count,
});
export type DashboardContributor = z.infer<typeof dashboardContributorSchema>;

export const dashboardSummaryResponseSchema = z.object({
  days: z.literal(DASHBOARD_DAYS),
  /** Visitors, page views and CTA clicks over the last 7 days, from the daily rollups (analytics.read). */
  traffic: z.object({ visitors: count, pageviews: count, cta_clicks: count }).nullable(),
  /** Page views and visitors by traffic source over the same days (analytics.read). */
  sources: z
    .array(z.object({ kind: referrerKindSchema, pageviews: count, visitors: count }))
    .nullable(),
  /**
   * Affiliate earnings by currency over the same days (offers.manage): per-click offers' clicks x
   * rate, and the other models' recorded conversions; the campaign report's figure.
   */
  earnings: z.array(moneySchema).nullable(),
  /** The same earnings by offer, most clicks first (at most 5): the highlights card's sources. */
  earnings_by_offer: z
    .array(
      z.object({
        offer_id: z.number().int(),
        name: z.string(),
        clicks: count,
        earnings: z.array(moneySchema),
      }),
    )
    .nullable(),
  /** Leads still in status new (leads.read). */
  new_leads: count.nullable(),
  /** Translations submitted for review and not yet approved or rejected (posts.read). */
  awaiting_review: count.nullable(),
  /** Translations whose original changed since they were last saved (posts.read). */
  stale_translations: count.nullable(),
  /** One team per site (people.read), null without that permission anywhere. */
  teams: z.array(dashboardTeamSchema).nullable(),
  /** The people with published posts this month, most first (posts.read). */
  contributors: z.array(dashboardContributorSchema).nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummaryResponseSchema>;
