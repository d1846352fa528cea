import { PostsPage } from '../../features/posts/components/posts-page';
import { useSelectedSite } from '../../lib/use-selected-site';

export function Component() {
  const { site, pending } = useSelectedSite();
  return <PostsPage key={site?.id ?? 'all'} siteId={site?.id ?? null} ready={!pending} />;
}
