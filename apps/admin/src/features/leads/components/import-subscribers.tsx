import { useRef, useState } from 'react';
import { Alert, List, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { ApiError } from '@sitenet/api-client';
import { useImportSubscribers } from '../api/import-subscribers';

export type ImportOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Array<[string, string[]]> };

/** The file picked for import, sent, and what came back (a success line, or the rows' errors). */
export function useImportFile(siteId: number | null) {
  const mutation = useImportSubscribers(siteId ?? 0);
  const resetRef = useRef<() => void>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  if (siteId === null) return null;
  return {
    resetRef,
    pending: mutation.isPending,
    outcome,
    dismiss: () => setOutcome(null),
    start: (file: File | null) => {
      if (!file) return;
      setOutcome(null);
      mutation.mutate(file, {
        onSuccess: (result) => setOutcome({ ok: true, message: `Import done: ${result.message}` }),
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> } | undefined) : undefined;
          setOutcome({ ok: false, message: error.message, errors: Object.entries(body?.errors ?? {}) });
        },
        // The same file can be picked again after a fix.
        onSettled: () => resetRef.current?.(),
      });
    },
  };
}

/** What an import did; a refused file lists each wrong row (nothing was imported then). */
export function ImportResult({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  if (outcome.ok) {
    return (
      <Alert color="green" variant="light" role="status" withCloseButton onClose={onClose} closeButtonLabel="Dismiss">
        {outcome.message}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" title="Nothing was imported" withCloseButton onClose={onClose} closeButtonLabel="Dismiss">
      <Text size="sm" mb={outcome.errors.length ? 'xs' : 0}>
        {outcome.message}
      </Text>
      {outcome.errors.length ? (
        <List size="sm" aria-label="Import errors">
          {outcome.errors.map(([where, problems]) => (
            <List.Item key={where}>
              {where === 'file' ? problems.join('; ') : `${where[0]!.toUpperCase()}${where.slice(1)}: ${problems.join('; ')}`}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
