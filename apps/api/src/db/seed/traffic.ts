import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rollupFromRaw } from '../../modules/analytics/rollup';
import { DAY_MS, dayOf } from '../../lib/days';

export interface SyntheticTrafficOptions {
  days?: number;
  /** Average page views per site and day (busier sites get more). */
  perDay?: number;
  /** Repeatable: the same seed gives the same traffic. */
  seed?: number;
  now?: number;
}

/**
 * Synthetic traffic for the demo (never for a real site): page views and CTA clicks over the last
 * `days` days on the published articles of every site, marked `synthetic` in the raw events so
 * they can be told apart and removed (`delete from events where synthetic`). Generated inside the
 * database and rolled up like real events; posts.views is set to the counted views.
 */
export async function seedSyntheticTraffic(db: Db, options: SyntheticTrafficOptions = {}): Promise<number> {
  const days = options.days ?? 90;
  const perDay = options.perDay ?? 240;
  const now = options.now ?? Date.now();
  const today = dayOf(now);
  const first = dayOf(now - (days - 1) * DAY_MS);
  await db.execute(sql`select setseed(${((options.seed ?? 42) % 1000) / 1000})`);
  await db.execute(sql`
    with pages as (
      select t.site_id, t.post_id, t.locale,
             case when t.locale = 'en' then '/' || t.slug else '/' || t.locale || '/' || t.slug end as path,
             row_number() over (partition by t.site_id order by t.post_id, t.locale) as n,
             count(*) over (partition by t.site_id) as total
      from post_translations t
      where t.live
    ),
    days as (
      select d::date as day, g as i
      from generate_series(${first}::date, ${today}::date, interval '1 day') with ordinality as s(d, g)
    ),
    views as (
      select pg.site_id, pg.post_id, pg.locale, pg.path, d.day,
             -- growth over the period, a weekly rhythm and noise
             (random() * 86399)::int as second,
             (array['', '', '', 'google.com', 'google.com', 'bing.com', 'duckduckgo.com', 'facebook.com', 'reddit.com', 'news.ycombinator.com'])[1 + floor(random() * 10)::int] as referrer_host,
             (array['mobile', 'mobile', 'mobile', 'desktop', 'desktop', 'tablet'])[1 + floor(random() * 6)::int] as device,
             'v' || (floor(random() * 400))::int as visitor
      from days d
      join pages pg on true
      cross join lateral generate_series(1, greatest(0, round(
        ${perDay}::numeric / pg.total * (0.55 + d.i::numeric / ${days} * 0.9) * (case extract(isodow from d.day) when 6 then 0.7 when 7 then 0.75 else 1 end)
        * (0.5 + random()) * (case when pg.locale = 'en' then 2 else 1 end)))::int) as k
    )
    insert into events (site_id, occurred_at, kind, path, post_id, tip_id, locale, referrer_host, device, visitor, synthetic)
    select site_id, day + make_interval(secs => second), 'pageview', path, post_id, null, locale, referrer_host, device,
           md5(visitor || day::text || site_id::text), true
    from views`);
  // About 3% of article views click a call to action (on posts that have one).
  await db.execute(sql`
    insert into events (site_id, occurred_at, kind, path, post_id, tip_id, locale, referrer_host, device, visitor, synthetic)
    select e.site_id, e.occurred_at + interval '40 seconds', 'cta_click', e.path, e.post_id, tip->>'id', e.locale, '', e.device, e.visitor, true
    from events e
    join posts p on p.id = e.post_id
    cross join lateral (select t from jsonb_array_elements(p.tips_meta) t where t->>'cta_link' is not null limit 1) as c(tip)
    where e.synthetic and e.kind = 'pageview' and random() < 0.03`);
  await rollupFromRaw(db, first, today);
  await db.execute(sql`
    update posts p set views = coalesce(s.n, 0)
    from (select post_id, sum(pageviews)::int as n from daily_stats where dimension = 'page' and post_id > 0 group by post_id) s
    where s.post_id = p.id`);
  const result = await db.execute(sql`select count(*)::int as n from events where synthetic`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
