import { authorPathOf, buildPath } from '@sitenet/i18n';
import { ErrorPage } from '@sitenet/ui';
import { Link, useSearchParams } from 'react-router';
import { PostCard } from '../../../components/post-card';
import { Seo, type SeoProps } from '../../../components/seo';
import { useLocale, useT } from '../../../lib/locale-context';
import { siteLocales, useCanonicalOrigin, useSite } from '../../../lib/site';
import { useAuthorPosts } from '../api/get-author-posts';
import classes from './author-page.module.css';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * An author's page (issue 17): who they are (role and bio in the reader's language) and the
 * articles they signed in it, nine to a page, server-rendered (works without JavaScript).
 */
export function AuthorPage({ slug }: { slug: string }) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const origin = useCanonicalOrigin();
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const { data: result } = useAuthorPosts(slug, page, locale);

  if (!result || result.kind !== 'ok') {
    if (!result) return null;
    return (
      <>
        <Seo title={t('author.notFoundTitle')} description={t('author.notFoundText')} noindex />
        <ErrorPage code="404" title={t('author.notFoundTitle')} description={t('author.notFoundText')} />
      </>
    );
  }
  const { author, posts, pagination } = result.data;
  const path = authorPathOf(author.slug, locale);
  const pageQuery = (number: number) => (number > 1 ? `?page=${number}` : '');
  // The same page in each language the site carries (the slug is the same in all of them).
  const alternates = Object.fromEntries(
    siteLocales(site).map((code) => [code, authorPathOf(author.slug, code) + pageQuery(page)]),
  );
  const last = pagination.last_page;
  const prevPath = page > 1 ? path + pageQuery(page - 1) : undefined;
  const nextPath = page < last ? path + pageQuery(page + 1) : undefined;
  const description = author.bio || author.role || t('author.articles', { name: author.name });
  const jsonLd: SeoProps['jsonLd'] = (build) => [
    build.personData(origin, {
      name: author.name,
      image: author.avatar_url,
      jobTitle: author.role,
      description: author.bio,
      path,
    }),
    ...(posts.length > 0
      ? [
          build.itemListData(
            origin,
            t('author.articles', { name: author.name }),
            posts.map((post) => ({ title: post.title, path: buildPath({ name: 'article', slug: post.slug }, locale) })),
            (page - 1) * pagination.per_page,
          ),
        ]
      : []),
  ];

  return (
    <>
      <Seo
        title={page > 1 ? t('author.metaTitlePaged', { name: author.name, page }) : t('author.metaTitle', { name: author.name })}
        description={description}
        alternates={alternates}
        canonicalPath={path + pageQuery(page)}
        feedOf={path}
        prevPath={prevPath}
        nextPath={nextPath}
        image={author.avatar_url}
        jsonLd={jsonLd}
      />
      <header className={classes.header} data-testid="author-header">
        <div className="container">
          {author.avatar_url ? (
            <img className={classes.avatar} src={author.avatar_url} alt="" width={112} height={112} />
          ) : (
            <span className={classes.avatar} aria-hidden="true">
              {author.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <h1 className={classes.name}>{author.name}</h1>
          {author.role && <p className={classes.role}>{author.role}</p>}
          {author.bio && <p className={classes.bio}>{author.bio}</p>}
        </div>
      </header>
      <div className="container">
        <h2 className={classes.listTitle}>{t('author.articles', { name: author.name })}</h2>
        {posts.length === 0 ? (
          <section className={classes.empty} data-testid="author-empty">
            <h3>{t('author.emptyTitle')}</h3>
            <p>{t('author.emptyText', { name: author.name })}</p>
          </section>
        ) : (
          <div className={classes.grid}>
            {posts.map((post, index) => (
              <PostCard key={post.id} post={post} showMeta eager={index < 2} />
            ))}
          </div>
        )}
        {last > 1 && (
          <nav className={classes.pager} aria-label={t('category.paginationLabel')} data-testid="author-pagination">
            {prevPath ? (
              <Link to={prevPath} rel="prev">
                {t('category.previous')}
              </Link>
            ) : (
              <span />
            )}
            {nextPath && (
              <Link to={nextPath} rel="next">
                {t('category.next')}
              </Link>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
