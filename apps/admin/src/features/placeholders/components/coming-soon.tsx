import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Icon } from '../../../components/icons';

/** Placeholder pages and menu-only paths: they say coming soon, inside the layout. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon name="clock" size={28} />
        </ThemeIcon>
        <Title order={2} fz={22}>
          Coming soon
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {title} is coming soon. We are working on it.
        </Text>
      </Stack>
    </Card>
  );
}
