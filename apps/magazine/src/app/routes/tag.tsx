import { useLoaderData } from 'react-router';
import { Pagination } from '../../features/category/components/pagination';
import { TagPage } from '../../features/tag/components/tag-page';

export function Component() {
  const { slug, page } = useLoaderData() as { slug: string; page: number };
  return (
    <TagPage key={`${slug}-${page}`} slug={slug} page={page} pagination={(current, last) => <Pagination current={current} last={last} />} />
  );
}
