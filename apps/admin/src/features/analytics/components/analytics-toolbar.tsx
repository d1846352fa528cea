import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { AnalyticsRange } from '@sitenet/api-client';
import { RangePicker } from '../../../components/range-picker';

/** A line about what the page shows, the range picker, and room for a filter. */
export function AnalyticsToolbar({
  description,
  range,
  onRange,
  children,
}: {
  description: string;
  range: AnalyticsRange;
  onRange: (range: AnalyticsRange) => void;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      <Group gap="sm">
        {children}
        <RangePicker value={range} onChange={onRange} />
      </Group>
    </Group>
  );
}
