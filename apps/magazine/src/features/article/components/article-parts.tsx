/**
 * The article's parts that read and link without script: their code is not in the page's first
 * load (lib/article-parts-module.ts, lib/deferred.tsx) and hydrates at the reader's first
 * interaction; the server's HTML carries them. Not the contents: a click on one of its anchors
 * before they hydrated would be a history entry of its own, which the router's scroll restoration
 * would take back to the top.
 */
import type { Tip } from '@sitenet/api-client';
import classes from './article-page.module.css';
import { TipItem } from './tip-item';

export { ArticleTags } from './article-tags';
export { MoreLikeThis } from './more-like-this';

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
