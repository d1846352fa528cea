import { SiteRequired } from '../../components/site-required';
import { SiteSettingsPage } from '../../features/settings/components/site-settings-page';

export function Component() {
  return <SiteRequired>{(site) => <SiteSettingsPage key={site.id} site={site} />}</SiteRequired>;
}
