import { StaticPage, type StaticPageName } from '../../features/static-pages/components/static-page';

export function route(page: StaticPageName) {
  return { Component: () => <StaticPage page={page} /> };
}
