import { Link } from 'react-router';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import type { Site } from '@sitenet/api-client';
import { paths } from '../../../config/paths';
import classes from './dashboard.module.css';

/** SPEC 2.4: site variant "Manage {name}", otherwise "Swift Setup for New Teams". */
export function WelcomeBanner({ site }: { site: Site | null }) {
  return (
    <Paper className={classes.banner} radius="lg" p="xl">
      <Stack gap="sm" maw={560}>
        {site ? (
          <>
            <Title order={2} fz={24}>
              Manage {site.name}
            </Title>
            <Text>
              Welcome back! Manage the content, performance and settings of {site.name} from one
              place.
            </Text>
            <div>
              <Button component={Link} to={paths.site.posts(site.domain)} variant="white">
                Manage Posts
              </Button>
            </div>
          </>
        ) : (
          <>
            <Title order={2} fz={24}>
              Swift Setup for New Teams
            </Title>
            <Text>
              Enhance team formation and management with easy-to-use tools for communication, task
              organization, and progress tracking, all in one place.
            </Text>
            <div>
              <Button component={Link} to={paths.sites} variant="white">
                View Sites
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
