import type { ContentResponse } from '@sitenet/api-client';

const integer = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number): string => integer.format(value);
export const formatPercent = (value: number): string => percent.format(value);

const SOURCE_LABELS = {
  search: 'Search engines',
  social: 'Social',
  direct: 'Direct',
  other: 'Other sites',
} as const;
export const sourceLabel = (kind: keyof typeof SOURCE_LABELS): string => SOURCE_LABELS[kind];

const DEVICE_LABELS = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } as const;
export const deviceLabel = (device: keyof typeof DEVICE_LABELS): string => DEVICE_LABELS[device];

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
