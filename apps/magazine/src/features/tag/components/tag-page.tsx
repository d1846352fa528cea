import type { ReactNode } from 'react';
import { buildPath, tagPathOf } from '@sitenet/i18n';
import { ErrorPage } from '@sitenet/ui';
import { PostCard } from '../../../components/post-card';
import { Seo, type SeoProps } from '../../../components/seo';
import { useLocale, useT } from '../../../lib/locale-context';
import { siteLocales, useCanonicalOrigin, useSite } from '../../../lib/site';
import { useTagPosts } from '../api/get-tag-posts';
import classes from './tag-page.module.css';

export interface TagPageProps {
  /** The tag's slug as the URL has it (the loader sent other spellings to this one). */
  slug: string;
  page: number;
  /** The list's page links (the route passes the magazine's pagination). */
  pagination: (current: number, last: number) => ReactNode;
}

/**
 * A tag's page (issue 17): its articles published in the page's language, paginated like a
 * category, with hreflang to the tag's pages in its other languages and a CollectionPage in JSON-LD.
 * Everything is in the server's HTML (the loader awaited the list).
 */
export function TagPage({ slug, page, pagination }: TagPageProps) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const origin = useCanonicalOrigin();
  const { data: result } = useTagPosts(slug, page, locale);

  if (!result || result.kind !== 'ok') {
    return (
      <>
        <Seo title={t('tag.notFoundTitle')} description={t('tag.notFoundText')} noindex />
        <ErrorPage code="404" title={t('tag.notFoundTitle')} description={t('tag.notFoundText')} />
      </>
    );
  }
  const { tag, posts, pagination: counts } = result.data;
  const pageQuery = (number: number) => (number > 1 ? `?page=${number}` : '');
  const path = tagPathOf(tag.slug, locale);
  // The same page in each language of the site the tag has its own words in.
  const alternates = Object.fromEntries(
    siteLocales(site)
      .filter((code) => tag.slugs[code])
      .map((code) => [code, tagPathOf(tag.slugs[code]!, code) + pageQuery(page)]),
  );
  const title = page > 1 ? t('tag.metaTitlePaged', { tag: tag.name, page }) : t('tag.metaTitle', { tag: tag.name });
  const listed = posts.map((post) => ({ title: post.title, path: buildPath({ name: 'article', slug: post.slug }, locale) }));
  const jsonLd: SeoProps['jsonLd'] = (build) => [
    build.collectionPageData(origin, path + pageQuery(page), title, build.itemListData(origin, tag.name, listed, (page - 1) * counts.per_page)),
  ];

  return (
    <>
      <Seo
        title={title}
        description={title}
        alternates={alternates}
        canonicalPath={path + pageQuery(page)}
        feedOf={path}
        prevPath={page > 1 ? path + pageQuery(page - 1) : undefined}
        nextPath={page < counts.last_page ? path + pageQuery(page + 1) : undefined}
        jsonLd={jsonLd}
      />
      <header className={classes.header}>
        <div className="container">
          <p className={classes.kicker}>{t('tag.heading')}</p>
          <h1 className={classes.title}>{tag.name}</h1>
          <p className={classes.count}>{counts.total > 0 ? t('tag.articleCount', { count: counts.total }) : '\u00a0'}</p>
        </div>
      </header>
      <div className="container">
        {posts.length === 0 ? (
          <section className={classes.empty} data-testid="tag-empty">
            <h2>{t('tag.emptyTitle')}</h2>
            <p>{t('tag.emptyText', { tag: tag.name })}</p>
          </section>
        ) : (
          <>
            <div className={classes.grid}>
              {posts.map((post, index) => (
                <PostCard key={post.id} post={post} showMeta eager={index < 2} />
              ))}
            </div>
            {pagination(Math.min(page, counts.last_page), counts.last_page)}
          </>
        )}
      </div>
    </>
  );
}
