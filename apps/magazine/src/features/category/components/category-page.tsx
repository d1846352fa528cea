import { buildPath } from '@sitenet/i18n';
import { ErrorPage } from '@sitenet/ui';
import { Link, useSearchParams } from 'react-router';
import { categoryPath, siteCategoryList, useCategoryView } from '../../../lib/categories';
import { PostCard, PostCardSkeleton } from '../../../components/post-card';
import { Seo, type SeoProps } from '../../../components/seo';
import { useLocale, useT } from '../../../lib/locale-context';
import { siteLocales, useCanonicalOrigin, useSite } from '../../../lib/site';
import { useCategoryPosts } from '../api/get-posts';
import classes from './category-page.module.css';
import { Pagination } from './pagination';

export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A category: its header, the grid (6 skeleton cards while loading), pagination, empty state. */
export function CategoryPage({ category }: { category: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (!category) {
    return (
      <>
        <Seo title={t('category.notFoundTitle')} description={t('category.notFoundText')} noindex />
        <ErrorPage
          code="404"
          title={t('category.notFoundTitle')}
          description={t('category.notFoundText')}
          actions={<OtherCategories />}
        />
      </>
    );
  }
  return <CategoryListing category={category} key={`${locale}-${category}`} />;
}

function CategoryListing({ category }: { category: string }) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const { data, isPending } = useCategoryPosts(category, page, locale);
  const style = useCategoryView()(category);
  const { name, description } = style;
  // Page N in each language the site carries (the same place in each language's list of the category).
  const pageQuery = (number: number) => (number > 1 ? `?page=${number}` : '');
  const alternates = Object.fromEntries(
    siteLocales(site).map((code) => [code, categoryPath(site, category, code) + pageQuery(page)]),
  );
  const posts = data?.posts ?? [];
  const lastPage = data?.pagination.last_page ?? 1;
  const origin = useCanonicalOrigin();
  const path = style.path;
  // The category's own SEO title where an editor wrote one (page 1), else the magazine's pattern.
  const title =
    page > 1
      ? t('category.metaTitlePaged', { category: name, page })
      : style.seoTitle || t('category.metaTitle', { category: name });
  const list: SeoProps['jsonLd'] = (build) => [
    build.itemListData(
    origin,
    name,
    posts.map((post) => ({ title: post.title, path: buildPath({ name: 'article', slug: post.slug }, locale) })),
    (page - 1) * (data?.pagination.per_page ?? posts.length),
    ),
  ];

  return (
    <>
      <Seo
        title={title}
        description={description}
        alternates={alternates}
        canonicalPath={path + pageQuery(page)}
        feedOf={path}
        prevPath={page > 1 ? path + pageQuery(page - 1) : undefined}
        nextPath={data && page < lastPage ? path + pageQuery(page + 1) : undefined}
        jsonLd={posts.length > 0 ? list : undefined}
      />
      <header className={classes.header} style={{ background: style.gradient }}>
        <div className="container">
          <span className={classes.emoji} aria-hidden="true">
            {style.emoji}
          </span>
          <h1 className={classes.title}>{name}</h1>
          <p className={classes.description}>{description}</p>
          <p className={classes.count}>
            {data && data.pagination.total > 0 ? t('category.articleCount', { count: data.pagination.total }) : '\u00a0'}
          </p>
        </div>
      </header>

      <div className="container">
        {isPending ? (
          <div className={classes.grid} aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <PostCardSkeleton key={index} />
            ))}
          </div>
        ) : posts.length === 0 ? (
          <section className={classes.empty} data-testid="category-empty">
            <span aria-hidden="true" className={classes.emptyEmoji}>
              {style.emoji}
            </span>
            <h2>{t('category.emptyTitle')}</h2>
            <p>{t('category.emptyText', { category: name })}</p>
            <h3 className={classes.exploreTitle}>{t('category.exploreOther')}</h3>
            <OtherCategories exclude={category} />
          </section>
        ) : (
          <>
            <div className={classes.grid}>
              {posts.map((post, index) => (
                <PostCard key={post.id} post={post} showMeta eager={index < 2} />
              ))}
            </div>
            <Pagination current={Math.min(page, lastPage)} last={lastPage} />
          </>
        )}
      </div>
    </>
  );
}

function OtherCategories({ exclude }: { exclude?: string }) {
  const view = useCategoryView();
  const list = siteCategoryList(useSite()).filter((category) => category.in_nav && category.key !== exclude);
  return (
    <ul className={classes.chips}>
      {list.map((category) => {
        const shown = view(category.key);
        return (
          <li key={category.key}>
            <Link to={shown.path} className={classes.chip}>
              <span aria-hidden="true">{shown.emoji}</span> {shown.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
