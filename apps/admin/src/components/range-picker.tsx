import { useSearchParams } from 'react-router';
import { SegmentedControl } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import type { AnalyticsRange } from '@sitenet/api-client';
import { RANGE_OPTIONS, readRange, writeRange } from '../lib/period';

/**
 * The range of every analytics and campaign report, kept in the URL (`?range=7d|30d|90d`).
 * `resets` names the parameters that only hold within one range (e.g. `page`): a new range drops
 * them in the same URL change (two changes in one event would undo each other).
 */
export function useRange(
  resets: readonly string[] = [],
): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (range: AnalyticsRange) =>
    setSearchParams(
      (params) => {
        for (const name of resets) params.delete(name);
        writeRange(params, range);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [readRange(searchParams), set];
}

export function RangePicker({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Period"
      value={value}
      data={RANGE_OPTIONS}
      onChange={(range) => onChange(range as AnalyticsRange)}
    />
  );
}
