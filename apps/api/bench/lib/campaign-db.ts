/** The campaign reports benchmark's database: synthetic offers, placing articles, clicks and views. */
import { sql } from 'drizzle-orm';
import { rollupPendingDays } from '../../src/modules/campaign-reports/click-rollup';
import { refreshCampaignWindows } from '../../src/modules/campaign-reports/campaign-windows';
import { refreshViewWindows } from '../../src/modules/campaign-reports/view-windows';
import { freshAnalyticsDatabase } from './analytics-db';

const OFFERS = 40;
const POSTS = 200;

/**
 * Two sites, 40 offers (half per click, half per sale), 200 articles each placing two offers,
 * `total` clicks over the last 90 days in time order, in batches as /go writes them (so a day's
 * or a minute's clicks are a few batches; a reader pool of 200,000), 1 % of them converted, and
 * 180 days of page views of every article in five languages in the rollup. The roll-up pass runs
 * as the server's would: reports read the last minute of clicks raw, and the rest from rollups.
 */
export async function seedCampaigns(dataDir: string, total: number): Promise<void> {
  const database = await freshAnalyticsDatabase(dataDir);
  const db = database.db;
  try {
    const started = Date.now();
    // The reports are read by whoever manages offers: the bench admin is the owner here.
    await db.execute(sql`update admin_users set role = 'owner'`);
    await db.execute(sql`insert into partners (name) values ('Bench partner')`);
    await db.execute(sql`
      insert into offers (partner_id, site_id, name, destination_url, commission_model, commission_rate, commission_currency)
      select 1, null, 'Offer ' || g, 'https://shop.example/' || g,
        case when g % 2 = 0 then 'per_click' else 'percent' end, case when g % 2 = 0 then 0.25 else 8 end,
        case when g % 3 = 0 then 'USD' else 'EUR' end
      from generate_series(1, ${OFFERS}) g`);
    await db.execute(sql`
      insert into posts (site_id, category, tips_meta)
      select 1 + g % 2, 'money', jsonb_build_array(
        jsonb_build_object('id', 't1', 'offer_id', 1 + g % ${OFFERS}),
        jsonb_build_object('id', 't2', 'offer_id', 1 + (g + 7) % ${OFFERS}))
      from generate_series(1, ${POSTS}) g`);
    await db.execute(sql`
      insert into daily_stats (site_id, dimension, day, value, post_id, pageviews)
      select p.site_id, 'page', current_date - d,
        case when l = 'en' then '/article-' || p.id else '/' || l || '/article-' || p.id end, p.id, 50 + (p.id * d) % 200
      from posts p, generate_series(0, 179) d, unnest(array['en','es','ar','fr','zh']) l`);
    // The clicks g of [from, to]: ids in time order (as newClickId's are), one batch row per
    // second as the click buffer writes them (a flush a second, EVENTS_FLUSH_MS: at these rates
    // one or two clicks a batch), and every hundredth click converted.
    const clicks = (from: number, to: number) => sql`
      select g, 'c' || lpad(g::text, 9, '0') as id, 1 + g % ${OFFERS} as offer_id, 1 + (g % ${POSTS}) % 2 as site_id,
        1 + g % ${POSTS} as post_id, (array['en','es','ar','fr','zh'])[1 + g % 5] as locale,
        now() - make_interval(secs => ((1 - g::float8 / ${total}) * 89 * 86400)::int) as clicked_at,
        'v' || (g % 200000) as visitor
      from generate_series(${from}::int, ${to}::int) g`;
    const chunk = 1_000_000;
    for (let done = 0; done < total; done += chunk) {
      const n = Math.min(chunk, total - done);
      // Written as the click buffer writes a batch (click-buffer.ts, placementJson): each
      // placement, numbered in its batch, before its first click; the clicks refer to it.
      await db.execute(sql`
        insert into offer_click_batches (first_id, last_id, first_at, last_at, clicks)
        select min(id collate "C"), max(id collate "C"), min(clicked_at), max(clicked_at),
          convert_to('[' || string_agg(
            case when first then '{"k":' || k || ',"o":' || offer_id || ',"s":' || site_id || ',"p":' || post_id
              || ',"t":"t1","l":' || to_json(locale) || ',"f":null,"d":null},' else '' end
            || '{"i":' || to_json(id) || ',"c":' || k || ',"a":' || round(extract(epoch from clicked_at) * 1000, 3)
            || ',"v":' || to_json(visitor) || '}', ',' order by g) || ']', 'UTF8')
        from (
          select c.*,
            dense_rank() over (partition by clicked_at order by offer_id, site_id, post_id, locale) - 1 as k,
            row_number() over (partition by clicked_at, offer_id, site_id, post_id, locale order by g) = 1 as first
          from (${clicks(done + 1, done + n)}) c
        ) c group by clicked_at`);
      await db.execute(sql`
        insert into offer_conversions (click_id, offer_id, site_id, post_id, locale, clicked_at, amount, currency, earnings, earnings_currency, source, converted_at)
        select id, offer_id, site_id, post_id, locale, clicked_at, 80, 'EUR', 6.4, 'EUR', 'import', clicked_at + interval '1 hour'
        from (${clicks(done + 1, done + n)}) c where g % 100 = 0`);
    }
    // The roll-up pass as the server runs it: every closed day, today up to a minute ago, and
    // the page views' and the campaigns' windows for yesterday.
    const rolledFrom = Date.now();
    await rollupPendingDays(db, Date.now());
    await refreshViewWindows(db, Date.now());
    await refreshCampaignWindows(db, Date.now());
    console.log(`  rolled up in ${((Date.now() - rolledFrom) / 1000).toFixed(0)} s`);
    await db.execute(sql`analyze`);
    console.log(
      `  ${total.toLocaleString('en')} clicks generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await database.close();
  }
}

