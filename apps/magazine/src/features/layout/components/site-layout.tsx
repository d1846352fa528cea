import { buildPath } from '@sitenet/i18n';
import { Logo } from '@sitenet/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLocale, useSiteName, useT } from '../../../lib/locale-context';
import { HEADER_CATEGORY_LIMIT, siteCategoryList, useCategoryView } from '../../../lib/categories';
import { useSite } from '../../../lib/site';
import { useHydrated } from '../../../lib/use-hydrated';
import { deferredModule } from '../../../lib/deferred';
import classes from './site-layout.module.css';

// The footer reads and links without script: its code comes at the first interaction (lib/deferred.tsx).
const SiteFooter = deferredModule(() => import('./site-footer')).part((module) => module.SiteFooter);

export interface SiteLayoutProps {
  children: ReactNode;
  /** Composed by the route: the language dropdown, the palette button and the theme switcher. */
  languageMenu: ReactNode;
  searchButton: ReactNode;
  themeSwitcher: ReactNode;
}

/**
 * The mobile menu's button. The menu opens with the page's script: disabled until then rather than
 * a button that does nothing. Its own component, so the render that follows hydration (useHydrated
 * turning true) redraws it alone, not the whole header.
 */
function MenuButton({ open, controls, label, onClick }: { open: boolean; controls: string; label: string; onClick: () => void }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={classes.burger}
      disabled={!hydrated}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true" data-open={open} />
    </button>
  );
}

/** Header (logo, nav, language, search, theme), a mobile menu and the footer around every page. */
export function SiteLayout({ children, languageMenu, searchButton, themeSwitcher }: SiteLayoutProps) {
  const t = useT();
  const locale = useLocale();
  const siteName = useSiteName();
  const site = useSite();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The menu closes whenever the reader goes somewhere.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // The spec's header entries the site carries; every category it carries is in the footer, so
  // none is reachable only from the sitemap (technology, career ...).
  // The site's own list (its order, its words): the ones it puts in the navigation head the
  // header (six at most), hidden ones keep their pages and their footer link.
  const carried = siteCategoryList(site);
  const view = useCategoryView();
  const links = [
    { to: buildPath({ name: 'home' }, locale), label: t('nav.home'), end: true },
    ...carried
      .filter((category) => category.in_nav)
      .slice(0, HEADER_CATEGORY_LIMIT)
      .map((category) => ({ to: view(category.key).path, label: view(category.key).name, end: false })),
  ];
  const topicLinks = carried.map((category) => ({ to: view(category.key).path, label: view(category.key).name }));

  return (
    <div className={classes.shell}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className={classes.header}>
        <div className={`container ${classes.headerInner}`}>
          <Link to={buildPath({ name: 'home' }, locale)} className={classes.logo} aria-label={siteName}>
            <Logo label={siteName} size={30} imageUrl={site?.logo_url} labelClassName={classes.logoLabel} />
          </Link>
          <nav className={classes.nav} aria-label={t('nav.mainLabel')}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={classes.navLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={classes.actions}>
            {searchButton}
            <div className={classes.desktopOnly}>{languageMenu}</div>
            <div className={classes.desktopOnly}>{themeSwitcher}</div>
            <MenuButton
              open={menuOpen}
              controls={menuId}
              label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            />
          </div>
        </div>
        <div id={menuId} className={classes.mobileMenu} data-open={menuOpen} hidden={!menuOpen}>
          <nav aria-label={t('nav.mobileLabel')} className="container">
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={classes.mobileLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={buildPath({ name: 'contact' }, locale)} className={classes.mobileLink}>
                  {t('nav.contact')}
                </NavLink>
              </li>
            </ul>
            <div className={classes.mobileTools}>
              {languageMenu}
              {themeSwitcher}
            </div>
          </nav>
        </div>
      </header>

      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>

      <SiteFooter topicLinks={topicLinks} />
    </div>
  );
}
