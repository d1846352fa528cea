import type { LocalizedText, PublicPostDetail } from '@sitenet/api-client';
import { authorPathOf, buildPath, isLocale, type Locale } from '@sitenet/i18n';
import { ErrorPage } from '@sitenet/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCategoryView } from '../../../lib/categories';
import { DEFAULT_SHARE_IMAGE, Seo, type SeoProps } from '../../../components/seo';
import { useLocale, useSiteName, useT } from '../../../lib/locale-context';
import { useCanonicalOrigin, useSite } from '../../../lib/site';
import { usePost } from '../api/get-post';
import { articleHtmlModule } from '../lib/article-html-module';
import classes from './article-page.module.css';
import { articleParts } from '../lib/article-parts-module';
import { TableOfContents } from './table-of-contents';

const ArticleHtml = lazy(articleHtmlModule);
const NotTranslatedNotice = articleParts.part((parts) => parts.NotTranslatedNotice);
const SampleArticle = articleParts.part((parts) => parts.SampleArticle);
const NewsletterBox = articleParts.part((parts) => parts.NewsletterBox);
const ArticleHeader = articleParts.part((parts) => parts.ArticleHeader);
const ArticleHero = articleParts.part((parts) => parts.ArticleHero);
const TipList = articleParts.part((parts) => parts.TipList);
const AuthorBox = articleParts.part((parts) => parts.AuthorBox);
const ArticleTags = articleParts.part((parts) => parts.ArticleTags);
const MoreLikeThis = articleParts.part((parts) => parts.MoreLikeThis);

/** Role and bio are a string or a map by locale (SPEC section 3). */
export function localized(value: LocalizedText | null | undefined, locale: Locale): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value[locale] ?? value.en ?? Object.values(value)[0] ?? '';
}

export function ArticlePage({ slug }: { slug: string }) {
  const t = useT();
  const locale = useLocale();
  const { data } = usePost(slug, locale);

  if (!data) return <ArticleSkeleton />;
  if (data.kind === 'not-found') {
    return (
      <>
        <Seo title={t('article.notFoundTitle')} description={t('article.notFoundText')} noindex />
        <ErrorPage
          code="404"
          title={t('article.notFoundTitle')}
          description={t('article.notFoundText')}
          actions={
            <Link className="button" to={buildPath({ name: 'home' }, locale)}>
              {t('common.backHome')}
            </Link>
          }
        />
      </>
    );
  }
  if (data.kind === 'ok') return <Article post={data.post} sample={false} />;
  return <SampleArticle slug={slug} render={(post) => <Article post={post} sample />} />;
}

function Article({ post, sample }: { post: PublicPostDetail; sample: boolean }) {
  const t = useT();
  const locale = useLocale();
  const style = useCategoryView()(post.category);
  const categoryName = style.name;
  const role = localized(post.author_data?.role, locale);
  const bio = localized(post.author_data?.bio, locale);
  const image = post.featured_image_url ?? post.featured_image;
  // The author's page (issue 17), which the byline and the bio box link to.
  const authorPath = post.author_slug ? authorPathOf(post.author_slug, locale) : null;

  const html = post.content_type === 'html' && post.content_html ? post.content_html : null;
  const tips = html ? [] : [...post.content].sort((a, b) => a.number - b.number);
  const contents = tips.map((tip) => ({ id: `tip-${tip.number}`, label: tip.title, number: tip.number }));

  const origin = useCanonicalOrigin();
  const siteName = useSiteName();
  // The site may switch its newsletter box off (its settings).
  const newsletterOn = useSite()?.features.newsletter ?? true;
  const path = buildPath({ name: 'article', slug: post.slug }, locale);
  const alternates: Partial<Record<Locale, string>> = {};
  for (const link of post.translations) {
    if (isLocale(link.locale)) alternates[link.locale] = buildPath({ name: 'article', slug: link.slug }, link.locale);
  }
  if (Object.keys(alternates).length === 0) alternates[locale] = path;
  // The translation's own SEO (issue 16) where set; the title, excerpt and featured image otherwise.
  const seo = post.seo;
  const shareImage = seo?.image_url || image || DEFAULT_SHARE_IMAGE;
  const jsonLd: SeoProps['jsonLd'] = sample
    ? undefined
    : (build) => [
        build.blogPostingData(origin, post, path, shareImage, siteName, authorPath),
        build.breadcrumbData(origin, [
          { name: t('nav.home'), path: buildPath({ name: 'home' }, locale) },
          ...(style.known ? [{ name: categoryName, path: style.path }] : []),
          { name: post.title, path },
        ]),
      ];

  return (
    <article className={classes.article} data-testid="article">
      <Seo
        title={seo?.title || post.title}
        description={seo?.description || post.excerpt}
        // An SEO title is the whole document title, as the editor's search preview shows it.
        bare={Boolean(seo?.title)}
        alternates={alternates}
        noindex={sample || seo?.noindex}
        canonicalPath={path}
        image={shareImage}
        type="article"
        jsonLd={jsonLd}
      />
      <NotTranslatedNotice available={post.translations.map((link) => link.locale)} />
      {sample && (
        <div className="container">
          <p className={classes.sampleNotice} role="status" data-testid="sample-notice">
            {t('article.sampleNotice')}
          </p>
        </div>
      )}
      <ArticleHeader post={post} view={style} authorPath={authorPath} role={role} />

      <ArticleHero post={post} view={style} image={image} />

      <div className={`container ${classes.layout}`}>
        <div className={classes.content}>
          {/* Phones: the contents come before the tips, folded (works without JavaScript too). */}
          {contents.length > 0 && <TableOfContents items={contents} collapsible />}
          {html !== null ? (
            <Suspense fallback={<div className={classes.prose} aria-busy="true" />}>
              <ArticleHtml html={html} images={post.body_images} />
            </Suspense>
          ) : (
            <TipList tips={tips} postId={post.id} />
          )}

          <ArticleTags tags={post.tags} />

          <AuthorBox post={post} authorPath={authorPath} role={role} bio={bio} />

          <MoreLikeThis posts={post.related} />
        </div>

        <aside className={classes.sidebar}>
          <div className={classes.sticky}>
            {contents.length > 0 && <TableOfContents items={contents} />}
            {newsletterOn && <NewsletterBox />}
          </div>
        </aside>
      </div>
    </article>
  );
}

function ArticleSkeleton() {
  return (
    <div className={`container ${classes.header}`} aria-busy="true">
      <div className={classes.skeletonLine} style={{ inlineSize: 120 }} />
      <div className={classes.skeletonLine} style={{ blockSize: 44, inlineSize: '80%' }} />
      <div className={classes.skeletonLine} style={{ inlineSize: '60%' }} />
    </div>
  );
}
