import { SiteRequired } from '../../components/site-required';
import { MediaLibraryPage } from '../../features/media/components/media-library-page';

export function Component() {
  return <SiteRequired>{(site) => <MediaLibraryPage key={site.id} siteId={site.id} domain={site.domain} />}</SiteRequired>;
}
