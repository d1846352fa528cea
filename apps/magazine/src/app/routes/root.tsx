import { DEFAULT_LOCALE } from '@sitenet/i18n';
import { ErrorPage } from '@sitenet/ui';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ToastHost } from '../../components/toast-host';
import { LocaleContext, useT } from '../../lib/locale-context';
import { useServices } from '../../lib/services';
import { PageViewBeacon } from './page-view-beacon';

/**
 * A new page starts at the top (or at its #hash); Back and Forward return to where the reader was
 * (positions kept per history entry in sessionStorage by react-router).
 */
function ScrollPositions() {
  return <ScrollRestoration />;
}

/** A thin bar while the next page's data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  return <div className="nav-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />;
}

/**
 * Marks <html data-hydrated> once the page is interactive (its scripts start after the first
 * paint): every listener of the page is in place by then. Tests wait for it before interacting.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export function Root() {
  useHydratedMark();
  return (
    <>
      <ScrollPositions />
      <NavigationProgress />
      <PageViewBeacon />
      <Outlet />
      <ToastHost />
    </>
  );
}

function ServerErrorContent() {
  const t = useT();
  return (
    <ErrorPage
      code="500"
      title={t('errors.serverTitle')}
      description={t('errors.serverText')}
      actions={
        <a className="button" href="/">
          {t('errors.backToHome')}
        </a>
      }
    />
  );
}

/** Last resort for an unexpected error: the 500 page in the stored language. */
export function RootErrorBoundary() {
  const locale = useServices().storedLocale() ?? DEFAULT_LOCALE;
  return (
    <LocaleContext.Provider value={locale}>
      <ServerErrorContent />
    </LocaleContext.Provider>
  );
}
