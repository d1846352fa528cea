import { useParams } from 'react-router';
import { SiteRequired } from '../../components/site-required';
import { LANGUAGE_PARAM } from '../../config/paths';
import { StringsPage } from '../../features/interface-strings/components/strings-page';

export function Component() {
  const code = useParams()[LANGUAGE_PARAM] ?? '';
  return <SiteRequired>{(site) => <StringsPage key={`${site.id}-${code}`} site={site} code={code} />}</SiteRequired>;
}
