import ar from '@sitenet/i18n/translations/ar.json';
import en from '@sitenet/i18n/translations/en.json';
import es from '@sitenet/i18n/translations/es.json';
import fr from '@sitenet/i18n/translations/fr.json';
import zh from '@sitenet/i18n/translations/zh.json';
import { routeMapOf } from '@sitenet/i18n';

/**
 * The translations the magazine shipped with, as files. They are each site's starting strings
 * (seed.ts).
 */
export const SHIPPED: Readonly<Record<string, Record<string, unknown>>> = { en, es, ar, fr, zh };

/** The language's URL segments, from the one source of route names (@sitenet/i18n routeMapOf). */
export function routeSections(code: string): Record<string, unknown> {
  const { routes, categoryRoutes } = routeMapOf(code);
  return { routes, categoryRoutes };
}
