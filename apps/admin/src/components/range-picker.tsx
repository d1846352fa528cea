import { useSearchParams } from 'react-router';
import { SegmentedControl } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import type { AnalyticsRange } from '@sitenet/api-client';
import { RANGE_OPTIONS, readRange, writeRange } from '../lib/period';

/** The range of every analytics and campaign report, kept in the URL (`?range=7d|30d|90d`). */
export function useRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (range: AnalyticsRange) =>
    setSearchParams(
      (params) => {
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
