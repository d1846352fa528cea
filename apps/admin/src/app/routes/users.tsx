import { UsersPage } from '../../features/people/components/users-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, domain, pending, unmatched } = useSelectedSite();
  // A domain that matches none of the person's sites shows nothing as if it were that site's.
  if (domain && unmatched) return null;
  return <UsersPage siteId={site?.id ?? null} siteName={site?.name} ready={!domain || !pending} />;
}
