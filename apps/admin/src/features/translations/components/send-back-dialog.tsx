import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { TranslationQueueItem } from '@sitenet/api-client';

interface SendBackDialogProps {
  /** The submitted translation being sent back; null: closed. */
  row: TranslationQueueItem | null;
  languageName: (code: string) => string;
  pending: boolean;
  onClose: () => void;
  onSend: (row: TranslationQueueItem, note: string) => void;
}

/** Asks what should change before a submitted translation goes back to its translator. */
export function SendBackDialog({ row, languageName, pending, onClose, onSend }: SendBackDialogProps) {
  const [note, setNote] = useState('');
  // Each translation starts with an empty note (a note sent for the last one must not linger).
  const [noteFor, setNoteFor] = useState(row);
  if (row !== noteFor) {
    setNoteFor(row);
    setNote('');
  }
  const close = () => {
    setNote('');
    onClose();
  };
  return (
    <Modal
      opened={row !== null}
      onClose={close}
      title={row ? `Send the ${languageName(row.lang)} translation of “${row.title || 'Untitled'}” back` : ''}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (row && note.trim()) onSend(row, note.trim());
        }}
      >
        <Stack>
          <Textarea
            label="What should change?"
            required
            rows={4}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={!note.trim()}>
              Send back
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
