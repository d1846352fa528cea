/**
 * The HTML body of an article (components/article-html.tsx) with DOMPurify, a third of the article
 * page's code, loads only for articles written as HTML: the tips articles never fetch it.
 */
import type * as ArticleHtmlExports from '../components/article-html';

type ArticleHtmlModule = typeof ArticleHtmlExports;

let loaded: ArticleHtmlModule | undefined;

const load = () =>
  import('../components/article-html').then((module) => {
    loaded = module;
    return module;
  });

/** Called by the article loader, so a page it renders (on the server too) has the body at hand. */
export async function preloadArticleHtml(): Promise<void> {
  if (!loaded) await load();
}

/**
 * For React.lazy: once loaded, the module itself, handed over synchronously, so a render never
 * suspends on it (the server renders the body in place); before that (hydrating a page the server
 * rendered), its import, while React keeps the server's HTML of the body.
 */
export function articleHtmlModule(): Promise<ArticleHtmlModule> {
  const module = loaded;
  if (!module) return load();
  const settled = { then: (resolve: (value: ArticleHtmlModule) => void) => resolve(module) };
  return settled as unknown as Promise<ArticleHtmlModule>;
}
