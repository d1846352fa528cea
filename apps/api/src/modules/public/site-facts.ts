import { categoryPathOf, routeMapOf, type Locale } from '@sitenet/i18n';
import { readSiteSettings, SITE_PAGES, type PublicSite, type SiteCategory, type SiteSettings } from '../../contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages, sites, siteSettings } from '../../db/schema';
import type { Env } from '../../env';
import type { AppContext } from '../../lib/context';
import { publicOrigin } from '../../lib/public-origin';
import { CategoriesService } from '../categories/service';

/**
 * What a reader may know about a site, read in ONE place: its name and words (the sites table),
 * its settings (site_settings, every unset field at its default), its enabled languages, default
 * first. The magazine's title, og:site_name, JSON-LD, contact details, robots and sitemaps, the
 * feeds and GET /api/site all take it from here.
 */
export interface SiteFacts {
  id: number;
  name: string;
  /** The primary domain: every public URL of the site is built on it. */
  domain: string;
  description: string | null;
  /** From the settings; null when unset. */
  tagline: string | null;
  defaultLanguage: string;
  /** Enabled language codes, the default first. */
  languages: string[];
  /** The keys of the categories the site carries (its categories table), in the site's order. */
  categories: string[];
  /** The same categories with their look, words and slugs (current and former) per language. */
  categoryDetails: SiteCategory[];
  settings: SiteSettings;
}

/** The facts of one site, or null when it does not exist. */
export async function readSiteFacts(db: Db, siteId: number): Promise<SiteFacts | null> {
  const [[site], rows, [stored]] = await Promise.all([
    db
      .select({
        id: sites.id,
        name: sites.name,
        domain: sites.domain,
        description: sites.description,
      })
      .from(sites)
      .where(eq(sites.id, siteId)),
    db
      .select({ code: languages.code, isDefault: languages.isDefault })
      .from(languages)
      .where(and(eq(languages.siteId, siteId), eq(languages.enabled, true)))
      .orderBy(desc(languages.isDefault), asc(languages.id)),
    db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.siteId, siteId)),
  ]);
  const categoryDetails = site ? await new CategoriesService(db).forSite(siteId) : [];
  if (!site) return null;
  const defaultLanguage = rows.find((row) => row.isDefault)?.code ?? 'en';
  const settings = readSiteSettings(stored?.data);
  return {
    ...site,
    categories: categoryDetails.map((category) => category.key),
    categoryDetails,
    tagline: settings.identity.tagline,
    defaultLanguage,
    languages: rows.map((row) => row.code),
    settings,
  };
}

/** The facts as GET /api/site and the server-rendered magazine hand them to readers. */
export function toPublicSite(facts: SiteFacts, env: Pick<Env, 'PUBLIC_SCHEME' | 'PUBLIC_PORT'>): PublicSite {
  const { identity } = facts.settings;
  return {
    name: facts.name,
    domain: facts.domain,
    description: facts.description,
    tagline: facts.tagline,
    default_language: facts.defaultLanguage,
    languages: facts.languages,
    categories: facts.categories,
    category_details: facts.categoryDetails.map((category) => ({
      ...category,
      // Only the languages readers can reach: every page carries this list.
      translations: pick(category.translations, facts.languages),
      old_slugs: pick(category.old_slugs, facts.languages),
    })),
    // The one source of route names (@sitenet/i18n), for the languages readers can reach.
    route_names: Object.fromEntries(facts.languages.map((code) => [code, routeMapOf(code).routes])),
    canonical_origin: publicOrigin(env, facts.domain),
    logo_url: identity.logo_url,
    favicon_url: identity.favicon_url,
    accent_color: identity.accent_color,
    contact: facts.settings.contact,
    seo: facts.settings.seo,
    features: facts.settings.features,
    pages: Object.fromEntries(SITE_PAGES.map((name) => [name, Object.keys(facts.settings.pages[name])])) as PublicSite['pages'],
  };
}

/** The facts of a site through the per-site memo every write clears (ctx.invalidate). */
export function siteFactsOf(ctx: Pick<AppContext, 'db' | 'siteFacts'>, siteId: number): Promise<SiteFacts | null> {
  return ctx.siteFacts.get(String(siteId), () => readSiteFacts(ctx.db, siteId));
}

function pick<T>(byLanguage: Record<string, T>, codes: string[]): Record<string, T> {
  return Object.fromEntries(codes.filter((code) => code in byLanguage).map((code) => [code, byLanguage[code]!]));
}

/** Each carried category's path in a language, on the site's slug there (English's, else the key). */
export function categoryPathsOf(facts: Pick<SiteFacts, 'categoryDetails'>): (key: string, locale: Locale) => string | undefined {
  const byKey = new Map(facts.categoryDetails.map((category) => [category.key, category]));
  return (key, locale) => {
    const category = byKey.get(key);
    if (!category) return undefined;
    return categoryPathOf(category.translations[locale]?.slug ?? category.translations.en?.slug ?? key, locale);
  };
}
