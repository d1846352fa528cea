import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import { salesByChannel } from '../lib/demo-data';
import classes from './dashboard.module.css';

export function HighlightsCard() {
  const total = salesByChannel.reduce((sum, c) => sum + c.value, 0);
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack gap="md">
        <Title order={2} fz={16}>
          Highlights
        </Title>
        <div>
          <Text size="sm" c="dimmed">
            All time sales
          </Text>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700}>
              $295.7k
            </Text>
            <Text size="sm" c="green" fw={600}>
              +2.7%
            </Text>
          </Group>
        </div>
        <Progress.Root size="lg">
          {salesByChannel.map((c) => (
            <Progress.Section
              key={c.channel}
              value={(c.value / total) * 100}
              color={c.color}
              aria-label={`${c.channel} share of sales`}
            />
          ))}
        </Progress.Root>
        <Stack gap={8}>
          {salesByChannel.map((c) => (
            <Group key={c.channel} justify="space-between">
              <Group gap={8}>
                <span
                  aria-hidden="true"
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 3,
                    background: `var(--mantine-color-${c.color}-6)`,
                  }}
                />
                <Text size="sm">{c.channel}</Text>
              </Group>
              <Text size="sm" fw={600}>
                ${c.value}k
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
