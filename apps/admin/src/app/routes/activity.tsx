import { useParams } from 'react-router';
import { SiteRequired } from '../../components/site-required';
import { SITE_PARAM } from '../../config/paths';
import { ActivityPage } from '../../features/activity/components/activity-page';

/** /activity (every entry the person may read) and /{domain}/activity (that site's only). */
export function Component() {
  const domain = useParams()[SITE_PARAM];
  if (!domain) return <ActivityPage site={null} />;
  return <SiteRequired>{(site) => <ActivityPage key={site.id} site={site} />}</SiteRequired>;
}
