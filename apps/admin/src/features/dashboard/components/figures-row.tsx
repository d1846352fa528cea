import { Link } from 'react-router';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { Figure } from '../lib/figures';

/** The network's (or the site's) figures in one row, each a link to the screen behind it. */
export function FiguresRow({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: figures.length }}
      spacing="md"
      component="section"
      aria-label="Key figures"
    >
      {figures.map((figure) => (
        // The link's name is its visible text (label, value, hint), as axe asks.
        <UnstyledButton key={figure.label} component={Link} to={figure.to}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {figure.label}
            </Text>
            <Text
              fz={figure.value.length > 12 ? 18 : 26}
              fw={700}
              data-testid={`figure-${figure.label.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {figure.value}
            </Text>
            <Text size="xs" c="dimmed">
              {figure.hint}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
