import type { ActivityAction, ActivityEntry, ActivityTargetType } from '@sitenet/api-client/schemas/activity';
import { paths } from '../../../config/paths';

/** Each action in words, as the list says it ("Ana published a translation"). */
export const ACTION_WORDS: Record<ActivityAction, string> = {
  'post.create': 'created a post',
  'post.update': 'edited a post',
  'post.trash': 'moved a post to the trash',
  'post.restore': 'restored a post',
  'post.duplicate': 'duplicated a post',
  'post.delete': 'deleted a post for good',
  'post.empty_trash': 'emptied the trash',
  'post.bulk': 'changed several posts at once',
  'translation.submit': 'submitted a translation for review',
  'translation.publish': 'approved and published a translation',
  'translation.reject': 'sent a translation back',
  'translation.review_machine': 'reviewed a machine translation',
  'site.create': 'created a site',
  'site.update': 'edited a site',
  'site.delete': 'deleted a site',
  'site.restore': 'restored a site',
  'site.toggle_active': 'switched a site on or off',
  'site.toggle_maintenance': 'switched maintenance mode',
  'site.settings.update': 'saved site settings',
  'network.settings.update': 'saved network settings',
  'machine_translation.update': 'saved machine translation settings',
  'language.add': 'added a language',
  'strings.update': 'edited interface strings',
  'strings.import': 'imported interface strings',
  'language.toggle': 'enabled or disabled a language',
  'category.create': 'added a category',
  'category.update': 'edited a category',
  'category.delete': 'deleted a category',
  'category.reorder': 'reordered the categories',
  'tag.create': 'added a tag',
  'tag.update': 'renamed a tag',
  'tag.delete': 'deleted a tag',
  'tag.merge': 'merged a tag',
  'author.create': 'added an author',
  'author.update': 'edited an author',
  'author.delete': 'deleted an author',
  'person.update': 'edited a person',
  'person.role_change': 'changed roles',
  'person.suspend': 'suspended a person',
  'person.reactivate': 'reactivated a person',
  'person.delete': 'removed a person',
  'person.transfer_ownership': 'transferred ownership',
  'person.password_reset': 'made a password reset link',
  'preview.create': 'made a preview link',
  'preview.revoke': 'revoked a preview link',
  'invite.create': 'invited a person',
  'invite.resend': 'resent an invitation',
  'invite.revoke': 'revoked an invitation',
  'me.update': 'updated their profile',
  'me.password_change': 'changed their password',
  'session.revoke': 'ended a session',
  'lead.status': 'changed a lead’s status',
  'subscriber.import': 'imported newsletter subscribers',
  'subscriber.delete': 'deleted a newsletter subscriber',
  'newsletter.create': 'drafted a newsletter issue',
  'newsletter.update': 'edited a newsletter issue',
  'newsletter.delete': 'deleted a newsletter issue',
  'newsletter.send': 'sent or scheduled a newsletter issue',
  'media.upload': 'uploaded an image',
  'partner.create': 'added a partner',
  'partner.update': 'edited a partner',
  'partner.delete': 'deleted a partner',
  'offer.create': 'added an offer',
  'offer.update': 'edited an offer',
  'offer.delete': 'deleted an offer',
  'offer.rotate_secret': 'replaced an offer’s postback secret',
  'conversion.import': 'imported a partner’s conversions report',
  'media.update': 'edited an image’s alt text or focal point',
  'media.delete': 'deleted an image',
  'media.replace': 'replaced an image',
};

export const TARGET_WORDS: Record<ActivityTargetType, string> = {
  post: 'Posts',
  translation: 'Translations',
  site: 'Sites',
  network: 'Network',
  language: 'Languages',
  category: 'Categories',
  tag: 'Tags',
  author: 'Authors',
  person: 'People',
  invite: 'Invitations',
  session: 'Sessions',
  lead: 'Leads',
  subscriber: 'Newsletter subscribers',
  newsletter: 'Newsletter issues',
  media: 'Media',
  partner: 'Partners',
  offer: 'Offers',
};

/**
 * Where an entry's target has a screen: a post's editor (a translation's opens in its language),
 * the site's settings, languages or leads. `domainOf` finds a site's domain; null: no link.
 */
export function targetLink(entry: ActivityEntry, domainOf: (siteId: number) => string | undefined): string | null {
  const domain = entry.site_id === null ? undefined : domainOf(entry.site_id);
  const { type, id } = entry.target;
  if (type === 'network') return paths.settings;
  if (type === 'person') return paths.users;
  if (type === 'partner' || type === 'offer') return domain ? paths.site.campaigns(domain) : paths.campaigns;
  if (!domain || id === null) return null;
  switch (type) {
    case 'post':
      // A post deleted for good has no editor left: its trash is where it was last seen.
      return entry.action === 'post.trash' || entry.action === 'post.delete'
        ? paths.site.postsTrash(domain)
        : paths.site.postEdit(domain, id);
    case 'translation': {
      const [postId, code] = id.split('/');
      return postId && code ? paths.site.postEditLanguage(domain, postId, code) : null;
    }
    case 'site':
      return paths.site.settings(domain);
    case 'language':
      return paths.site.languages(domain);
    case 'category':
      return paths.site.categories(domain);
    case 'tag':
      return paths.site.tags(domain);
    case 'author':
      return paths.site.authors(domain);
    case 'lead':
      return `${paths.site.leads(domain)}?lead=${encodeURIComponent(id)}`;
    case 'subscriber':
      return paths.site.newsletter(domain);
    case 'media':
      return paths.site.media(domain);
    default:
      return null;
  }
}

/** A before or after value as text: empty values say so; lists and objects read as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
