/**
 * The tags screen's words, in one place (the console speaks English today; a translated console
 * replaces this file's values, not the components).
 */
export const WORDS = {
  title: (siteName?: string) => (siteName ? `Tags - ${siteName}` : 'Tags'),
  intro: 'Tags group posts across categories; each language has its own name and URL. Add them in the post editor or here.',
  add: 'Add tag',
  loading: 'Tags',
  emptyTitle: 'No tags yet',
  emptyText: 'Type a tag in a post’s settings and press Enter, or add one here.',
  columns: { tag: 'Tag', languages: 'Names', posts: 'Posts', actions: 'Actions' },
  postsCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  rename: (name: string) => `Rename ${name}`,
  mergeAction: (name: string) => `Merge ${name} into another tag`,
  remove: (name: string) => `Delete ${name}`,
  createTitle: 'New tag',
  editTitle: (name: string) => `Rename ${name}`,
  name: 'Name',
  slug: 'URL slug',
  slugHelp: 'Lower-case letters or digits joined by hyphens; filled from the name when left empty.',
  languageHint: 'A language left empty shows no tag page in that language.',
  save: 'Save',
  create: 'Create',
  cancel: 'Cancel',
  saved: (name: string) => `${name} saved`,
  created: (name: string) => `${name} created`,
  mergeTitle: (name: string) => `Merge ${name}`,
  mergeInto: 'Merge into',
  mergePlaceholder: 'Type to find a tag',
  mergeHelp: 'Every post of this tag gets the chosen tag instead; this tag and its addresses are then deleted.',
  mergeConfirm: 'Merge',
  merged: (from: string, into: string) => `${from} merged into ${into}`,
  noOtherTag: 'There is no other tag to merge into.',
  deleteTitle: 'Delete tag?',
  deleteText: (name: string, count: number) =>
    `${name} is deleted with its names and addresses${count > 0 ? `; ${count === 1 ? 'its post loses' : `its ${count} posts lose`} the tag` : ''}.`,
  deleteConfirm: 'Delete',
  deleted: (name: string) => `${name} deleted`,
} as const;

/** A tag's name for the console: English, else its first language's. */
export const tagName = (tag: { id: number; translations: Record<string, { name: string }> }) =>
  tag.translations.en?.name ?? Object.values(tag.translations)[0]?.name ?? `#${tag.id}`;
