import { Stack } from '@mantine/core';
import type { Site } from '@sitenet/api-client';
import { BlockListCard } from './block-list-card';
import { HighlightsCard } from './highlights-card';
import { TeamsTable } from './teams-table';
import { WelcomeBanner } from './welcome-banner';
import classes from './dashboard.module.css';

export function DashboardPage({ site }: { site: Site | null }) {
  return (
    <Stack gap="lg">
      <div className={classes.grid}>
        <WelcomeBanner site={site} />
        <HighlightsCard />
      </div>
      <div className={classes.grid}>
        <TeamsTable />
        <BlockListCard />
      </div>
    </Stack>
  );
}
