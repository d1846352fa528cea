import { useEffect, useState } from 'react';
import type { Person } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiFailure } from '../../../lib/api-failure';
import { useSetUserStatus } from '../api/set-user-status';

/** Suspend (their sessions end at once) or reactivate, after a confirmation. */
export function StatusDialog({
  person,
  status,
  onClose,
}: {
  person: Person | null;
  status: 'suspended' | 'active';
  onClose: () => void;
}) {
  const setStatus = useSetUserStatus();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setFailure(null), [person?.id]);
  if (!person) return null;
  const suspending = status === 'suspended';

  return (
    <ConfirmDialog
      opened
      title={suspending ? `Suspend ${person.name}?` : `Reactivate ${person.name}?`}
      confirmLabel={suspending ? 'Suspend' : 'Reactivate'}
      confirmColor={suspending ? 'red' : undefined}
      onCancel={onClose}
      error={failure}
      busy={setStatus.isPending}
      onConfirm={() =>
        setStatus.mutate(
          { id: person.id, status },
          { onSuccess: () => onClose(), onError: (error) => setFailure(apiFailure(error).message) },
        )
      }
    >
      {suspending
        ? `${person.name} (${person.email}) is signed out everywhere at once and cannot sign in until reactivated. Their posts and roles are kept.`
        : `${person.name} (${person.email}) can sign in again with their roles.`}
    </ConfirmDialog>
  );
}
