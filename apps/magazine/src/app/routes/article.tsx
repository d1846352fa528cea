import { useParams } from 'react-router';
import { ArticlePage } from '../../features/article/components/article-page';

export function Component() {
  const { slug = '' } = useParams();
  return <ArticlePage slug={slug} key={slug} />;
}
