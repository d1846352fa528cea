import type { ReactNode } from 'react';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before leaving a form with unsaved changes (`children` says what would be lost). */
export function UnsavedChangesGuard({ dirty, children }: { dirty: boolean; children: ReactNode }) {
  const blocker = useLeaveGuard(dirty);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      confirmColor="red"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {children}
    </ConfirmDialog>
  );
}
