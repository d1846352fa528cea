import type { PublicPostDetail } from '@sitenet/api-client';
import { PostCard } from '../../../components/post-card';
import { useT } from '../../../lib/locale-context';
import classes from './article-extras.module.css';

/** "More like this" (issue 17): articles sharing the most tags, then the category; in the server's HTML. */
export function MoreLikeThis({ posts }: { posts: PublicPostDetail['related'] }) {
  const t = useT();
  if (!posts?.length) return null;
  return (
    <section className={classes.related} aria-labelledby="more-like-this-title" data-testid="more-like-this">
      <h2 id="more-like-this-title" className={classes.relatedTitle}>
        {t('tag.moreLikeThis')}
      </h2>
      <div className={classes.relatedGrid}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} showMeta />
        ))}
      </div>
    </section>
  );
}
