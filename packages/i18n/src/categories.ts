/**
 * The magazine's categories (English names, as the API takes them). The one list: the API contract
 * and the route maps both import it.
 */
export const CATEGORIES = [
  'lifestyle',
  'health',
  'money',
  'home',
  'food',
  'travel',
  'technology',
  'career',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The categories in the magazine's navigation; technology and career are styled but not linked. */
export const NAV_CATEGORIES: readonly Category[] = ['lifestyle', 'health', 'money', 'home', 'food', 'travel'];
