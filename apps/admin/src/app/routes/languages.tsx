import { LanguagesPage } from '../../features/languages/components/languages-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending, unmatched } = useSelectedSite();
  // The layout says no site matches; the global list would pass for that site's languages.
  if (unmatched) return null;
  return (
    <LanguagesPage
      key={site?.id ?? 'all'}
      siteId={site?.id ?? null}
      domain={site?.domain}
      siteName={site?.name}
      ready={!pending}
    />
  );
}
