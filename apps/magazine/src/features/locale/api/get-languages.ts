import type { PublicApi, PublicLanguage } from '@sitenet/api-client';
import { isLocale } from '@sitenet/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK_LANGUAGES } from '../../../lib/languages';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

/** The languages of a list the magazine can serve; English and Spanish when none (SPEC section 8). */
export function knownLanguages(languages: PublicLanguage[]): PublicLanguage[] {
  const known = languages.filter((language) => isLocale(language.code));
  return known.length > 0 ? known : FALLBACK_LANGUAGES;
}

/** The site's languages for this host; English and Spanish when the call fails (SPEC section 8). */
export async function getLanguages(api: PublicApi, domain: string): Promise<PublicLanguage[]> {
  try {
    return knownLanguages((await api.getLanguages(domain)).languages);
  } catch (error) {
    console.error('Language list failed, using English and Spanish', error);
    return FALLBACK_LANGUAGES;
  }
}

export const languagesQueryOptions = (api: PublicApi, domain: string) =>
  queryOptions({
    queryKey: queryKeys.languages(domain),
    queryFn: () => getLanguages(api, domain),
    staleTime: 10 * 60_000,
  });

export function useLanguages() {
  const { api, hostname } = useServices();
  return useQuery(languagesQueryOptions(api, hostname));
}
