import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import type { SaveFailure } from '../lib/save-failure';

export interface SaveShellProps {
  dirty: boolean;
  saving: boolean;
  failure: SaveFailure | null;
  onSubmit: () => void;
  /** After a conflict: load what the other person saved (what was typed here is then replaced). */
  onReload: () => void;
  children: ReactNode;
}

/**
 * The frame both settings forms share: the sections, a save button that shows it is busy, the
 * failure (a conflict says so and keeps what was typed, with a way to load the other save), and
 * a question before leaving with unsaved changes.
 */
export function SaveShell({ dirty, saving, failure, onSubmit, onReload, children }: SaveShellProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={saving || undefined}>
      <Stack gap="lg">
        {children}
        {failure && (
          <Alert color={failure.conflict ? 'orange' : 'red'} role="alert" title={failure.conflict ? 'Saved by someone else' : 'Not saved'}>
            <Stack gap="xs" align="flex-start">
              {failure.message}
              {failure.conflict && (
                <Button variant="light" size="xs" onClick={onReload}>
                  Load their version (discards your changes)
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!dirty && !failure}>
            Save settings
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard dirty={dirty}>Your changes to these settings are not saved yet.</UnsavedChangesGuard>
    </form>
  );
}
