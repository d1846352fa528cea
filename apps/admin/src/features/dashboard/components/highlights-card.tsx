import { Link } from 'react-router';
import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import type { DashboardSummary } from '@sitenet/api-client';
import {
  formatCount,
  formatEarnings,
  NO_EARNINGS,
  NO_EARNINGS_HINT,
} from '../lib/dashboard-format';
import classes from './dashboard.module.css';

const SOURCES = {
  search: { label: 'Search engines', color: 'indigo' },
  social: { label: 'Social networks', color: 'teal' },
  direct: { label: 'Direct', color: 'grape' },
  other: { label: 'Other websites', color: 'orange' },
} as const;

interface HighlightsCardProps {
  summary: DashboardSummary;
  /** The traffic sources screen of the site, or of the network. */
  sourcesTo: string;
  campaignsTo: string;
}

/**
 * SPEC 2.4's highlights card with real data: the earnings (none until affiliate offers record
 * conversions, and it says so) and where the period's readers came from.
 */
export function HighlightsCard({ summary, sourcesTo, campaignsTo }: HighlightsCardProps) {
  const sources = summary.sources ?? [];
  const total = sources.reduce((sum, source) => sum + source.pageviews, 0);
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack gap="md">
        <Title order={2} fz={16}>
          Highlights
        </Title>
        <div>
          <Text size="sm" c="dimmed">
            Earnings, last 7 days
          </Text>
          {summary.earnings.length > 0 ? (
            <Text fz={28} fw={700}>
              {formatEarnings(summary.earnings)}
            </Text>
          ) : (
            <>
              <Text fz={20} fw={700}>
                {NO_EARNINGS}
              </Text>
              <Text size="sm" c="dimmed">
                {NO_EARNINGS_HINT}:{' '}
                {/* Underlined: a link inside a sentence must not rely on colour alone (axe). */}
                <Anchor component={Link} to={campaignsTo} size="sm" underline="always">
                  Campaigns
                </Anchor>
              </Text>
            </>
          )}
        </div>
        {summary.sources === null ? null : (
          <>
            <Group justify="space-between" align="baseline">
              <div>
                <Text size="sm" c="dimmed">
                  Page views by source, last 7 days
                </Text>
                <Text fz={28} fw={700} data-testid="highlights-pageviews">
                  {formatCount(total)}
                </Text>
              </div>
              <Anchor component={Link} to={sourcesTo} size="sm">
                Traffic Sources
              </Anchor>
            </Group>
            {total === 0 ? (
              <Text size="sm" c="dimmed">
                No visits in the last 7 days
              </Text>
            ) : (
              <>
                <Progress.Root size="lg">
                  {sources.map((source) => (
                    <Progress.Section
                      key={source.kind}
                      value={(source.pageviews / total) * 100}
                      color={SOURCES[source.kind].color}
                      aria-label={`${SOURCES[source.kind].label} share of page views`}
                    />
                  ))}
                </Progress.Root>
                <Stack gap={8}>
                  {sources.map((source) => (
                    <Group key={source.kind} justify="space-between">
                      <Group gap={8}>
                        <span
                          aria-hidden="true"
                          style={{
                            width: 10,
                            height: 10,
                            borderRadius: 3,
                            background: `var(--mantine-color-${SOURCES[source.kind].color}-6)`,
                          }}
                        />
                        <Text size="sm">{SOURCES[source.kind].label}</Text>
                      </Group>
                      <Text size="sm" fw={600}>
                        {formatCount(source.pageviews)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
