import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TrashedPost } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { apiFailure } from '../../../lib/api-failure';
import { logger } from '../../../lib/logger';
import { useDeletePostForGood } from '../api/delete-for-good';
import { useRestorePost } from '../api/restore-post';
import { RestoreDialog } from './restore-dialog';

/** A trashed post's actions: Restore (asking how) and Delete permanently (asking first). */
export function TrashRowActions({ post, domain, canDelete }: { post: TrashedPost; domain: string; canDelete: boolean }) {
  const restore = useRestorePost();
  const remove = useDeletePostForGood();
  const [asking, setAsking] = useState<'restore' | 'delete' | null>(null);
  const close = () => {
    setAsking(null);
    restore.reset();
    remove.reset();
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" aria-label={`Restore ${post.title}`} onClick={() => setAsking('restore')}>
        Restore
      </Button>
      {canDelete && (
        <Button size="xs" variant="subtle" color="red" aria-label={`Delete ${post.title} permanently`} onClick={() => setAsking('delete')}>
          Delete permanently
        </Button>
      )}
      <RestoreDialog
        opened={asking === 'restore'}
        title={post.title}
        busy={restore.isPending}
        error={restore.error ? apiFailure(restore.error).message : null}
        onCancel={close}
        onRestore={(as) =>
          restore.mutate(
            { id: post.id, as },
            {
              onSuccess: () => {
                setAsking(null);
                notifications.show({
                  color: 'green',
                  title: as === 'draft' ? 'Post restored as drafts' : 'Post restored',
                  message: <Link to={paths.site.postEdit(domain, post.id)}>Open “{post.title}” in the editor</Link>,
                });
              },
              onError: (error) => logger.error('Failed to restore post', error),
            },
          )
        }
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title="Delete permanently?"
        confirmLabel="Delete permanently"
        confirmColor="red"
        busy={remove.isPending}
        error={remove.error ? apiFailure(remove.error).message : null}
        onCancel={close}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              setAsking(null);
              notifications.show({ color: 'green', title: 'Post deleted', message: `“${post.title}” was deleted for good.` });
            },
            onError: (error) => logger.error('Failed to delete post for good', error),
          })
        }
      >
        “{post.title}” and all its translations will be deleted for good. This cannot be undone.
      </ConfirmDialog>
    </Group>
  );
}
