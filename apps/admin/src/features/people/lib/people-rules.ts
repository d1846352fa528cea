import {
  canOnSite,
  grantableSiteRoles,
  roleOnSite,
  roleRank,
  type Grants,
  type Person,
  type SiteRole,
} from '@sitenet/api-client';

/**
 * What the console offers the signed-in person on each row, read from the permission table
 * (packages/api-client/src/permissions.ts) the way the server's PeopleService decides. The server
 * stays the authority: these only keep out of sight what it would refuse.
 */
export interface Viewer {
  id: number;
  grants: Grants;
}

export interface PersonActions {
  editRoles: boolean;
  suspend: boolean;
  reactivate: boolean;
  remove: boolean;
  /** Only the owner hands ownership over, to an active person. */
  transferOwnership: boolean;
}

const NONE: PersonActions = {
  editRoles: false,
  suspend: false,
  reactivate: false,
  remove: false,
  transferOwnership: false,
};

/** Whether `viewer` may grant and change roles on `siteId` for someone holding `current` there. */
export function managesOnSite(viewer: Grants, siteId: number, current?: SiteRole): boolean {
  const own = roleOnSite(viewer, siteId);
  if (!own || !canOnSite(viewer, 'people.manage', siteId)) return false;
  return current === undefined || roleRank(own) > roleRank(current);
}

/** The site roles `viewer` may hand out on `siteId` (none where they do not manage people). */
export function grantableOn(viewer: Grants, siteId: number): SiteRole[] {
  const own = roleOnSite(viewer, siteId);
  return own && canOnSite(viewer, 'people.manage', siteId) ? grantableSiteRoles(own) : [];
}

/** A network-wide act (suspend, remove) on a member needs outranking them on each of their sites. */
function managesWholly(viewer: Grants, person: Person): boolean {
  if (viewer.role === 'owner') return person.role !== 'owner';
  if (viewer.role === 'administrator') return person.role === 'member';
  if (person.role !== 'member' || person.memberships.length === 0) return false;
  return person.memberships.every((m) => managesOnSite(viewer, m.site_id, m.role));
}

export function personActions({ id, grants }: Viewer, person: Person): PersonActions {
  if (person.id === id || person.role === 'owner') return NONE;
  const whole = managesWholly(grants, person);
  // A member changes roles of people who share a site they manage (others are "not found" to them).
  const editRoles =
    whole ||
    (person.role === 'member' &&
      grants.role === 'member' &&
      person.memberships.some((m) => managesOnSite(grants, m.site_id)));
  return {
    editRoles,
    suspend: whole && person.status === 'active',
    reactivate: whole && person.status === 'suspended',
    remove: whole,
    transferOwnership: grants.role === 'owner' && person.status === 'active',
  };
}
