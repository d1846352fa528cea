import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';

interface SendBackModalProps {
  opened: boolean;
  title: string;
  pending: boolean;
  onClose: () => void;
  /** The note, trimmed and never empty. */
  onSend: (note: string) => void;
}

/**
 * Asks what should change before a submitted translation goes back to its translator: the
 * editor's review bar and the translation queue. The form lives inside the modal, which unmounts
 * it when closed, so each opening starts with an empty note.
 */
export function SendBackModal({ opened, title, pending, onClose, onSend }: SendBackModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <NoteForm pending={pending} onCancel={onClose} onSend={onSend} />
    </Modal>
  );
}

function NoteForm({
  pending,
  onCancel,
  onSend,
}: {
  pending: boolean;
  onCancel: () => void;
  onSend: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (note.trim()) onSend(note.trim());
      }}
    >
      <Stack>
        <Textarea
          label="What should change?"
          required
          rows={4}
          // The API's limit (rejectTranslationRequestSchema).
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={!note.trim()}>
            Send back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
