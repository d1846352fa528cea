import { buildPath } from '@sitenet/i18n';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { useAlternates } from '../../../lib/site';
import { useLocale, useT } from '../../../lib/locale-context';
import { sanitizeHtml } from '../../../lib/sanitize';
import { useSitePage } from '../api/get-site-page';
import classes from './static-page.module.css';

export type StaticPageName = 'about' | 'privacy' | 'terms';

const SECTIONS: Record<StaticPageName, string[]> = {
  about: ['mission', 'how', 'team'],
  privacy: ['collect', 'use', 'cookies', 'rights', 'contact'],
  terms: ['content', 'use', 'affiliate', 'liability', 'changes'],
};

const EMOJI: Record<StaticPageName, string> = { about: '👋', privacy: '🔒', terms: '📜' };

/** About, privacy and terms: translated text from the translation files. */
export function StaticPage({ page }: { page: StaticPageName }) {
  const t = useT();
  const locale = useLocale();
  const alternates = useAlternates({ name: page });
  const own = useSitePage(page, locale);
  if (own) return <OwnPage page={page} title={own.title} html={own.html} alternates={alternates} />;

  return (
    <article className={classes.page} data-testid={`static-${page}`}>
      <Seo title={t(`${page}.metaTitle`)} description={t(`${page}.metaDescription`)} alternates={alternates} />
      <header className={classes.header}>
        <div className="container">
          <span className={classes.emoji} aria-hidden="true">
            {EMOJI[page]}
          </span>
          <h1>{t(`${page}.title`)}</h1>
          {page !== 'about' && <p className={classes.updated}>{t(`${page}.updated`)}</p>}
        </div>
      </header>
      <div className={`container ${classes.body}`}>
        <p className={classes.intro}>{t(`${page}.intro`)}</p>
        {SECTIONS[page].map((section) => (
          <section key={section}>
            <h2>{t(`${page}.${section}Title`)}</h2>
            <p>{t(`${page}.${section}Text`)}</p>
          </section>
        ))}
        {page === 'about' && (
          <section>
            <h2>{t('about.valuesTitle')}</h2>
            <ul className={classes.values}>
              {(['value1', 'value2', 'value3'] as const).map((key) => (
                <li key={key}>{t(`about.${key}`)}</li>
              ))}
            </ul>
          </section>
        )}
        {page !== 'about' && (
          <p className={classes.contact}>
            <Link to={buildPath({ name: 'contact' }, locale)} className="button" data-variant="light">
              {t('nav.contact')}
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * The site's own page (its settings): its title and its rich text, sanitized again as it renders
 * (the API sanitized it when it was saved), with the policy of article bodies.
 */
function OwnPage({ page, title, html, alternates }: { page: StaticPageName; title: string; html: string; alternates: Record<string, string> }) {
  const t = useT();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const description = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 160) || t(`${page}.metaDescription`);
  return (
    <article className={classes.page} data-testid={`static-${page}`}>
      <Seo title={title} description={description} alternates={alternates} />
      <header className={classes.header}>
        <div className="container">
          <span className={classes.emoji} aria-hidden="true">
            {EMOJI[page]}
          </span>
          <h1>{title}</h1>
        </div>
      </header>
      <div className={`container ${classes.body}`} data-testid="site-page-html" dangerouslySetInnerHTML={{ __html: safe }} />
    </article>
  );
}
