import type { Category } from '@sitenet/i18n';
import { useLoaderData } from 'react-router';
import { CategoryPage } from '../../features/category/components/category-page';

export function Component() {
  const { category } = useLoaderData() as { category: Category | null };
  return <CategoryPage category={category ?? undefined} />;
}
