import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import {
  globalPlaceholderPatterns,
  linkPatterns,
  loginPath,
  paths,
  sitePatterns,
  sitePlaceholderPatterns,
} from '../config/paths';
import { getToken } from '../lib/auth-store';
import { PageLoader } from '../components/page-loader';
import { RouteError } from './routes/route-error';

/** Protected routes: no stored token → /login carrying the requested path (SPEC 2.1). */
export function requireToken({ request }: LoaderFunctionArgs) {
  if (!getToken()) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return null;
}

// Every screen is its own chunk (react-router `lazy`), so /login loads only what it needs.
const login = () => import('./routes/login');
const acceptInvite = () => import('./routes/accept-invite');
const forgotPassword = () => import('./routes/forgot-password');
const resetPassword = () => import('./routes/reset-password');
const layout = () => import('./routes/protected-layout');
const dashboard = () => import('./routes/dashboard');
const sites = () => import('./routes/sites');
const posts = () => import('./routes/posts');
const languages = () => import('./routes/languages');
const categories = () => import('./routes/categories');
const tags = () => import('./routes/tags');
const authors = () => import('./routes/authors');
const postCreate = () => import('./routes/post-create');
const postEdit = () => import('./routes/post-edit');
const postsTrash = () => import('./routes/posts-trash');
const translations = () => import('./routes/translations');
const translationQueue = () => import('./routes/translation-queue');
const interfaceStrings = () => import('./routes/interface-strings');
const leads = () => import('./routes/leads');
const newsletter = () => import('./routes/newsletter');
const newsletters = () => import('./routes/newsletters');
const leadSources = () => import('./routes/lead-sources');
const campaigns = () => import('./routes/campaigns');
const campaignsCrossSite = () => import('./routes/campaigns').then((m) => ({ Component: m.CrossSite }));
// The analytics screens share one chunk with the charts, loaded only on these routes.
const analyticsOverview = () => import('./routes/analytics').then((m) => ({ Component: m.Overview }));
const analyticsTraffic = () => import('./routes/analytics').then((m) => ({ Component: m.Traffic }));
const analyticsContent = () => import('./routes/analytics').then((m) => ({ Component: m.Content }));
const analyticsCrossSite = () => import('./routes/analytics').then((m) => ({ Component: m.CrossSite }));
const siteSettings = () => import('./routes/site-settings');
const networkSettings = () => import('./routes/network-settings');
const users = () => import('./routes/users');
const profile = () => import('./routes/profile');
const activity = () => import('./routes/activity');
const placeholder = () => import('./routes/placeholder');
const mediaLibrary = () => import('./routes/media');
const notFound = () => import('./routes/not-found');
const serverError = () => import('./routes/server-error');

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, lazy: login },
      { path: paths.login, lazy: login },
      // Reached from a link, without a token: accepting an invitation, resetting a password.
      { path: linkPatterns.invite, lazy: acceptInvite },
      { path: paths.forgotPassword, lazy: forgotPassword },
      { path: linkPatterns.resetPassword, lazy: resetPassword },
      {
        path: paths.error,
        children: [
          { index: true, lazy: notFound },
          { path: paths.error404, lazy: notFound },
          { path: paths.error500, lazy: serverError },
        ],
      },
      {
        id: 'protected',
        loader: requireToken,
        lazy: layout,
        children: [
          { path: paths.dashboard, lazy: dashboard },
          { path: paths.sites, lazy: sites },
          { path: paths.posts, lazy: posts },
          { path: paths.postsCreate, lazy: postCreate },
          { path: paths.languages, lazy: languages },
          { path: sitePatterns.dashboard, lazy: dashboard },
          { path: sitePatterns.posts, lazy: posts },
          { path: sitePatterns.postsCreate, lazy: postCreate },
          { path: sitePatterns.postEdit, lazy: postEdit },
          { path: sitePatterns.postsTrash, lazy: postsTrash },
          { path: sitePatterns.translations, lazy: translations },
          { path: sitePatterns.translationQueue, lazy: translationQueue },
          { path: sitePatterns.languages, lazy: languages },
          { path: sitePatterns.interfaceStrings, lazy: interfaceStrings },
          { path: sitePatterns.categories, lazy: categories },
          { path: sitePatterns.tags, lazy: tags },
          { path: sitePatterns.authors, lazy: authors },
          { path: paths.leads, lazy: leads },
          { path: sitePatterns.leads, lazy: leads },
          { path: paths.leadsSources, lazy: leadSources },
          { path: sitePatterns.leadsSources, lazy: leadSources },
          { path: sitePatterns.newsletter, lazy: newsletter },
          { path: sitePatterns.newsletters, lazy: newsletters },
          { path: paths.campaigns, lazy: campaigns },
          { path: sitePatterns.campaigns, lazy: campaigns },
          { path: paths.campaignsCrossSite, lazy: campaignsCrossSite },
          { path: sitePatterns.media, lazy: mediaLibrary },
          { path: paths.analytics, lazy: analyticsOverview },
          { path: sitePatterns.analytics, lazy: analyticsOverview },
          { path: paths.analyticsTraffic, lazy: analyticsTraffic },
          { path: sitePatterns.analyticsTraffic, lazy: analyticsTraffic },
          { path: paths.analyticsContent, lazy: analyticsContent },
          { path: sitePatterns.analyticsContent, lazy: analyticsContent },
          { path: paths.analyticsCrossSite, lazy: analyticsCrossSite },
          { path: paths.settings, lazy: networkSettings },
          { path: sitePatterns.settings, lazy: siteSettings },
          { path: paths.users, lazy: users },
          { path: sitePatterns.users, lazy: users },
          { path: paths.profile, lazy: profile },
          { path: paths.activity, lazy: activity },
          { path: sitePatterns.activity, lazy: activity },
          ...[...globalPlaceholderPatterns, ...sitePlaceholderPatterns].map((path) => ({
            path,
            lazy: placeholder,
          })),
        ],
      },
      { path: '*', loader: () => redirect(paths.error404) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
