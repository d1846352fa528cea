import { detectLocale } from '@sitenet/i18n';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type {
  AnalyticsRange,
  ContentResponse,
  CrossSiteResponse,
  OverviewResponse,
  Totals,
  TrafficResponse,
} from '../../contract';
import type { Db } from '../../db/client';
import { dailyStats, leads, postTranslations, sites, type DeviceClass, type RollupDimension } from '../../db/schema';
import { ReadMemo } from '../../lib/read-memo';
import { DAY_MS, dayOf } from '../../lib/days';
import { referrerKind } from './classify';

const DAYS: Record<string, number> = { '7d': 7, '30d': 30, '90d': 90 };
/** Articles per language in the content report. */
export const CONTENT_LIMIT = 100;

/** The range's days (today included) and the same number of days before them. */
export function periods(range: AnalyticsRange, now: number) {
  const days = DAYS[range] ?? 30;
  const end = dayOf(now);
  const start = dayOf(now - (days - 1) * DAY_MS);
  const previousEnd = dayOf(now - days * DAY_MS);
  const previousStart = dayOf(now - (2 * days - 1) * DAY_MS);
  return { days, start, end, previousStart, previousEnd };
}

const ctr = (pageviews: number, clicks: number) => (pageviews > 0 ? Math.round((clicks / pageviews) * 10_000) / 10_000 : 0);

function totals(row: { pageviews: unknown; visitors: unknown; cta_clicks: unknown } | undefined): Totals {
  const pageviews = Number(row?.pageviews ?? 0);
  const clicks = Number(row?.cta_clicks ?? 0);
  return { visitors: Number(row?.visitors ?? 0), pageviews, cta_clicks: clicks, ctr: ctr(pageviews, clicks) };
}

const sums = {
  pageviews: sql<number>`coalesce(sum(${dailyStats.pageviews}), 0)::int`,
  visitors: sql<number>`coalesce(sum(${dailyStats.visitors}), 0)::int`,
  cta_clicks: sql<number>`coalesce(sum(${dailyStats.ctaClicks}), 0)::int`,
};

/** Closed days' sums are reused this long (late events of yesterday show within it). */
const CLOSED_DAYS_MAX_AGE_MS = 60_000;

interface ValueSums {
  value: string;
  pageviews: number;
  visitors: number;
  cta_clicks: number;
}

interface PageSums extends Omit<ValueSums, 'value'> {
  postId: number;
  siteId: number;
  path: string;
}

/** Rows of the same key summed (a value read in the closed days and again today is one row). */
function sumBy<T extends Omit<ValueSums, 'value'>>(rows: T[], keyOf: (row: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...row });
    else {
      seen.pageviews += row.pageviews;
      seen.visitors += row.visitors;
      seen.cta_clicks += row.cta_clicks;
    }
  }
  return [...merged.values()];
}

/** One article in one language, over a range. */
interface ArticleViews {
  postId: number;
  siteId: number;
  locale: string;
  pageviews: number;
  cta_clicks: number;
}

/** Dashboards read the daily rollup only, never the raw events. */
export class AnalyticsService {
  /** Sums of closed days (see pastAndToday), per dimension value and per page. */
  private readonly closedValues = new ReadMemo<ValueSums[]>(CLOSED_DAYS_MAX_AGE_MS, 500);
  private readonly closedPages = new ReadMemo<PageSums[]>(CLOSED_DAYS_MAX_AGE_MS, 500);

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The rows of `from`..`to`: the days before today come from `memo` (their rollup rows are
   * final, but for events flushed in the first seconds after midnight: kept at most
   * CLOSED_DAYS_MAX_AGE_MS), today's are read fresh. A 90-day report then reads one day of rows
   * per request rather than 90 (the page dimension has one row per page and day).
   */
  private async pastAndToday<T>(
    memo: ReadMemo<T[]>,
    key: string,
    from: string,
    to: string,
    read: (from: string, to: string) => Promise<T[]>,
  ): Promise<T[]> {
    const today = dayOf(this.now());
    if (to < today) return read(from, to);
    const yesterday = dayOf(Date.parse(`${today}T00:00:00Z`) - DAY_MS);
    const [past, fresh] = await Promise.all([
      from <= yesterday ? memo.get(`${key}|${from}|${yesterday}`, () => read(from, yesterday)) : [],
      read(today, to),
    ]);
    return past.length === 0 ? fresh : [...past, ...fresh];
  }

  /** One dimension of the rollup over a day range: an index range per site. */
  private within(siteIds: number[], dimension: RollupDimension, from: string, to: string) {
    return and(
      inArray(dailyStats.siteId, siteIds),
      eq(dailyStats.dimension, dimension),
      gte(dailyStats.day, from),
      lte(dailyStats.day, to),
    );
  }

  async overview(siteIds: number[], range: AnalyticsRange): Promise<OverviewResponse> {
    const p = periods(range, this.now());
    if (siteIds.length === 0) return { range, current: totals(undefined), previous: totals(undefined), series: [] };
    const byDay = await this.db
      .select({ day: dailyStats.day, ...sums })
      .from(dailyStats)
      .where(this.within(siteIds, 'site', p.previousStart, p.end))
      .groupBy(dailyStats.day);
    const map = new Map(byDay.map((row) => [row.day, row]));
    const add = (from: string, to: string) => {
      const acc = { pageviews: 0, visitors: 0, cta_clicks: 0 };
      for (const row of byDay) {
        if (row.day >= from && row.day <= to) {
          acc.pageviews += row.pageviews;
          acc.visitors += row.visitors;
          acc.cta_clicks += row.cta_clicks;
        }
      }
      return totals(acc);
    };
    const series = Array.from({ length: p.days }, (_, index) => {
      const time = Date.parse(`${p.start}T00:00:00Z`) + index * DAY_MS;
      const date = dayOf(time);
      const row = map.get(date);
      return {
        date,
        visitors: row?.visitors ?? 0,
        pageviews: row?.pageviews ?? 0,
        cta_clicks: row?.cta_clicks ?? 0,
        previous_pageviews: map.get(dayOf(time - p.days * DAY_MS))?.pageviews ?? 0,
      };
    });
    return { range, current: add(p.start, p.end), previous: add(p.previousStart, p.previousEnd), series };
  }

  async traffic(siteIds: number[], range: AnalyticsRange): Promise<TrafficResponse> {
    const p = periods(range, this.now());
    if (siteIds.length === 0) return { range, sources: [], referrers: [], languages: [], devices: [] };
    const by = (dimension: RollupDimension) =>
      this.pastAndToday(this.closedValues, `${dimension}|${siteIds.join(',')}`, p.start, p.end, (from, to) =>
        this.db
          .select({ value: dailyStats.value, ...sums })
          .from(dailyStats)
          .where(this.within(siteIds, dimension, from, to))
          .groupBy(dailyStats.value),
      ).then((rows) => sumBy(rows, (row) => row.value));
    const [sourceRows, localeRows, deviceRows] = await Promise.all([by('source'), by('locale'), by('device')]);
    const referrers = sourceRows.map(({ value, ...counts }) => ({ host: value, ...counts }));
    const languages = localeRows.map(({ value, ...counts }) => ({ locale: value, ...counts }));
    const devices = deviceRows.map(({ value, ...counts }) => ({ device: value, ...counts }));
    const bySource = new Map<string, { pageviews: number; visitors: number }>();
    for (const row of referrers) {
      const kind = referrerKind(row.host);
      const acc = bySource.get(kind) ?? { pageviews: 0, visitors: 0 };
      acc.pageviews += row.pageviews;
      acc.visitors += row.visitors;
      bySource.set(kind, acc);
    }
    const byViews = <T extends { pageviews: number }>(list: T[]) => list.sort((a, b) => b.pageviews - a.pageviews);
    return {
      range,
      sources: byViews([...bySource].map(([kind, acc]) => ({ kind: kind as TrafficResponse['sources'][number]['kind'], ...acc }))),
      referrers: byViews(
        referrers
          .filter((row) => row.host !== '')
          .map((row) => ({ host: row.host, kind: referrerKind(row.host), pageviews: row.pageviews, visitors: row.visitors })),
      ).slice(0, 50),
      languages: byViews(languages.map((row) => ({ locale: row.locale, pageviews: row.pageviews, visitors: row.visitors }))),
      devices: byViews(
        devices.map((row) => ({ device: row.device as DeviceClass, pageviews: row.pageviews, visitors: row.visitors })),
      ),
    };
  }

  /**
   * Top articles per language: one row per article and language (an article read under several
   * paths of one language, e.g. before and after a slug change, is one row), the CONTENT_LIMIT
   * most viewed of each language. The grouped rows number the pages read in the range, whatever
   * the number of events, so they are merged here rather than cut short in SQL (a global cut
   * would silently empty the smaller languages).
   */
  async content(siteIds: number[], range: AnalyticsRange): Promise<ContentResponse> {
    const p = periods(range, this.now());
    const empty = { range, limit_per_locale: CONTENT_LIMIT, truncated_locales: [], posts: [] };
    if (siteIds.length === 0) return empty;
    const rows = await this.pastAndToday(this.closedPages, siteIds.join(','), p.start, p.end, (from, to) =>
      this.db
        .select({ postId: dailyStats.postId, siteId: dailyStats.siteId, path: dailyStats.value, ...sums })
        .from(dailyStats)
        .where(and(this.within(siteIds, 'page', from, to), sql`${dailyStats.postId} > 0`))
        .groupBy(dailyStats.postId, dailyStats.siteId, dailyStats.value),
    );
    const articles = new Map<string, ArticleViews>();
    for (const row of rows) {
      const locale = detectLocale(row.path);
      const key = `${row.siteId}|${row.postId}|${locale}`;
      const article = articles.get(key) ?? { postId: row.postId, siteId: row.siteId, locale, pageviews: 0, cta_clicks: 0 };
      article.pageviews += row.pageviews;
      article.cta_clicks += row.cta_clicks;
      articles.set(key, article);
    }
    const byLocale = new Map<string, ArticleViews[]>();
    for (const article of articles.values()) {
      const list = byLocale.get(article.locale) ?? [];
      list.push(article);
      byLocale.set(article.locale, list);
    }
    const truncated: string[] = [];
    const top = [...byLocale].flatMap(([locale, list]) => {
      if (list.length > CONTENT_LIMIT) truncated.push(locale);
      return list.sort((a, b) => b.pageviews - a.pageviews || b.cta_clicks - a.cta_clicks || a.postId - b.postId).slice(0, CONTENT_LIMIT);
    });
    if (top.length === 0) return empty;
    const ids = [...new Set(top.map((row) => row.postId))];
    const titles = await this.db
      .select({ postId: postTranslations.postId, locale: postTranslations.locale, title: postTranslations.title })
      .from(postTranslations)
      .where(inArray(postTranslations.postId, ids));
    const titleByKey = new Map(titles.map((t) => [`${t.postId}|${t.locale}`, t.title]));
    const titleOf = (postId: number, locale: string) =>
      titleByKey.get(`${postId}|${locale}`) ?? titleByKey.get(`${postId}|en`) ?? `#${postId}`;
    return {
      range,
      limit_per_locale: CONTENT_LIMIT,
      truncated_locales: truncated.sort(),
      posts: top
        .sort((a, b) => b.pageviews - a.pageviews || b.cta_clicks - a.cta_clicks || a.postId - b.postId)
        .map((row) => ({
          post_id: row.postId,
          site_id: row.siteId,
          title: titleOf(row.postId, row.locale),
          locale: row.locale,
          pageviews: row.pageviews,
          cta_clicks: row.cta_clicks,
          ctr: ctr(row.pageviews, row.cta_clicks),
        })),
    };
  }

  async crossSite(siteIds: number[], range: AnalyticsRange): Promise<CrossSiteResponse> {
    const p = periods(range, this.now());
    if (siteIds.length === 0) return { range, sites: [] };
    const [siteRows, stats, leadCounts] = await Promise.all([
      this.db.select().from(sites).where(inArray(sites.id, siteIds)),
      this.db
        .select({ siteId: dailyStats.siteId, ...sums })
        .from(dailyStats)
        .where(this.within(siteIds, 'site', p.start, p.end))
        .groupBy(dailyStats.siteId),
      this.db
        .select({ siteId: leads.siteId, n: sql<number>`count(*)::int` })
        .from(leads)
        .where(
          and(
            inArray(leads.siteId, siteIds),
            gte(leads.createdAt, new Date(`${p.start}T00:00:00Z`)),
            sql`${leads.status} <> 'spam'`,
          ),
        )
        .groupBy(leads.siteId),
    ]);
    return {
      range,
      sites: siteRows
        .map((site) => {
          const row = stats.find((s) => s.siteId === site.id);
          return {
            site_id: site.id,
            name: site.name,
            domain: site.domain,
            ...totals(row),
            leads: leadCounts.find((l) => l.siteId === site.id)?.n ?? 0,
          };
        })
        .sort((a, b) => b.pageviews - a.pageviews),
    };
  }
}
