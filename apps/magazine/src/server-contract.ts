/**
 * The contract between the magazine's server entry (entry-server.tsx, built to
 * dist-server/entry-server.js) and the API that loads it (apps/api/src/modules/pages). Types only:
 * the API imports them at compile time and the built bundle at run time.
 */

import type { PublicLanguage, PublicPostDetail, PublicSite } from '@sitenet/api-client';

/** The files a server-rendered page loads: its stylesheets, the client entry, and what to fetch early. */
export interface PageAssets {
  styles: string[];
  /** Module scripts, the client entry first. */
  scripts: string[];
  modulePreloads: string[];
}

export interface RenderInput {
  /** Path and query of the request, e.g. `/es/categoria/dinero?page=2`. */
  url: string;
  /** The site's canonical origin (e.g. `https://example.com`), never the request's: where the page's absolute URLs point. */
  origin: string;
  /** The request's host name (which site's languages the menu lists). */
  hostname: string;
  /** The reader's `locale` cookie: where `/` and the error pages send or speak. */
  cookieLocale?: string;
  /** Answers the page's API calls (in process on the API server: no network hop). */
  fetch: typeof fetch;
  /**
   * The site's interface texts (its stored strings, apps/api modules/strings): `version` changes
   * whenever they may have changed, `load` answers one language's dictionary (what
   * /translations/{code}.json answers). Absent: the translation files bundled into the build.
   */
  texts?: { version: string; load: (locale: string) => Promise<unknown> };
  /**
   * The site's state, what a reader may know about it (GET /api/site; null when there is no
   * site) and, when the caller has them, its languages as GET /api/languages lists them (the
   * language menu's: the page then does not ask for them).
   */
  site: { active: boolean; maintenanceMode: boolean; about: PublicSite | null; languages?: PublicLanguage[] };
  /** The page's stylesheets and scripts, given the app/routes files it renders (see RouteHandle). */
  assets: (chunks: string[]) => PageAssets;
  /**
   * A preview link's article (one translation in its saved state, whatever that is): rendered at
   * its own article URL through the same routes as a published one, with the preview ribbon,
   * `noindex`, and no client scripts (a static page: nothing hydrates, counts a view or navigates).
   * `url` is then ignored.
   */
  preview?: { post: PublicPostDetail };
}

export interface RenderResult {
  status: number;
  /** The full document (empty for a redirect). */
  html: string;
  redirect?: { location: string; status: number };
  /**
   * The state the page hydrates from (JSON), served at `pageDataPath(version, url)` (the page names
   * that URL); none for a redirect or a page that stays static (a preview).
   */
  data?: { version: string; json: string };
}

/** What dist-server/entry-server.js exports. */
export interface ServerEntry {
  render: (input: RenderInput) => Promise<RenderResult>;
  /** `locale=es; theme=dark` -> 'es' (undefined when absent or not a locale). */
  localeFromCookie: (header: string | undefined) => string | undefined;
  /** `'sha256-…'` sources for the page's inline scripts, to add to the CSP's `script-src`. */
  inlineScriptSources: string[];
}
