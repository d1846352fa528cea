import { NewsletterPage } from '../../features/leads/components/newsletter-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending } = useSelectedSite();
  return <NewsletterPage key={site?.id ?? 'all'} siteId={site?.id ?? null} domain={site?.domain} ready={!pending} />;
}
