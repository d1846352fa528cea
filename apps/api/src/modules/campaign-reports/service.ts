import { sql } from 'drizzle-orm';
import type {
  AnalyticsRange,
  CampaignCrossSite,
  CampaignGroup,
  CampaignMetrics,
  CampaignReport,
  DashboardSummary,
} from '../../contract';
import type { Db } from '../../db/client';
import { periods } from '../analytics/analytics-service';
import { currentNetworkSettings } from '../settings/service';
import {
  clickSource,
  emptyPeriod,
  figuresBy,
  placingViews,
  type Bounds,
  type ClickerDimension,
  type GroupKey,
  type PeriodFigures,
} from './figures';
import { perThousandViews, reportedEarnings, type ReportingCurrency } from './money';
import { rowsOf } from '../../db/rows';
import { executeAsJson } from './report-sql';
import { DAY_MS, dayOf } from '../../lib/days';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** The columns a group is made of, on offer_clicks (`c`), their rollup (`r`) and conversions (`v`) alike. */
const GROUP_KEYS: Record<CampaignGroup, GroupKey> = {
  offer: (t) => sql.raw(`${t}.offer_id`),
  site: (t) => sql.raw(`${t}.site_id`),
  language: (t) => sql.raw(`${t}.locale`),
  post: (t) => sql.raw(`${t}.post_id`),
};

/** The rollup's unique-clicker level of each group (offer_clicker_days.dimension). */
const CLICKER_LEVELS: Record<CampaignGroup, ClickerDimension> = {
  offer: 'offer',
  site: 'site',
  language: 'locale',
  post: 'post',
};

/** The range's UTC days (today included) and the same number of days before, as times. */
export function boundsOf(range: AnalyticsRange, now: Date): Bounds {
  const p = periods(range, now.getTime());
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    previousStart: at(p.previousStart),
    start: at(p.start),
    end: new Date(at(p.end).getTime() + DAY_MS),
    previousStartDay: p.previousStart,
    startDay: p.start,
    endDay: p.end,
  };
}

const ctrOf = (clicks: number, views: number) =>
  views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : 0;

function metrics(figures: PeriodFigures, views: number, currency: ReportingCurrency): CampaignMetrics {
  return {
    clicks: figures.clicks,
    unique_clickers: figures.clickers,
    views,
    ctr: ctrOf(figures.clicks, views),
    conversions: figures.conversions,
    earnings: reportedEarnings(figures.earnings, currency),
    earnings_per_1000_views: reportedEarnings(perThousandViews(figures.earnings, views), currency),
  };
}

/** Campaign reports: what the offers brought, on the sites a person may read them for. */
export class CampaignReportService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async report(
    siteIds: number[],
    range: AnalyticsRange,
    group: CampaignGroup,
  ): Promise<CampaignReport> {
    const bounds = boundsOf(range, this.now());
    const daily = { clicks: new Map<string, number>(), conversions: new Map<string, number>() };
    // One read decides where both the clicks and the views come from (rollups or windows).
    const source = await clickSource(this.db, bounds);
    const [figures, views, currency] = await Promise.all([
      figuresBy(this.db, siteIds, bounds, GROUP_KEYS[group], true, CLICKER_LEVELS[group], daily, source),
      placingViews(this.db, siteIds, bounds, group, source),
      currentNetworkSettings(this.db),
    ]);
    const total = figures.get('') ?? { current: emptyPeriod(), previous: emptyPeriod() };
    figures.delete('');
    const totalViews = views.get('') ?? { current: 0, previous: 0 };
    views.delete('');
    // A group with views but no click yet (an offer just placed) is a row too.
    const keys = new Set([...figures.keys(), ...views.keys()]);
    const labels = await this.labels(group, [...keys]);
    const rows = [...keys]
      .map((key) => {
        const own = figures.get(key) ?? { current: emptyPeriod(), previous: emptyPeriod() };
        const seen = views.get(key) ?? { current: 0, previous: 0 };
        return {
          key,
          label: labels.get(key) ?? key,
          current: metrics(own.current, seen.current, currency),
          previous: metrics(own.previous, seen.previous, currency),
        };
      })
      .sort((a, b) => b.current.clicks - a.current.clicks || a.label.localeCompare(b.label));

    const days = Math.round((bounds.end.getTime() - bounds.start.getTime()) / DAY_MS);
    return {
      range,
      group_by: group,
      period: { start: bounds.startDay, end: bounds.endDay },
      previous_period: {
        start: bounds.previousStartDay,
        end: dayOf(bounds.start.getTime() - DAY_MS),
      },
      totals: {
        current: metrics(total.current, totalViews.current, currency),
        previous: metrics(total.previous, totalViews.previous, currency),
      },
      daily: Array.from({ length: days }, (_, i) => {
        const time = bounds.start.getTime() + i * DAY_MS;
        const day = dayOf(time);
        const before = dayOf(time - days * DAY_MS);
        return {
          day,
          clicks: daily.clicks.get(day) ?? 0,
          conversions: daily.conversions.get(day) ?? 0,
          previous_clicks: daily.clicks.get(before) ?? 0,
          previous_conversions: daily.conversions.get(before) ?? 0,
        };
      }),
      rows,
    };
  }

  /** Offer names, site domains, article titles (English first); a language is its code. */
  private async labels(group: CampaignGroup, keys: string[]): Promise<Map<string, string>> {
    const ids = keys.map(Number).filter(Number.isInteger);
    if (group === 'language' || ids.length === 0) return new Map(keys.map((key) => [key, key]));
    const query = {
      offer: sql`select id::text as key, name as label from offers where id in (${idList(ids)})`,
      site: sql`select id::text as key, domain as label from sites where id in (${idList(ids)})`,
      post: sql`select distinct on (post_id) post_id::text as key, title as label
        from post_translations where post_id in (${idList(ids)})
        order by post_id, (locale = 'en') desc, locale`,
    }[group];
    const rows = rowsOf<{ key: string; label: string }>(await executeAsJson(this.db, query));
    return new Map(rows.map((row) => [row.key, row.label]));
  }

  /** Offers x sites and sites x languages over the range (current period only). */
  async crossSite(siteIds: number[], range: AnalyticsRange): Promise<CampaignCrossSite> {
    const bounds = boundsOf(range, this.now());
    const [byOfferSite, bySiteLanguage, siteRows, currency] = await Promise.all([
      figuresBy(this.db, siteIds, bounds, (t) => sql.raw(`${t}.offer_id || ':' || ${t}.site_id`)),
      figuresBy(this.db, siteIds, bounds, (t) => sql.raw(`${t}.site_id || ':' || ${t}.locale`)),
      siteIds.length === 0
        ? Promise.resolve({ rows: [] })
        : this.db.execute(
            sql`select id, name, domain from sites where id in (${idList(siteIds)}) order by domain`,
          ),
      currentNetworkSettings(this.db),
    ]);
    const cell = (figures: PeriodFigures) => ({
      clicks: figures.clicks,
      conversions: figures.conversions,
      earnings: reportedEarnings(figures.earnings, currency),
    });
    const split = (key: string) => {
      const cut = key.indexOf(':');
      return [key.slice(0, cut), key.slice(cut + 1)] as const;
    };
    const active = (figures: PeriodFigures) =>
      figures.clicks > 0 || figures.conversions > 0 || figures.earnings.size > 0;
    const offerSites = [...byOfferSite]
      .filter(([, f]) => active(f.current))
      .map(([key, f]) => {
        const [offer, site] = split(key);
        return { offer_id: Number(offer), site_id: Number(site), ...cell(f.current) };
      })
      // A stable order, whichever source (windows, daily rollup, raw clicks) the figures came from.
      .sort((a, b) => a.offer_id - b.offer_id || a.site_id - b.site_id);
    const siteLanguages = [...bySiteLanguage]
      .filter(([, f]) => active(f.current))
      .map(([key, f]) => {
        const [site, locale] = split(key);
        return { site_id: Number(site), locale, ...cell(f.current) };
      })
      .sort((a, b) => a.site_id - b.site_id || a.locale.localeCompare(b.locale));
    const offerIds = [...new Set(offerSites.map((c) => c.offer_id))];
    const offerRows =
      offerIds.length === 0
        ? []
        : rowsOf<{ id: number; name: string }>(
            await this.db.execute(
              sql`select id, name from offers where id in (${idList(offerIds)}) order by name, id`,
            ),
          );
    return {
      range,
      period: { start: bounds.startDay, end: bounds.endDay },
      sites: rowsOf<{ id: number; name: string; domain: string }>(siteRows).map((s) => ({
        id: Number(s.id),
        name: s.name,
        domain: s.domain,
      })),
      offers: offerRows.map((o) => ({ id: Number(o.id), name: o.name })),
      languages: [...new Set(siteLanguages.map((c) => c.locale))].sort(),
      offer_sites: offerSites,
      site_languages: siteLanguages,
    };
  }

  /** The dashboard's earnings over its 7 days: the total and the offers that brought it. */
  async dashboardEarnings(
    siteIds: number[],
  ): Promise<Pick<DashboardSummary, 'earnings' | 'earnings_by_offer'>> {
    const bounds = boundsOf('7d', this.now());
    const [figures, currency] = await Promise.all([
      figuresBy(this.db, siteIds, bounds, GROUP_KEYS.offer, true),
      currentNetworkSettings(this.db),
    ]);
    const total = figures.get('');
    figures.delete('');
    const top = [...figures]
      .filter(([, f]) => f.current.clicks > 0 || f.current.earnings.size > 0)
      .sort(([, a], [, b]) => b.current.clicks - a.current.clicks)
      .slice(0, 5);
    const labels = await this.labels(
      'offer',
      top.map(([key]) => key),
    );
    return {
      earnings: total ? reportedEarnings(total.current.earnings, currency) : [],
      earnings_by_offer: top.map(([key, f]) => ({
        offer_id: Number(key),
        name: labels.get(key) ?? key,
        clicks: f.current.clicks,
        earnings: reportedEarnings(f.current.earnings, currency),
      })),
    };
  }
}
