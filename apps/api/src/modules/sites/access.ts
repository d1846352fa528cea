import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUserSites, sites } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { ReadMemo } from '../../lib/read-memo';

/**
 * The site check, in one place. Every admin call that names a site, a post or a language goes
 * through here: a site the admin does not manage answers 403 and changes nothing, one that does
 * not exist answers 404. Calls without site_id: posts act on all the admin's sites (scope),
 * languages on the admin's first site (single).
 */
/** Which sites an admin manages (admin_user_sites), and the 403/404 rule for everything else. */
export class SiteAccess {
  /**
   * Every admin request checks its sites, so an admin's list is remembered briefly. The sites
   * routes clear it when they create, delete or restore a site here; the admin:create command and
   * another instance's writes apply within this long.
   */
  private readonly memo = new ReadMemo<number[]>(10_000);
  private readonly deletedMemo = new ReadMemo<number[]>(10_000);

  constructor(private readonly db: Db) {}

  /** The admin's live site ids, lowest first (a deleted site is nobody's until restored). */
  siteIds(adminUserId: number): Promise<number[]> {
    return this.memo.get(String(adminUserId), () => this.read(adminUserId, false));
  }

  /** The admin's deleted sites (restorable), lowest first. */
  deletedSiteIds(adminUserId: number): Promise<number[]> {
    return this.deletedMemo.get(String(adminUserId), () => this.read(adminUserId, true));
  }

  /** After this process created, deleted or restored a site: its lists are read again. */
  clear(): void {
    this.memo.clear();
    this.deletedMemo.clear();
  }

  private async read(adminUserId: number, deleted: boolean): Promise<number[]> {
    const rows = await this.db
      .select({ siteId: adminUserSites.siteId })
      .from(adminUserSites)
      .innerJoin(sites, eq(sites.id, adminUserSites.siteId))
      .where(and(eq(adminUserSites.adminUserId, adminUserId), deleted ? isNotNull(sites.deletedAt) : isNull(sites.deletedAt)))
      .orderBy(asc(adminUserSites.siteId));
    return rows.map((row) => row.siteId);
  }

  /** 404 when the site does not exist (or is deleted), 403 when it exists but is not the admin's. */
  async requireSite(adminUserId: number, siteId: number): Promise<void> {
    const ids = await this.siteIds(adminUserId);
    if (ids.includes(siteId)) return;
    const [exists] = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.id, siteId), isNull(sites.deletedAt)))
      .limit(1);
    throw exists ? forbidden() : notFound('Site not found');
  }

  /** A deleted site the admin held (restore): 404 when there is no such deleted site, else 403. */
  async requireDeletedSite(adminUserId: number, siteId: number): Promise<void> {
    const ids = await this.deletedSiteIds(adminUserId);
    if (ids.includes(siteId)) return;
    const [exists] = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.id, siteId), isNotNull(sites.deletedAt)))
      .limit(1);
    throw exists ? forbidden() : notFound('No deleted site with this id');
  }

  /**
   * The sites a call on posts acts on: the given site (checked), or, without site_id, every site
   * of the admin (a list across sites makes sense).
   */
  async scope(adminUserId: number, siteId: number | undefined | null): Promise<number[]> {
    if (siteId != null) {
      await this.requireSite(adminUserId, siteId);
      return [siteId];
    }
    return this.siteIds(adminUserId);
  }

  /**
   * The one site a call on languages acts on. Languages belong to one site each, so a list "across
   * all sites" would mix rows of different sites under one toggle; without site_id the call acts
   * on the admin's first site (lowest id), the one the global Languages screen shows. 403 when the
   * admin manages no site.
   */
  async single(adminUserId: number, siteId: number | undefined | null): Promise<number> {
    if (siteId != null) {
      await this.requireSite(adminUserId, siteId);
      return siteId;
    }
    const [first] = await this.siteIds(adminUserId);
    if (first === undefined) throw forbidden('You do not manage any site');
    return first;
  }
}
