import { ErrorPage, Logo } from '@sitenet/ui';
import { useSiteName, useT } from '../lib/locale-context';

/** What a reader sees when the site is closed: in maintenance (503) or not active (404). */
export function SiteStatePage({ state }: { state: 'maintenance' | 'unavailable' }) {
  const t = useT();
  const siteName = useSiteName();
  const title = t(state === 'maintenance' ? 'site.maintenanceTitle' : 'site.unavailableTitle');
  const text = t(state === 'maintenance' ? 'site.maintenanceText' : 'site.unavailableText');
  return (
    <main id="main" className="container" data-testid={`site-${state}`}>
      <title>{title}</title>
      <meta name="description" content={text} />
      <meta name="robots" content="noindex" />
      <div style={{ paddingBlock: 32 }}>
        <Logo label={siteName} size={30} />
      </div>
      <ErrorPage code={state === 'maintenance' ? '503' : '404'} title={title} description={text} />
    </main>
  );
}
