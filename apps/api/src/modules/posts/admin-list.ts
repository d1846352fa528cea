import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ORIGINAL_LANGUAGE, type AdminPost, type LanguageState, type TranslationState } from '../../contract';
import type { Db } from '../../db/client';
import { languages, posts, postTranslations } from '../../db/schema';

type StateRow = Pick<typeof postTranslations.$inferSelect, 'locale' | 'status' | 'stale' | 'machine' | 'publishAt'>;

/** A matrix cell: stale wins over the publish state (it needs the editor's attention). */
export function translationState(row: StateRow | undefined): TranslationState {
  if (!row) return 'missing';
  if (row.stale) return 'stale';
  return row.status;
}

/**
 * A posts-list language: its status and, apart, its stale and machine marks (a stale live
 * language stays published).
 */
export function languageState(row: StateRow | undefined): LanguageState {
  if (!row) return { status: 'missing', stale: false, machine: false, publish_at: null };
  return {
    status: row.status,
    stale: row.locale !== ORIGINAL_LANGUAGE && row.stale,
    machine: row.locale !== ORIGINAL_LANGUAGE && row.machine,
    publish_at: row.status === 'scheduled' && row.publishAt ? row.publishAt.toISOString() : null,
  };
}

/**
 * The admin posts table (trash excluded): the original's title and slug, `published` = the
 * original is published, `translations` = the other languages present, `translation_status` =
 * every language enabled for the site (the site's default first, as the languages table),
 * `language_states` = the same with status, stale and machine marks apart.
 */
export async function listAdminPosts(db: Db, siteIds: number[]): Promise<AdminPost[]> {
  if (siteIds.length === 0) return [];
  const [postRows, translationRows, languageRows] = await Promise.all([
    db
      .select({ id: posts.id, siteId: posts.siteId, category: posts.category, updatedAt: posts.updatedAt })
      .from(posts)
      .where(and(inArray(posts.siteId, siteIds), isNull(posts.deletedAt)))
      .orderBy(desc(posts.updatedAt), desc(posts.id)),
    db
      .select({
        postId: postTranslations.postId,
        locale: postTranslations.locale,
        status: postTranslations.status,
        stale: postTranslations.stale,
        machine: postTranslations.machine,
        publishAt: postTranslations.publishAt,
        title: postTranslations.title,
        slug: postTranslations.slug,
      })
      .from(postTranslations)
      .where(inArray(postTranslations.siteId, siteIds)),
    db
      .select({ siteId: languages.siteId, code: languages.code })
      .from(languages)
      .where(and(inArray(languages.siteId, siteIds), eq(languages.enabled, true)))
      .orderBy(desc(languages.isDefault), asc(languages.id)),
  ]);

  const byPost = new Map<number, typeof translationRows>();
  for (const row of translationRows) {
    const list = byPost.get(row.postId) ?? [];
    list.push(row);
    byPost.set(row.postId, list);
  }
  const codesBySite = new Map<number, string[]>();
  for (const row of languageRows) codesBySite.set(row.siteId, [...(codesBySite.get(row.siteId) ?? []), row.code]);

  return postRows.map((post) => {
    const rows = byPost.get(post.id) ?? [];
    const original = rows.find((row) => row.locale === ORIGINAL_LANGUAGE);
    const codes = codesBySite.get(post.siteId) ?? [ORIGINAL_LANGUAGE];
    return {
      id: post.id,
      site_id: post.siteId,
      title: original?.title ?? '',
      slug: original?.slug ?? '',
      category: post.category,
      published: original?.status === 'published',
      updated_at: post.updatedAt.toISOString(),
      translations: rows
        .map((row) => row.locale)
        .filter((locale) => locale !== ORIGINAL_LANGUAGE)
        .sort(),
      translation_status: Object.fromEntries(
        codes.map((code) => [code, translationState(rows.find((row) => row.locale === code))]),
      ),
      // Enabled languages first (as above), then translations in a language disabled since.
      language_states: Object.fromEntries(
        [...codes, ...rows.map((row) => row.locale).filter((locale) => !codes.includes(locale)).sort()].map((code) => [
          code,
          languageState(rows.find((row) => row.locale === code)),
        ]),
      ),
    };
  });
}
