import { and, asc, count, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Site } from '../../contract';
import type { Db } from '../../db/client';
import { posts, sites } from '../../db/schema';
import { notFound } from '../../lib/errors';

type SiteRow = typeof sites.$inferSelect;

export function toSite(row: SiteRow, postsCount: number): Site {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    description: row.description,
    active: row.active,
    maintenance_mode: row.maintenanceMode,
    posts_count: postsCount,
    launched_at: row.launchedAt ? row.launchedAt.toISOString() : null,
  };
}

export class SitesService {
  constructor(private readonly db: Db) {}

  /** The caller has checked the site (the route's site rule). */
  async toggle(siteId: number, field: 'active' | 'maintenanceMode'): Promise<Site> {
    const column = field === 'active' ? sites.active : sites.maintenanceMode;
    await this.db
      .update(sites)
      .set({ [field]: not(column), updatedAt: sql`now()` })
      .where(eq(sites.id, siteId));
    const [site] = await this.load([siteId]);
    if (!site) throw notFound('Site not found');
    return site;
  }

  async load(ids: number[]): Promise<Site[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(sites).where(inArray(sites.id, ids)).orderBy(asc(sites.id));
    const counts = await this.db
      .select({ siteId: posts.siteId, n: count() })
      .from(posts)
      // The trash is not counted: those posts are on their way out.
      .where(and(inArray(posts.siteId, ids), isNull(posts.deletedAt)))
      .groupBy(posts.siteId);
    const countBySite = new Map(counts.map((row) => [row.siteId, row.n]));
    return rows.map((row) => toSite(row, countBySite.get(row.id) ?? 0));
  }
}
