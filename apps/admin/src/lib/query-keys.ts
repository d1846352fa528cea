/** The one query-key factory: every cached admin read is named here. */
export const queryKeys = {
  sites: {
    all: ['sites'] as const,
    list: () => [...queryKeys.sites.all, 'list'] as const,
    /** Deleted sites, restorable for 30 days. */
    deleted: () => [...queryKeys.sites.all, 'deleted'] as const,
  },
  posts: {
    all: ['posts'] as const,
    list: (siteId: number | null) => [...queryKeys.posts.all, 'list', { siteId }] as const,
    detail: (id: number) => [...queryKeys.posts.all, 'detail', id] as const,
    trash: (siteId: number | null) => [...queryKeys.posts.all, 'trash', { siteId }] as const,
    /** A post's revisions in one language (newest first), and one revision as saved. */
    revisions: (id: number, lang: string) => [...queryKeys.posts.all, 'revisions', id, lang] as const,
    revision: (revisionId: number) => [...queryKeys.posts.all, 'revision', revisionId] as const,
    /** Who else has the post open (the editor's heartbeat, per language on screen). */
    presence: (id: number, lang: string) => [...queryKeys.posts.all, 'presence', id, lang] as const,
  },
  media: {
    all: ['media'] as const,
    /** A site's library, one search and page. */
    list: (siteId: number, q: string, page: number) => ['media', 'list', { siteId, q, page }] as const,
  },
  authors: {
    list: (siteId: number) => ['authors', 'list', { siteId }] as const,
  },
  tags: {
    all: ['tags'] as const,
    list: (siteId: number) => ['tags', 'list', { siteId }] as const,
  },
  categories: {
    all: ['categories'] as const,
    list: (siteId: number) => ['categories', 'list', { siteId }] as const,
  },
  translationMemory: {
    all: ['translation-memory'] as const,
    /** The matches of one text in one site and language pair (the text is the key: fetched once). */
    matches: (siteId: number, sourceLang: string, targetLang: string, text: string) =>
      ['translation-memory', 'matches', { siteId, sourceLang, targetLang, text }] as const,
  },
  translationQueue: {
    all: ['translation-queue'] as const,
    /** One site's queue under one filter and page. */
    list: (siteId: number, filters: { state?: string; lang?: string; page: number }) =>
      ['translation-queue', 'list', { siteId, ...filters }] as const,
  },
  interfaceStrings: {
    all: ['interface-strings'] as const,
    /** One language's strings on one site under one filter. */
    list: (siteId: number, code: string, filters: { q?: string; state?: string }) =>
      ['interface-strings', 'list', { siteId, code, ...filters }] as const,
  },
  languages: {
    all: ['languages'] as const,
    list: (siteId: number | null) => [...queryKeys.languages.all, 'list', { siteId }] as const,
    available: (siteId: number | null) =>
      [...queryKeys.languages.all, 'available', { siteId }] as const,
  },
  leads: {
    all: ['leads'] as const,
    list: (siteId: number | null, filters: { status?: string; q?: string }) =>
      [...queryKeys.leads.all, 'list', { siteId, ...filters }] as const,
    subscribers: (siteId: number | null, status?: string) => [...queryKeys.leads.all, 'subscribers', { siteId, status }] as const,
  },
  newsletters: {
    all: ['newsletters'] as const,
    list: (siteId: number | null) => ['newsletters', 'list', { siteId }] as const,
    recipients: (siteId: number, locale: string) => ['newsletters', 'recipients', { siteId, locale }] as const,
  },
  activity: {
    all: ['activity'] as const,
    list: (siteId: number | null, filters: Record<string, string | undefined>) =>
      [...queryKeys.activity.all, 'list', { siteId, ...filters }] as const,
  },
  invites: {
    all: ['invites'] as const,
    /** Pending and expired invitations the signed-in person may manage. */
    list: () => ['invites', 'list'] as const,
    /** An invitation as its accept page shows it (public, by the link's token). */
    byToken: (token: string) => ['invites', 'token', token] as const,
  },
  settings: {
    site: (siteId: number) => ['settings', 'site', siteId] as const,
    network: () => ['settings', 'network'] as const,
    machineTranslation: () => ['settings', 'machine-translation'] as const,
  },
  me: {
    all: ['me'] as const,
    /** The signed-in person (GET /api/admin/me): role, memberships, name. */
    detail: () => [...queryKeys.me.all, 'detail'] as const,
    sessions: () => [...queryKeys.me.all, 'sessions'] as const,
  },
  people: {
    all: ['people'] as const,
    list: (siteId: number | null) => [...queryKeys.people.all, 'list', { siteId }] as const,
  },
  campaigns: {
    all: ['campaigns'] as const,
    partners: () => [...queryKeys.campaigns.all, 'partners'] as const,
    /** The offers usable on a site (null: every offer the person may see). */
    offers: (siteId: number | null, filters: { status?: string; q?: string } = {}) =>
      [...queryKeys.campaigns.all, 'offers', { siteId, ...filters }] as const,
    placements: (offerId: number) => [...queryKeys.campaigns.all, 'placements', offerId] as const,
    conversions: (filters: { siteId: number | null; offerId?: number; range: string; page: number }) =>
      [...queryKeys.campaigns.all, 'conversions', filters] as const,
    postbackSecret: (offerId: number) => [...queryKeys.campaigns.all, 'postback-secret', offerId] as const,
    report: (siteId: number | null, range: string, groupBy: string) =>
      [...queryKeys.campaigns.all, 'report', { siteId, range, groupBy }] as const,
    crossSite: (range: string) => [...queryKeys.campaigns.all, 'cross-site', { range }] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    summary: (siteId: number | null) => [...queryKeys.dashboard.all, 'summary', { siteId }] as const,
  },
  analytics: {
    all: ['analytics'] as const,
    view: (view: 'overview' | 'traffic' | 'content' | 'cross-site', siteId: number | null, range: string) =>
      [...queryKeys.analytics.all, view, { siteId, range }] as const,
  },
};
