import { analyticsRangeSchema, type AnalyticsRange } from '@sitenet/api-client';

/*
 * A report's period (7, 30 or 90 days) and how a figure moved against the previous period of the
 * same length: shared by the analytics and campaign reports.
 */

export const DEFAULT_RANGE: AnalyticsRange = '30d';

export const RANGE_OPTIONS: { value: AnalyticsRange; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
];

/**
 * `?range=7d|30d|90d`; anything else is the default. `key` names the parameter when one screen
 * keeps two periods (the conversions of /campaigns beside its report's `range`).
 */
export function readRange(params: URLSearchParams, key = 'range'): AnalyticsRange {
  const parsed = analyticsRangeSchema.safeParse(params.get(key));
  return parsed.success ? parsed.data : DEFAULT_RANGE;
}

/** Writes a period into `params`; the default is left out, so a clean URL means the default view. */
export function writeRange(params: URLSearchParams, range: AnalyticsRange, key = 'range'): void {
  if (range === DEFAULT_RANGE) params.delete(key);
  else params.set(key, range);
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

const signedPercent = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** "+12.5 % vs previous period", or "new" when the previous period was empty. */
export function formatChange({ ratio, direction }: Change): string {
  if (ratio === null) return direction === 'up' ? 'New this period' : 'No change';
  return `${signedPercent.format(ratio)} vs previous period`;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "2026-11-20" → "20 Nov" on the chart's axis. */
export function formatDay(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : DAY.format(parsed);
}
