import type { DashboardTeam } from '@sitenet/api-client';

type MemberRole = DashboardTeam['members'][number]['role'];

export interface TeamRow {
  id: number;
  name: string;
  /** The site's domain and head count; searched with the name (SPEC 2.4). */
  description: string;
  /** "1 Owner, 2 Editors": who holds which role. */
  roles: string;
  updated_at: string | null;
  members: DashboardTeam['members'];
}

const ROLE_LABELS: Record<MemberRole, [string, string]> = {
  owner: ['Owner', 'Owners'],
  administrator: ['Administrator', 'Administrators'],
  manager: ['Manager', 'Managers'],
  editor: ['Editor', 'Editors'],
  author: ['Author', 'Authors'],
  contributor: ['Contributor', 'Contributors'],
  translator: ['Translator', 'Translators'],
};

export const roleLabel = (role: MemberRole): string => ROLE_LABELS[role][0];

function rolesOf(members: DashboardTeam['members']): string {
  const counts = new Map<MemberRole, number>();
  for (const { role } of members) counts.set(role, (counts.get(role) ?? 0) + 1);
  return (Object.keys(ROLE_LABELS) as MemberRole[])
    .filter((role) => counts.has(role))
    .map((role) => {
      const n = counts.get(role)!;
      return `${n} ${ROLE_LABELS[role][n === 1 ? 0 : 1]}`;
    })
    .join(', ');
}

/** One row per site: its people are its team. */
export function toTeamRows(teams: readonly DashboardTeam[]): TeamRow[] {
  return teams.map((team) => ({
    id: team.site_id,
    name: team.name,
    description: `${team.domain} · ${team.members.length} ${team.members.length === 1 ? 'person' : 'people'}`,
    roles: rolesOf(team.members),
    updated_at: team.updated_at,
    members: team.members,
  }));
}
