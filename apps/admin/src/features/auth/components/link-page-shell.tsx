import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Logo } from '@sitenet/ui';
import classes from './login.module.css';

/** The card the sign-in screen uses, for the pages reached from a link. */
export function LinkPageShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className={classes.page}>
      <Paper className={classes.card} withBorder shadow="md" radius="lg" p="xl">
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <Logo label="TipsHub" size={36} />
            <Title order={1} fz={24} ta="center" mt="sm">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" ta="center">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </main>
  );
}
