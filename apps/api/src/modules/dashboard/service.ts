import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DashboardContributor, DashboardSummary, DashboardTeam } from '../../contract';
import type { Db } from '../../db/client';
import { adminUsers, adminUserSites, leads, posts, postTranslations, sites } from '../../db/schema';
import type { AnalyticsService } from '../analytics/analytics-service';
import type { CampaignReportService } from '../campaign-reports/service';

/** The sites each part of the summary may read (null: the person may read it on none of them). */
export interface SummaryScopes {
  analytics: number[] | null;
  leads: number[] | null;
  posts: number[] | null;
  people: number[] | null;
  offers: number[] | null;
}

/** Rows in the block list card's source (the card shows the first few). */
export const CONTRIBUTORS_LIMIT = 10;

const RANGE = '7d';

/**
 * The dashboard's real figures. Traffic comes from the daily rollups through the analytics
 * service (never the raw events), the rest from small indexed counts, all in parallel.
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly analytics: AnalyticsService,
    private readonly campaigns: CampaignReportService,
    private readonly now: () => Date,
  ) {}

  async summary(scopes: SummaryScopes): Promise<DashboardSummary> {
    const [overview, traffic, newLeads, translations, teams, contributors, earnings] = await Promise.all([
      scopes.analytics && this.analytics.overview(scopes.analytics, RANGE),
      scopes.analytics && this.analytics.traffic(scopes.analytics, RANGE),
      scopes.leads && this.newLeads(scopes.leads),
      scopes.posts && this.translationCounts(scopes.posts),
      scopes.people && this.teams(scopes.people),
      scopes.posts && this.contributors(scopes.posts),
      scopes.offers && this.campaigns.dashboardEarnings(scopes.offers),
    ]);
    return {
      days: 7,
      traffic: overview && {
        visitors: overview.current.visitors,
        pageviews: overview.current.pageviews,
        cta_clicks: overview.current.cta_clicks,
      },
      sources: traffic && traffic.sources,
      earnings: earnings && earnings.earnings,
      earnings_by_offer: earnings && earnings.earnings_by_offer,
      new_leads: newLeads,
      awaiting_review: translations && translations.awaitingReview,
      stale_translations: translations && translations.stale,
      teams,
      contributors,
    };
  }

  private async newLeads(siteIds: number[]): Promise<number> {
    if (siteIds.length === 0) return 0;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(inArray(leads.siteId, siteIds), eq(leads.status, 'new')));
    return row?.n ?? 0;
  }

  /** Submitted and stale translations of posts that are not in the trash, in one pass. */
  private async translationCounts(
    siteIds: number[],
  ): Promise<{ awaitingReview: number; stale: number }> {
    if (siteIds.length === 0) return { awaitingReview: 0, stale: 0 };
    const [row] = await this.db
      .select({
        awaitingReview: sql<number>`count(*) filter (where ${postTranslations.reviewState} = 'submitted')::int`,
        stale: sql<number>`count(*) filter (where ${postTranslations.stale})::int`,
      })
      .from(postTranslations)
      .innerJoin(posts, eq(posts.id, postTranslations.postId))
      .where(
        and(
          inArray(postTranslations.siteId, siteIds),
          isNull(posts.deletedAt),
          or(eq(postTranslations.reviewState, 'submitted'), eq(postTranslations.stale, true)),
        ),
      );
    return { awaitingReview: row?.awaitingReview ?? 0, stale: row?.stale ?? 0 };
  }

  /**
   * One team per site: its members with their role there, then the owner and administrators (who
   * reach every site). Suspended people reach no site, so they are left out.
   */
  private async teams(siteIds: number[]): Promise<DashboardTeam[]> {
    if (siteIds.length === 0) return [];
    const [siteRows, memberRows, networkPeople, lastChanges] = await Promise.all([
      this.db
        .select({ id: sites.id, name: sites.name, domain: sites.domain })
        .from(sites)
        .where(inArray(sites.id, siteIds))
        .orderBy(asc(sites.name)),
      this.db
        .select({
          siteId: adminUserSites.siteId,
          id: adminUsers.id,
          name: adminUsers.name,
          role: adminUserSites.role,
        })
        .from(adminUserSites)
        .innerJoin(adminUsers, eq(adminUsers.id, adminUserSites.adminUserId))
        .where(
          and(
            inArray(adminUserSites.siteId, siteIds),
            eq(adminUsers.role, 'member'),
            eq(adminUsers.status, 'active'),
          ),
        )
        .orderBy(asc(adminUsers.name), asc(adminUsers.id)),
      this.db
        .select({ id: adminUsers.id, name: adminUsers.name, role: adminUsers.role })
        .from(adminUsers)
        .where(and(ne(adminUsers.role, 'member'), eq(adminUsers.status, 'active')))
        .orderBy(asc(adminUsers.id)),
      this.db
        .select({ siteId: posts.siteId, at: sql<Date | string>`max(${posts.updatedAt})` })
        .from(posts)
        .where(and(inArray(posts.siteId, siteIds), isNull(posts.deletedAt)))
        .groupBy(posts.siteId),
    ]);
    const network = networkPeople.map((p) => ({
      id: p.id,
      name: p.name,
      role: p.role as 'owner' | 'administrator',
    }));
    return siteRows.map((site) => {
      const at = lastChanges.find((row) => row.siteId === site.id)?.at;
      return {
        site_id: site.id,
        name: site.name,
        domain: site.domain,
        updated_at: at == null ? null : new Date(at).toISOString(),
        members: [
          ...network,
          ...memberRows
            .filter((m) => m.siteId === site.id)
            .map((m) => ({ id: m.id, name: m.name, role: m.role })),
        ],
      };
    });
  }

  /** People whose posts had a language published since the first of this month (UTC), most first. */
  private async contributors(siteIds: number[]): Promise<DashboardContributor[]> {
    if (siteIds.length === 0) return [];
    const now = this.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const count = sql<number>`count(distinct ${posts.id})::int`;
    const rows = await this.db
      .select({ id: adminUsers.id, name: adminUsers.name, published: count })
      .from(postTranslations)
      .innerJoin(posts, eq(posts.id, postTranslations.postId))
      .innerJoin(adminUsers, eq(adminUsers.id, posts.createdBy))
      .where(
        and(
          inArray(postTranslations.siteId, siteIds),
          eq(postTranslations.live, true),
          gte(postTranslations.publishedAt, monthStart),
        ),
      )
      .groupBy(adminUsers.id, adminUsers.name)
      .orderBy(desc(count), asc(adminUsers.name))
      .limit(CONTRIBUTORS_LIMIT);
    return rows.map((row) => ({ id: row.id, name: row.name, published_posts: row.published }));
  }
}
