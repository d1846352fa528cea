import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { Person } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { useTransferOwnership } from '../api/transfer-ownership';

/** Handing the network over cannot be undone by the giver: the new owner's email is typed to confirm. */
export function TransferOwnershipDialog({
  person,
  onClose,
}: {
  person: Person | null;
  onClose: () => void;
}) {
  const transfer = useTransferOwnership();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setTyped('');
    setFailure(null);
  }, [person?.id]);

  if (!person) return null;
  const matches = typed.trim().toLowerCase() === person.email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setFailure(null);
    transfer.mutate(person.id, {
      onSuccess: () => onClose(),
      onError: (error) => setFailure(apiFailure(error).message),
    });
  };

  return (
    <Modal
      opened
      onClose={transfer.isPending ? () => {} : onClose}
      title={`Make ${person.name} the owner?`}
      centered
      size="min(480px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {person.name} becomes the owner of the network, the only one who can delete sites and
            hand ownership on. You become an administrator; only the new owner can make you the
            owner again.
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Ownership not transferred">
              {failure}
            </Alert>
          )}
          <TextInput
            label={
              <>
                Type <Code>{person.email}</Code> to confirm
              </>
            }
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onClose}
              disabled={transfer.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={transfer.isPending}>
              Transfer ownership
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
