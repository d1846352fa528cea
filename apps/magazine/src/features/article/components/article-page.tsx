import type { LocalizedText, PublicPostDetail } from '@sitenet/api-client';
import { authorPathOf, buildPath, directionOf, formatDate, isLocale, type Locale } from '@sitenet/i18n';
import { ErrorPage } from '@sitenet/ui';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCategoryView } from '../../../lib/categories';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { DEFAULT_SHARE_IMAGE, Seo } from '../../../components/seo';
import { nativeNameOf } from '../../../lib/languages';
import { useLocale, useSiteName, useT } from '../../../lib/locale-context';
import { siteLocales, useCanonicalOrigin, useSite } from '../../../lib/site';
import { blogPostingData, breadcrumbData } from '../../../lib/structured-data';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../lib/i18n';
import { usePost } from '../api/get-post';
import { sampleArticle } from '../lib/sample-article';
import { REQUESTED_PARAM } from '../lib/requested-locale';
import { articleHtmlModule } from '../lib/article-html-module';
import classes from './article-page.module.css';
import { NewsletterBox } from './newsletter-box';
import { TableOfContents } from './table-of-contents';
import { TipItem } from './tip-item';
import { ArticleTags } from './article-tags';
import { MoreLikeThis } from './more-like-this';

const ArticleHtml = lazy(articleHtmlModule);

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
  const sample = data.kind === 'failed';
  const post = data.kind === 'ok' ? data.post : sampleArticle(t, locale, slug);
  return <Article post={post} sample={sample} />;
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
  const jsonLd = sample
    ? undefined
    : [
        blogPostingData(origin, post, path, shareImage, siteName, authorPath),
        breadcrumbData(origin, [
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
      <header className={`container ${classes.header}`}>
        <div className={classes.badges}>
          {style.known ? (
            <Link className={classes.categoryBadge} style={{ background: style.gradient }} to={style.path}>
              <span aria-hidden="true">{style.emoji}</span> {categoryName}
            </Link>
          ) : (
            <span className={classes.categoryBadge} style={{ background: style.gradient }}>
              {categoryName}
            </span>
          )}
          {post.is_advertorial && (
            <span className={classes.advertorialBadge} data-testid="advertorial-badge">
              {t('article.advertorial')}
            </span>
          )}
        </div>
        <h1 className={classes.title}>{post.title}</h1>
        <p className={classes.excerpt}>{post.excerpt}</p>
        <div className={classes.byline}>
          <Avatar src={post.author_avatar} name={post.author_name ?? ''} size={48} />
          <div>
            <p className={classes.author}>
              {authorPath ? (
                <Link to={authorPath} rel="author" data-testid="byline-author">
                  {post.author_name}
                </Link>
              ) : (
                post.author_name
              )}
            </p>
            {role && <p className={classes.role}>{role}</p>}
          </div>
          <p className={classes.meta}>
            {post.published_at && (
              <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
            )}
            <span aria-hidden="true">·</span>
            <span>{t('common.minRead', { count: post.read_time })}</span>
            {post.views > 0 && (
              <>
                <span aria-hidden="true">·</span>
                <span>{t('article.views', { count: post.views })}</span>
              </>
            )}
          </p>
        </div>
        {post.is_advertorial && (
          <p className={classes.disclosure} data-testid="advertorial-disclosure">
            {t('article.disclosure')}
          </p>
        )}
      </header>

      <div className={`container ${classes.hero}`}>
        <div className={classes.heroMedia} style={{ background: style.gradient }}>
          {post.image ? (
            <ResponsivePicture image={post.image} sizes="(min-width: 1220px) 1180px, 100vw" eager />
          ) : image ? (
            <img src={image} alt="" width={1200} height={560} fetchPriority="high" decoding="async" />
          ) : (
            <span aria-hidden="true" className={classes.heroEmoji}>
              {style.emoji}
            </span>
          )}
        </div>
      </div>

      <div className={`container ${classes.layout}`}>
        <div className={classes.content}>
          {/* Phones: the contents come before the tips, folded (works without JavaScript too). */}
          {contents.length > 0 && <TableOfContents items={contents} collapsible />}
          {html !== null ? (
            <Suspense fallback={<div className={classes.prose} aria-busy="true" />}>
              <ArticleHtml html={html} images={post.body_images} />
            </Suspense>
          ) : (
            <ol className={classes.tips} data-testid="tips">
              {tips.map((tip) => (
                <TipItem key={tip.number} tip={tip} postId={post.id} />
              ))}
            </ol>
          )}

          <ArticleTags tags={post.tags} />

          <section className={classes.authorBox} aria-labelledby="author-bio-title" data-testid="author-bio">
            <Avatar src={post.author_avatar} name={post.author_name ?? ''} size={72} />
            <div>
              <h2 id="author-bio-title" className={classes.authorBoxLabel}>
                {t('article.aboutAuthor')}
              </h2>
              <p className={classes.authorBoxName}>
                {authorPath ? <Link to={authorPath}>{post.author_name}</Link> : post.author_name}
              </p>
              {role && <p className={classes.role}>{role}</p>}
              {bio && <p className={classes.bio}>{bio}</p>}
            </div>
          </section>

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

/** The name of `code` in the language `reader` reads ("anglais" for a French reader). */
function languageNameIn(reader: Locale, code: Locale): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? nativeNameOf(code);
  } catch {
    return nativeNameOf(code);
  }
}

/**
 * The reader asked for a language this article is not written in and was brought to the one it
 * is: say so in the language they asked for.
 */
function NotTranslatedNotice({ available }: { available: string[] }) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const requested = params.get(REQUESTED_PARAM);
  const carried = siteLocales(useSite());
  const asked =
    isLocale(requested) && requested !== locale && !available.includes(requested) && carried.includes(requested) ? requested : null;
  const { t } = useTranslation(NAMESPACE, { lng: asked ?? locale, useSuspense: false });
  if (!asked) return null;
  return (
    <div className="container">
      <p className={classes.sampleNotice} role="status" lang={asked} dir={directionOf(asked)} data-testid="not-translated-notice">
        {t('article.notTranslated', { language: languageNameIn(asked, locale) })}
      </p>
    </div>
  );
}

function Avatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
  return src ? (
    <img className={classes.avatar} src={src} alt="" width={size} height={size} />
  ) : (
    <span className={classes.avatar} style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
      {initials || '✎'}
    </span>
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
