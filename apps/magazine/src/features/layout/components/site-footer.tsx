import { buildPath } from '@sitenet/i18n';
import { Logo } from '@sitenet/ui';
import { Link } from 'react-router';
import { useLocale, useSiteName, useT } from '../../../lib/locale-context';
import { useSite } from '../../../lib/site';
import classes from './site-layout.module.css';

/** The footer: the site's name and tagline, every category it carries, the about and legal pages. */
export function SiteFooter({ topicLinks }: { topicLinks: { to: string; label: string }[] }) {
  const t = useT();
  const locale = useLocale();
  const siteName = useSiteName();
  const site = useSite();
  const footerLinks = (['about', 'contact', 'privacy', 'terms'] as const).map((name) => ({
    to: buildPath({ name }, locale),
    label: t(`nav.${name}`),
  }));
  return (
    <footer className={classes.footer}>
      <div className={`container ${classes.footerInner}`}>
        <div className={classes.footerBrand}>
          <Logo label={siteName} size={26} imageUrl={site?.logo_url} />
          <p>{site?.tagline ?? t('footer.description')}</p>
        </div>
        <nav aria-label={t('footer.categoriesTitle')} data-testid="footer-topics">
          <ul className={classes.footerLinks}>
            {topicLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className={classes.footerLinks}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${classes.copyright}`}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
