/**
 * Where each API call goes: method, path, whether it carries the admin token, and what its reply
 * is. Plain data with no schema, so the apps' fetchers (built on it) load no zod; routes.ts adds
 * the contract's schemas to the same entries for the server and the OpenAPI document.
 */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style: `/api/admin/posts/{id}`. */
  path: string;
  /** `bearer`: an admin token (`Authorization: Bearer ...`); `none`: public. */
  auth: 'bearer' | 'none';
  /**
   * What a successful reply carries; JSON unless said (`redirect`: a Location header, no body;
   * `html`: a page for a person who opened a link from a mail; `file`: a download whose type the
   * request chooses, e.g. XLIFF or JSON, read as text).
   */
  responseType?: 'json' | 'csv' | 'redirect' | 'html' | 'file';
}

const specs = <const T extends Record<string, RouteSpec>>(table: T): T => table;

export const adminSpecs = specs({
  login: { method: 'POST', path: '/api/admin/login', auth: 'none' },
  logout: { method: 'POST', path: '/api/admin/logout', auth: 'bearer' },
  listSites: { method: 'GET', path: '/api/admin/sites', auth: 'bearer' },
  toggleSiteActive: { method: 'POST', path: '/api/admin/sites/{id}/toggle-active', auth: 'bearer' },
  toggleSiteMaintenance: { method: 'POST', path: '/api/admin/sites/{id}/toggle-maintenance', auth: 'bearer' },
  createSite: { method: 'POST', path: '/api/admin/sites', auth: 'bearer' },
  updateSite: { method: 'PUT', path: '/api/admin/sites/{id}', auth: 'bearer' },
  deleteSite: { method: 'DELETE', path: '/api/admin/sites/{id}', auth: 'bearer' },
  restoreSite: { method: 'POST', path: '/api/admin/sites/{id}/restore', auth: 'bearer' },
  getSiteSettings: { method: 'GET', path: '/api/admin/sites/{id}/settings', auth: 'bearer' },
  updateSiteSettings: { method: 'PUT', path: '/api/admin/sites/{id}/settings', auth: 'bearer' },
  getNetworkSettings: { method: 'GET', path: '/api/admin/settings', auth: 'bearer' },
  updateNetworkSettings: { method: 'PUT', path: '/api/admin/settings', auth: 'bearer' },
  listPosts: { method: 'GET', path: '/api/admin/posts', auth: 'bearer' },
  listTrash: { method: 'GET', path: '/api/admin/posts/trash', auth: 'bearer' },
  getPost: { method: 'GET', path: '/api/admin/posts/{id}', auth: 'bearer' },
  createPost: { method: 'POST', path: '/api/admin/posts', auth: 'bearer' },
  updatePost: { method: 'PUT', path: '/api/admin/posts/{id}', auth: 'bearer' },
  deletePost: { method: 'DELETE', path: '/api/admin/posts/{id}', auth: 'bearer' },
  restorePost: { method: 'POST', path: '/api/admin/posts/{id}/restore', auth: 'bearer' },
  deletePostPermanently: { method: 'DELETE', path: '/api/admin/posts/{id}/permanent', auth: 'bearer' },
  emptyTrash: { method: 'DELETE', path: '/api/admin/posts/trash', auth: 'bearer' },
  duplicatePost: { method: 'POST', path: '/api/admin/posts/{id}/duplicate', auth: 'bearer' },
  createPreview: { method: 'POST', path: '/api/admin/posts/{id}/preview', auth: 'bearer' },
  revokePreview: { method: 'DELETE', path: '/api/admin/previews/{id}', auth: 'bearer' },
  listPostRevisions: { method: 'GET', path: '/api/admin/posts/{id}/revisions', auth: 'bearer' },
  getRevision: { method: 'GET', path: '/api/admin/revisions/{id}', auth: 'bearer' },
  postPresence: { method: 'POST', path: '/api/admin/posts/{id}/presence', auth: 'bearer' },
  bulkPosts: { method: 'POST', path: '/api/admin/posts/bulk', auth: 'bearer' },
  listAuthors: { method: 'GET', path: '/api/admin/authors', auth: 'bearer' },
  createAuthor: { method: 'POST', path: '/api/admin/authors', auth: 'bearer' },
  updateAuthor: { method: 'PUT', path: '/api/admin/authors/{id}', auth: 'bearer' },
  deleteAuthor: { method: 'DELETE', path: '/api/admin/authors/{id}', auth: 'bearer' },
  uploadMedia: { method: 'POST', path: '/api/admin/media', auth: 'bearer' },
  listMedia: { method: 'GET', path: '/api/admin/media', auth: 'bearer' },
  updateMedia: { method: 'PUT', path: '/api/admin/media/{id}', auth: 'bearer' },
  deleteMedia: { method: 'DELETE', path: '/api/admin/media/{id}', auth: 'bearer' },
  replaceMedia: { method: 'POST', path: '/api/admin/media/{id}/replace', auth: 'bearer' },
  listLanguages: { method: 'GET', path: '/api/admin/languages', auth: 'bearer' },
  listAvailableLanguages: { method: 'GET', path: '/api/admin/languages/available', auth: 'bearer' },
  toggleLanguage: { method: 'POST', path: '/api/admin/languages/{id}/toggle', auth: 'bearer' },
  addLanguage: { method: 'POST', path: '/api/admin/languages', auth: 'bearer' },
  listStrings: { method: 'GET', path: '/api/admin/strings/{code}', auth: 'bearer' },
  saveStrings: { method: 'PUT', path: '/api/admin/strings/{code}', auth: 'bearer' },
  exportStrings: { method: 'GET', path: '/api/admin/strings/{code}/export', auth: 'bearer', responseType: 'file' },
  importStrings: { method: 'POST', path: '/api/admin/strings/{code}/import', auth: 'bearer' },
  pretranslateStrings: { method: 'POST', path: '/api/admin/strings/{code}/pretranslate', auth: 'bearer' },
  listCategories: { method: 'GET', path: '/api/admin/categories', auth: 'bearer' },
  createCategory: { method: 'POST', path: '/api/admin/categories', auth: 'bearer' },
  updateCategory: { method: 'PUT', path: '/api/admin/categories/{id}', auth: 'bearer' },
  deleteCategory: { method: 'DELETE', path: '/api/admin/categories/{id}', auth: 'bearer' },
  reorderCategories: { method: 'POST', path: '/api/admin/categories/reorder', auth: 'bearer' },
  listTags: { method: 'GET', path: '/api/admin/tags', auth: 'bearer' },
  createTag: { method: 'POST', path: '/api/admin/tags', auth: 'bearer' },
  updateTag: { method: 'PUT', path: '/api/admin/tags/{id}', auth: 'bearer' },
  deleteTag: { method: 'DELETE', path: '/api/admin/tags/{id}', auth: 'bearer' },
  mergeTag: { method: 'POST', path: '/api/admin/tags/{id}/merge', auth: 'bearer' },
  listLeads: { method: 'GET', path: '/api/admin/leads', auth: 'bearer' },
  setLeadStatus: { method: 'POST', path: '/api/admin/leads/{id}/status', auth: 'bearer' },
  exportLeads: { method: 'GET', path: '/api/admin/leads/export.csv', auth: 'bearer', responseType: 'csv' },
  listSubscribers: { method: 'GET', path: '/api/admin/newsletter', auth: 'bearer' },
  exportSubscribers: { method: 'GET', path: '/api/admin/newsletter/export.csv', auth: 'bearer', responseType: 'csv' },
  importSubscribers: { method: 'POST', path: '/api/admin/newsletter/import', auth: 'bearer' },
  deleteSubscriber: { method: 'DELETE', path: '/api/admin/newsletter/{id}', auth: 'bearer' },
  listNewsletterIssues: { method: 'GET', path: '/api/admin/newsletters', auth: 'bearer' },
  createNewsletterIssue: { method: 'POST', path: '/api/admin/newsletters', auth: 'bearer' },
  getNewsletterIssue: { method: 'GET', path: '/api/admin/newsletters/{id}', auth: 'bearer' },
  updateNewsletterIssue: { method: 'PUT', path: '/api/admin/newsletters/{id}', auth: 'bearer' },
  deleteNewsletterIssue: { method: 'DELETE', path: '/api/admin/newsletters/{id}', auth: 'bearer' },
  testNewsletterIssue: { method: 'POST', path: '/api/admin/newsletters/{id}/test', auth: 'bearer' },
  sendNewsletterIssue: { method: 'POST', path: '/api/admin/newsletters/{id}/send', auth: 'bearer' },
  newsletterDeliveries: { method: 'GET', path: '/api/admin/newsletters/{id}/deliveries', auth: 'bearer' },
  analyticsOverview: { method: 'GET', path: '/api/admin/analytics/overview', auth: 'bearer' },
  analyticsTraffic: { method: 'GET', path: '/api/admin/analytics/traffic', auth: 'bearer' },
  analyticsContent: { method: 'GET', path: '/api/admin/analytics/content', auth: 'bearer' },
  analyticsCrossSite: { method: 'GET', path: '/api/admin/analytics/cross-site', auth: 'bearer' },
  dashboardSummary: { method: 'GET', path: '/api/admin/dashboard/summary', auth: 'bearer' },
  translationQueue: { method: 'GET', path: '/api/admin/translations/queue', auth: 'bearer' },
  translationMemoryMatches: { method: 'GET', path: '/api/admin/translation-memory/matches', auth: 'bearer' },
  pretranslatePost: { method: 'POST', path: '/api/admin/posts/{id}/pretranslate', auth: 'bearer' },
  submitTranslation: { method: 'POST', path: '/api/admin/posts/{id}/translations/{code}/submit', auth: 'bearer' },
  approveTranslation: { method: 'POST', path: '/api/admin/posts/{id}/translations/{code}/approve', auth: 'bearer' },
  rejectTranslation: { method: 'POST', path: '/api/admin/posts/{id}/translations/{code}/reject', auth: 'bearer' },
  reviewMachineTranslation: { method: 'POST', path: '/api/admin/posts/{id}/translations/{code}/review-machine', auth: 'bearer' },
  getMachineTranslation: { method: 'GET', path: '/api/admin/machine-translation', auth: 'bearer' },
  updateMachineTranslation: { method: 'PUT', path: '/api/admin/machine-translation', auth: 'bearer' },
  getMe: { method: 'GET', path: '/api/admin/me', auth: 'bearer' },
  updateMe: { method: 'PUT', path: '/api/admin/me', auth: 'bearer' },
  listMySessions: { method: 'GET', path: '/api/admin/me/sessions', auth: 'bearer' },
  revokeMySession: { method: 'DELETE', path: '/api/admin/me/sessions/{id}', auth: 'bearer' },
  revokeMyOtherSessions: { method: 'POST', path: '/api/admin/me/sessions/revoke-others', auth: 'bearer' },
  listUsers: { method: 'GET', path: '/api/admin/users', auth: 'bearer' },
  updateUser: { method: 'PUT', path: '/api/admin/users/{id}', auth: 'bearer' },
  suspendUser: { method: 'POST', path: '/api/admin/users/{id}/suspend', auth: 'bearer' },
  reactivateUser: { method: 'POST', path: '/api/admin/users/{id}/reactivate', auth: 'bearer' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/{id}', auth: 'bearer' },
  transferOwnership: { method: 'POST', path: '/api/admin/users/{id}/transfer-ownership', auth: 'bearer' },
  listActivity: { method: 'GET', path: '/api/admin/activity', auth: 'bearer' },
  listPartners: { method: 'GET', path: '/api/admin/partners', auth: 'bearer' },
  createPartner: { method: 'POST', path: '/api/admin/partners', auth: 'bearer' },
  updatePartner: { method: 'PUT', path: '/api/admin/partners/{id}', auth: 'bearer' },
  deletePartner: { method: 'DELETE', path: '/api/admin/partners/{id}', auth: 'bearer' },
  listOffers: { method: 'GET', path: '/api/admin/offers', auth: 'bearer' },
  createOffer: { method: 'POST', path: '/api/admin/offers', auth: 'bearer' },
  getOffer: { method: 'GET', path: '/api/admin/offers/{id}', auth: 'bearer' },
  updateOffer: { method: 'PUT', path: '/api/admin/offers/{id}', auth: 'bearer' },
  deleteOffer: { method: 'DELETE', path: '/api/admin/offers/{id}', auth: 'bearer' },
  listOfferPlacements: { method: 'GET', path: '/api/admin/offers/{id}/placements', auth: 'bearer' },
  getPostbackSecret: { method: 'GET', path: '/api/admin/offers/{id}/postback-secret', auth: 'bearer' },
  rotatePostbackSecret: { method: 'POST', path: '/api/admin/offers/{id}/postback-secret', auth: 'bearer' },
  listConversions: { method: 'GET', path: '/api/admin/conversions', auth: 'bearer' },
  importConversions: { method: 'POST', path: '/api/admin/conversions/import', auth: 'bearer' },
  campaignReport: { method: 'GET', path: '/api/admin/campaigns/report', auth: 'bearer' },
  campaignCrossSite: { method: 'GET', path: '/api/admin/campaigns/cross-site', auth: 'bearer' },
  createPasswordReset: { method: 'POST', path: '/api/admin/users/{id}/password-reset', auth: 'bearer' },
  listInvites: { method: 'GET', path: '/api/admin/invites', auth: 'bearer' },
  createInvite: { method: 'POST', path: '/api/admin/invites', auth: 'bearer' },
  revokeInvite: { method: 'DELETE', path: '/api/admin/invites/{id}', auth: 'bearer' },
  resendInvite: { method: 'POST', path: '/api/admin/invites/{id}/resend', auth: 'bearer' },
  // The public pages of the admin app (no token): accepting an invitation, resetting a password.
  getInvite: { method: 'GET', path: '/api/invites/{token}', auth: 'none' },
  acceptInvite: { method: 'POST', path: '/api/invites/{token}/accept', auth: 'none' },
  requestPasswordReset: { method: 'POST', path: '/api/password-reset', auth: 'none' },
  resetPassword: { method: 'POST', path: '/api/password-reset/{token}', auth: 'none' },
});

export const publicSpecs = specs({
  createLead: { method: 'POST', path: '/api/leads', auth: 'none' },
  subscribe: { method: 'POST', path: '/api/newsletter', auth: 'none' },
  confirmSubscription: { method: 'GET', path: '/api/newsletter/confirm/{token}', auth: 'none', responseType: 'html' },
  unsubscribePage: { method: 'GET', path: '/api/newsletter/unsubscribe/{token}', auth: 'none', responseType: 'html' },
  unsubscribe: { method: 'POST', path: '/api/newsletter/unsubscribe/{token}', auth: 'none' },
  recordEvent: { method: 'POST', path: '/api/events', auth: 'none' },
  followCta: { method: 'GET', path: '/go/{post}/{tip}', auth: 'none', responseType: 'redirect' },
  postback: { method: 'GET', path: '/api/postback', auth: 'none' },
  health: { method: 'GET', path: '/api/health', auth: 'none' },
  homepage: { method: 'GET', path: '/api/posts/homepage', auth: 'none' },
  listPosts: { method: 'GET', path: '/api/posts', auth: 'none' },
  translateSlug: { method: 'GET', path: '/api/posts/translate/{slug}/{locale}', auth: 'none' },
  getPost: { method: 'GET', path: '/api/posts/{slug}', auth: 'none' },
  languages: { method: 'GET', path: '/api/languages', auth: 'none' },
  interfaceStrings: { method: 'GET', path: '/translations/{code}.json', auth: 'none' },
  site: { method: 'GET', path: '/api/site', auth: 'none' },
  sitePage: { method: 'GET', path: '/api/site/pages/{page}/{locale}', auth: 'none' },
  search: { method: 'GET', path: '/api/search', auth: 'none' },
  categories: { method: 'GET', path: '/api/categories', auth: 'none' },
  tagPosts: { method: 'GET', path: '/api/tags/{slug}/posts', auth: 'none' },
  authorPosts: { method: 'GET', path: '/api/authors/{slug}/posts', auth: 'none' },
});

/** `/api/admin/posts/{id}` -> `/api/admin/posts/:id` (Fastify's syntax). */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` placeholders, each value percent-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
