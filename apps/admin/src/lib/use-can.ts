import { useMemo } from 'react';
import {
  canAnywhere,
  canOnSite,
  type Grants,
  type Membership,
  type NetworkRole,
  type Permission,
} from '@sitenet/api-client';
import { useAuthStore, type SignedInUser } from './auth-store';

/** The permission table's view of a stored user; null when the stored user predates roles. */
export function grantsOf(user: Pick<SignedInUser, 'role' | 'memberships'> | null): Grants | null {
  if (!user?.role) return null;
  return {
    role: user.role,
    memberships: new Map(
      (user.memberships ?? []).map((m: Membership) => [
        m.site_id,
        { role: m.role, languages: m.languages },
      ]),
    ),
  };
}

/**
 * Whether `grants` allow `permission` on `siteId`, or anywhere without a site. Unknown grants
 * (a user stored before roles, until GET /api/admin/me answers) allow: the console only hides what
 * a person cannot use, the server refuses it either way.
 */
export function can(
  grants: Grants | null,
  permission: Permission,
  siteId?: number | null,
): boolean {
  if (!grants) return true;
  return siteId == null ? canAnywhere(grants, permission) : canOnSite(grants, permission, siteId);
}

/** The signed-in person's grants, rebuilt only when the stored user changes. */
export function useGrants(): Grants | null {
  const user = useAuthStore((s) => s.user);
  return useMemo(() => grantsOf(user), [user]);
}

/** `useCan('sites.manage', site.id)`: may the signed-in person do this (on this site)? */
export function useCan(permission: Permission, siteId?: number | null): boolean {
  return can(useGrants(), permission, siteId);
}

/** The signed-in person's network role (undefined until known). */
export function useNetworkRole(): NetworkRole | undefined {
  return useAuthStore((s) => s.user?.role);
}
