import type { Locale } from '@sitenet/i18n';
import type { ReactNode } from 'react';
import { directionOf } from '../lib/locale-context';
import type { PageAssets } from '../server-contract';

/** The page's files, as the API hands them to the server entry (one definition: server-contract.ts). */
export type { PageAssets };

/** JSON that cannot close the script element that carries it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const HYDRATION_ELEMENT_ID = 'ssr-data';

/** What public/page-scripts.js starts after the first paint: the client entry and its imports. */
export interface PageScripts {
  modules: string[];
  preloads: string[];
}

export interface DocumentProps {
  locale: Locale;
  assets: PageAssets;
  /** The state the client entry hydrates from, as scriptJson text; none for pages that stay static. */
  hydrationJson?: string;
  children: ReactNode;
}

/**
 * The whole HTML document of a server-rendered page. Only #root is hydrated; the page's own
 * title, meta and link tags are hoisted into <head> by React. No inline script runs: the data
 * travels in non-executable JSON scripts, so `script-src 'self'` holds. The module scripts are
 * neither linked nor preloaded here: public/page-scripts.js starts them once the page has painted,
 * so they never compete with the stylesheets and pictures of the first paint.
 */
export function Document({ locale, assets, hydrationJson, children }: DocumentProps) {
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#4c6ef5" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script
          id="app-config"
          type="application/json"
          dangerouslySetInnerHTML={{ __html: scriptJson({ admin: false, apiBaseUrl: '' }) }}
        />
        <script src="/theme-init.js" />
      </head>
      <body>
        <div id="root">{children}</div>
        {hydrationJson !== undefined && (
          <script id={HYDRATION_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: hydrationJson }} />
        )}
        {hydrationJson !== undefined && (
          <>
            <script
              id="page-scripts"
              type="application/json"
              dangerouslySetInnerHTML={{
                __html: scriptJson({ modules: assets.scripts, preloads: assets.modulePreloads } satisfies PageScripts),
              }}
            />
            <script src="/page-scripts.js" defer />
          </>
        )}
      </body>
    </html>
  );
}
