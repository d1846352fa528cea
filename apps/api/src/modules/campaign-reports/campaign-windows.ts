import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/locks';
import { inWindows, WINDOW_RANGES, windowSums } from './view-windows';
import { rowsOf } from '../../db/rows';
import { DAY_MS, dayOf } from '../../lib/days';

/**
 * The campaign reports' clicks, unique clickers and conversions over closed days, per range
 * (campaign_window_* in schema.ts), as page_view_windows holds views: a 90-day report then reads
 * one row per site, offer, article and language instead of 180 days of them, and today from the
 * daily rollups and the raw clicks. Built from the daily rollups (never from raw clicks), so every
 * figure is the one those give.
 */

/** How many closed days the windows of an anchor cover (the 90-day range's 89 and the 90 before). */
const WINDOW_DAYS = 2 * WINDOW_RANGES['90d'] - 1;

/**
 * Rebuilds the windows for `anchor` (a closed day) and marks them valid for it, in one transaction
 * under the lock that writes to the rollups take shared (a write meanwhile is either read here or
 * clears the anchor after the commit). Builds nothing while a day of the windows is not rolled up
 * whole (it is read raw until the roll-up pass rolls it): returns whether it built.
 */
export async function buildCampaignWindows(db: Db, anchor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.CAMPAIGN_WINDOWS})`);
    const [whole] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select count(*)::int as n from offer_click_rolled_days r
        where r.rolled_until is null and ${inWindows(anchor, sql`r.day`)}`),
    );
    if (Number(whole?.n) !== WINDOW_DAYS) return false;
    for (const table of ['clicks', 'clickers', 'conversions', 'days'])
      await tx.execute(sql.raw(`delete from campaign_window_${table}`));
    const ranges = sql.raw('cur_7, prev_7, cur_30, prev_30, cur_90, prev_90');
    await tx.execute(sql`
      insert into campaign_window_clicks (site_id, offer_id, post_id, locale, ${ranges})
      select r.site_id, r.offer_id, r.post_id, r.locale, ${windowSums(anchor, sql`r.day`, sql`r.clicks`)}
      from offer_click_days r where ${inWindows(anchor, sql`r.day`)}
      group by 1, 2, 3, 4`);
    await tx.execute(sql`
      insert into campaign_window_clickers (site_id, dimension, value, ${ranges})
      select r.site_id, r.dimension, r.value, ${windowSums(anchor, sql`r.day`, sql`r.clickers`)}
      from offer_clicker_days r where ${inWindows(anchor, sql`r.day`)}
      group by 1, 2, 3`);
    await tx.execute(sql`
      insert into campaign_window_conversions (site_id, offer_id, post_id, locale, currency, ${ranges},
        earn_cur_7, earn_prev_7, earn_cur_30, earn_prev_30, earn_cur_90, earn_prev_90)
      select v.site_id, v.offer_id, v.post_id, v.locale, v.currency, ${windowSums(anchor, sql`v.day`, sql`v.conversions`)},
        ${windowSums(anchor, sql`v.day`, sql`v.earnings`, 'numeric')}
      from offer_conversion_days v where ${inWindows(anchor, sql`v.day`)}
      group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into campaign_window_days (site_id, day, clicks, conversions)
      select site_id, day, sum(clicks)::int, sum(conversions)::int from (
        select r.site_id, r.day, r.clicks, 0 as conversions from offer_click_days r where ${inWindows(anchor, sql`r.day`)}
        union all
        select v.site_id, v.day, 0, v.conversions from offer_conversion_days v where ${inWindows(anchor, sql`v.day`)}
      ) d group by 1, 2`);
    await tx.execute(
      sql`update campaign_windows_state set anchor = ${anchor}::date, built_at = now() where id = 1`,
    );
    return true;
  });
}

/** The roll-up pass's part, after the days are rolled: builds the windows for yesterday unless valid. */
export async function refreshCampaignWindows(db: Db, now: number): Promise<boolean> {
  const yesterday = dayOf(now - DAY_MS);
  if ((await campaignWindowsAnchor(db)) === yesterday) return false;
  return buildCampaignWindows(db, yesterday);
}

/** The day the windows are valid for, or null while they are not. */
export async function campaignWindowsAnchor(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ anchor: string | null }>(
    await db.execute(sql`select to_char(anchor, 'YYYY-MM-DD') as anchor from campaign_windows_state where id = 1`),
  );
  return row?.anchor ?? null;
}
