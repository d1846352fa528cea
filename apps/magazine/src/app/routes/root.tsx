import { DEFAULT_LOCALE } from '@sitenet/i18n';
import { ErrorPage } from '@sitenet/ui';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { ToastHost } from '../../components/toast-host';
import { LocaleContext, useT } from '../../lib/locale-context';
import { readStoredLocale } from '../../lib/storage';
import { PageViewBeacon } from './page-view-beacon';

/** Scrolls to the top on every route change (not on a hash change inside the page). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}

/** A thin bar while the next page's data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  return <div className="nav-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />;
}

export function Root() {
  return (
    <>
      <ScrollToTop />
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
  const locale = readStoredLocale() ?? DEFAULT_LOCALE;
  return (
    <LocaleContext.Provider value={locale}>
      <ServerErrorContent />
    </LocaleContext.Provider>
  );
}
