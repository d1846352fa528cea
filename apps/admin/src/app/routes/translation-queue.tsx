import { SiteRequired } from '../../components/site-required';
import { TranslationQueuePage } from '../../features/translations/components/translation-queue-page';

export function Component() {
  return <SiteRequired>{(site) => <TranslationQueuePage key={site.id} site={site} />}</SiteRequired>;
}
