import { buildPath } from '@sitenet/i18n';
import { Link } from 'react-router';
import { PostCard, PostCardSkeleton } from '../../../components/post-card';
import { Seo, type SeoProps } from '../../../components/seo';
import { useLocale, useSiteName, useT } from '../../../lib/locale-context';
import { categoryPath } from '../../../lib/categories';
import { siteCategories, useCanonicalOrigin, useSite, useAlternates } from '../../../lib/site';
import { useHomepage } from '../api/get-homepage';
import classes from './home-page.module.css';

/** Hero with two calls to action, the numbered trending list and the featured grid. */
export function HomePage() {
  const t = useT();
  const locale = useLocale();
  const { data, isPending, isError } = useHomepage(locale);
  // A new site has no articles yet: one calm notice under the hero, not two empty sections.
  const empty = !isPending && !isError && data?.trending.length === 0 && data.featured.length === 0;
  // Calls to action only into categories the site carries (never an empty page).
  const facts = useSite();
  const carried = siteCategories(facts);
  const moreIn = carried.includes('lifestyle') ? 'lifestyle' : carried[0];
  const alternates = useAlternates({ name: 'home' });
  const origin = useCanonicalOrigin();
  const name = useSiteName();
  const site: SeoProps['jsonLd'] = (build) =>
    build.webSiteData({
    origin,
    name,
    description: t('meta.homeDescription'),
    locale,
    homePath: buildPath({ name: 'home' }, locale),
  });

  return (
    <>
      <Seo title={t('home.metaTitle')} description={t('meta.homeDescription')} alternates={alternates} bare jsonLd={site} />
      <section className={classes.hero}>
        <div className={`container ${classes.heroInner}`}>
          <p className={classes.eyebrow}>{t('home.heroEyebrow')}</p>
          <h1 className={classes.heroTitle}>{t('home.heroTitle')}</h1>
          <p className={classes.heroText}>{t('home.heroText')}</p>
          <div className={classes.ctas}>
            {carried.includes('lifestyle') && (
              <Link className="button" to={categoryPath(facts, 'lifestyle', locale)}>
                {t('home.heroCtaLifestyle')}
              </Link>
            )}
            {carried.includes('money') && (
              <Link
                className="button"
                data-variant="light"
                to={categoryPath(facts, 'money', locale)}
              >
                {t('home.heroCtaMoney')}
              </Link>
            )}
          </div>
        </div>
      </section>

      {isError && (
        <div className="container">
          <p className={classes.notice} role="status">
            {t('home.error')}
          </p>
        </div>
      )}

      {empty ? (
        <section className="container" data-testid="home-empty">
          <p className={classes.notice}>{t('home.empty')}</p>
        </section>
      ) : (
        <>
          <section className="container" aria-labelledby="trending-title" data-testid="trending">
            <header className={classes.sectionHead}>
              <div>
                <h2 id="trending-title">{t('home.trendingTitle')}</h2>
                <p>{t('home.trendingText')}</p>
              </div>
            </header>
            <div className={classes.grid}>
              {isPending
                ? Array.from({ length: 3 }, (_, index) => <PostCardSkeleton key={index} />)
                : (data?.trending ?? []).map((post, index) => (
                    <PostCard key={post.id} post={post} rank={index + 1} eager={index < 2} />
                  ))}
            </div>
            {!isPending && !isError && data?.trending.length === 0 && <p className={classes.notice}>{t('home.empty')}</p>}
          </section>

          <section className="container" aria-labelledby="featured-title" data-testid="featured">
            <header className={classes.sectionHead}>
              <div>
                <h2 id="featured-title">{t('home.featuredTitle')}</h2>
                <p>{t('home.featuredText')}</p>
              </div>
              {moreIn && (
                <Link className={classes.viewMore} to={categoryPath(facts, moreIn, locale)}>
                  {t('home.viewMore')}
                  <span aria-hidden="true" className="flip-rtl">
                    →
                  </span>
                </Link>
              )}
            </header>
            <div className={classes.grid}>
              {isPending
                ? Array.from({ length: 3 }, (_, index) => <PostCardSkeleton key={index} />)
                : (data?.featured ?? []).map((post) => <PostCard key={post.id} post={post} />)}
            </div>
            {!isPending && !isError && data?.featured.length === 0 && <p className={classes.notice}>{t('home.empty')}</p>}
          </section>
        </>
      )}
    </>
  );
}
