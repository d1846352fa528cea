import { Link } from 'react-router';
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Card.css';
import { paths } from '../../../config/paths';
import { blockList } from '../lib/demo-data';
import classes from './dashboard.module.css';

export function BlockListCard() {
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
        {blockList.map((entry) => (
          <Group key={entry.name} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Avatar radius="xl" color="indigo" alt="">
                {entry.initials}
              </Avatar>
              <Text size="sm" fw={500}>
                {entry.name}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {entry.commits.toLocaleString('en-GB')} commits
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
