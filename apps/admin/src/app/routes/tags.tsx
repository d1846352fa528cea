import { TagsPage } from '../../features/tags/components/tags-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, unmatched } = useSelectedSite();
  // The layout says no site matches (or the list is still loading): nothing to show as this site's.
  if (unmatched || !site) return null;
  const languages = ['en', ...(site.languages ?? []).filter((code) => code !== 'en')];
  return <TagsPage key={site.id} siteId={site.id} siteName={site.name} languages={languages} />;
}
