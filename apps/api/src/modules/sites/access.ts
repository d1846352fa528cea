import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { canAnywhere, canOnSite, type Grants, type Permission } from '@sitenet/api-client/permissions';
import type { Db } from '../../db/client';
import { adminUsers, adminUserSites, sites } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { ReadMemo } from '../../lib/read-memo';

/** A person's grants with the sites they reach (every site for the owner and administrators). */
export interface AccessFacts extends Grants {
  /** Live sites, lowest first (a deleted site is nobody's until restored). */
  siteIds: number[];
  /** Deleted sites they held (restorable), lowest first. */
  deletedSiteIds: number[];
}

/**
 * The site check and the permission check, in one place. Every admin call that names a site, a
 * post or a language goes through here: a site the person may not reach answers 403 and changes
 * nothing, one that does not exist answers 404. The owner and administrators reach every site;
 * members reach the sites of their memberships, each with the permissions of their role there.
 */
export class SiteAccess {
  /**
   * Every admin request checks its sites, so a person's grants are remembered briefly. A change
   * through the people routes forgets them at once in this instance; other instances (and the
   * admin:create command) apply within this long.
   */
  private readonly memo = new ReadMemo<AccessFacts>(10_000);

  constructor(private readonly db: Db) {}

  /** Drops the remembered grants (after a change of roles, memberships or sites). */
  forget(): void {
    this.memo.clear();
  }

  facts(adminUserId: number): Promise<AccessFacts> {
    return this.memo.get(String(adminUserId), async () => {
      const [user] = await this.db
        .select({ role: adminUsers.role })
        .from(adminUsers)
        .where(eq(adminUsers.id, adminUserId))
        .limit(1);
      const rows = await this.db
        .select({ siteId: adminUserSites.siteId, role: adminUserSites.role, languages: adminUserSites.languages })
        .from(adminUserSites)
        .where(eq(adminUserSites.adminUserId, adminUserId))
        .orderBy(asc(adminUserSites.siteId));
      const role = user?.role ?? 'member';
      const memberships = new Map(rows.map((row) => [row.siteId, { role: row.role, languages: row.languages }]));
      // Members reach the sites of their memberships; the owner and administrators every site.
      const reachable = await this.db
        .select({ id: sites.id, deleted: isNotNull(sites.deletedAt) })
        .from(sites)
        .orderBy(asc(sites.id));
      const held = reachable.filter((site) => role !== 'member' || memberships.has(site.id));
      const siteIds = held.filter((site) => !site.deleted).map((site) => site.id);
      const deletedSiteIds = held.filter((site) => site.deleted).map((site) => site.id);
      return { role, memberships, siteIds, deletedSiteIds };
    });
  }

  /** The person's live site ids, lowest first. */
  async siteIds(adminUserId: number): Promise<number[]> {
    return (await this.facts(adminUserId)).siteIds;
  }

  /** The person's deleted sites (restorable), lowest first. */
  async deletedSiteIds(adminUserId: number): Promise<number[]> {
    return (await this.facts(adminUserId)).deletedSiteIds;
  }

  /** 404 when the site does not exist, 403 when it exists but is not the person's. */
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

  /** A deleted site the person held (restore): 404 when there is no such deleted site, else 403. */
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

  /** 403 unless the person may do `permission` on the site (which they reach: see requireSite). */
  async requirePermission(adminUserId: number, permission: Permission, siteId: number): Promise<void> {
    if (!canOnSite(await this.facts(adminUserId), permission, siteId)) throw denied(permission);
  }

  /** 403 unless the person may do `permission` somewhere (routes that touch no one site). */
  async requireAnywhere(adminUserId: number, permission: Permission): Promise<void> {
    if (!canAnywhere(await this.facts(adminUserId), permission)) throw denied(permission);
  }

  /** Of the person's sites, those where they may do `permission`. */
  async sitesWith(adminUserId: number, permission: Permission): Promise<number[]> {
    const facts = await this.facts(adminUserId);
    return facts.siteIds.filter((siteId) => canOnSite(facts, permission, siteId));
  }

  /**
   * The sites a call on posts acts on: the given site (checked), or, without site_id, every site
   * of the person (a list across sites makes sense).
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
   * on the person's first site (lowest id), the one the global Languages screen shows. 403 when
   * they reach no site.
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

/** What a refused permission says (403), by permission: a person should learn why, not just "no". */
const DENIED: Partial<Record<Permission, string>> = {
  'posts.publish': 'Your role cannot publish: submit it for review instead',
  'posts.write_any': 'You can only edit your own posts',
  'translations.approve': 'Only an editor can approve or reject translations',
  'people.manage': 'You cannot manage people',
  'people.read': 'You cannot see the people of this site',
  'ownership.transfer': 'Only the owner can transfer ownership',
  'sites.delete': 'Only the owner can delete a site',
  'media.manage': 'Only an editor can delete images from the library',
  'media.upload': 'Your role cannot change images',
};

export function denied(permission: Permission): ReturnType<typeof forbidden> {
  return forbidden(DENIED[permission] ?? `Your role does not allow this (${permission})`);
}
