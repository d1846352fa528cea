import { SiteRequired } from '../../components/site-required';
import { TranslationMatrixPage } from '../../features/translations/components/translation-matrix-page';

export function Component() {
  return <SiteRequired>{(site) => <TranslationMatrixPage key={site.id} site={site} />}</SiteRequired>;
}
