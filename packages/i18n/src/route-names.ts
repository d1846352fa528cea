import ROUTE_NAMES from './route-names.json';
import type { RouteNames } from './routes';

/**
 * The route names of every catalogue language the magazine shipped no file for, on the server
 * (the API, the magazine's server build, tests): read from route-names.json, their one home.
 * Browsers get route-names.browser.ts instead (package.json `imports`, `browser` condition).
 */
export const CATALOGUE_ROUTE_NAMES: Readonly<Record<string, RouteNames>> = ROUTE_NAMES;
