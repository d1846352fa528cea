import { Paper, Text } from '@mantine/core';
import { change, formatChange } from '../lib/period';

export interface StatCardProps {
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
}

// Dark shades: the small text keeps a 4.5:1 contrast on the card (axe).
const COLORS = { up: 'teal.9', down: 'red.9', flat: 'dimmed' } as const;

/** One figure of the period and how it moved against the previous one. */
export function StatCard({ label, current, previous, format }: StatCardProps) {
  const moved = change(current, previous);
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {format(current)}
      </Text>
      <Text size="sm" c={COLORS[moved.direction]}>
        {formatChange(moved)}
      </Text>
    </Paper>
  );
}
