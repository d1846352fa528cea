import type { Permission } from '@sitenet/api-client';
import type { IconName } from '../../../components/icons';
import { paths } from '../../../config/paths';

/**
 * Whether the signed-in person may do something (in the menu's scope: the selected site, or
 * anywhere). The menus show only entries whose screen the person can use; default: everything.
 */
export type Allows = (permission: Permission) => boolean;
const everything: Allows = () => true;

/** Drops the entries the person has no use for (`false` entries). */
function only<T>(items: (T | false)[]): T[] {
  return items.filter((item): item is T => item !== false);
}

export interface NavItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  icon: IconName;
  /** A group without children is a plain link. */
  to?: string;
  children?: NavItem[];
}

/** Global groups (SPEC 2.2), used when no site is selected. */
export function globalNavigation(allows: Allows = everything): NavGroup[] {
  return only([
    { label: 'Dashboard', icon: 'dashboard', to: paths.dashboard },
    { label: 'Sites', icon: 'sites', to: paths.sites },
    allows('analytics.read') && {
      label: 'Analytics',
      icon: 'analytics',
      children: [
        { label: 'Overview', to: paths.analytics },
        { label: 'Traffic Sources', to: paths.analyticsTraffic },
        { label: 'Popular Content', to: paths.analyticsContent },
        { label: 'Cross-Site Analytics', to: paths.analyticsCrossSite },
      ],
    },
    allows('leads.read') && {
      label: 'Leads',
      icon: 'leads',
      children: [
        { label: 'All Leads', to: paths.leads },
        { label: 'Lead Sources', to: paths.leadsSources },
        { label: 'Campaigns', to: paths.campaigns },
        { label: 'Cross-Site Campaigns', to: paths.campaignsCrossSite },
      ],
    },
    // Beyond the spec's groups: the people and network settings screens of issue 19.
    allows('people.read') && { label: 'Users', icon: 'users', to: paths.users },
    allows('network.manage') && { label: 'Settings', icon: 'settings', to: paths.settings },
    allows('activity.read') && { label: 'Activity', icon: 'clock', to: paths.activity },
  ]);
}

/** Site-scoped groups (SPEC 2.2), used when a site is selected. */
export function siteNavigation(domain: string, allows: Allows = everything): NavGroup[] {
  const s = paths.site;
  return only([
    { label: 'Dashboard', icon: 'dashboard', to: s.dashboard(domain) },
    {
      label: 'Posts',
      icon: 'posts',
      children: only([
        { label: 'All Posts', to: s.posts(domain) },
        allows('posts.write_own') && { label: 'Create New', to: s.postsCreate(domain) },
        { label: 'Categories', to: s.categories(domain) },
        { label: 'Authors', to: s.authors(domain) },
        { label: 'Tags', to: s.tags(domain) },
        { label: 'Media Library', to: s.media(domain) },
      ]),
    },
    {
      label: 'Languages',
      icon: 'languages',
      children: [
        { label: 'Manage Languages', to: s.languages(domain) },
        { label: 'Translations', to: s.translations(domain) },
        { label: 'Auto-Translate', to: s.autoTranslate(domain) },
      ],
    },
    allows('analytics.read') && {
      label: 'Analytics',
      icon: 'analytics',
      children: [
        { label: 'Overview', to: s.analytics(domain) },
        { label: 'Traffic Sources', to: s.analyticsTraffic(domain) },
        { label: 'Popular Content', to: s.analyticsContent(domain) },
      ],
    },
    allows('leads.read') && {
      label: 'Leads',
      icon: 'leads',
      children: [
        { label: 'All Leads', to: s.leads(domain) },
        { label: 'Lead Sources', to: s.leadsSources(domain) },
        { label: 'Newsletter', to: s.newsletter(domain) },
        { label: 'Newsletters', to: s.newsletters(domain) },
        { label: 'Campaigns', to: s.campaigns(domain) },
      ],
    },
    allows('people.read') && { label: 'Users', icon: 'users', to: s.users(domain) },
    allows('sites.manage') && {
      label: 'Settings',
      icon: 'settings',
      children: [
        { label: 'General', to: s.settings(domain) },
        { label: 'SEO', to: s.settingsSeo(domain) },
        { label: 'Cache Management', to: s.settingsCache(domain) },
        { label: 'API Configuration', to: s.settingsApi(domain) },
      ],
    },
    allows('activity.read') && { label: 'Activity', icon: 'clock', to: s.activity(domain) },
  ]);
}

export function quickActions(
  domain?: string,
  allows: Allows = everything,
): (NavItem & { icon: IconName })[] {
  return only([
    allows('posts.write_own') && {
      label: 'New Post',
      to: domain ? paths.site.postsCreate(domain) : paths.postsCreate,
      icon: 'plus',
    },
    allows('leads.read') && {
      label: 'View Leads',
      to: domain ? paths.site.leads(domain) : paths.leads,
      icon: 'leads',
    },
    allows('analytics.read') && {
      label: 'Analytics',
      to: domain ? paths.site.analytics(domain) : paths.analytics,
      icon: 'analytics',
    },
    { label: 'Site Health', to: paths.health, icon: 'heart' },
  ]);
}

export function recentLinks(allows: Allows = everything): (NavItem & { icon: IconName })[] {
  return only([
    { label: 'Draft Posts', to: paths.draftPosts, icon: 'posts' },
    allows('leads.read') && { label: 'New Leads', to: paths.newLeads, icon: 'leads' },
    allows('analytics.read') && {
      label: 'Popular Content',
      to: paths.analyticsContent,
      icon: 'analytics',
    },
    allows('people.read') && { label: 'Admin Users', to: paths.users, icon: 'users' },
  ]);
}

/** A link is active when its path (and query, if it has one) matches the location. */
export function isActiveLink(to: string, pathname: string, search: string): boolean {
  const [toPath, toQuery] = to.split('?');
  if (toPath !== pathname) return false;
  if (!toQuery) return true;
  const wanted = new URLSearchParams(toQuery);
  const current = new URLSearchParams(search);
  return [...wanted].every(([key, value]) => current.get(key) === value);
}
