import type { Site } from '@sitenet/api-client';
import { logger } from './logger';

/**
 * The selected site is the one whose domain is in the route (SPEC section 4). No domain, or a
 * domain that matches none of the loaded sites, means no selection; the miss is logged.
 */
export function findSelectedSite(
  domain: string | undefined,
  sites: readonly Site[] | undefined,
  log: (message: string, detail?: unknown) => void = logger.warn,
): Site | null {
  if (!domain || !sites) return null;
  const wanted = domain.toLowerCase();
  const site = sites.find((s) => s.domain.toLowerCase() === wanted);
  if (!site) {
    log(`No site matches the domain "${domain}"`);
    return null;
  }
  return site;
}
