import { Center, Loader, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';

/** The whole-screen "Loading..." state: the login check (SPEC 2.3) and route chunks loading. */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="xs" role="status">
        <Loader size="md" />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
