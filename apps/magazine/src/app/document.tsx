import type { Locale } from '@sitenet/i18n';
import type { ReactNode } from 'react';
import { accentCss } from '../lib/accent';
import { directionOf } from '../lib/locale-context';
import type { PageAssets } from '../server-contract';
import { PAGE_SCRIPTS_LOADER, THEME_INIT_SCRIPT } from './inline-scripts';

/** The page's files, as the API hands them to the server entry (one definition: server-contract.ts). */
export type { PageAssets };

/** JSON that cannot close the script element that carries it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * What the loader (public/page-scripts.js) starts after load: the client entry and its imports,
 * and the data files it fetches first (the translation files, kept out of the HTML: a page small
 * enough for the first round trip of a new connection paints a round trip sooner).
 */
export interface PageScripts {
  modules: string[];
  preloads: string[];
  fetches: string[];
  /** The state the page hydrates from (one of `fetches`). */
  data: string;
}

export interface DocumentProps {
  locale: Locale;
  assets: PageAssets;
  /** Where the state the client entry hydrates from is served; none for pages that stay static. */
  dataUrl?: string;
  /** Files the client entry fetches before hydrating, preloaded with the scripts. */
  fetches?: string[];
  /** The site's own favicon and accent colour (its settings); the magazine's own when unset. */
  favicon?: string | null;
  accentColor?: string | null;
  /** The RSS feed of the page's language, announced on every page so readers and crawlers find it. */
  feed?: { href: string; title: string };
  /** Kept out of search results whatever the page says (a preview link's page). */
  noindex?: boolean;
  children: ReactNode;
}

/**
 * The whole HTML document of a server-rendered page. Only #root is hydrated; the page's own
 * title, meta and link tags are hoisted into <head> by React. The state it hydrates from is a file
 * of its own (`dataUrl`), the rest travels in non-executable JSON scripts; the only inline scripts
 * are the two of inline-scripts.ts, allowed by their hashes.
 * The module scripts are neither linked nor preloaded here: the loader (public/page-scripts.js)
 * starts them once the page has loaded, so they never compete with the first paint.
 */
export function Document({ locale, assets, dataUrl, fetches = [], favicon, accentColor, feed, noindex, children }: DocumentProps) {
  const accent = accentCss(accentColor);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#4c6ef5" />
        {noindex && <meta name="robots" content="noindex" />}
        {favicon ? <link rel="icon" href={favicon} /> : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        {feed && <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* After the stylesheets, so the site's accent wins over the magazine's tokens. */}
        {accent && <style id="site-accent" dangerouslySetInnerHTML={{ __html: accent }} />}
        <script
          id="app-config"
          type="application/json"
          dangerouslySetInnerHTML={{ __html: scriptJson({ admin: false, apiBaseUrl: '' }) }}
        />
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body>
        <div id="root">{children}</div>
        {dataUrl !== undefined && (
          <>
            <script
              id={PAGE_SCRIPTS_ID}
              type="application/json"
              dangerouslySetInnerHTML={{
                __html: scriptJson({
                  modules: assets.scripts,
                  preloads: assets.modulePreloads,
                  fetches: [...fetches, dataUrl],
                  data: dataUrl,
                } satisfies PageScripts),
              }}
            />
            <script dangerouslySetInnerHTML={{ __html: PAGE_SCRIPTS_LOADER }} />
          </>
        )}
      </body>
    </html>
  );
}
