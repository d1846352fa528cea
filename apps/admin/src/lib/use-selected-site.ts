import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { Site } from '@sitenet/api-client';
import { SITE_PARAM } from '../config/paths';
import { useSites } from './api/get-sites';
import { findSelectedSite } from './selected-site';

export interface SelectedSiteState {
  /** The domain in the route, when the route is site-scoped. */
  domain: string | undefined;
  site: Site | null;
  /** True while the site list that decides the selection is still loading. */
  pending: boolean;
  /**
   * True when the route names a domain that none of the admin's sites has (a typo, or a site
   * of someone else): the menu falls back to the global one, and pages must not show other
   * data as if it were that site's.
   */
  unmatched: boolean;
}

export function useSelectedSite(): SelectedSiteState {
  const domain = useParams()[SITE_PARAM];
  const { data: sites, isPending } = useSites();
  const site = useMemo(() => findSelectedSite(domain, sites), [domain, sites]);
  const pending = Boolean(domain) && isPending;
  return { domain, site, pending, unmatched: Boolean(domain) && !pending && !site };
}
