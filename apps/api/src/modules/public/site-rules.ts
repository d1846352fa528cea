import { HttpError, notFound } from '../../lib/errors';
import type { SiteState } from './site-directory';

/** Seconds a reader (or a crawler) is asked to wait while a site is in maintenance. */
export const MAINTENANCE_RETRY_AFTER = '300';

/**
 * The rule every public reply of a site follows, as its pages do: an inactive site (or none) is
 * not there (404); one in maintenance asks to come back later (503, Retry-After) and nobody may
 * keep that answer (no-store), so reopening shows at once.
 */
export function requireOpenSite(site: SiteState | null): SiteState {
  if (!site) throw notFound('No site is configured');
  if (!site.active) throw notFound('This site is not available');
  if (site.maintenanceMode) {
    throw new HttpError(503, 'This site is under maintenance', {}, {
      'retry-after': MAINTENANCE_RETRY_AFTER,
      'cache-control': 'no-store',
    });
  }
  return site;
}
