import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { Person } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { useRemoveUser } from '../api/remove-user';

export interface RemoveUserDialogProps {
  person: Person | null;
  /** Everyone listed: the heir is chosen among the other active people. */
  people: readonly Person[];
  onClose: () => void;
}

/** Removing a person hands the posts they created to someone the remover chooses. */
export function RemoveUserDialog({ person, people, onClose }: RemoveUserDialogProps) {
  const remove = useRemoveUser();
  const [heir, setHeir] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setHeir('');
    setFailure(null);
  }, [person?.id]);

  if (!person) return null;
  const heirs = people.filter((p) => p.id !== person.id && p.status === 'active');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!heir) return;
    setFailure(null);
    remove.mutate(
      { id: person.id, name: person.name, reassignTo: Number(heir) },
      { onSuccess: () => onClose(), onError: (error) => setFailure(apiFailure(error).message) },
    );
  };

  return (
    <Modal
      opened
      onClose={remove.isPending ? () => {} : onClose}
      title={`Remove ${person.name}?`}
      centered
      size="min(480px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {person.name} ({person.email}) will no longer be able to sign in, and their sessions end
            at once. The posts they created are handed to the person you choose.
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Not removed">
              {failure}
            </Alert>
          )}
          <NativeSelect
            label="Hand their posts to"
            required
            data={[
              { value: '', label: 'Choose a person', disabled: true },
              ...heirs.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` })),
            ]}
            value={heir}
            onChange={(event) => setHeir(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!heir} loading={remove.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
