import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  canOnSite,
  roleOnSite,
  roleRank,
  type Grants,
  type Role,
  type SiteRole,
} from '@sitenet/api-client/permissions';
import type { MembershipInput, Person, UpdateUserRequest } from '../../contract';
import type { Db } from '../../db/client';
import { adminUsers, adminUserSites, posts } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { SiteAccess } from '../sites/access';

type UserRow = typeof adminUsers.$inferSelect;

/**
 * People of the network and their roles. Who may change whom:
 * - nobody but the owner changes an administrator or makes one; the owner is changed only through
 *   an ownership transfer and is never suspended or removed;
 * - on a site, a person with people.manage grants only roles ranked below their own, and changes
 *   only people whose role there is below their own;
 * - a network-wide act on a member (suspend, remove) needs that on every site the member belongs to.
 */
export class PeopleService {
  constructor(
    private readonly db: Db,
    private readonly access: SiteAccess,
  ) {}

  /**
   * The people of `siteIds` (members of those sites, and the owner and administrators, who reach
   * every site), with their memberships there; `wholeNetwork` (owner and administrators without a
   * site filter): everyone, with every membership.
   */
  async list(siteIds: number[], wholeNetwork: boolean): Promise<Person[]> {
    const memberships = await this.db
      .select()
      .from(adminUserSites)
      .where(wholeNetwork ? undefined : inArray(adminUserSites.siteId, siteIds.length ? siteIds : [-1]))
      .orderBy(asc(adminUserSites.siteId));
    const memberIds = new Set(memberships.map((m) => m.adminUserId));
    const rows = await this.db.select().from(adminUsers).orderBy(asc(adminUsers.id));
    return rows
      .filter((row) => wholeNetwork || memberIds.has(row.id) || row.role !== 'member')
      .map((row) => toPerson(row, memberships.filter((m) => m.adminUserId === row.id)));
  }

  async get(id: number, visibleSites?: number[]): Promise<Person> {
    const [row] = await this.db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
    if (!row) throw notFound('Person not found');
    const memberships = await this.db.select().from(adminUserSites).where(eq(adminUserSites.adminUserId, id)).orderBy(asc(adminUserSites.siteId));
    return toPerson(row, visibleSites ? memberships.filter((m) => visibleSites.includes(m.siteId)) : memberships);
  }

  async update(actorId: number, targetId: number, input: UpdateUserRequest): Promise<Person> {
    const { actor, target, targetGrants } = await this.load(actorId, targetId);
    if (target.role === 'owner' && (input.role !== undefined || input.memberships !== undefined)) {
      throw conflict('The owner cannot be demoted: transfer ownership first');
    }
    if (target.role === 'owner' && actor.role !== 'owner') throw forbidden('Only the owner can change the owner');
    if (target.role === 'administrator' && actor.role !== 'owner') throw forbidden('Only the owner can change administrators');
    if (input.role === 'administrator' && actor.role !== 'owner') throw forbidden('Only the owner can make administrators');

    const changes: Array<{ siteId: number; membership: MembershipInput | null }> = [];
    if (input.memberships) {
      const wanted = new Map(input.memberships.map((m) => [m.site_id, m]));
      if (wanted.size !== input.memberships.length) throw conflict('A site is listed twice');
      // The sites the actor manages: memberships there are replaced; elsewhere kept.
      const managed = actor.siteIds.filter((siteId) => canOnSite(actor, 'people.manage', siteId));
      for (const siteId of wanted.keys()) {
        if (!managed.includes(siteId)) throw forbidden('You cannot manage people on a site that is not yours');
      }
      for (const siteId of new Set([...managed.filter((id) => targetGrants.memberships.has(id)), ...wanted.keys()])) {
        const next = wanted.get(siteId) ?? null;
        const current = targetGrants.memberships.get(siteId);
        if (next && current && next.role === current.role && sameLanguages(next.languages ?? [], current.languages)) continue;
        if (current) requireOutranks(actor, siteId, current.role, 'You cannot change someone whose role is not below yours');
        if (next) requireOutranks(actor, siteId, next.role, 'You can only grant roles below your own');
        changes.push({ siteId, membership: next });
      }
    }
    if (input.name !== undefined && actor.role === 'member') {
      // A member renames only people they fully manage (as for suspension).
      this.requireManages(actor, targetGrants, 'You cannot rename this person');
    }

    await this.db.transaction(async (tx) => {
      if (input.name !== undefined || input.role !== undefined) {
        await tx
          .update(adminUsers)
          .set({ ...(input.name !== undefined && { name: input.name }), ...(input.role !== undefined && { role: input.role }) })
          .where(eq(adminUsers.id, targetId));
      }
      for (const { siteId, membership } of changes) {
        const where = and(eq(adminUserSites.adminUserId, targetId), eq(adminUserSites.siteId, siteId));
        if (!membership) await tx.delete(adminUserSites).where(where);
        else {
          const values = { role: membership.role, languages: membership.languages ?? [] };
          await tx
            .insert(adminUserSites)
            .values({ adminUserId: targetId, siteId, ...values })
            .onConflictDoUpdate({ target: [adminUserSites.adminUserId, adminUserSites.siteId], set: values });
        }
      }
    });
    this.access.forget();
    return this.get(targetId);
  }

  /** Suspend or reactivate; the caller ends the sessions of a suspended person. */
  async setStatus(actorId: number, targetId: number, status: 'active' | 'suspended'): Promise<Person> {
    const { actor, target, targetGrants } = await this.load(actorId, targetId);
    if (target.role === 'owner') throw conflict('The owner cannot be suspended');
    if (targetId === actorId) throw conflict('You cannot suspend yourself');
    this.requireChangesNetworkPerson(actor, target, targetGrants);
    await this.db.update(adminUsers).set({ status }).where(eq(adminUsers.id, targetId));
    this.access.forget();
    return this.get(targetId);
  }

  /** Removes a person; the posts they created pass to `reassignTo`. */
  async remove(actorId: number, targetId: number, reassignTo: number): Promise<void> {
    const { actor, target, targetGrants } = await this.load(actorId, targetId);
    if (target.role === 'owner') throw conflict('The owner cannot be removed: transfer ownership first');
    if (targetId === actorId) throw conflict('You cannot remove yourself');
    if (reassignTo === targetId) throw conflict('Hand their posts to someone else');
    this.requireChangesNetworkPerson(actor, target, targetGrants);
    const [heir] = await this.db.select().from(adminUsers).where(eq(adminUsers.id, reassignTo)).limit(1);
    if (!heir || heir.status !== 'active') throw conflict('The person to hand the posts to must be an active account');
    await this.db.transaction(async (tx) => {
      await tx.update(posts).set({ createdBy: reassignTo }).where(eq(posts.createdBy, targetId));
      await tx.delete(adminUsers).where(eq(adminUsers.id, targetId));
    });
    this.access.forget();
  }

  /** The owner hands ownership over and becomes an administrator. */
  async transferOwnership(actorId: number, targetId: number): Promise<Person> {
    const [actor] = await this.db.select().from(adminUsers).where(eq(adminUsers.id, actorId)).limit(1);
    if (actor?.role !== 'owner') throw forbidden('Only the owner can transfer ownership');
    if (targetId === actorId) throw conflict('You are already the owner');
    const [target] = await this.db.select().from(adminUsers).where(eq(adminUsers.id, targetId)).limit(1);
    if (!target) throw notFound('Person not found');
    if (target.status !== 'active') throw conflict('Ownership can only pass to an active account');
    await this.db.transaction(async (tx) => {
      // First the old owner steps down: the one-owner index allows a single owner at every moment.
      await tx.update(adminUsers).set({ role: 'administrator' }).where(and(eq(adminUsers.id, actorId), eq(adminUsers.role, 'owner')));
      await tx.update(adminUsers).set({ role: 'owner' }).where(and(eq(adminUsers.id, targetId), ne(adminUsers.role, 'owner')));
    });
    this.access.forget();
    return this.get(targetId);
  }

  /**
   * Whether the actor may hand out these roles to a newcomer (an invitation, its resend or
   * revocation): the same rule as for changing a person, throwing 403 otherwise.
   */
  async requireMayGrant(
    actorId: number,
    role: 'administrator' | 'member',
    memberships: ReadonlyArray<{ site_id: number; role: SiteRole }>,
  ): Promise<void> {
    const actor = await this.access.facts(actorId);
    if (role === 'administrator' && actor.role !== 'owner') throw forbidden('Only the owner can make administrators');
    for (const membership of memberships) {
      if (!canOnSite(actor, 'people.manage', membership.site_id)) throw forbidden('You cannot manage people on a site that is not yours');
      requireOutranks(actor, membership.site_id, membership.role, 'You can only grant roles below your own');
    }
  }

  /**
   * Whether the actor may hand a reset link for this person (it gives the account to whoever holds
   * it): for oneself, else as for suspension; only the owner for the owner.
   */
  async requireMayResetPassword(actorId: number, targetId: number): Promise<UserRow> {
    const { actor, target, targetGrants } = await this.load(actorId, targetId);
    if (targetId === actorId) return target;
    if (target.role === 'owner') throw forbidden('Only the owner can reset the owner’s password');
    this.requireChangesNetworkPerson(actor, target, targetGrants);
    return target;
  }

  async rename(userId: number, name: string): Promise<void> {
    await this.db.update(adminUsers).set({ name }).where(eq(adminUsers.id, userId));
  }

  private async load(actorId: number, targetId: number) {
    const [target] = await this.db.select().from(adminUsers).where(eq(adminUsers.id, targetId)).limit(1);
    if (!target) throw notFound('Person not found');
    const actor = await this.access.facts(actorId);
    const targetGrants = await this.access.facts(targetId);
    // A member sees only people of their sites: someone else is "not found" to them.
    if (actor.role === 'member' && target.role === 'member' && ![...targetGrants.memberships.keys()].some((id) => actor.memberships.has(id))) {
      throw notFound('Person not found');
    }
    return { actor, target, targetGrants };
  }

  /** Suspension and removal act on the whole account. */
  private requireChangesNetworkPerson(actor: Grants, target: UserRow, targetGrants: Grants): void {
    if (target.role === 'administrator' && actor.role !== 'owner') throw forbidden('Only the owner can change administrators');
    if (actor.role === 'member') this.requireManages(actor, targetGrants, 'You cannot manage this person');
  }

  /** A member acts on a whole account only when they outrank it on every site it belongs to. */
  private requireManages(actor: Grants, target: Grants, message: string): void {
    if (target.role !== 'member') throw forbidden(message);
    for (const [siteId, { role }] of target.memberships) {
      if (!canOnSite(actor, 'people.manage', siteId)) throw forbidden(message);
      requireOutranks(actor, siteId, role, message);
    }
  }
}

function requireOutranks(actor: Grants, siteId: number, role: SiteRole, message: string): void {
  const own: Role | null = roleOnSite(actor, siteId);
  if (!own || !canOnSite(actor, 'people.manage', siteId) || roleRank(own) <= roleRank(role)) throw forbidden(message);
}

function sameLanguages(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

export function toPerson(row: UserRow, memberships: Array<typeof adminUserSites.$inferSelect>): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    memberships: memberships.map((m) => ({ site_id: m.siteId, role: m.role, languages: m.languages })),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
