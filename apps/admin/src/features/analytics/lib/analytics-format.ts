import { analyticsRangeSchema, type AnalyticsRange, type ContentResponse } from '@sitenet/api-client';

export const DEFAULT_RANGE: AnalyticsRange = '30d';

export const RANGE_OPTIONS: { value: AnalyticsRange; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
];

/** `?range=7d|30d|90d`; anything else is the default. */
export function readRange(params: URLSearchParams): AnalyticsRange {
  const parsed = analyticsRangeSchema.safeParse(params.get('range'));
  return parsed.success ? parsed.data : DEFAULT_RANGE;
}

export interface Change {
  /** Relative change against the previous period (0.25 = +25 %); null when there was nothing before. */
  ratio: number | null;
  direction: 'up' | 'down' | 'flat';
}

export function change(current: number, previous: number): Change {
  if (previous === 0) return { ratio: null, direction: current > 0 ? 'up' : 'flat' };
  const ratio = (current - previous) / previous;
  return { ratio, direction: ratio > 0.0005 ? 'up' : ratio < -0.0005 ? 'down' : 'flat' };
}

const integer = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

export const formatCount = (value: number): string => integer.format(value);
export const formatPercent = (value: number): string => percent.format(value);

/** "+12.5 % vs previous period", or "new" when the previous period was empty. */
export function formatChange({ ratio, direction }: Change): string {
  if (ratio === null) return direction === 'up' ? 'New this period' : 'No change';
  return `${signedPercent.format(ratio)} vs previous period`;
}

const SOURCE_LABELS = {
  search: 'Search engines',
  social: 'Social',
  direct: 'Direct',
  other: 'Other sites',
} as const;
export const sourceLabel = (kind: keyof typeof SOURCE_LABELS): string => SOURCE_LABELS[kind];

const DEVICE_LABELS = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } as const;
export const deviceLabel = (device: keyof typeof DEVICE_LABELS): string => DEVICE_LABELS[device];

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "2026-11-20" → "20 Nov" on the chart's axis. */
export function formatDay(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : DAY.format(parsed);
}

type ContentRow = ContentResponse['posts'][number];

/** The languages present in the top articles, for the language filter. */
export function contentLocales(posts: readonly ContentRow[]): string[] {
  return [...new Set(posts.map((post) => post.locale))].sort();
}

/** Top articles of one language (or all), most viewed first. */
export function topContent(posts: readonly ContentRow[], locale: string | null): ContentRow[] {
  return posts
    .filter((post) => !locale || post.locale === locale)
    .toSorted((a, b) => b.pageviews - a.pageviews || b.cta_clicks - a.cta_clicks);
}
