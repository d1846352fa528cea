import { useMemo } from 'react';
import { ORIGINAL_LANGUAGE, roleOnSite, type AdminLanguage } from '@sitenet/api-client';
import { useGrants } from '../../../lib/use-can';

/**
 * The languages the signed-in person writes on this site: every one, but for a translator only
 * the languages of their membership, plus the English original they translate from (the source).
 * The server refuses the others either way; this keeps their tabs out of the way.
 */
export function useEditorLanguages(siteId: number, languages: AdminLanguage[]): AdminLanguage[] {
  const grants = useGrants();
  return useMemo(() => {
    if (!grants || roleOnSite(grants, siteId) !== 'translator') return languages;
    const mine = new Set(grants.memberships.get(siteId)?.languages ?? []);
    return languages.filter((l) => l.code === ORIGINAL_LANGUAGE || mine.has(l.code));
  }, [grants, siteId, languages]);
}
