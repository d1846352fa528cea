import { LanguagesPage } from '../../features/languages/components/languages-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending } = useSelectedSite();
  return (
    <LanguagesPage
      key={site?.id ?? 'all'}
      siteId={site?.id ?? null}
      siteName={site?.name}
      ready={!pending}
    />
  );
}
