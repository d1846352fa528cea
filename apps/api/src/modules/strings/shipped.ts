import ar from '@sitenet/i18n/translations/ar.json';
import en from '@sitenet/i18n/translations/en.json';
import es from '@sitenet/i18n/translations/es.json';
import fr from '@sitenet/i18n/translations/fr.json';
import zh from '@sitenet/i18n/translations/zh.json';

/**
 * The translations the magazine shipped with, as files. They are each site's starting strings
 * (seed.ts) and give the generated dictionary its URL segments (`routes`, `categoryRoutes`), which
 * are code, not interface text.
 */
export const SHIPPED: Readonly<Record<string, Record<string, unknown>>> = { en, es, ar, fr, zh };

const ROUTE_SECTIONS = ['routes', 'categoryRoutes'] as const;

/** The language's URL segments (English ones for a language the magazine has no file for). */
export function routeSections(code: string): Record<string, unknown> {
  const file = SHIPPED[code] ?? en;
  return Object.fromEntries(ROUTE_SECTIONS.map((section) => [section, file[section] ?? (en as Record<string, unknown>)[section]]));
}
