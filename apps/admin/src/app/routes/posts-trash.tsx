import { SiteRequired } from '../../components/site-required';
import { TrashPage } from '../../features/trash/components/trash-page';

export function Component() {
  return <SiteRequired>{(site) => <TrashPage key={site.id} site={site} />}</SiteRequired>;
}
