/**
 * The authors screen's words, in one place (the console speaks English today; a translated
 * console replaces this file's values, not the components).
 */
export const WORDS = {
  title: (siteName?: string) => (siteName ? `Authors - ${siteName}` : 'Authors'),
  intro:
    'Who signs the posts of this site: each author has a page on the magazine, linked from the byline.',
  add: 'Add author',
  loading: 'Authors',
  emptyTitle: 'No authors yet',
  emptyText: 'Add the first author of this site: posts name one in their byline.',
  columns: {
    author: 'Author',
    role: 'Role',
    member: 'Team member',
    posts: 'Posts',
    actions: 'Actions',
  },
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  postsCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  noMember: '—',
  deleted: (name: string) => `${name} deleted`,
  deleteTitle: 'Delete author',
  deleteConfirm: 'Delete',
  deleteText: (name: string) => `Delete ${name}? Their page on the magazine goes too.`,
  deleteBlocked: (count: number) =>
    `${count === 1 ? '1 post names' : `${count} posts name`} this author (the trash included): choose another author in ${count === 1 ? 'it' : 'them'} first.`,
  createTitle: 'New author',
  editTitle: (name: string) => `Edit ${name}`,
  name: 'Name',
  slug: 'Slug',
  slugHelp: 'The author page’s address: lower-case letters, digits and hyphens',
  avatar: 'Avatar',
  avatarChoose: 'Choose from the media library',
  avatarChange: 'Change',
  avatarRemove: 'Remove',
  avatarPickerTitle: 'Choose an avatar from the library',
  avatarNone: 'No avatar: readers see the initials.',
  member: 'Linked team member',
  memberHelp: 'Optional: the person of the team who writes as this author',
  memberNone: 'Nobody',
  memberLoadFailed: 'The team could not be loaded',
  languagesLabel: 'Languages',
  role: 'Role',
  bio: 'Bio',
  cancel: 'Cancel',
  save: 'Save',
  create: 'Create author',
  saved: (name: string) => `${name} saved`,
  created: (name: string) => `${name} added`,
};

/** "Maya Chen" -> "maya-chen": a first slug offered while typing a new author's name. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
