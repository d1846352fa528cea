import { deferredModule } from '../lib/deferred';

export { DEFAULT_SHARE_IMAGE, type SeoProps, type StructuredData } from './seo-props';

const seoTags = deferredModule(() => import('./seo-tags'));

/**
 * Document title, meta description, canonical, hreflang, Open Graph / Twitter card and JSON-LD
 * (seo-tags.tsx). A page the server rendered has them in its HTML already: their code, with the
 * structured data's, is not in its first load and comes at the reader's first interaction or
 * with the first in-app navigation (lib/deferred.tsx).
 */
export const Seo = seoTags.part((module) => module.SeoTags);
