import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import type { Subscriber } from '@sitenet/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { useDeleteSubscriber } from '../api/delete-subscriber';

/** Delete on request: the address and its records go for good, after a confirmation. */
export function DeleteSubscriberDialog({ subscriber, onClose }: { subscriber: Subscriber | null; onClose: () => void }) {
  const remove = useDeleteSubscriber();
  return (
    <Modal opened={subscriber !== null} onClose={onClose} title="Delete subscriber" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">
          Delete {subscriber?.email}? The address and every record of it are removed for good (a person’s request to be
          forgotten). To only stop mailing them, they can unsubscribe instead.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              subscriber &&
              remove.mutate(subscriber.id, {
                onSuccess: () => {
                  notifySuccess(`${subscriber.email} deleted`);
                  onClose();
                },
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
