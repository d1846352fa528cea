import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { ApiError, SITE_RETENTION_DAYS, type Site } from '@sitenet/api-client';
import { useDeleteSite } from '../api/delete-site';

export interface DeleteSiteDialogProps {
  opened: boolean;
  onClose: () => void;
  site: Site;
}

/**
 * Deleting a site takes it off the web: the user types its domain to confirm (the server checks
 * it again). Cancel is focused first; Delete is enabled only once the domain matches.
 */
export function DeleteSiteDialog({ opened, onClose, site }: DeleteSiteDialogProps) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteSite();
  const matches = typed.trim().toLowerCase() === site.domain;

  useEffect(() => {
    if (!opened) return;
    setTyped('');
    setFailure(null);
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setFailure(null);
    remove.mutate(
      { id: site.id, confirmDomain: typed },
      {
        onSuccess: () => onClose(),
        onError: (error) =>
          setFailure(error instanceof ApiError ? error.message : 'Network error. Please try again.'),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={remove.isPending ? () => {} : onClose}
      title={`Delete ${site.name}?`}
      centered
      size="min(480px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {site.domain} and its alias domains will answer “not found” at once. You can restore the
            site with its posts and languages for {SITE_RETENTION_DAYS} days; after that it is deleted for
            good.
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={
              <>
                Type <Code>{site.domain}</Code> to confirm
              </>
            }
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={remove.isPending}>
              Delete Site
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
