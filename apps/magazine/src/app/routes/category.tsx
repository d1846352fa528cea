import { useLoaderData } from 'react-router';
import { CategoryPage } from '../../features/category/components/category-page';

export function Component() {
  const { category } = useLoaderData() as { category: string | null };
  return <CategoryPage category={category ?? undefined} />;
}
