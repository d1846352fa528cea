import type { AddLanguageRequest, LoginRequest, SiteScopeQuery, ToggleLanguageRequest } from './schemas/admin';
import type { CreatePostInput, RestoreAs, UpdatePostInput } from './schemas/posts';
import type { BulkPostsInput } from './schemas/bulk-posts';
import type { ImportSubscribersRequest, LeadStatus, LeadsQuery, SubscribersQuery } from './schemas/leads';
import type { AnalyticsQuery } from './schemas/analytics';
import type { CreateNewsletterIssueRequest, NewsletterIssuesQuery, SendNewsletterIssueRequest, UpdateNewsletterIssueRequest } from './schemas/newsletters';
import type { DashboardSummaryQuery } from './schemas/dashboard';
import type { ActivityQuery } from './schemas/activity';
import type { DeleteSiteRequest, SiteInput, SitesListQuery } from './schemas/sites';
import type { AcceptInviteRequest, CreateInviteInput, PasswordResetRequest, ResetPasswordRequest } from './schemas/invites';
import type { UpdateNetworkSettingsRequest, UpdateSiteSettingsRequest } from './schemas/settings';
import type { UpdateMeRequest, UpdateUserInput, UsersQuery } from './schemas/people';
import type { RevisionsQuery } from './schemas/revisions';
import type { PresenceRequest } from './schemas/presence';
import type { OfferInput, OffersQuery, PartnerInput } from './schemas/offers';
import type { ConversionsQuery } from './schemas/conversions';
import type { CreateTagRequest, MergeTagRequest, TagsQuery, UpdateTagRequest } from './schemas/tags';
import type { CampaignCrossSiteQuery, CampaignReportQuery } from './schemas/campaign-reports';
import type { CategoriesQuery, CreateCategoryRequest, ReorderCategoriesRequest, UpdateCategoryRequest } from './schemas/categories';
import type { AuthorsQuery, CreateAuthorRequest, UpdateAuthorRequest } from './schemas/authors';
import type { MediaLibraryQuery, UpdateMediaRequest } from './schemas/media';
import type { TranslationQueueQuery } from './schemas/translation-queue';
import type { UpdateMachineTranslationRequest } from './schemas/machine-translation';
import type { PretranslateRequest, TranslationMemoryMatchesQuery } from './schemas/translation-memory';
import type { ExportStringsQuery, ImportStringsQuery, ListStringsQuery, PretranslateStringsRequest, SaveStringsRequest } from './schemas/interface-strings';
import { createRouteCaller } from './call';
import { createHttp, type HttpOptions } from './http';
import { adminSpecs } from './admin-specs';
import type { adminRoutes, CallOptions } from './routes';

export interface AdminApiOptions extends HttpOptions {
  /** Read at every call so a new sign-in is picked up without rebuilding the client. */
  getToken: () => string | null | undefined;
}

/** Typed fetchers for every admin call (SPEC section 7 and the post editor), built on the route table. */
export function createAdminApi({ getToken, ...http }: AdminApiOptions) {
  const call = createRouteCaller<typeof adminRoutes>(adminSpecs, createHttp(http), getToken);

  return {
    login: (body: LoginRequest) => call('login', { body }),
    logout: () => call('logout', {}),
    /** `{ deleted: 'true' }`: the deleted sites, restorable for 30 days. */
    listSites: (query: SitesListQuery = {}) => call('listSites', { query }),
    createSite: (body: SiteInput) => call('createSite', { body }),
    updateSite: (id: number, body: SiteInput) => call('updateSite', { params: { id }, body }),
    /** `confirm_domain` must be the site's domain (400 otherwise). */
    deleteSite: (id: number, body: DeleteSiteRequest) => call('deleteSite', { params: { id }, body }),
    restoreSite: (id: number) => call('restoreSite', { params: { id } }),
    toggleSiteActive: (id: number) => call('toggleSiteActive', { params: { id } }),
    toggleSiteMaintenance: (id: number) => call('toggleSiteMaintenance', { params: { id } }),
    getSiteSettings: (id: number, signal?: AbortSignal) => call('getSiteSettings', { params: { id } }, { signal }),
    /** 409 (ApiError) when someone saved since `body.version`; 400 carries field errors. */
    updateSiteSettings: (id: number, body: UpdateSiteSettingsRequest) => call('updateSiteSettings', { params: { id }, body }),
    getNetworkSettings: (signal?: AbortSignal) => call('getNetworkSettings', {}, { signal }),
    updateNetworkSettings: (body: UpdateNetworkSettingsRequest) => call('updateNetworkSettings', { body }),
    listPosts: (query: SiteScopeQuery = {}) => call('listPosts', { query }),
    listLanguages: (query: SiteScopeQuery = {}) => call('listLanguages', { query }),
    listAvailableLanguages: (query: SiteScopeQuery = {}) => call('listAvailableLanguages', { query }),
    toggleLanguage: (id: number, body: ToggleLanguageRequest) => call('toggleLanguage', { params: { id }, body }),
    addLanguage: (body: AddLanguageRequest) => call('addLanguage', { body }),
    /** The interface strings of one language on a site (every key, filtered by `state` and `q`). */
    listStrings: (code: string, query: ListStringsQuery, signal?: AbortSignal) => call('listStrings', { params: { code }, query }, { signal }),
    /** Save changed strings, all or none (400 names a placeholder a translation dropped or added). */
    saveStrings: (code: string, body: SaveStringsRequest) => call('saveStrings', { params: { code }, body }),
    pretranslateStrings: (code: string, body: PretranslateStringsRequest) => call('pretranslateStrings', { params: { code }, body }),
    /** The file's text (XLIFF 2.0 or JSON). */
    exportStrings: (code: string, query: ExportStringsQuery) => call('exportStrings', { params: { code }, query }),
    /** multipart: `file` (XLIFF 2.0 or JSON); all or nothing. */
    importStrings: (code: string, query: ImportStringsQuery, file: Blob) => {
      const form = new FormData();
      form.append('file', file);
      return call('importStrings', { params: { code }, query, body: form as never });
    },

    /* ---------- categories (issue 17) ---------- */

    listCategories: (query: CategoriesQuery = {}, signal?: AbortSignal) => call('listCategories', { query }, { signal }),
    /** 409 (ApiError) when the key or a slug is taken; 400 carries field errors. */
    createCategory: (body: CreateCategoryRequest) => call('createCategory', { body }),
    updateCategory: (id: number, body: UpdateCategoryRequest) => call('updateCategory', { params: { id }, body }),
    /** 409 (ApiError, body `posts_count`) while the category holds posts. */
    deleteCategory: (id: number) => call('deleteCategory', { params: { id } }),
    reorderCategories: (body: ReorderCategoriesRequest) => call('reorderCategories', { body }),

    /* ---------- tags (issue 17) ---------- */

    listTags: (query: TagsQuery = {}, signal?: AbortSignal) => call('listTags', { query }, { signal }),
    /** 409 (ApiError) when a slug is taken in its language. */
    createTag: (body: CreateTagRequest) => call('createTag', { body }),
    updateTag: (id: number, body: UpdateTagRequest) => call('updateTag', { params: { id }, body }),
    deleteTag: (id: number) => call('deleteTag', { params: { id } }),
    /** Moves every post of tag `id` onto `into`, then deletes `id`; answers the tag merged into. */
    mergeTag: (id: number, body: MergeTagRequest) => call('mergeTag', { params: { id }, body }),

    /* ---------- the post editor (issue 8) ---------- */

    getPost: (id: number, signal?: AbortSignal) => call('getPost', { params: { id } }, { signal }),
    createPost: (body: CreatePostInput) => call('createPost', { body }),
    /** 409 (ApiError with body PostConflictBody) when someone saved since `body.version`. */
    updatePost: (id: number, body: UpdatePostInput) => call('updatePost', { params: { id }, body }),
    /** To the trash (restorable for 30 days). */
    deletePost: (id: number) => call('deletePost', { params: { id } }),
    /** `as`: back as it was (`published`) or as drafts (`draft`). */
    restorePost: (id: number, as: RestoreAs) => call('restorePost', { params: { id }, body: { as } }),
    /** Only a post in the trash (409 otherwise). */
    deletePostPermanently: (id: number) => call('deletePostPermanently', { params: { id } }),
    emptyTrash: (query: SiteScopeQuery = {}) => call('emptyTrash', { query }),
    /** A copy as a draft in every language, with new slugs. */
    duplicatePost: (id: number) => call('duplicatePost', { params: { id } }),
    /** A 24-hour link to one translation as readers would see it (any state); `id` revokes it. */
    createPreview: (id: number, language: string) => call('createPreview', { params: { id }, body: { language } }),
    revokePreview: (previewId: number) => call('revokePreview', { params: { id: previewId } }),
    /** A heartbeat on a post (`editing: false` on leaving); answers who else has it open. */
    postPresence: (id: number, body: PresenceRequest, options?: CallOptions) => call('postPresence', { params: { id }, body }, options),
    /** One action on many posts; the reply lists the posts done and those refused with a reason. */
    bulkPosts: (body: BulkPostsInput) => call('bulkPosts', { body }),
    listTrash: (query: SiteScopeQuery = {}) => call('listTrash', { query }),
    /** The translation work of one site (what waits for a person), paged; `lang` outside a translator's languages: 403. */
    translationQueue: (query: TranslationQueueQuery, signal?: AbortSignal) => call('translationQueue', { query }, { signal }),
    /** Translation memory matches for one segment (exact first, then fuzzy >= 75 %). */
    translationMemoryMatches: (query: TranslationMemoryMatchesQuery, signal?: AbortSignal) =>
      call('translationMemoryMatches', { query }, { signal }),
    /** Drafts of the post in these languages, filled from the translation memory's exact matches. */
    pretranslatePost: (id: number, body: PretranslateRequest) => call('pretranslatePost', { params: { id }, body }),
    /** A translator's or contributor's translation, handed to an editor. */
    submitTranslation: (id: number, code: string) => call('submitTranslation', { params: { id, code } }),
    /** An editor publishes a submitted translation. */
    approveTranslation: (id: number, code: string) => call('approveTranslation', { params: { id, code } }),
    /** An editor sends a submitted translation back with a note. */
    rejectTranslation: (id: number, code: string, note: string) => call('rejectTranslation', { params: { id, code }, body: { note } }),
    /** A person reviewed a machine translation: the mark that blocks publishing goes. */
    reviewMachineTranslation: (id: number, code: string) => call('reviewMachineTranslation', { params: { id, code } }),
    /** The network's machine translation provider, glossary, budget and this month's usage (never the key). */
    getMachineTranslation: (signal?: AbortSignal) => call('getMachineTranslation', {}, { signal }),
    updateMachineTranslation: (body: UpdateMachineTranslationRequest) => call('updateMachineTranslation', { body }),
    /** Newest first; `language` limits them to one translation. */
    listPostRevisions: (id: number, query: RevisionsQuery = {}, signal?: AbortSignal) =>
      call('listPostRevisions', { params: { id }, query }, { signal }),
    /** The translation as that save left it. */
    getRevision: (id: number, signal?: AbortSignal) => call('getRevision', { params: { id } }, { signal }),
    /** The site's media library, newest first; `q` searches alt texts. */
    listMedia: (query: MediaLibraryQuery, signal?: AbortSignal) => call('listMedia', { query }, { signal }),
    /** Alt text per site language and the focal point (null: the centre). */
    updateMedia: (id: number, body: UpdateMediaRequest) => call('updateMedia', { params: { id }, body }),
    /** 409 (ApiError) while a post uses the image; the message says where. */
    deleteMedia: (id: number) => call('deleteMedia', { params: { id } }),
    /* ---------- authors (issue 17) ---------- */
    listAuthors: (query: AuthorsQuery = {}) => call('listAuthors', { query }),
    /** 409 (ApiError) when the slug is taken on the site. */
    createAuthor: (body: CreateAuthorRequest) => call('createAuthor', { body }),
    updateAuthor: (id: number, body: UpdateAuthorRequest) => call('updateAuthor', { params: { id }, body }),
    /** 409 (ApiError, body `posts_count`) while posts name the author. */
    deleteAuthor: (id: number) => call('deleteAuthor', { params: { id } }),
    /** multipart: `file` (JPEG, PNG, WebP or AVIF, at most 10 MB) and `site_id`. */
    uploadMedia: (siteId: number, file: Blob, filename = 'upload') => {
      const form = new FormData();
      form.set('site_id', String(siteId));
      form.set('file', file, filename);
      return call('uploadMedia', { body: form });
    },
    /** multipart: `file` only. Every post showing the image shows the new file; the focal point is cleared. */
    replaceMedia: (id: number, file: Blob, filename = 'upload') => {
      const form = new FormData();
      form.set('file', file, filename);
      return call('replaceMedia', { params: { id }, body: form });
    },

    /* ---------- leads and analytics (issue 10) ---------- */

    listLeads: (query: LeadsQuery = {}, signal?: AbortSignal) => call('listLeads', { query }, { signal }),
    setLeadStatus: (id: number, status: LeadStatus) => call('setLeadStatus', { params: { id }, body: { status } }),
    /** The CSV text of the same filters as listLeads. */
    exportLeads: (query: LeadsQuery = {}) => call('exportLeads', { query }),
    listSubscribers: (query: SubscribersQuery = {}, signal?: AbortSignal) =>
      call('listSubscribers', { query }, { signal }),
    exportSubscribers: (query: SubscribersQuery = {}) => call('exportSubscribers', { query }),
    /** 422 with `errors` per row (`row 3`) when any row is wrong: nothing is imported then. */
    importSubscribers: (body: ImportSubscribersRequest) => call('importSubscribers', { body }),
    /** Removes the address and its records (a person's request). */
    deleteSubscriber: (id: number) => call('deleteSubscriber', { params: { id } }),
    listNewsletterIssues: (query: NewsletterIssuesQuery = {}, signal?: AbortSignal) =>
      call('listNewsletterIssues', { query }, { signal }),
    createNewsletterIssue: (body: CreateNewsletterIssueRequest) => call('createNewsletterIssue', { body }),
    getNewsletterIssue: (id: number, signal?: AbortSignal) => call('getNewsletterIssue', { params: { id } }, { signal }),
    /** 409 once the issue is scheduled or sent. */
    updateNewsletterIssue: (id: number, body: UpdateNewsletterIssueRequest) =>
      call('updateNewsletterIssue', { params: { id }, body }),
    deleteNewsletterIssue: (id: number) => call('deleteNewsletterIssue', { params: { id } }),
    /** One copy to the signed-in person's own address. */
    testNewsletterIssue: (id: number) => call('testNewsletterIssue', { params: { id } }),
    /** `{}` sends now; `{ at }` in the future schedules. */
    sendNewsletterIssue: (id: number, body: SendNewsletterIssueRequest = {}) =>
      call('sendNewsletterIssue', { params: { id }, body }),
    newsletterDeliveries: (id: number, signal?: AbortSignal) =>
      call('newsletterDeliveries', { params: { id } }, { signal }),
    analyticsOverview: (query: AnalyticsQuery, signal?: AbortSignal) => call('analyticsOverview', { query }, { signal }),
    analyticsTraffic: (query: AnalyticsQuery, signal?: AbortSignal) => call('analyticsTraffic', { query }, { signal }),
    analyticsContent: (query: AnalyticsQuery, signal?: AbortSignal) => call('analyticsContent', { query }, { signal }),
    analyticsCrossSite: (query: AnalyticsQuery, signal?: AbortSignal) =>
      call('analyticsCrossSite', { query }, { signal }),
    /** Both dashboards' figures: a site's (`site_id`) or every site the person may read. */
    dashboardSummary: (query: DashboardSummaryQuery = {}, signal?: AbortSignal) =>
      call('dashboardSummary', { query }, { signal }),

    /* ---------- people, roles and one's own profile (issue 19) ---------- */

    getMe: (signal?: AbortSignal) => call('getMe', {}, { signal }),
    /** A password change needs `current_password`; 422 carries the policy's reason at `password`. */
    updateMe: (body: UpdateMeRequest) => call('updateMe', { body }),
    listMySessions: (signal?: AbortSignal) => call('listMySessions', {}, { signal }),
    revokeMySession: (id: number) => call('revokeMySession', { params: { id } }),
    revokeMyOtherSessions: () => call('revokeMyOtherSessions', {}),
    listUsers: (query: UsersQuery = {}, signal?: AbortSignal) => call('listUsers', { query }, { signal }),
    updateUser: (id: number, body: UpdateUserInput) => call('updateUser', { params: { id }, body }),
    suspendUser: (id: number) => call('suspendUser', { params: { id } }),
    reactivateUser: (id: number) => call('reactivateUser', { params: { id } }),
    /** Their posts are handed to `reassign_to`. */
    deleteUser: (id: number, reassignTo: number) => call('deleteUser', { params: { id }, body: { reassign_to: reassignTo } }),
    transferOwnership: (id: number) => call('transferOwnership', { params: { id } }),
    /* ---------- the activity log (issue 19) ---------- */

    /** Newest first; pass the reply's `next_before` as `before` for the next page. */
    listActivity: (query: ActivityQuery = {}, signal?: AbortSignal) => call('listActivity', { query }, { signal }),
    /* ---------- invitations and password resets by link (issue 19) ---------- */

    listInvites: (signal?: AbortSignal) => call('listInvites', {}, { signal }),
    /** 201 with `link` only when the server mails nothing (show it once). */
    createInvite: (body: CreateInviteInput) => call('createInvite', { body }),
    revokeInvite: (id: number) => call('revokeInvite', { params: { id } }),
    resendInvite: (id: number) => call('resendInvite', { params: { id } }),
    createPasswordReset: (userId: number) => call('createPasswordReset', { params: { id: userId } }),
    /** Public (no token): the invitation an accept page shows; 404 unknown, 410 expired/used/revoked. */
    getInvite: (token: string, signal?: AbortSignal) => call('getInvite', { params: { token } }, { signal }),
    /** Public: answers like login; 422 carries the password policy's reason. */
    acceptInvite: (token: string, body: AcceptInviteRequest) => call('acceptInvite', { params: { token }, body }),
    requestPasswordReset: (body: PasswordResetRequest) => call('requestPasswordReset', { body }),
    resetPassword: (token: string, body: ResetPasswordRequest) => call('resetPassword', { params: { token }, body }),

    /* ---------- partners and offers (issue 18) ---------- */

    listPartners: (signal?: AbortSignal) => call('listPartners', {}, { signal }),
    createPartner: (body: PartnerInput) => call('createPartner', { body }),
    updatePartner: (id: number, body: PartnerInput) => call('updatePartner', { params: { id }, body }),
    /** 409 while the partner has offers. */
    deletePartner: (id: number) => call('deletePartner', { params: { id } }),
    /** With `site_id`: the offers usable on that site (its own and every-site ones). */
    listOffers: (query: OffersQuery = {}, signal?: AbortSignal) => call('listOffers', { query }, { signal }),
    createOffer: (body: OfferInput) => call('createOffer', { body }),
    getOffer: (id: number, signal?: AbortSignal) => call('getOffer', { params: { id } }, { signal }),
    updateOffer: (id: number, body: OfferInput) => call('updateOffer', { params: { id }, body }),
    /** 409 while tips point to it. */
    deleteOffer: (id: number) => call('deleteOffer', { params: { id } }),
    listOfferPlacements: (id: number, signal?: AbortSignal) => call('listOfferPlacements', { params: { id } }, { signal }),

    /* ---------- earnings (issue 18) ---------- */

    /** The offer's managers only (partners.manage for every-site offers). */
    getPostbackSecret: (id: number, signal?: AbortSignal) => call('getPostbackSecret', { params: { id } }, { signal }),
    rotatePostbackSecret: (id: number) => call('rotatePostbackSecret', { params: { id } }),
    listConversions: (query: ConversionsQuery = {}, signal?: AbortSignal) => call('listConversions', { query }, { signal }),
    /** `dryRun`: the preview with per-row errors, nothing written; otherwise all rows or none (422). */
    importConversions: (file: Blob, dryRun: boolean) => {
      const form = new FormData();
      form.append('file', file, 'report.csv');
      return call('importConversions', { query: { dry_run: dryRun ? 'true' : 'false' }, body: form as never });
    },
    /** Per offer (or site, language, article), this period against the previous one. */
    campaignReport: (query: CampaignReportQuery = {}, signal?: AbortSignal) =>
      call('campaignReport', { query }, { signal }),
    /** Offers x sites and sites x languages (owners and administrators). */
    campaignCrossSite: (query: CampaignCrossSiteQuery = {}, signal?: AbortSignal) =>
      call('campaignCrossSite', { query }, { signal }),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
