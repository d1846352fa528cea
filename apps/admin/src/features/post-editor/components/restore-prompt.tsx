import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { formatSavedAt } from '../lib/local-draft';

/** Offers the changes this browser kept and never saved (shown above the fields, not modal). */
export function RestorePrompt({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert color="blue" title={`Restore unsaved changes from ${formatSavedAt(savedAt)}?`} role="alertdialog" aria-live="polite">
      <Stack gap="xs">
        <Text size="sm">This browser kept changes to this post that were never saved.</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onRestore}>
            Restore
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            Discard them
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
