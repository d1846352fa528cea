/** The editor's query parameter naming the language being written. */
export const LANG_PARAM = 'lang';

/** The route param that carries a post's id (the editor). */
export const POST_PARAM = 'postId';
/** The route param naming the language of the interface strings screen. */
export const LANGUAGE_PARAM = 'code';

/** Every route string of the console (SPEC 2.1), so none is typed twice. */
export const paths = {
  home: '/',
  login: '/login',
  /** Public pages (no token): an invitation's accept page, "Forgot password", a reset link's page. */
  /** Tokens are base64url: safe in a path as they are. */
  invite: (token: string) => `/invite/${token}`,
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  dashboard: '/dashboard',
  sites: '/sites',
  posts: '/posts',
  postsCreate: '/posts/create',
  draftPosts: '/posts?status=draft',
  languages: '/languages',
  analytics: '/analytics',
  analyticsTraffic: '/analytics/traffic',
  analyticsContent: '/analytics/content',
  analyticsCrossSite: '/analytics/cross-site',
  leads: '/leads',
  newLeads: '/leads?status=new',
  leadsSources: '/leads/sources',
  campaigns: '/campaigns',
  campaignsCrossSite: '/campaigns/cross-site',
  settings: '/settings',
  health: '/health',
  users: '/users',
  /** One's own name, password and sessions. */
  profile: '/profile',
  /** The activity log (every site's, and network-wide entries). */
  activity: '/activity',
  teams: '/public-profile/teams',
  error: '/error',
  error404: '/error/404',
  error500: '/error/500',
  site: {
    dashboard: (domain: string) => `/${domain}/dashboard`,
    posts: (domain: string) => `/${domain}/posts`,
    postsCreate: (domain: string) => `/${domain}/posts/create`,
    /** The editor on one post; `lang` picks the language being written (default: the original). */
    postEdit: (domain: string, id: number | string, lang?: string) =>
      `/${domain}/posts/${id}/edit${lang ? `?${LANG_PARAM}=${encodeURIComponent(lang)}` : ''}`,
    /** The editor opened on one language of the post. */
    postEditLanguage: (domain: string, id: number | string, lang: string) =>
      `/${domain}/posts/${id}/edit?${LANG_PARAM}=${encodeURIComponent(lang)}`,
    /** Trashed posts of the site (restorable for 30 days). */
    postsTrash: (domain: string) => `/${domain}/posts/trash`,
    /** The site's media library (uploads, alt text per language, where each image is used). */
    media: (domain: string) => `/${domain}/media`,
    categories: (domain: string) => `/${domain}/categories`,
    /** The site's authors: who signs its posts (issue 17). */
    authors: (domain: string) => `/${domain}/authors`,
    tags: (domain: string) => `/${domain}/tags`,
    languages: (domain: string) => `/${domain}/languages`,
    /** The magazine's interface strings of one language (`?q=`, `?state=`). */
    interfaceStrings: (domain: string, code: string) => `/${domain}/languages/${code}/strings`,
    translations: (domain: string) => `/${domain}/translations`,
    /** What waits for a translator or an editor, per (post, language). */
    translationQueue: (domain: string) => `/${domain}/translations/queue`,
    autoTranslate: (domain: string) => `/${domain}/auto-translate`,
    analytics: (domain: string) => `/${domain}/analytics`,
    analyticsTraffic: (domain: string) => `/${domain}/analytics/traffic`,
    analyticsContent: (domain: string) => `/${domain}/analytics/content`,
    leads: (domain: string) => `/${domain}/leads`,
    leadsSources: (domain: string) => `/${domain}/leads/sources`,
    /** The site's newsletter subscribers (double opt-in, import, export, delete on request). */
    newsletter: (domain: string) => `/${domain}/newsletter`,
    /** The site's newsletter issues: compose, preview, test, schedule or send. */
    newsletters: (domain: string) => `/${domain}/newsletters`,
    campaigns: (domain: string) => `/${domain}/campaigns`,
    settings: (domain: string) => `/${domain}/settings`,
    /** The people of one site. */
    users: (domain: string) => `/${domain}/users`,
    settingsSeo: (domain: string) => `/${domain}/settings/seo`,
    settingsCache: (domain: string) => `/${domain}/settings/cache`,
    settingsApi: (domain: string) => `/${domain}/settings/api`,
    activity: (domain: string) => `/${domain}/activity`,
  },
} as const;

/** The route param that carries a site's domain. */
export const SITE_PARAM = 'siteDomain';
const SITE = `:${SITE_PARAM}`;

/** Site-scoped pages that exist only as menu links: they show the coming-soon placeholder. */
export const sitePlaceholderPatterns = [
  paths.site.autoTranslate(SITE),
  paths.site.settingsSeo(SITE),
  paths.site.settingsCache(SITE),
  paths.site.settingsApi(SITE),
];

/** Global placeholder pages (SPEC 2.1) and menu-only global paths. */
export const globalPlaceholderPatterns = [
  paths.health,
  paths.teams,
];

export const sitePatterns = {
  categories: paths.site.categories(SITE),
  tags: paths.site.tags(SITE),
  authors: paths.site.authors(SITE),
  dashboard: paths.site.dashboard(SITE),
  posts: paths.site.posts(SITE),
  languages: paths.site.languages(SITE),
  interfaceStrings: paths.site.interfaceStrings(SITE, `:${LANGUAGE_PARAM}`),
  postsCreate: paths.site.postsCreate(SITE),
  postEdit: paths.site.postEdit(SITE, `:${POST_PARAM}`),
  postsTrash: paths.site.postsTrash(SITE),
  translations: paths.site.translations(SITE),
  translationQueue: paths.site.translationQueue(SITE),
  leads: paths.site.leads(SITE),
  leadsSources: paths.site.leadsSources(SITE),
  newsletter: paths.site.newsletter(SITE),
  newsletters: paths.site.newsletters(SITE),
  campaigns: paths.site.campaigns(SITE),
  media: paths.site.media(SITE),
  analytics: paths.site.analytics(SITE),
  analyticsTraffic: paths.site.analyticsTraffic(SITE),
  analyticsContent: paths.site.analyticsContent(SITE),
  settings: paths.site.settings(SITE),
  users: paths.site.users(SITE),
  activity: paths.site.activity(SITE),
};

/** The route param that carries an invitation's or a reset link's token. */
export const TOKEN_PARAM = 'token';

/** The public pages reached from a link in a mail (or one shown once in the console). */
export const linkPatterns = {
  invite: paths.invite(`:${TOKEN_PARAM}`),
  resetPassword: paths.resetPassword(`:${TOKEN_PARAM}`),
};

/** Query parameter carrying the page a signed-out visitor asked for. */
export const REDIRECT_PARAM = 'redirect';

export function loginPath(target?: string): string {
  return target ? `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : paths.login;
}
