import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interfaceStrings, sites } from '../../db/schema';
import { flattenDictionary, interfaceKeys } from './keys';
import { placeholderProblems } from './placeholders';
import { SHIPPED } from './shipped';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The shipped texts of every language but English as stored rows: `reviewed`, by nobody. */
function shippedRows(siteId: number) {
  const rows: Array<typeof interfaceStrings.$inferInsert> = [];
  for (const [locale, file] of Object.entries(SHIPPED)) {
    if (locale === 'en') continue;
    const texts = flattenDictionary(file);
    for (const { key, source } of interfaceKeys(locale)) {
      const target = texts.get(key);
      // A shipped text that would be refused on save is left missing rather than stored.
      if (typeof target !== 'string' || target.trim() === '' || placeholderProblems(source, target).length > 0) continue;
      rows.push({ siteId, locale, key, target, state: 'reviewed', updatedBy: null });
    }
  }
  return rows;
}

/**
 * Gives a site the shipped translations as its starting strings, once: the site's
 * `interface_strings_seeded` flag is claimed in the same transaction, so a second call (another
 * instance starting, a retry) does nothing, and a site whose people cleared strings is not refilled.
 * Called when a site is created and, for sites older than the strings, when the database is set up.
 */
export async function ensureSiteStrings(db: Db | Tx, siteId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(sites)
      .set({ interfaceStringsSeeded: true })
      .where(and(eq(sites.id, siteId), eq(sites.interfaceStringsSeeded, false)))
      .returning({ id: sites.id });
    if (claimed.length === 0) return false;
    const rows = shippedRows(siteId);
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(interfaceStrings).values(rows.slice(start, start + 500)).onConflictDoNothing();
    }
    return true;
  });
}

/** Every site not yet given its starting strings (database setup, on each start). */
export async function ensureAllSiteStrings(db: Db): Promise<number> {
  const pending = await db.select({ id: sites.id }).from(sites).where(eq(sites.interfaceStringsSeeded, false));
  let seeded = 0;
  for (const { id } of pending) if (await ensureSiteStrings(db, id)) seeded += 1;
  return seeded;
}
