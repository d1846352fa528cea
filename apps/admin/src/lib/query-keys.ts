/** The one query-key factory: every cached admin read is named here. */
export const queryKeys = {
  sites: {
    all: ['sites'] as const,
    list: () => [...queryKeys.sites.all, 'list'] as const,
  },
  posts: {
    all: ['posts'] as const,
    list: (siteId: number | null) => [...queryKeys.posts.all, 'list', { siteId }] as const,
    detail: (id: number) => [...queryKeys.posts.all, 'detail', id] as const,
    trash: (siteId: number | null) => [...queryKeys.posts.all, 'trash', { siteId }] as const,
  },
  authors: {
    list: (siteId: number) => ['authors', 'list', { siteId }] as const,
  },
  languages: {
    all: ['languages'] as const,
    list: (siteId: number | null) => [...queryKeys.languages.all, 'list', { siteId }] as const,
    available: (siteId: number | null) =>
      [...queryKeys.languages.all, 'available', { siteId }] as const,
  },
};
