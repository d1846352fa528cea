import type { PublicPostCard } from '@sitenet/api-client';
import { buildPath, formatDate } from '@sitenet/i18n';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/locale-context';
import { useCategoryView } from '../lib/categories';
import classes from './post-card.module.css';
import { ResponsivePicture } from './responsive-picture';

/** Cards are a full-width column on phones, two columns on tablets, three on desktops. */
const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

export interface PostCardProps {
  post: PublicPostCard;
  /** Trending position (#1, #2 ...) on the homepage. */
  rank?: number;
  /** Category page: trending badge, author and date. */
  showMeta?: boolean;
  /** The first cards above the fold load their image eagerly. */
  eager?: boolean;
}

/**
 * A post card: image or the category's gradient, category, read time, title and excerpt. Paid
 * content says so on the card too, wherever it is listed, not only inside the article.
 */
export function PostCard({ post, rank, showMeta = false, eager = false }: PostCardProps) {
  const t = useT();
  const locale = useLocale();
  const style = useCategoryView()(post.category);
  const author = post.author_name ?? post.author ?? null;
  const href = buildPath({ name: 'article', slug: post.slug }, locale);

  return (
    <article className={classes.card} data-testid="post-card">
      <div className={classes.media} style={{ background: style.gradient }}>
        {post.image ? (
          <ResponsivePicture image={post.image} sizes={CARD_SIZES} eager={eager} />
        ) : post.featured_image_url ? (
          <img
            src={post.featured_image_url}
            alt=""
            width={640}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={classes.emoji}>{style.emoji}</span>
        )}
        {rank !== undefined && <span className={classes.rank}>{t('common.rank', { rank })}</span>}
        {showMeta && post.trending && <span className={classes.trending}>🔥 {t('common.trending')}</span>}
      </div>
      <div className={classes.body}>
        <p className={classes.kicker}>
          <span style={{ color: style.accent }} className={classes.category}>
            {style.name}
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('common.minRead', { count: post.read_time })}</span>
          {post.is_advertorial && (
            <span className={classes.sponsored} data-testid="card-advertorial">
              {t('article.advertorial')}
            </span>
          )}
        </p>
        <h3 className={classes.title}>
          <Link to={href}>{post.title}</Link>
        </h3>
        <p className={classes.excerpt}>{post.excerpt}</p>
        {showMeta && (
          <p className={classes.meta}>
            {post.author_avatar && (
              <img src={post.author_avatar} alt="" width={28} height={28} className={classes.avatar} loading="lazy" />
            )}
            {author && <span className={classes.author}>{author}</span>}
            {post.published_at && <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>}
          </p>
        )}
      </div>
    </article>
  );
}

/** The loading placeholder of a card, the same size as a card so nothing shifts. */
export function PostCardSkeleton() {
  return (
    <div className={`${classes.card} ${classes.skeleton}`} aria-hidden="true" data-testid="post-card-skeleton">
      <div className={classes.media} />
      <div className={classes.body}>
        <div className={classes.line} style={{ inlineSize: '40%' }} />
        <div className={classes.line} style={{ inlineSize: '90%', blockSize: 22 }} />
        <div className={classes.line} style={{ inlineSize: '70%', blockSize: 22 }} />
        <div className={classes.line} />
        <div className={classes.line} style={{ inlineSize: '80%' }} />
      </div>
    </div>
  );
}
