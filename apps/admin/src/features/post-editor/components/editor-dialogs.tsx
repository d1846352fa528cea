import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { formatSavedAt } from '../lib/local-draft';

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

export function ConflictDialog({
  opened,
  onLoadTheirs,
  onCopyMine,
  onClose,
}: {
  opened: boolean;
  onLoadTheirs: () => void;
  onCopyMine: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="This post was changed by someone else since you opened it" centered>
      <Stack gap="sm">
        <Text size="sm">
          Your changes were not saved, and theirs were not overwritten. To keep your text, copy it first; then load
          their version and paste back what you need.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCopyMine}>
            Copy my text
          </Button>
          <Button onClick={onLoadTheirs}>Load their version</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function LeaveDialog({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave without saving?" centered>
      <Stack gap="sm">
        <Text size="sm">You have changes that are not saved to the server. A copy stays in this browser.</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onStay} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={onLeave}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function DeleteDialog({
  opened,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Move this post to the trash?" centered>
      <Stack gap="sm">
        <Text size="sm">It disappears from the magazine in every language. You can restore it from the trash for 30 days.</Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            Move to trash
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
