/**
 * The article's parts that read and link without script: their code is not in the page's first
 * load (lib/article-parts-module.ts, lib/deferred.tsx) and hydrates at the reader's first
 * interaction; the server's HTML carries them: the header, the hero picture, the tips, the tags,
 * the author's box, "More like this", the "not in your language" notice, the sample article and
 * the newsletter box (its field keeps what was typed before it hydrated; its button is disabled
 * until then). Not the contents: a click on one of its anchors before they hydrated would be a
 * history entry of its own, which the router's scroll restoration would take back to the top.
 */
import type { PublicPostDetail, Tip } from '@sitenet/api-client';
import type { ReactNode } from 'react';
import { directionOf, formatDate, isLocale, type Locale } from '@sitenet/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResponsivePicture } from '../../../components/responsive-picture';
import type { CategoryView } from '../../../lib/categories';
import { NAMESPACE } from '../../../lib/i18n';
import { nativeNameOf } from '../../../lib/languages';
import { useLocale, useT } from '../../../lib/locale-context';
import { siteLocales, useSite } from '../../../lib/site';
import { REQUESTED_PARAM } from '../lib/requested-locale';
import { sampleArticle } from '../lib/sample-article';
import classes from './article-page.module.css';
import { TipItem } from './tip-item';

export { ArticleTags } from './article-tags';
export { MoreLikeThis } from './more-like-this';
export { NewsletterBox } from './newsletter-box';

/** The numbered tips, in order. */
export function TipList({ tips, postId }: { tips: Tip[]; postId: number }) {
  return (
    <ol className={classes.tips} data-testid="tips">
      {tips.map((tip) => (
        <TipItem key={tip.number} tip={tip} postId={postId} />
      ))}
    </ol>
  );
}

interface HeaderProps {
  post: PublicPostDetail;
  view: CategoryView;
  authorPath: string | null;
  role: string;
}

/** The category badge, title, excerpt, byline and the advertorial's disclosure. */
export function ArticleHeader({ post, view, authorPath, role }: HeaderProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <header className={`container ${classes.header}`}>
      <div className={classes.badges}>
        {view.known ? (
          <Link
            className={classes.categoryBadge}
            style={{ background: view.gradient }}
            to={view.path}
          >
            <span aria-hidden="true">{view.emoji}</span> {view.name}
          </Link>
        ) : (
          <span className={classes.categoryBadge} style={{ background: view.gradient }}>
            {view.name}
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
  );
}

/** The featured picture (the category's emoji on its gradient without one). */
export function ArticleHero({
  post,
  view,
  image,
}: {
  post: PublicPostDetail;
  view: CategoryView;
  image: string | null;
}) {
  return (
    <div className={`container ${classes.hero}`}>
      <div className={classes.heroMedia} style={{ background: view.gradient }}>
        {post.image ? (
          <ResponsivePicture image={post.image} sizes="(min-width: 1220px) 1180px, 100vw" eager />
        ) : image ? (
          <img src={image} alt="" width={1200} height={560} fetchPriority="high" decoding="async" />
        ) : (
          <span aria-hidden="true" className={classes.heroEmoji}>
            {view.emoji}
          </span>
        )}
      </div>
    </div>
  );
}

/** "About the author": avatar, name (linked to their page), role and bio. */
export function AuthorBox({
  post,
  authorPath,
  role,
  bio,
}: Omit<HeaderProps, 'view'> & { bio: string }) {
  const t = useT();
  return (
    <section
      className={classes.authorBox}
      aria-labelledby="author-bio-title"
      data-testid="author-bio"
    >
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
    <span
      className={classes.avatar}
      style={{ inlineSize: size, blockSize: size }}
      aria-hidden="true"
    >
      {initials || '✎'}
    </span>
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
export function NotTranslatedNotice({ available }: { available: string[] }) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const requested = params.get(REQUESTED_PARAM);
  const carried = siteLocales(useSite());
  const asked =
    isLocale(requested) &&
    requested !== locale &&
    !available.includes(requested) &&
    carried.includes(requested)
      ? requested
      : null;
  const { t } = useTranslation(NAMESPACE, { lng: asked ?? locale, useSuspense: false });
  if (!asked) return null;
  return (
    <div className="container">
      <p
        className={classes.sampleNotice}
        role="status"
        lang={asked}
        dir={directionOf(asked)}
        data-testid="not-translated-notice"
      >
        {t('article.notTranslated', { language: languageNameIn(asked, locale) })}
      </p>
    </div>
  );
}

/** The built-in sample article (SPEC section 8) when the article cannot be fetched, as `render` shows it. */
export function SampleArticle({
  slug,
  render,
}: {
  slug: string;
  render: (post: PublicPostDetail) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return render(sampleArticle(t, locale, slug));
}
