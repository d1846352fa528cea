import type { Locale } from './schemas/common';
import type { PostsListQuery } from './schemas/public';
import type { AuthorPostsQuery } from './schemas/authors';
import type { CreateLeadRequest, SubscribeRequest } from './schemas/leads';
import type { SitePageName } from './schemas/settings';
import type { TagPostsQuery } from './schemas/tags';
import { createRouteCaller } from './call';
import { createHttp, type HttpOptions } from './http';
import { publicSpecs } from './route-specs';
import type { publicRoutes } from './routes';

export { translationsPath } from './translations-path';

/** Typed fetchers for every public call of SPEC section 7, built on the route table. */
export function createPublicApi(http: HttpOptions = {}) {
  const call = createRouteCaller<typeof publicRoutes>(publicSpecs, createHttp(http));
  const inLocale = (locale: Locale, signal?: AbortSignal) => ({ headers: { 'X-Locale': locale }, signal });

  return {
    getLanguages: (domain: string, signal?: AbortSignal) => call('languages', { query: { domain } }, { signal }),

    /** The site of this host: its name, languages and canonical origin (GET /api/site). */
    getSite: (signal?: AbortSignal) => call('site', {}, { signal }),
    /** The Host's categories in the X-Locale language (issue 17). */
    getCategories: (locale: Locale, signal?: AbortSignal) => call('categories', {}, inLocale(locale, signal)),

    /** The site's own about / privacy / terms text in one language; `page: null` when it has none. */
    getSitePage: (page: SitePageName, locale: string, signal?: AbortSignal) =>
      call('sitePage', { params: { page, locale } }, { signal }),

    getHomepage: (locale: Locale, signal?: AbortSignal) => call('homepage', {}, inLocale(locale, signal)),

    getPost: (slug: string, locale: Locale, signal?: AbortSignal) =>
      call('getPost', { params: { slug } }, inLocale(locale, signal)),

    getPosts: (query: PostsListQuery, locale: Locale, signal?: AbortSignal) =>
      call('listPosts', { query: { category: query.category, page: query.page ?? 1 } }, inLocale(locale, signal)),

    /** A page of a tag's articles in `locale` (issue 17); 404 for an unknown tag or page. */
    getTagPosts: (slug: string, query: TagPostsQuery, locale: Locale, signal?: AbortSignal) =>
      call('tagPosts', { params: { slug }, query: { page: query.page ?? 1 } }, inLocale(locale, signal)),
    /** An author and a page of the articles they signed, in the X-Locale language (issue 17). */
    getAuthorPosts: (slug: string, query: AuthorPostsQuery, locale: Locale, signal?: AbortSignal) =>
      call('authorPosts', { params: { slug }, query: { page: query.page ?? 1 } }, inLocale(locale, signal)),

    translateSlug: (slug: string, locale: Locale, signal?: AbortSignal) =>
      call('translateSlug', { params: { slug, locale } }, { signal }),

    /** The contact form (issue 10): 201 once the lead is stored; 400 / 429 carry a message. */
    createLead: (body: CreateLeadRequest) => call('createLead', { body }),

    /** The newsletter box; subscribing twice is not an error. */
    subscribe: (body: SubscribeRequest) => call('subscribe', { body }),

    /** Beyond the spec: title search for the command palette. */
    search: (q: string, locale: Locale, signal?: AbortSignal) => call('search', { query: { q } }, inLocale(locale, signal)),
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
