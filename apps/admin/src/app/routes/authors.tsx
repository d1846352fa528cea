import { AuthorsPage } from '../../features/authors/components/authors-page';
import { useSelectedSite } from '../../lib/use-selected-site';
import { MediaPickerProvider } from '../media-picker-provider';

export function Component() {
  const { site, unmatched } = useSelectedSite();
  // The layout says no site matches (or the list is still loading): nothing to show as this site's.
  if (unmatched || !site) return null;
  const languages = ['en', ...(site.languages ?? []).filter((code) => code !== 'en')];
  return (
    // The avatar is chosen from the site's media library (features meet here).
    <MediaPickerProvider siteId={site.id}>
      <AuthorsPage key={site.id} siteId={site.id} siteName={site.name} languages={languages} />
    </MediaPickerProvider>
  );
}
