import type { Locale } from './schemas/common';
import type {
  HomepageResponse,
  PostResponse,
  PostsListQuery,
  PostsListResponse,
  PublicLanguagesResponse,
  SearchResponse,
  TranslateResponse,
  TranslationDictionary,
} from './schemas/public';
import { createHttp, type HttpOptions } from './http';

/** Typed fetchers for every public call of SPEC section 7. */
export function createPublicApi(http: HttpOptions = {}) {
  const request = createHttp(http);
  const localeHeader = (locale: Locale) => ({ 'X-Locale': locale });

  return {
    /** Served by the magazine next to its HTML, not by the API. */
    getTranslations: (locale: string, signal?: AbortSignal) =>
      request<TranslationDictionary>(`/translations/${encodeURIComponent(locale)}.json`, { signal }),

    getLanguages: (domain: string, signal?: AbortSignal) =>
      request<PublicLanguagesResponse>('/api/languages', { query: { domain }, signal }),

    getHomepage: (locale: Locale, signal?: AbortSignal) =>
      request<HomepageResponse>('/api/posts/homepage', { headers: localeHeader(locale), signal }),

    getPost: (slug: string, locale: Locale, signal?: AbortSignal) =>
      request<PostResponse>(`/api/posts/${encodeURIComponent(slug)}`, {
        headers: localeHeader(locale),
        signal,
      }),

    getPosts: (query: PostsListQuery, locale: Locale, signal?: AbortSignal) =>
      request<PostsListResponse>('/api/posts', {
        query: { category: query.category, page: query.page ?? 1 },
        headers: localeHeader(locale),
        signal,
      }),

    translateSlug: (slug: string, locale: Locale, signal?: AbortSignal) =>
      request<TranslateResponse>(
        `/api/posts/translate/${encodeURIComponent(slug)}/${encodeURIComponent(locale)}`,
        { signal },
      ),

    /** Beyond the spec: title search for the command palette. */
    search: (q: string, locale: Locale, signal?: AbortSignal) =>
      request<SearchResponse>('/api/search', { query: { q }, headers: localeHeader(locale), signal }),
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
