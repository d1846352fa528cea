/**
 * Server rendering of the magazine: `render(input)` answers one page request with a full HTML
 * document (or a redirect), through the same routes, loaders and components the browser uses.
 * Built by `vite build --ssr` into dist-server/entry-server.js; apps/api loads it and serves it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { createPublicApi, translationsPath, type PublicSite } from '@sitenet/api-client';
import { pageDataPath } from '@sitenet/api-client/page-data-path';
import { buildPath, DEFAULT_LOCALE, detectLocale, feedPath, isLocale, type Locale } from '@sitenet/i18n';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Document } from './app/document';
import { PAGE_SCRIPTS_LOADER, THEME_INIT_SCRIPT } from './app/inline-scripts';
import { AppProviders } from './app/providers';
import { branchLocales, createRoutes, type RouteHandle } from './app/router';
import { PreviewRibbon } from './app/preview-ribbon';
import { SiteStatePage } from './app/site-state-page';
import { postQueryOptions, type PostResult } from './features/article/api/get-post';
import { knownLanguages, languagesQueryOptions } from './features/locale/api/get-languages';
import { REQUESTED_PARAM } from './features/article/lib/requested-locale';
import { preloadDeferred } from './lib/deferred';
import { setSanitizerWindow } from './lib/sanitize';
import { createI18n, loadLocale, NAMESPACE, rememberPlainTexts } from './lib/i18n';
import { LocaleContext } from './lib/locale-context';
import type { Services } from './lib/services';
import { siteLocales, siteQueryOptions } from './lib/site';
import type { PageAssets, RenderInput, RenderResult } from './server-contract';
import { localeFromCookie } from './lib/storage';

export type { PageAssets, RenderInput, RenderResult };
export { localeFromCookie };

/** CSP sources for the page's inline scripts (their SHA-256), so `script-src` needs no 'unsafe-inline'. */
export const inlineScriptSources = [THEME_INIT_SCRIPT, PAGE_SCRIPTS_LOADER].map(
  (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
);

/** Translation files, bundled into the server build and read from memory (no request to self). */
const dictionaries = import.meta.glob<unknown>('../../../packages/i18n/translations/*.json', {
  eager: true,
  import: 'default',
});

async function readDictionary(locale: string): Promise<unknown> {
  const dictionary = dictionaries[`../../../packages/i18n/translations/${locale}.json`];
  if (!dictionary) throw new Error(`No translation file for "${locale}"`);
  return dictionary;
}

let sanitizerReady = false;
/** DOMPurify needs a DOM: one jsdom window for the process, created on the first render. */
function prepareSanitizer() {
  if (sanitizerReady) return;
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  sanitizerReady = true;
}

/**
 * One i18next instance per site (and one for the bundled files), each language's dictionary
 * added once (not an instance and a copy of the dictionary per request). Safe for concurrent
 * renders of different languages: every text is translated with the page's language fixed per
 * call (useT: `lng`), the instance's own language is never changed, and an instance's
 * dictionaries never change (so the texts asked for without options are kept): when the site's
 * texts change (`texts.version`), the site gets a new instance at its next render.
 */
let bundledI18n: I18n | undefined;
const siteI18n = new Map<string, { version: string; i18n: I18n }>();
/** Sites kept at most; past it the map starts again (a network has far fewer). */
const MAX_SITES = 500;

function i18nFor(input: RenderInput): I18n {
  if (!input.texts) return (bundledI18n ??= rememberPlainTexts(createI18n()));
  const kept = siteI18n.get(input.hostname);
  if (kept && kept.version === input.texts.version) return kept.i18n;
  if (siteI18n.size >= MAX_SITES) siteI18n.clear();
  const i18n = rememberPlainTexts(createI18n());
  siteI18n.set(input.hostname, { version: input.texts.version, i18n });
  return i18n;
}

function createServerServices(input: RenderInput): Services {
  const stored = isLocale(input.cookieLocale) ? input.cookieLocale : undefined;
  return {
    api: createPublicApi({ baseUrl: '', fetch: input.fetch }),
    translations: input.texts?.load ?? readDictionary,
    storedLocale: () => stored,
    queryClient: new QueryClient({
      defaultOptions: { queries: { staleTime: 60_000, retry: false, gcTime: Infinity } },
    }),
    i18n: i18nFor(input),
    origin: input.origin,
    hostname: input.hostname,
  };
}

/**
 * The request being rendered. The route trees and their static handlers are built once for the
 * process, one per set of languages (loading each lazy page module once, instead of on every
 * request); their loaders reach the request's own services through this.
 */
const rendering = new AsyncLocalStorage<Services>();

function currentServices(): Services {
  const services = rendering.getStore();
  if (!services) throw new Error('A magazine loader ran outside a server render');
  return services;
}

/** An object whose properties are those of the current request's `pick(services)`. */
function forwardTo<T extends object>(pick: (services: Services) => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = pick(currentServices());
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The services the shared routes are built with. The loaders keep `api` and `queryClient` from
 * when they were built, so those forward each call; the rest are read when a loader runs (the
 * i18n instance itself, never a stand-in: loadLocale remembers its work per instance).
 */
const requestServices: Services = {
  api: forwardTo((services) => services.api),
  queryClient: forwardTo((services) => services.queryClient),
  get i18n() {
    return currentServices().i18n;
  },
  get translations() {
    return currentServices().translations;
  },
  storedLocale: () => currentServices().storedLocale(),
  get origin() {
    return currentServices().origin;
  },
  get hostname() {
    return currentServices().hostname;
  },
};

/** One route tree per set of branched languages (most sites share the five's), built once each. */
const MAX_ROUTE_TREES = 50;
const staticHandlers = new Map<string, ReturnType<typeof createStaticHandler>>();

function sharedStaticHandler(site: PublicSite | null | undefined) {
  const locales = branchLocales(site);
  const key = locales.join(',');
  let handler = staticHandlers.get(key);
  if (!handler) {
    // A network has a few language sets; past this many the map starts again.
    if (staticHandlers.size >= MAX_ROUTE_TREES) staticHandlers.clear();
    handler = createStaticHandler(createRoutes(requestServices, locales));
    staticHandlers.set(key, handler);
  }
  return handler;
}

function doctype(markup: string): string {
  return `<!DOCTYPE html>${markup}`;
}

/** A closed site: a translated static page (no script), 503 in maintenance, 404 when inactive. */
async function renderSiteState(
  input: RenderInput,
  services: Services,
  state: 'maintenance' | 'unavailable',
) {
  const pathLocale = detectLocale(new URL(input.url, 'http://x').pathname);
  const locale: Locale =
    pathLocale !== DEFAULT_LOCALE ? pathLocale : (services.storedLocale() ?? DEFAULT_LOCALE);
  if (!(await loadLocale(services, locale))) await loadLocale(services, DEFAULT_LOCALE);
  const html = renderToString(
    <Document locale={locale} assets={{ ...input.assets([]), scripts: [], modulePreloads: [] }}>
      <AppProviders services={services}>
        <LocaleContext.Provider value={locale}>
          <SiteStatePage state={state} />
        </LocaleContext.Provider>
      </AppProviders>
    </Document>,
  );
  return { status: state === 'maintenance' ? 503 : 404, html: doctype(html) };
}

/** Route errors as the browser router reads them back (see entry-client.tsx). */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (error && typeof error === 'object' && 'status' in error && 'statusText' in error) {
        return [id, { ...(error as object), __type: 'RouteErrorResponse' }];
      }
      return [
        id,
        { __type: 'Error', message: error instanceof Error ? error.message : String(error) },
      ];
    }),
  );
}

export async function render(input: RenderInput): Promise<RenderResult> {
  prepareSanitizer();
  // Deferred parts render in place on the server (the browser loads their code later).
  await preloadDeferred();
  const services = createServerServices(input);
  // The site's facts (name, canonical origin) as the API knows them: rendered with, and
  // dehydrated into the page so the browser hydrates with the same.
  if (input.site.about) {
    services.queryClient.setQueryData(siteQueryOptions(services.api, input.hostname).queryKey, input.site.about);
  }
  // The language menu's list, when the caller has it at hand (one API read less per page).
  if (input.site.languages) {
    services.queryClient.setQueryData(languagesQueryOptions(services.api, input.hostname).queryKey, knownLanguages(input.site.languages));
  }
  if (!input.site.active) return renderSiteState(input, services, 'unavailable');
  if (input.site.maintenanceMode) return renderSiteState(input, services, 'maintenance');

  const preview = input.preview?.post;
  let url = input.url;
  if (preview) {
    // The article loader finds the previewed translation already loaded (a loader data override:
    // the same route, loader and components as the public page, no request for the post).
    url = buildPath({ name: 'article', slug: preview.slug }, preview.locale);
    const loaded: PostResult = { kind: 'ok', post: preview };
    services.queryClient.setQueryData(postQueryOptions(services.api, preview.slug, preview.locale).queryKey, loaded);
  }

  const handler = sharedStaticHandler(input.site.about);
  const request = new Request(new URL(url, input.origin), { method: 'GET' });
  const context = await rendering.run(services, () => handler.query(request));
  if (context instanceof Response) {
    const location = context.headers.get('Location') ?? '/';
    return { status: context.status, html: '', redirect: { location, status: context.status } };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const chunks = context.matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle?.chunk ? [handle.chunk] : [];
  });
  const locale = pageLocale(context);
  const locales = hydrationLocales(services.i18n, locale, request);
  const hydration = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    query: dehydrate(services.queryClient),
    locales,
  };
  const assets = input.assets(chunks);
  // A preview is a static page: its stylesheets, no scripts and nothing to hydrate.
  const data = preview ? undefined : pageData(hydration);
  const html = renderToString(
    <Document
      locale={locale}
      assets={preview ? { ...assets, scripts: [], modulePreloads: [] } : assets}
      dataUrl={data && pageDataPath(data.version, url)}
      fetches={locales.map(translationsPath)}
      favicon={input.site.about?.favicon_url}
      accentColor={input.site.about?.accent_color}
      feed={feedOf(input.site.about, locale)}
      noindex={preview !== undefined}
    >
      <AppProviders services={services}>
        {preview && (
          <LocaleContext.Provider value={locale}>
            <PreviewRibbon />
          </LocaleContext.Provider>
        )}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </Document>,
  );
  return { status: context.statusCode, html: doctype(html), data };
}

/**
 * The state the browser hydrates from, as the file the page names (served by the API beside the
 * page, fetched with the scripts after the first paint) rather than inside the HTML, whose
 * first round trip it would overflow. Its times are zeroed (the browser counts its data as
 * fetched on arrival anyway), so the same content always makes the same bytes and version.
 */
function pageData(state: { query: DehydratedState }): { version: string; json: string } {
  for (const query of state.query.queries) {
    query.dehydratedAt = 0;
    query.state.dataUpdatedAt = 0;
  }
  const json = JSON.stringify(state);
  return { version: createHash('sha256').update(json).digest('base64url').slice(0, 16), json };
}

/**
 * The translation files the browser hydrates with: the page's language, and the one an article's
 * "not in your language" notice speaks (`?requested=`). The page names them and the browser fetches
 * them (cached across pages); any other when it navigates there.
 */
function hydrationLocales(i18n: I18n, locale: Locale, request: Request): string[] {
  const requested = new URL(request.url).searchParams.get(REQUESTED_PARAM);
  const locales = isLocale(requested) && requested !== locale ? [locale, requested] : [locale];
  return locales.filter((code) => i18n.hasResourceBundle(code, NAMESPACE));
}

/** The feed of the page's language, when the site carries it (a site's feeds exist in its languages only). */
function feedOf(site: PublicSite | null, locale: Locale): { href: string; title: string } | undefined {
  if (!site || !siteLocales(site).includes(locale)) return undefined;
  return { href: new URL(feedPath(locale), site.canonical_origin).href, title: site.name };
}

/** The language the page is shown in: what the locale branch (or the error branch) loaded. */
function pageLocale(context: StaticHandlerContext): Locale {
  for (const match of [...context.matches].reverse()) {
    const data = context.loaderData[match.route.id] as { locale?: unknown } | undefined;
    if (data && isLocale(data.locale)) return data.locale;
  }
  return DEFAULT_LOCALE;
}
