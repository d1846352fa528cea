import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiFailure } from '../../../lib/api-failure';
import { logger } from '../../../lib/logger';
import { useEmptyTrash } from '../api/delete-for-good';

/** Empty trash, after a confirmation: every post in the site's trash is deleted for good. */
export function EmptyTrashButton({ siteId, disabled }: { siteId: number; disabled: boolean }) {
  const empty = useEmptyTrash();
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    empty.reset();
  };
  return (
    <>
      <Button variant="light" color="red" disabled={disabled} onClick={() => setAsking(true)}>
        Empty trash
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Empty the trash?"
        confirmLabel="Empty trash"
        confirmColor="red"
        busy={empty.isPending}
        error={empty.error ? apiFailure(empty.error).message : null}
        onCancel={close}
        onConfirm={() =>
          empty.mutate(siteId, {
            onSuccess: (deleted) => {
              setAsking(false);
              notifications.show({
                color: 'green',
                title: 'Trash emptied',
                message: deleted.length === 1 ? '1 post was deleted for good.' : `${deleted.length} posts were deleted for good.`,
              });
            },
            onError: (error) => logger.error('Failed to empty the trash', error),
          })
        }
      >
        Every post in this site’s trash, with all its translations, will be deleted for good. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
