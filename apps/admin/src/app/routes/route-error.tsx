import { Center, Loader, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import { useRouteError } from 'react-router';
import { ServerErrorPage } from '../../features/errors/components/server-error-page';
import { logger } from '../../lib/logger';

/** A render error or a chunk that failed to load shows the 500 page, never a blank screen. */
export function RouteError() {
  logger.error('Route error', useRouteError());
  return <ServerErrorPage />;
}

export function RouteFallback() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="xs" role="status">
        <Loader size="md" />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
