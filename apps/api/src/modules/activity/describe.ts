import type { AdminPostDetail, ActivityChanges, Person, Site } from '@sitenet/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import type { ActivityTarget } from './log';
import { diffFields } from './log';

/** How the log names the things writes change (the label is a snapshot: it survives renames). */
export const siteTarget = (site: Pick<Site, 'id' | 'name'>): ActivityTarget => ({ type: 'site', id: site.id, label: site.name });

/** A site as a target when only its id is at hand (one indexed read). */
export async function siteTargetById(db: Db, siteId: number): Promise<ActivityTarget> {
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return { type: 'site', id: siteId, label: site?.name ?? null };
}

export const personTarget = (person: Pick<Person, 'id' | 'name'>): ActivityTarget => ({ type: 'person', id: person.id, label: person.name });

/** A post by its English title, else its first translation's. */
export function postTarget(post: Pick<AdminPostDetail, 'id' | 'translations'>): ActivityTarget {
  const title = post.translations.en?.title ?? Object.values(post.translations)[0]?.title ?? null;
  return { type: 'post', id: post.id, label: title };
}

const POST_FIELDS = ['category', 'author_id', 'trending', 'is_advertorial', 'featured_image_url'] as const;
const TRANSLATION_FIELDS = ['title', 'slug', 'status', 'publish_at'] as const;

/**
 * A post write in short: the post's own fields and each translation's title, slug and publish
 * state (`es.status: draft -> published`) before and after; edited texts are named in `edited`
 * (the texts themselves are in the post, not copied into the log).
 */
export function postChanges(before: AdminPostDetail | null, after: AdminPostDetail): ActivityChanges | null {
  const flat = (post: AdminPostDetail | null) => {
    const out: Record<string, unknown> = {};
    if (!post) return out;
    for (const field of POST_FIELDS) out[field] = post[field];
    for (const [code, translation] of Object.entries(post.translations)) {
      for (const field of TRANSLATION_FIELDS) out[`${code}.${field}`] = translation[field];
    }
    return out;
  };
  const changes = diffFields(flat(before), flat(after)) ?? {};
  const edited = Object.entries(after.translations)
    .filter(([code, translation]) => {
      const old = before?.translations[code];
      return (
        old !== undefined &&
        (old.excerpt !== translation.excerpt ||
          old.content_html !== translation.content_html ||
          JSON.stringify(old.content) !== JSON.stringify(translation.content))
      );
    })
    .map(([code]) => code);
  if (edited.length > 0) changes.edited = { before: null, after: edited };
  return Object.keys(changes).length > 0 ? changes : null;
}

/** A person's network role and site roles as flat fields (`site 3: translator (es, fr)`). */
function roles(person: Pick<Person, 'name' | 'role' | 'status' | 'memberships'>): Record<string, unknown> {
  const out: Record<string, unknown> = { name: person.name, role: person.role, status: person.status };
  for (const membership of person.memberships) {
    out[`site ${membership.site_id}`] =
      membership.languages.length > 0 ? `${membership.role} (${membership.languages.join(', ')})` : membership.role;
  }
  return out;
}

/** Field-level changes of a person (name, network role, status, each site role). */
export function personChanges(
  before: Pick<Person, 'name' | 'role' | 'status' | 'memberships'>,
  after: Pick<Person, 'name' | 'role' | 'status' | 'memberships'>,
): ActivityChanges | null {
  return diffFields(roles(before), roles(after));
}

/** The one site whose role alone changed (the entry then belongs to that site), else null. */
export function onlySite(changes: ActivityChanges | null): number | null {
  const keys = Object.keys(changes ?? {});
  const match = keys.length === 1 ? /^site (\d+)$/.exec(keys[0]!) : null;
  return match ? Number(match[1]) : null;
}
