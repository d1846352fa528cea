import { DEFAULT_LOCALE, LOCALES } from '@sitenet/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/locks';
import { rowsOf } from '../../db/rows';
import { DAY_MS, dayOf } from '../../lib/days';

/**
 * The campaign reports' page views over closed days (page_view_windows, schema.ts): each range's
 * current and previous period summed per article and language once a day, so a report reads one
 * row per article and language plus today's page rows, instead of 180 days of them.
 */

/** The report ranges the windows hold (a column pair each). */
export const WINDOW_RANGES = { '7d': 7, '30d': 30, '90d': 90 } as const;

/** A page's language from its path, in SQL, as detectLocale does (a known prefix, else English). */
const prefixed = LOCALES.filter((code) => code !== DEFAULT_LOCALE);
export const localeOfPath = (path: SQL) =>
  sql`case when split_part(${path}, '/', 2) in (${sql.join(
    prefixed.map((code) => sql`${code}`),
    sql`, `,
  )}) then split_part(${path}, '/', 2) else ${DEFAULT_LOCALE} end`;

/** The day `n` days before `anchor`, as a date parameter. */
const dayBefore = (anchor: string, n: number) =>
  sql`${dayOf(Date.parse(`${anchor}T00:00:00Z`) - n * DAY_MS)}::date`;

/** The closed days every window of `anchor` covers: the longest range's previous period and its current one. */
export const inWindows = (anchor: string, day: SQL) =>
  sql`${day} > ${dayBefore(anchor, 2 * WINDOW_RANGES['90d'] - 1)} and ${day} <= ${dayBefore(anchor, 0)}`;

/**
 * The sums of `value` over each range's windows for `anchor`, in column order (cur_7, prev_7,
 * cur_30 ... prev_90). Range R: current = the R - 1 closed days up to the anchor (a report adds
 * today), previous = the R days before. `type` is the columns' SQL type.
 */
export function windowSums(anchor: string, day: SQL, value: SQL, type = 'int'): SQL {
  const cast = sql.raw(type);
  return sql.join(
    Object.values(WINDOW_RANGES).map(
      (r) => sql`coalesce(sum(${value}) filter (where ${day} > ${dayBefore(anchor, r - 1)}), 0)::${cast},
        coalesce(sum(${value}) filter (where ${day} <= ${dayBefore(anchor, r - 1)} and ${day} > ${dayBefore(anchor, 2 * r - 1)}), 0)::${cast}`,
    ),
    sql`, `,
  );
}

/** The window columns' range for a report's bounds (7, 30 or 90 days), or undefined for another length. */
export const windowRangeOf = (days: number) => Object.values(WINDOW_RANGES).find((r) => r === days);

/**
 * Rebuilds the windows for `anchor` (a closed day) from daily_stats' page rows and marks them
 * valid for it, in one transaction under the lock that page-row writes take shared: a row written
 * meanwhile is either read here or clears the anchor after the commit.
 */
export async function buildViewWindows(db: Db, anchor: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.VIEW_WINDOWS})`);
    await tx.execute(sql`delete from page_view_windows`);
    await tx.execute(sql`
      insert into page_view_windows (site_id, post_id, locale, cur_7, prev_7, cur_30, prev_30, cur_90, prev_90)
      select d.site_id, d.post_id, ${localeOfPath(sql`d.value`)}, ${windowSums(anchor, sql`d.day`, sql`d.pageviews`)}
      from daily_stats d
      where d.dimension = 'page' and d.post_id > 0 and ${inWindows(anchor, sql`d.day`)}
      group by 1, 2, 3`);
    await tx.execute(sql`update page_view_windows_state set anchor = ${dayBefore(anchor, 0)}, built_at = now() where id = 1`);
  });
}

/** The roll-up pass's part: builds the windows for yesterday unless they are valid already. */
export async function refreshViewWindows(db: Db, now: number): Promise<boolean> {
  const yesterday = dayOf(now - DAY_MS);
  if ((await viewWindowsAnchor(db)) === yesterday) return false;
  await buildViewWindows(db, yesterday);
  return true;
}

/** The day the windows are valid for, or null while they are not. */
export async function viewWindowsAnchor(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ anchor: string | null }>(
    await db.execute(sql`select to_char(anchor, 'YYYY-MM-DD') as anchor from page_view_windows_state where id = 1`),
  );
  return row?.anchor ?? null;
}
