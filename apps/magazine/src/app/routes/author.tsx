import { useLoaderData } from 'react-router';
import { AuthorPage } from '../../features/author/components/author-page';

export function Component() {
  const { slug } = useLoaderData() as { slug: string };
  return <AuthorPage slug={slug} />;
}
