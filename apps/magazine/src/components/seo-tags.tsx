import type { PublicSite } from '@sitenet/api-client';
import { dateLocaleOf, DEFAULT_LOCALE, feedPathOf, type Locale } from '@sitenet/i18n';
import { useLocation } from 'react-router';
import { useLocale, useSiteName, useT } from '../lib/locale-context';
import { siteLocales, useCanonicalOrigin, useSite } from '../lib/site';
import * as structuredData from '../lib/structured-data';
import { DEFAULT_SHARE_IMAGE, type SeoProps } from './seo-props';

/** `%s · TipsHub` with the page's title in place of `%s`; null when the site has no template. */
function applyTitleTemplate(template: string | null | undefined, title: string): string | null {
  return template?.includes('%s') ? template.replace('%s', title) : null;
}

/** Only the entries of a per-language map whose language the site carries (hreflang, the switcher). */
function carriedLocales<T>(site: PublicSite | null | undefined, byLocale: Partial<Record<Locale, T>>): Record<Locale, T> {
  const carried = new Set<string>(siteLocales(site));
  return Object.fromEntries(Object.entries(byLocale).flatMap(([code, value]) => (carried.has(code) && value !== undefined ? [[code, value]] : [])));
}

/** Open Graph's locale format: en -> en_US. */
/** Open Graph's locale: the language's Intl locale with an underscore (en_US, es_ES, de_DE ...). */
const ogLocale = (locale: Locale) => dateLocaleOf(locale).replace('-', '_');

/**
 * Document title, meta description, canonical, hreflang, Open Graph / Twitter card and JSON-LD.
 * React 19 hoists the title, meta and link elements into <head>, on the server as in the browser.
 */
export function SeoTags({
  title,
  description,
  alternates,
  noindex,
  bare,
  canonicalPath,
  prevPath,
  nextPath,
  image,
  type = 'website',
  jsonLd,
  feedOf,
}: SeoProps) {
  const t = useT();
  const locale = useLocale();
  const origin = useCanonicalOrigin();
  const siteName = useSiteName();
  const { pathname } = useLocation();
  const absolute = (path: string) => new URL(path, origin || 'http://localhost').toString();
  const site = useSite();
  // Only the languages the site carries: the others answer 404 there.
  const carried = carriedLocales(site, alternates ?? {});
  const entries = Object.entries(carried);
  const xDefault = carried[DEFAULT_LOCALE] ?? entries[0]?.[1];
  // The site's own template (`%s · Name`) when it has one, else the translated `title | name`.
  const fullTitle = bare ? title : (applyTitleTemplate(site?.seo.title_template, title) ?? t('meta.titleTemplate', { title }));
  const canonical = absolute(canonicalPath ?? pathname);
  const picture = absolute(image || site?.seo.share_image_url || DEFAULT_SHARE_IMAGE);
  // A staging site (`noindex` in its settings) keeps every page out of search results.
  const hidden = noindex || site?.seo.noindex;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {hidden && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {entries.map(([code, path]) => (
        <link key={code} rel="alternate" hrefLang={code} href={absolute(path)} />
      ))}
      {xDefault && <link rel="alternate" hrefLang="x-default" href={absolute(xDefault)} />}
      {prevPath && <link rel="prev" href={absolute(prevPath)} />}
      {nextPath && <link rel="next" href={absolute(nextPath)} />}
      {feedOf && <link rel="alternate" type="application/rss+xml" title={fullTitle} href={absolute(feedPathOf(feedOf))} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={picture} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {entries
        .filter(([code]) => code !== locale)
        .map(([code]) => (
          <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
      {jsonLd?.(structuredData)?.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData.jsonLdText(item) }} />
      ))}
    </>
  );
}
