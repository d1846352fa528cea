import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Radio.css';
import type { RestoreAs } from '@sitenet/api-client';

export interface RestoreDialogProps {
  opened: boolean;
  title: string;
  onRestore: (as: RestoreAs) => void;
  onCancel: () => void;
  error?: string | null;
  busy?: boolean;
}

/**
 * Asks how a trashed post comes back: as drafts (chosen first: nothing reaches readers without a
 * second look) or as it was, its published translations live again at once.
 */
export function RestoreDialog({ opened, title, onRestore, onCancel, error, busy = false }: RestoreDialogProps) {
  const [as, setAs] = useState<RestoreAs>('draft');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Restore post"
      centered
      size="min(440px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Text size="sm">How should “{title}” come back?</Text>
        <Radio.Group value={as} onChange={(value) => setAs(value as RestoreAs)} label="Restore as" required>
          <Stack gap="sm" mt="xs">
            <Radio
              value="draft"
              label="Drafts"
              description="Every language comes back as a draft: nothing is public until it is published again."
            />
            <Radio
              value="published"
              label="Published, as it was"
              description="Languages that were published go live again at once; scheduled ones keep their date."
            />
          </Stack>
        </Radio.Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button onClick={() => onRestore(as)} loading={busy}>
            Restore
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
