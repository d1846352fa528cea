import { Link } from 'react-router';
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Card.css';
import type { DashboardContributor } from '@sitenet/api-client';
import { paths } from '../../../config/paths';
import { formatCount, initialsOf } from '../lib/dashboard-format';
import classes from './dashboard.module.css';

/** Rows the card shows. */
const SHOWN = 5;

/** SPEC 2.4's block list card: the people who published posts this month, most first. */
export function BlockListCard({ contributors }: { contributors: readonly DashboardContributor[] }) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz={16}>
            Contributors
          </Title>
          <Anchor component={Link} to={paths.teams} size="sm">
            All Contributors
          </Anchor>
        </Group>
        {contributors.length === 0 ? (
          <Text size="sm" c="dimmed">
            No posts published this month yet
          </Text>
        ) : (
          <Stack
            gap="md"
            component="ul"
            aria-label="Published posts this month"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {contributors.slice(0, SHOWN).map((entry) => (
              <Group key={entry.id} component="li" justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar radius="xl" color="indigo" alt="">
                    {initialsOf(entry.name)}
                  </Avatar>
                  <Text size="sm" fw={500}>
                    {entry.name}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatCount(entry.published_posts)}{' '}
                  {entry.published_posts === 1 ? 'post' : 'posts'} this month
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
