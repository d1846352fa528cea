import type { RouteNames } from './routes';

/**
 * In a browser, no language's route names beyond the five shipped files' are bundled: a page
 * needs only those of the languages its site carries, which come with the site's facts
 * (`route_names` of GET /api/site, in the page's data) through `addRouteNames`.
 */
export const CATALOGUE_ROUTE_NAMES: Readonly<Record<string, RouteNames>> = {};
