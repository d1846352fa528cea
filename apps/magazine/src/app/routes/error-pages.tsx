import { buildPath } from '@sitenet/i18n';
import { ErrorPage } from '@sitenet/ui';
import { Link } from 'react-router';
import { Seo } from '../../components/seo';
import { useLocale, useT } from '../../lib/locale-context';

/** 404: 'We have lost this page' (SPEC section 8). */
export function NotFoundPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <div data-testid="not-found">
      <Seo title={t('errors.metaTitle')} description={t('errors.notFoundText')} noindex />
      <ErrorPage
        code="404"
        title={t('errors.notFoundTitle')}
        description={t('errors.notFoundText')}
        actions={
          <Link className="button" to={buildPath({ name: 'home' }, locale)}>
            {t('errors.returnHome')}
          </Link>
        }
      />
    </div>
  );
}

/** 500: 'Internal Server Error' with Back to Home and Contact Us (SPEC section 8). */
export function ServerErrorPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <div data-testid="server-error">
      <Seo title={t('errors.serverTitle')} description={t('errors.serverText')} noindex />
      <ErrorPage
        code="500"
        title={t('errors.serverTitle')}
        description={t('errors.serverText')}
        actions={
          <>
            <Link className="button" to={buildPath({ name: 'home' }, locale)}>
              {t('errors.backToHome')}
            </Link>
            <Link className="button" data-variant="light" to={buildPath({ name: 'contact' }, locale)}>
              {t('errors.contactUs')}
            </Link>
          </>
        }
      />
    </div>
  );
}
