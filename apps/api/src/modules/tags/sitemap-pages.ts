import { tagPathOf, type Locale } from '@sitenet/i18n';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Page, PageVersion } from '../discovery/pages';

interface Row {
  tag_id: number;
  locale: string;
  slug: string;
  last_modified: Date | string;
}

/**
 * The sitemap's tag pages (issue 17): a tag's page in a language where an indexable article
 * carrying the tag is published, on the tag's slug there (else its English one, as the page
 * answers), last changed when the newest of those articles was.
 */
export async function tagPages(db: Db, siteId: number, locales: readonly Locale[]): Promise<Page[]> {
  const result = await db.execute(sql`
    select pt.tag_id, t.locale, coalesce(l.slug, e.slug) as slug,
      max(greatest(t.updated_at, t.published_at)) as last_modified
    from post_tags pt
    join post_translations t on t.post_id = pt.post_id and t.site_id = ${siteId} and t.live
      and coalesce((t.seo->>'noindex')::boolean, false) = false
    left join tag_translations l on l.tag_id = pt.tag_id and l.locale = t.locale
    left join tag_translations e on e.tag_id = pt.tag_id and e.locale = 'en'
    where coalesce(l.slug, e.slug) is not null
    group by pt.tag_id, t.locale, coalesce(l.slug, e.slug)
    order by pt.tag_id`);
  const carried = new Set<string>(locales);
  const pages = new Map<number, Page>();
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    if (!carried.has(row.locale)) continue;
    const locale = row.locale;
    const page = pages.get(row.tag_id) ?? new Map<Locale, PageVersion>();
    page.set(locale, { path: tagPathOf(row.slug, locale), lastmod: new Date(row.last_modified) });
    pages.set(row.tag_id, page);
  }
  return [...pages.values()];
}
