import { deferredModule } from '../../../lib/deferred';

/**
 * The tips, the tags and "More like this" (components/article-parts.tsx): in the
 * server's HTML, their code loaded at the reader's first interaction (lib/deferred.tsx). The
 * article's loader preloads them, so the server renders them in place.
 */
export const articleParts = deferredModule(() => import('../components/article-parts'));
