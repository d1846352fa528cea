import { NewslettersPage } from '../../features/newsletters/components/newsletters-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site } = useSelectedSite();
  return <NewslettersPage key={site?.id ?? 'none'} site={site} />;
}
