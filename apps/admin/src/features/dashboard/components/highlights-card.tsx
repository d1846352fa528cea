import { Link } from 'react-router';
import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import type { DashboardSummary } from '@sitenet/api-client';
import { formatMoney } from '../../../lib/format-money';
import { formatCount, NO_EARNINGS } from '../lib/dashboard-format';
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
 * SPEC 2.4's highlights card with real data: the period's earnings and the offers that brought
 * them (for whoever manages offers), and where the period's readers came from.
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
        {summary.earnings === null ? null : (
          <EarningsBySource summary={summary} campaignsTo={campaignsTo} />
        )}
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

/** The 7 days' earnings and, under them, each offer's share (offers are the earnings' sources). */
function EarningsBySource({
  summary,
  campaignsTo,
}: {
  summary: DashboardSummary;
  campaignsTo: string;
}) {
  const offers = summary.earnings_by_offer ?? [];
  return (
    <Stack gap={8}>
      <Group justify="space-between" align="baseline">
        <div>
          <Text size="sm" c="dimmed">
            Earnings, last 7 days
          </Text>
          <Text fz={offers.length > 0 ? 28 : 20} fw={700} data-testid="highlights-earnings">
            {formatMoney(summary.earnings ?? [], NO_EARNINGS)}
          </Text>
        </div>
        <Anchor component={Link} to={campaignsTo} size="sm">
          Campaigns
        </Anchor>
      </Group>
      {offers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No clicks on offers in the last 7 days
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          aria-label="Earnings by offer"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {offers.map((offer) => (
            <Group
              key={offer.offer_id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
            >
              <Text size="sm" truncate>
                {offer.name}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(offer.earnings)} · {formatCount(offer.clicks)}{' '}
                {offer.clicks === 1 ? 'click' : 'clicks'}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
