/** Template demo data (SPEC 2.4): not tied to any real site. */

export interface TeamUser {
  avatar: string | null;
  initials: string;
  name: string;
}

export interface Team {
  id: number;
  name: string;
  description: string;
  /** 0-5 in half steps. */
  rating: number;
  created_at: string;
  updated_at: string;
  users: TeamUser[];
}

const u = (name: string): TeamUser => ({
  avatar: null,
  initials: name
    .split(' ')
    .map((p) => p.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase(),
  name,
});

export const demoTeams: Team[] = [
  {
    id: 1,
    name: 'Product Management',
    description: 'Product development & lifecycle',
    rating: 5,
    created_at: '2024-03-12',
    updated_at: '2026-02-21',
    users: [u('Ana Ruiz'), u('Ben Ito'), u('Cleo Park')],
  },
  {
    id: 2,
    name: 'Marketing Team',
    description: 'Campaigns & market analysis',
    rating: 3.5,
    created_at: '2024-05-02',
    updated_at: '2026-02-18',
    users: [u('Dana Fox'), u('Eli Stone')],
  },
  {
    id: 3,
    name: 'HR Department',
    description: 'Talent acquisition, employee welfare',
    rating: 4,
    created_at: '2024-01-20',
    updated_at: '2026-01-30',
    users: [u('Fay Lin'), u('Gus Hart'), u('Hana Kim'), u('Ivo Lund')],
  },
  {
    id: 4,
    name: 'Customer Service',
    description: 'Customer support & issue resolution',
    rating: 4.5,
    created_at: '2023-11-08',
    updated_at: '2026-02-25',
    users: [u('Jon Bell'), u('Kai Moss')],
  },
  {
    id: 5,
    name: 'R&D Team',
    description: 'Research & development',
    rating: 5,
    created_at: '2023-09-15',
    updated_at: '2026-02-10',
    users: [u('Lia Chen'), u('Max Roy'), u('Nia Shaw')],
  },
  {
    id: 6,
    name: 'Quality Assurance',
    description: 'Product testing & quality control',
    rating: 4,
    created_at: '2024-02-27',
    updated_at: '2026-01-12',
    users: [u('Oli Grant'), u('Pia Ross')],
  },
  {
    id: 7,
    name: 'Finance Team',
    description: 'Budgeting, forecasting & reporting',
    rating: 3,
    created_at: '2024-06-30',
    updated_at: '2026-02-02',
    users: [u('Quin Hale')],
  },
  {
    id: 8,
    name: 'Content Studio',
    description: 'Editorial planning & tip articles',
    rating: 4.5,
    created_at: '2024-08-14',
    updated_at: '2026-02-27',
    users: [u('Rae Vance'), u('Sam Cole'), u('Tess Ward')],
  },
  {
    id: 9,
    name: 'Localization',
    description: 'Translations in five languages',
    rating: 5,
    created_at: '2024-09-01',
    updated_at: '2026-02-24',
    users: [u('Uma Diaz'), u('Vic Nord')],
  },
  {
    id: 10,
    name: 'Growth Team',
    description: 'Leads, funnels & partnerships',
    rating: 2.5,
    created_at: '2024-10-19',
    updated_at: '2026-01-28',
    users: [u('Wes Park'), u('Xia Long')],
  },
  {
    id: 11,
    name: 'Design Guild',
    description: 'Brand, UI and illustration',
    rating: 4,
    created_at: '2024-11-05',
    updated_at: '2026-02-15',
    users: [u('Yara Bloom'), u('Zed Hunt')],
  },
];

export const salesByChannel = [
  { channel: 'Online Store', value: 172, color: 'indigo' },
  { channel: 'Facebook', value: 85, color: 'teal' },
  { channel: 'Instagram', value: 63, color: 'grape' },
  { channel: 'Google', value: 39, color: 'orange' },
  { channel: 'Retail', value: 24, color: 'gray' },
];

export const blockList = [
  { name: 'Kathryn Murphy', commits: 1240, initials: 'KM' },
  { name: 'Cody Fisher', commits: 914, initials: 'CF' },
  { name: 'Jenny Wilson', commits: 608, initials: 'JW' },
  { name: 'Devon Lane', commits: 372, initials: 'DL' },
];
