/**
 * Who may do what: the one permission table. The API checks every admin route against it (each
 * route declares the permission it needs, apps/api/src/lib/route.ts) and the admin app reads the
 * same table to show only the controls a person may use. Plain data, no zod.
 *
 * A person has a network role (admin_users.role): the owner and administrators hold their role's
 * permissions on every site; a `member` holds, on each site they belong to, the permissions of
 * their role there (admin_user_sites.role). A translator's writes are further limited to the
 * languages of their membership, and "own" posts are those the person created (posts.created_by).
 */

export const NETWORK_ROLES = ['owner', 'administrator', 'member'] as const;
export type NetworkRole = (typeof NETWORK_ROLES)[number];

/** Per-site roles, highest first. */
export const SITE_ROLES = ['manager', 'editor', 'author', 'contributor', 'translator'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

/** Every role a permission can be given to. */
export type Role = Exclude<NetworkRole, 'member'> | SiteRole;
export const ROLES: readonly Role[] = ['owner', 'administrator', ...SITE_ROLES];

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PERMISSIONS = [
  /** Own profile, password and sessions; signing out. */
  'profile.manage',
  'sites.read',
  /** A site's switches (active, maintenance) and settings. */
  'sites.manage',
  'sites.delete',
  'posts.read',
  /** Write, trash, restore and duplicate posts the person created. */
  'posts.write_own',
  /** ... and everybody else's. */
  'posts.write_any',
  /** Set a translation to published or scheduled (and unpublish one). */
  'posts.publish',
  /** Write translations (not the English original); a translator only in their languages. */
  'translations.write',
  'translations.submit',
  /** Approve (publish) or reject a submitted translation. */
  'translations.approve',
  'languages.manage',
  'leads.read',
  'leads.manage',
  'analytics.read',
  'media.upload',
  /** Delete a site's unused images from the library. */
  'media.manage',
  'people.read',
  'people.manage',
  /** Network settings. */
  'settings.manage',
  /** Create sites. */
  'network.manage',
  'ownership.transfer',
  /** The activity log: a manager sees their sites' entries, the owner and administrators every one. */
  'activity.read',
  /** A site's affiliate offers (and reading the partners to choose from). */
  'offers.manage',
  /** Partners, and offers usable on every site (network-level: owners and administrators). */
  'partners.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_SITE_PERMISSION = PERMISSIONS.filter((p) => p !== 'sites.delete' && p !== 'ownership.transfer');
const EDITOR: readonly Permission[] = [
  'profile.manage',
  'sites.read',
  'posts.read',
  'posts.write_own',
  'posts.write_any',
  'posts.publish',
  'translations.write',
  'translations.submit',
  'translations.approve',
  'languages.manage',
  'analytics.read',
  'media.upload',
  'media.manage',
  // Today's editors answer their site's contact messages: they keep doing so.
  'leads.read',
  'leads.manage',
  // People of the site, granting only roles below editor (author, contributor, translator).
  'people.read',
  'people.manage',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  administrator: EVERY_SITE_PERMISSION,
  manager: [...EDITOR, 'sites.manage', 'activity.read', 'offers.manage'],
  editor: EDITOR,
  author: ['profile.manage', 'sites.read', 'posts.read', 'posts.write_own', 'posts.publish', 'translations.submit', 'analytics.read', 'media.upload'],
  contributor: ['profile.manage', 'sites.read', 'posts.read', 'posts.write_own', 'translations.submit', 'media.upload'],
  translator: ['profile.manage', 'sites.read', 'posts.read', 'translations.write', 'translations.submit'],
};

const granted = new Map(ROLES.map((role) => [role, new Set(ROLE_PERMISSIONS[role])]));

export function roleCan(role: Role, permission: Permission): boolean {
  return granted.get(role)?.has(permission) ?? false;
}

/** The rank of a role: a manager or editor may grant only roles ranked below their own. */
export function roleRank(role: Role): number {
  return ROLES.length - ROLES.indexOf(role);
}

/** The site roles `role` may hand out (those below it; every one for the owner and administrators). */
export function grantableSiteRoles(role: Role): SiteRole[] {
  return SITE_ROLES.filter((candidate) => roleRank(candidate) < roleRank(role));
}

/** A person as the permission check sees them. */
export interface Grants {
  role: NetworkRole;
  /** Site id -> the role and (translators) languages there. */
  memberships: ReadonlyMap<number, { role: SiteRole; languages: readonly string[] }>;
}

/** The role a person holds on one site (null: none). */
export function roleOnSite(grants: Grants, siteId: number): Role | null {
  if (grants.role !== 'member') return grants.role;
  return grants.memberships.get(siteId)?.role ?? null;
}

/** Whether the person may do `permission` on `siteId`. */
export function canOnSite(grants: Grants, permission: Permission, siteId: number): boolean {
  const role = roleOnSite(grants, siteId);
  return role !== null && roleCan(role, permission);
}

/** Whether the person may do `permission` anywhere (network role, or any site's role). */
export function canAnywhere(grants: Grants, permission: Permission): boolean {
  if (grants.role !== 'member') return roleCan(grants.role, permission);
  for (const { role } of grants.memberships.values()) if (roleCan(role, permission)) return true;
  return false;
}
