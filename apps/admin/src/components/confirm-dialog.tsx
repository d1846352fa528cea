import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what takes something away from readers. */
  confirmColor?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Why the action failed (the dialog stays open to retry). */
  error?: string | null;
  /** The action is under way: the confirm button spins, nothing can be clicked twice. */
  busy?: boolean;
}

/** Asks before a change with consequences: Cancel (focused first) or the named action. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  onConfirm,
  onCancel,
  error,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      size="min(440px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        {/* A div: some dialogs explain with a list or a table, which a <p> may not hold. */}
        <Text size="sm" component="div">
          {children}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
