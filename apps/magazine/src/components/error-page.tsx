import { deferredModule } from '../lib/deferred';

const errorPage = deferredModule(() => import('./error-page-view'));

/**
 * @sitenet/ui's error page as a deferred part (lib/deferred.tsx): the server renders it in place,
 * and its code is in no page's first load (most pages are no error).
 */
export const ErrorPage = errorPage.part((module) => module.ErrorPage);
