import { and, asc, count, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Site } from '../../contract';
import type { Db } from '../../db/client';
import { adminUserSites, posts, sites } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';

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

/** Which sites an admin manages (admin_user_sites), and the 403/404 rule for everything else. */
export class SiteAccess {
  constructor(private readonly db: Db) {}

  /** The admin's site ids, lowest first. */
  async siteIds(adminUserId: number): Promise<number[]> {
    const rows = await this.db
      .select({ siteId: adminUserSites.siteId })
      .from(adminUserSites)
      .where(eq(adminUserSites.adminUserId, adminUserId))
      .orderBy(asc(adminUserSites.siteId));
    return rows.map((row) => row.siteId);
  }

  /** 404 when the site does not exist, 403 when it exists but is not the admin's. */
  async requireSite(adminUserId: number, siteId: number): Promise<void> {
    const ids = await this.siteIds(adminUserId);
    if (ids.includes(siteId)) return;
    const [exists] = await this.db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
    throw exists ? forbidden() : notFound('Site not found');
  }

  /**
   * The sites a scoped call acts on: the given site (checked), or every site of the admin.
   */
  async scope(adminUserId: number, siteId: number | undefined | null): Promise<number[]> {
    if (siteId != null) {
      await this.requireSite(adminUserId, siteId);
      return [siteId];
    }
    return this.siteIds(adminUserId);
  }
}

export class SitesService {
  constructor(
    private readonly db: Db,
    private readonly access: SiteAccess,
  ) {}

  async list(adminUserId: number): Promise<Site[]> {
    const ids = await this.access.siteIds(adminUserId);
    return this.load(ids);
  }

  async toggle(adminUserId: number, siteId: number, field: 'active' | 'maintenanceMode'): Promise<Site> {
    await this.access.requireSite(adminUserId, siteId);
    const column = field === 'active' ? sites.active : sites.maintenanceMode;
    await this.db
      .update(sites)
      .set({ [field]: not(column), updatedAt: sql`now()` })
      .where(eq(sites.id, siteId));
    const [site] = await this.load([siteId]);
    if (!site) throw notFound('Site not found');
    return site;
  }

  private async load(ids: number[]): Promise<Site[]> {
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
