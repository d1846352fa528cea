import type { Person, Role } from '@sitenet/api-client';

export interface PeopleFilters {
  q: string;
  siteId: number | null;
  role: Role | null;
}

/** The roles a person holds (network role, or their roles on sites: on `siteId` only when given). */
export function rolesOf(person: Person, siteId: number | null = null): Role[] {
  if (person.role !== 'member') return [person.role];
  return person.memberships
    .filter((m) => siteId === null || m.site_id === siteId)
    .map((m) => m.role);
}

/**
 * Search on name and email (case-insensitive), people of one site (the owner and administrators
 * reach every site), and people holding a role (on the filtered site, when there is one).
 */
export function filterPeople(
  people: readonly Person[],
  { q, siteId, role }: PeopleFilters,
): Person[] {
  const needle = q.trim().toLowerCase();
  return people.filter((person) => {
    if (needle && !`${person.name}\n${person.email}`.toLowerCase().includes(needle)) return false;
    if (
      siteId !== null &&
      person.role === 'member' &&
      !person.memberships.some((m) => m.site_id === siteId)
    )
      return false;
    if (role !== null && !rolesOf(person, siteId).includes(role)) return false;
    return true;
  });
}

const LABELS: Record<Role, string> = {
  owner: 'Owner',
  administrator: 'Administrator',
  manager: 'Manager',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
  translator: 'Translator',
};

export function roleLabel(role: Role): string {
  return LABELS[role];
}
