import { DEFAULT_LOCALE, type Locale } from '@sitenet/i18n';
import { useLocation } from 'react-router';
import { useLocale, useT } from '../lib/locale-context';
import { useServices } from '../lib/services';

export interface SeoProps {
  /** Page title without the site name; the template adds it. */
  title: string;
  description: string;
  /** Path of this page in each locale it exists in (hreflang alternates). */
  alternates?: Partial<Record<Locale, string>>;
  /** Keep error and not-found pages out of search results. */
  noindex?: boolean;
  /** The title already names the site (homepage): no template. */
  bare?: boolean;
}

/**
 * Document title, meta description, canonical and hreflang links. React 19 hoists these elements
 * into <head>, so the same component works when the page is rendered on a server.
 */
export function Seo({ title, description, alternates, noindex, bare }: SeoProps) {
  const t = useT();
  const locale = useLocale();
  const { origin } = useServices();
  const { pathname } = useLocation();
  const absolute = (path: string) => new URL(path, origin || 'http://localhost').toString();
  const entries = Object.entries(alternates ?? {}) as Array<[Locale, string]>;
  const xDefault = alternates?.[DEFAULT_LOCALE] ?? entries[0]?.[1];

  return (
    <>
      <title>{bare ? title : t('meta.titleTemplate', { title })}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={locale} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={absolute(pathname)} />
      {entries.map(([code, path]) => (
        <link key={code} rel="alternate" hrefLang={code} href={absolute(path)} />
      ))}
      {xDefault && <link rel="alternate" hrefLang="x-default" href={absolute(xDefault)} />}
    </>
  );
}
