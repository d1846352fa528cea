import { useParams } from 'react-router';
import { ArticlePage } from '../../features/article/components/article-page';
import { preloadArticleHtml } from '../../features/article/lib/article-html-module';
import { articleParts } from '../../features/article/lib/article-parts-module';

export { REQUESTED_PARAM } from '../../features/article/lib/requested-locale';

/**
 * The code the article's loader loads beside its data (this module, the page's, with it), so the
 * server renders the whole page: the deferred parts and, for an HTML body, its sanitizer.
 */
export async function preloadArticleCode(html: boolean): Promise<void> {
  await Promise.all([articleParts.preload(), html ? preloadArticleHtml() : undefined]);
}

export function Component() {
  const { slug = '' } = useParams();
  return <ArticlePage slug={slug} key={slug} />;
}
