import { canOnSite, type Grants } from '@sitenet/api-client';

/**
 * The languages a person may write on a site when they only translate (a translator: translations
 * but no post of their own), or null when they may write every language the site has. The editor
 * then offers only the original (to read from) and these, so a translator never types a whole
 * Arabic translation the server would refuse on save.
 */
export function translatorLanguages(grants: Grants | null, siteId: number): readonly string[] | null {
  if (!grants) return null;
  if (canOnSite(grants, 'posts.write_own', siteId) || !canOnSite(grants, 'translations.write', siteId)) return null;
  return grants.memberships.get(siteId)?.languages ?? [];
}
