import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import type { Site } from '@sitenet/api-client';
import { paths } from '../../../config/paths';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { figuresOf } from '../lib/figures';
import { BlockListCard } from './block-list-card';
import { FiguresRow } from './figures-row';
import { HighlightsCard } from './highlights-card';
import { TeamsTable } from './teams-table';
import { WelcomeBanner } from './welcome-banner';
import classes from './dashboard.module.css';

const NO_TEAMS: never[] = [];

/**
 * SPEC 2.4's layout, banner and controls, showing the network's (or the selected site's) real
 * figures from one summary call. `ready` waits for the site list that decides which site it is.
 */
export function DashboardPage({ site, ready = true }: { site: Site | null; ready?: boolean }) {
  const summary = useDashboardSummary(site?.id ?? null, { enabled: ready });
  const domain = site?.domain ?? null;
  return (
    <Stack gap="lg">
      <div className={classes.grid}>
        <WelcomeBanner site={site} />
        {summary.data ? (
          <HighlightsCard
            summary={summary.data}
            sourcesTo={domain ? paths.site.analyticsTraffic(domain) : paths.analyticsTraffic}
            campaignsTo={domain ? paths.site.campaigns(domain) : paths.campaigns}
          />
        ) : null}
      </div>
      {summary.isError ? (
        <Alert color="red" title="The dashboard's figures could not be loaded">
          <Group gap="sm">
            <Text size="sm">{summary.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : summary.data ? (
        <>
          <FiguresRow figures={figuresOf(summary.data, domain)} />
          <div className={classes.grid}>
            <TeamsTable teams={summary.data.teams ?? NO_TEAMS} />
            <BlockListCard contributors={summary.data.contributors ?? []} />
          </div>
        </>
      ) : (
        <Group justify="center" gap="sm" p="xl">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading...
          </Text>
        </Group>
      )}
    </Stack>
  );
}
