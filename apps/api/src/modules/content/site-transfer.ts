import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postTranslations, sites } from '../../db/schema';
import { readContentFolder, writeContentFolder } from './content-folder';
import { exportSite } from './export-site';
import { importArticles } from './import-articles';
import type { PostStore } from './post-store';

/** A refusal the user can fix (unknown site, slug taken ...): the CLI prints it without a stack. */
export class ContentCommandError extends Error {}

async function siteId(db: Db, domain: string): Promise<number> {
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.domain, domain))
    .limit(1);
  if (!site) throw new ContentCommandError(`No site with the domain ${domain}`);
  return site.id;
}

/**
 * Writes every post of the site into dir (articles/<key>.json, authors.json). The folder mirrors
 * the site: article files of posts the site no longer has are removed.
 */
export async function exportSiteToFolder(
  db: Db,
  store: PostStore,
  domain: string,
  dir: string,
): Promise<number> {
  const bundle = await exportSite(db, store, await siteId(db, domain));
  await writeContentFolder(dir, bundle);
  const keep = new Set(bundle.articles.map((article) => `${article.key}.json`));
  const articlesDir = path.join(dir, 'articles');
  for (const name of await readdir(articlesDir)) {
    if (name.endsWith('.json') && !keep.has(name)) await rm(path.join(articlesDir, name));
  }
  return bundle.articles.length;
}

/**
 * Creates every article of dir as a post of the site. Nothing is written unless every file is
 * valid and no slug is taken on the site already. `transaction` runs the writes atomically and
 * gives the store to write through.
 */
export async function importFolderToSite(
  db: Db,
  domain: string,
  dir: string,
  transaction: <T>(work: (tx: Db, store: PostStore) => Promise<T>) => Promise<T>,
): Promise<number> {
  const id = await siteId(db, domain);
  const bundle = await readContentFolder(dir);
  const taken: string[] = [];
  const byLocale = new Map<string, string[]>();
  for (const article of bundle.articles) {
    for (const [code, translation] of Object.entries(article.translations)) {
      byLocale.set(code, [...(byLocale.get(code) ?? []), translation.slug]);
    }
  }
  for (const [locale, slugs] of byLocale) {
    const rows = await db
      .select({ slug: postTranslations.slug })
      .from(postTranslations)
      .where(
        and(
          eq(postTranslations.siteId, id),
          eq(postTranslations.locale, locale),
          inArray(postTranslations.slug, slugs),
        ),
      );
    taken.push(...rows.map((row) => `${locale}/${row.slug}`));
  }
  if (taken.length > 0) {
    const more = taken.length > 10 ? ` and ${taken.length - 10} more` : '';
    throw new ContentCommandError(
      `${domain} already has posts with these slugs (nothing imported): ${taken.slice(0, 10).join(', ')}${more}`,
    );
  }
  return transaction((tx, store) => importArticles(tx, store, id, bundle));
}
