import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import classes from './post-editor.module.css';

/*
 * The editor's modal dialogs: their own chunk, loaded the first time one opens (post-editor.tsx).
 */

/**
 * A modal confirmation on the native <dialog>: the browser traps focus, handles Escape and gives
 * focus back on close (and the console's other routes keep their own Modal CSS to themselves).
 */
export function ModalDialog({
  opened,
  title,
  onClose,
  wide = false,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** Room for two versions side by side (the conflict dialog). */
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!opened && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className={wide ? `${classes.dialog} ${classes.dialogWide}` : classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {opened && (
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {children}
        </Stack>
      )}
    </dialog>
  );
}

export function LeaveDialog({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <ModalDialog opened={opened} onClose={onStay} title="Leave without saving?">
      <>
        <Text size="sm">You have changes that are not saved to the server. A copy stays in this browser.</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onStay} autoFocus>
            Stay
          </Button>
          <Button color="red" onClick={onLeave}>
            Leave
          </Button>
        </Group>
      </>
    </ModalDialog>
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
    <ModalDialog opened={opened} onClose={onCancel} title="Move this post to the trash?">
      <>
        <Text size="sm">It disappears from the magazine in every language. You can restore it from the trash for 30 days.</Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} autoFocus>
            Cancel
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            Move to trash
          </Button>
        </Group>
      </>
    </ModalDialog>
  );
}
