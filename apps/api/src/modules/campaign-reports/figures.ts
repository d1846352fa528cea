import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolledDays } from './click-rollup';
import { localeOfPath, windowRangeOf } from './view-windows';
import { addAmount, type Amounts } from './money';
import { rowsOf } from '../../db/rows';
import { clicksIn } from '../offers/stored-clicks';
import { executeAsJson } from './report-sql';
import { DAY_MS, dayOf } from '../../lib/days';

/**
 * The grouped aggregates behind the campaign reports: each a single GROUP BY for the range and
 * the previous period together (FILTER per period). Clicks come from the daily rollup for rolled
 * days (click-rollup.ts) and from the raw clicks by time for the others (today), so the cost grows
 * with days and groups, not with clicks; conversions are read by (site_id, converted_at). Nothing
 * is summed row by row in JS: JS only merges the few grouped rows.
 */

/** The times a report covers: [previousStart, start) is the previous period, [start, end) the range. */
export interface Bounds {
  previousStart: Date;
  start: Date;
  end: Date;
  /** The same as UTC days (daily_stats is by day), inclusive. */
  previousStartDay: string;
  startDay: string;
  endDay: string;
}

export interface PeriodFigures {
  clicks: number;
  clickers: number;
  conversions: number;
  earnings: Amounts;
}

export interface GroupFigures {
  current: PeriodFigures;
  previous: PeriodFigures;
}

export const emptyPeriod = (): PeriodFigures => ({
  clicks: 0,
  clickers: 0,
  conversions: 0,
  earnings: new Map(),
});

/** A time as a parameter both drivers send alike (PGlite and node-postgres). */
const ts = (time: Date) => sql`${time.toISOString()}::timestamptz`;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** Which columns make a group: the same on clicks and on conversions (both carry them). */
export type GroupKey = (alias: 'c' | 'r' | 'v' | 'w') => SQL;

/** The report levels whose unique clickers the rollup counts apart (offer_clicker_days). */
export type ClickerDimension = 'site' | 'offer' | 'locale' | 'post';

const previousDay = (day: string) => dayOf(Date.parse(`${day}T00:00:00Z`) - DAY_MS);
const nextDay = (day: string) => dayOf(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** Consecutive days as [first, last] runs, so a source is read with a few range conditions. */
function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && nextDay(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * Where a report's clicks are read, day by day: a rolled-up day from the rollup, the open day
 * (today) from the rollup up to where it is rolled and raw after that, any other day (a day not
 * rolled yet, a day a late click un-marked) raw by time, so a click written a second ago is
 * counted and no click is read twice. While the campaign windows are valid for yesterday, every
 * closed day is read from them (`windows`: the range's columns) and only today as above.
 */
export interface ClickSource {
  windows?: number;
  /** The range whose page_view_windows columns hold the closed days' views, while they are valid. */
  views?: number;
  rolled: [string, string][];
  /** Time ranges [from, to) read from the raw clicks. */
  raw: [Date, Date][];
  /** Days rolled up partly: their raw clicks' visitors already in offer_clicker_seen are not new. */
  partial: string[];
}

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

export async function clickSource(db: Db, bounds: Bounds): Promise<ClickSource> {
  // The campaign windows hold the closed days when they are valid for yesterday and the range is
  // one of theirs (7, 30 or 90 days): then only today is read from the daily rollup and raw.
  const range = windowRangeOf(Math.round((bounds.start.getTime() - bounds.previousStart.getTime()) / DAY_MS));
  const yesterday = previousDay(bounds.endDay);
  const { days, windowsAnchor, viewsAnchor } = await rolledDays(
    db,
    bounds.previousStartDay,
    bounds.endDay,
    range ? yesterday : undefined,
  );
  const windows = range && windowsAnchor === yesterday ? range : undefined;
  const first = windows ? bounds.endDay : bounds.previousStartDay;
  const rolled = new Map([...days].filter(([day]) => day >= first));
  const raw: [Date, Date][] = [];
  const partial: string[] = [];
  for (let day = first; day <= bounds.endDay; day = nextDay(day)) {
    const until = rolled.get(day);
    if (until === null) continue;
    if (until) partial.push(day);
    const from = until ?? startOf(day);
    const to = startOf(nextDay(day));
    const last = raw.at(-1);
    if (last && last[1].getTime() === from.getTime()) last[1] = to;
    else raw.push([from, to]);
  }
  const views = range && viewsAnchor === yesterday ? range : undefined;
  return { windows, views, rolled: runsOf([...rolled.keys()]), raw, partial };
}

const anyOf = (parts: SQL[]) => (parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`);
const rolledIn = (runs: [string, string][]) =>
  anyOf(runs.map(([a, b]) => sql`r.day between ${a}::date and ${b}::date`));

/**
 * The clicks of the report's sites over both periods as one derived table `c` (key, offer_id,
 * clicks `cur` in the range and `prev` in the previous period), each source aggregated on its own
 * table first (rolled days `r`, raw clicks `c`) so the union carries a few grouped rows. `daily`
 * adds, in the same pass, rows per UTC day (`day` set, key and offer null) for the chart.
 */
function clicksOf(sites: SQL, bounds: Bounds, source: ClickSource, key: GroupKey, daily: boolean): SQL {
  const part = (t: 'r' | 'c', day: SQL, n: SQL, cur: SQL, from: SQL) => {
    const groups = sql`${key(t)}, ${sql.raw(t)}.offer_id`;
    return sql`
      select (${key(t)})::text as key, ${sql.raw(t)}.offer_id, ${daily ? day : sql`null::date`} as day,
        coalesce(sum(${n}) filter (where ${cur}), 0) as cur, coalesce(sum(${n}) filter (where not ${cur}), 0) as prev
      ${from}
      group by ${daily ? sql`grouping sets ((${groups}), (${day}))` : groups}`;
  };
  const windows = source.windows
    ? sql`
    union all
    select (${key('w')})::text, w.offer_id, null::date, sum(w.${windowColumn('cur', source.windows)}), sum(w.${windowColumn('prev', source.windows)})
    from campaign_window_clicks w where w.site_id in (${sites}) group by ${key('w')}, w.offer_id
    ${daily ? sql`union all
    select null::text, null::int, w.day, sum(w.clicks), 0 from campaign_window_days w
    where w.site_id in (${sites}) and w.day >= ${bounds.previousStartDay}::date group by w.day` : sql``}`
    : sql``;
  return sql`(
    ${part('r', sql`r.day`, sql`r.clicks`, sql`(r.day >= ${bounds.startDay}::date)`, sql`from offer_click_days r where r.site_id in (${sites}) and ${rolledIn(source.rolled)}`)}
    union all
    ${part('c', sql`(c.clicked_at at time zone 'UTC')::date`, sql`1`, sql`(c.clicked_at >= ${ts(bounds.start)})`, sql`from ${clicksIn(source.raw)} c where c.site_id in (${sites})`)}
    ${windows}
  ) c`;
}

/** A window column of campaign_window_* for a range: `cur_90`, `earn_prev_7`... */
const windowColumn = (period: 'cur' | 'prev', range: number, prefix = '') => sql.raw(`${prefix}${period}_${range}`);

/**
 * The conversions of the report's sites over both periods as `v` (site_id, offer_id, post_id,
 * locale, currency, conversions and earnings of the range, prev_conversions and prev_earnings of
 * the previous period), from their daily rollup (offer_conversion_days, kept by triggers in the
 * conversions' own transactions: always exact), or for the closed days from the windows built
 * from it while they are valid (`windows`, any write to a closed day clears them).
 */
function conversionsOf(sites: SQL, bounds: Bounds, windows: number | undefined): SQL {
  const cur = sql`d.day >= ${bounds.startDay}::date`;
  const days = sql`
    select d.site_id, d.offer_id, d.post_id, d.locale, d.currency,
      case when ${cur} then d.conversions else 0 end as conversions,
      case when ${cur} then 0 else d.conversions end as prev_conversions,
      case when ${cur} then d.earnings else 0 end as earnings,
      case when ${cur} then 0 else d.earnings end as prev_earnings
    from offer_conversion_days d
    where d.site_id in (${sites}) and d.day >= ${windows ? bounds.endDay : bounds.previousStartDay}::date and d.day <= ${bounds.endDay}::date`;
  if (!windows) return sql`(${days}) v`;
  const column = (period: 'cur' | 'prev', prefix = '') => windowColumn(period, windows, prefix);
  return sql`(${days}
    union all
    select w.site_id, w.offer_id, w.post_id, w.locale, w.currency, w.${column('cur')}, w.${column('prev')},
      w.${column('cur', 'earn_')}, w.${column('prev', 'earn_')}
    from campaign_window_conversions w where w.site_id in (${sites})
  ) v`;
}

/**
 * Clicks, unique clickers, conversions and earnings by group, for the range and the previous
 * period. Earnings: a per-click offer earns its current rate for every click; the other models
 * earn what their conversions recorded (the commission at the time). `withTotal` adds the key
 * `''` for the whole (its unique clickers are distinct over every group, not a sum). Unique
 * clickers are read only for a `clickers` level (the report's group), else they stay 0.
 */
export async function figuresBy(
  db: Db,
  siteIds: number[],
  bounds: Bounds,
  key: GroupKey,
  withTotal = false,
  clickers?: ClickerDimension,
  /** Filled with the clicks and conversions of each UTC day over both periods (the report's chart). */
  daily?: { clicks: Map<string, number>; conversions: Map<string, number> },
  /** The report's clickSource when it read it already (it decides the views' source too). */
  known?: ClickSource,
): Promise<Map<string, GroupFigures>> {
  const out = new Map<string, GroupFigures>();
  if (siteIds.length === 0) return out;
  const sites = idList(siteIds);
  const source = known ?? (await clickSource(db, bounds));
  const clickKey = key('c');
  const perClick = sql`o.commission_model = 'per_click'`;
  // One pass over the clicks, by group and offer: the clicks of a group are the sum over its
  // offers, and a per-click offer's earnings its clicks x its current rate.
  const [clicks, uniques, conversions, conversionDays] = await Promise.all([
    executeAsJson(db, sql`
      select c.key, to_char(c.day, 'YYYY-MM-DD') as day, ${perClick} as per_click,
        o.commission_currency as currency, o.commission_rate::float8 as rate,
        coalesce(sum(c.cur), 0)::int as clicks, coalesce(sum(c.prev), 0)::int as prev_clicks
      from ${clicksOf(sites, bounds, source, key, daily !== undefined)}
      left join offers o on o.id = c.offer_id
      where c.day is not null or o.id is not null
      group by c.key, c.day, o.id`),
    clickers ? clickersBy(db, sites, bounds, source, clickKey, clickers) : Promise.resolve([]),
    executeAsJson(db, sql`
      select (${key('v')})::text as key, v.currency,
        coalesce(sum(v.conversions), 0)::int as conversions,
        coalesce(sum(v.prev_conversions), 0)::int as prev_conversions,
        coalesce(sum(v.earnings) filter (where not ${perClick}), 0)::float8 as earned,
        coalesce(sum(v.prev_earnings) filter (where not ${perClick}), 0)::float8 as prev_earned
      from ${conversionsOf(sites, bounds, source.windows)} join offers o on o.id = v.offer_id
      group by 1, 2`),
    daily ? dailyConversions(db, sites, bounds, source.windows) : Promise.resolve({ rows: [] }),
  ]);
  for (const row of rowsOf<{ day: string; n: number }>(conversionDays)) daily?.conversions.set(row.day, Number(row.n));
  const at = (k: string) => {
    let group = out.get(k);
    if (!group) out.set(k, (group = { current: emptyPeriod(), previous: emptyPeriod() }));
    return group;
  };
  const total = withTotal ? at('') : null;
  for (const row of rowsOf<ClickRow>(clicks)) {
    if (row.day) {
      daily?.clicks.set(row.day, Number(row.clicks) + Number(row.prev_clicks));
      continue;
    }
    for (const group of total ? [at(row.key), total] : [at(row.key)]) {
      group.current.clicks += Number(row.clicks);
      group.previous.clicks += Number(row.prev_clicks);
      if (row.per_click === true || String(row.per_click) === 'true') {
        addAmount(group.current.earnings, row.currency, Number(row.clicks) * Number(row.rate));
        addAmount(group.previous.earnings, row.currency, Number(row.prev_clicks) * Number(row.rate));
      }
    }
  }
  for (const row of uniques) {
    const group = row.total ? total : at(row.key);
    if (!group) continue;
    group.current.clickers += row.clickers;
    group.previous.clickers += row.prev_clickers;
  }
  for (const row of rowsOf<ConversionRow>(conversions)) {
    for (const group of total ? [at(row.key), total] : [at(row.key)]) {
      group.current.conversions += Number(row.conversions);
      group.previous.conversions += Number(row.prev_conversions);
      addAmount(group.current.earnings, row.currency, Number(row.earned));
      addAmount(group.previous.earnings, row.currency, Number(row.prev_earned));
    }
  }
  return out;
}

interface UniqueRow {
  /** The whole (every group) rather than one group. */
  total: boolean;
  key: string;
  clickers: number;
  prev_clickers: number;
}

/**
 * Unique clickers by group and in all: rolled days from the rollup's counts at that level (and
 * its `site` rows for the whole), the other days as distinct visitor hashes of the raw clicks.
 * The hash is daily and per site, so adding days and sites counts nobody twice.
 */
async function clickersBy(
  db: Db,
  sites: SQL,
  bounds: Bounds,
  source: ClickSource,
  clickKey: SQL,
  level: ClickerDimension,
): Promise<UniqueRow[]> {
  const levels = sql`r.site_id in (${sites}) and r.dimension in ('site', ${level})`;
  const windows = source.windows
    ? sql`union all
      select r.dimension, r.site_id, r.value, r.${windowColumn('cur', source.windows)}, r.${windowColumn('prev', source.windows)}
      from campaign_window_clickers r where ${levels}`
    : sql``;
  const [rolled, raw] = await Promise.all([
    source.rolled.length === 0 && !source.windows
      ? Promise.resolve({ rows: [] })
      : executeAsJson(db, sql`
          select r.dimension, case when r.dimension = 'site' then r.site_id::text else r.value end as key,
            coalesce(sum(r.cur), 0)::int as clickers, coalesce(sum(r.prev), 0)::int as prev_clickers
          from (
            select r.dimension, r.site_id, r.value,
              case when r.day >= ${bounds.startDay}::date then r.clickers else 0 end as cur,
              case when r.day >= ${bounds.startDay}::date then 0 else r.clickers end as prev
            from offer_clicker_days r where ${levels} and ${rolledIn(source.rolled)}
            ${windows}
          ) r
          group by 1, 2`),
    source.raw.length === 0
      ? Promise.resolve({ rows: [] })
      : executeAsJson(db, sql`
          select grouping(${clickKey}) = 1 as total,
            case when grouping(${clickKey}) = 1 then '' else (${clickKey})::text end as key,
            count(distinct c.visitor) filter (where cur and new_here)::int as clickers,
            count(distinct c.visitor) filter (where not cur and new_here)::int as prev_clickers,
            count(distinct c.visitor) filter (where cur and new_on_site)::int as site_clickers,
            count(distinct c.visitor) filter (where not cur and new_on_site)::int as prev_site_clickers
          from (
            select c.*, c.clicked_at >= ${ts(bounds.start)} as cur,
              ${notSeen(source, level, level === 'site' ? sql`''` : sql`(${clickKey})::text`)} as new_here,
              ${notSeen(source, 'site', sql`''`)} as new_on_site
            from ${clicksIn(source.raw)} c where c.site_id in (${sites})
          ) c
          group by grouping sets ((${clickKey}), ())`),
  ]);
  const out: UniqueRow[] = [];
  for (const row of rowsOf<{ dimension: string; key: string; clickers: number; prev_clickers: number }>(rolled)) {
    const figures = { clickers: Number(row.clickers), prev_clickers: Number(row.prev_clickers) };
    if (row.dimension === 'site') out.push({ total: true, key: '', ...figures });
    if (row.dimension === level) out.push({ total: false, key: row.key, ...figures });
  }
  for (const row of rowsOf<UniqueRow & { site_clickers: number; prev_site_clickers: number }>(raw)) {
    const total = row.total === true || String(row.total) === 'true';
    out.push({
      total,
      key: row.key,
      clickers: Number(total ? row.site_clickers : row.clickers),
      prev_clickers: Number(total ? row.prev_site_clickers : row.prev_clickers),
    });
  }
  return out;
}

/**
 * Whether a raw click's visitor is new at a level on its day: on a day rolled up partly, a
 * visitor already counted there (offer_clicker_seen) is not counted again.
 */
function notSeen(source: ClickSource, level: ClickerDimension, value: SQL): SQL {
  if (source.partial.length === 0) return sql`true`;
  return sql`not exists (select 1 from offer_clicker_seen s
    where s.site_id = c.site_id and s.day = (c.clicked_at at time zone 'UTC')::date
      and s.day in (${sql.join(source.partial.map((day) => sql`${day}::date`), sql`, `)})
      and s.dimension = ${level} and s.value = ${value} and s.visitor = c.visitor)`;
}

interface ClickRow {
  key: string;
  /** Set on the rows of the chart (clicks per day), null on the groups'. */
  day: string | null;
  per_click: boolean;
  currency: string;
  rate: number;
  clicks: number;
  prev_clicks: number;
}
interface MoneyRow {
  key: string;
  currency: string;
  earned: number;
  prev_earned: number;
}
interface ConversionRow extends MoneyRow {
  conversions: number;
  prev_conversions: number;
}

export type ViewsGroup = 'offer' | 'site' | 'language' | 'post';

/**
 * Page views per article and language over both periods (site_id, post_id, locale, views,
 * prev_views) of the articles in `placed`: the closed days from page_view_windows while it is
 * valid for yesterday, plus today's page rows (one per path); else every day from daily_stats.
 */
function viewsSource(sites: SQL, bounds: Bounds, range: number | undefined): SQL {
  const { previousStartDay, startDay, endDay } = bounds;
  const today = sql`select d.site_id, d.post_id, ${localeOfPath(sql`d.value`)} as locale`;
  if (range) {
    return sql`
      select w.site_id, w.post_id, w.locale, w.${sql.raw(`cur_${range}`)} as views, w.${sql.raw(`prev_${range}`)} as prev_views
      from page_view_windows w
      where w.site_id in (${sites}) and w.post_id in (select post_id from placed)
      union all
      ${today}, d.pageviews as views, 0 as prev_views
      from daily_stats d
      where d.site_id in (${sites}) and d.dimension = 'page' and d.day = ${endDay}
        and d.post_id in (select post_id from placed)`;
  }
  return sql`
    ${today},
      coalesce(sum(d.pageviews) filter (where d.day >= ${startDay}), 0)::int as views,
      coalesce(sum(d.pageviews) filter (where d.day < ${startDay}), 0)::int as prev_views
    from daily_stats d
    where d.site_id in (${sites}) and d.dimension = 'page'
      and d.day >= ${previousStartDay} and d.day <= ${endDay}
      and d.post_id in (select post_id from placed)
    group by 1, 2, 3`;
}

/**
 * Page views of the articles that place an offer (a tip pointing to it), by group, from the
 * daily rollup's page rows (dimension `page`, one per path and day: the analytics' own count of
 * an article's views). An offer's views are its placing articles'; a site's, language's or
 * article's are those of its articles that place any offer, each article counted once. The key
 * `''` is the whole: every placing article once (an article placing two offers is in two offers'
 * rows, so the offers' views do not add up to it).
 */
export async function placingViews(
  db: Db,
  siteIds: number[],
  bounds: Bounds,
  group: ViewsGroup,
  source: ClickSource,
): Promise<Map<string, { current: number; previous: number }>> {
  const out = new Map<string, { current: number; previous: number }>();
  if (siteIds.length === 0) return out;
  const sites = idList(siteIds);
  // Every group but the language's reads the views per article (pa): a few rows per article
  // rather than one per path, before the offers' join multiplies them.
  const keyed = {
    offer: sql`select pl.offer_id::text as key, pa.views, pa.prev_views from placed pl join pa on pa.post_id = pl.post_id`,
    site: sql`select pa.site_id::text as key, pa.views, pa.prev_views from pa`,
    language: sql`select pv.locale as key, pv.views, pv.prev_views from pv`,
    post: sql`select pa.post_id::text as key, pa.views, pa.prev_views from pa`,
  }[group];
  const rows = rowsOf<{ key: string; views: number; prev_views: number }>(
    await executeAsJson(db, sql`
      with placed as (select offer_id, post_id from offer_placements where site_id in (${sites})),
      pv as (${viewsSource(sites, bounds, source.views)}),
      pa as (select site_id, post_id, sum(views) as views, sum(prev_views) as prev_views from pv group by 1, 2)
      select key, sum(views)::int as views, sum(prev_views)::int as prev_views
      from (${keyed}) keyed group by key
      union all
      select '', coalesce(sum(views), 0)::int, coalesce(sum(prev_views), 0)::int from pa`),
  );
  for (const row of rows)
    out.set(row.key, { current: Number(row.views), previous: Number(row.prev_views) });
  return out;
}

/**
 * Conversions per UTC day over both periods, for the report's chart (its clicks come with the
 * groups' pass): the closed days from the windows' chart rows while they are valid, today (or
 * every day without them) from the daily rollup.
 */
function dailyConversions(db: Db, sites: SQL, bounds: Bounds, windows: number | undefined) {
  return executeAsJson(db, sql`
    select to_char(v.day, 'YYYY-MM-DD') as day, sum(v.conversions)::int as n
    from (
      select d.day, d.conversions from offer_conversion_days d
      where d.site_id in (${sites}) and d.day >= ${windows ? bounds.endDay : bounds.previousStartDay}::date
        and d.day <= ${bounds.endDay}::date
      ${windows ? sql`union all select w.day, w.conversions from campaign_window_days w where w.site_id in (${sites}) and w.day >= ${bounds.previousStartDay}::date` : sql``}
    ) v
    group by 1`);
}
