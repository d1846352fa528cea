import type { BulkAction, BulkPostsResponse } from '@sitenet/api-client';

const DONE_WORDS: Record<BulkAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  schedule: 'scheduled',
  trash: 'moved to the trash',
  category: 'moved to the new category',
  set_trending: 'marked trending',
  clear_trending: 'no longer trending',
};

const posts = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

/**
 * What a bulk action did, for the notification: how many posts were done, then each refused
 * post by title with the server's reason.
 */
export function bulkSummary(
  result: BulkPostsResponse,
  titleOf: (id: number) => string | undefined,
): { title: string; lines: string[] } {
  const title =
    result.refused.length === 0
      ? `${posts(result.done.length)} ${DONE_WORDS[result.action]}`
      : `${posts(result.done.length)} ${DONE_WORDS[result.action]}, ${result.refused.length} refused`;
  const lines = result.refused.map(({ id, reason }) => `${titleOf(id) ?? `Post ${id}`}: ${reason}`);
  return { title, lines };
}
