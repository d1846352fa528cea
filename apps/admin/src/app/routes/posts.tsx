import { PostsPage } from '../../features/posts/components/posts-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending, unmatched } = useSelectedSite();
  // The layout says no site matches; the global list would pass for that site's posts.
  if (unmatched) return null;
  return <PostsPage key={site?.id ?? 'all'} siteId={site?.id ?? null} ready={!pending} />;
}
