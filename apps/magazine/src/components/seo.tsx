import { deferredModule } from '../lib/deferred';

export { DEFAULT_SHARE_IMAGE, type SeoProps, type StructuredData } from './seo-props';

const seoTags = deferredModule(() => import('./seo-tags'));

/** Loads the tags' code: the server does before it renders a page. */
export const preloadSeo = seoTags.preload;

/**
 * Document title, meta description, canonical, hreflang, Open Graph / Twitter card and JSON-LD
 * (seo-tags.tsx). A page the server rendered has them in its HTML already: their code, with the
 * structured data's, is not in its first load and comes at the reader's first interaction or
 * with the first in-app navigation (lib/deferred.tsx).
 */
export const Seo = seoTags.part((module) => module.SeoTags);
