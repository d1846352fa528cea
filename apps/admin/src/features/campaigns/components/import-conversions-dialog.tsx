import { useRef, useState, type DragEvent } from 'react';
import { Alert, Badge, Button, FileButton, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import { ApiError, type ImportConversionsResponse } from '@sitenet/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { useImportConversions } from '../api/import-conversions';
import classes from './import-conversions.module.css';

interface Failure {
  message: string;
  errors: Array<[string, string[]]>;
}

const failureOf = (error: Error): Failure => {
  const body = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> } | undefined) : undefined;
  return { message: error.message, errors: Object.entries(body?.errors ?? {}) };
};

/**
 * "Import report": a partner's CSV (date, offer, click_id or sub_id, amount, currency), dropped or
 * chosen, is checked first (a dry run: every row with its errors and its earnings); it is imported
 * only once no row has an error, and then all rows at once.
 */
export function ImportConversionsDialog({ onClose }: { onClose: () => void }) {
  const importer = useImportConversions();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportConversionsResponse | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [over, setOver] = useState(false);
  const resetRef = useRef<() => void>(null);

  const check = (picked: File | null | undefined) => {
    resetRef.current?.();
    if (!picked) return;
    setFile(picked);
    setPreview(null);
    setFailure(null);
    importer.mutate(
      { file: picked, dryRun: true },
      { onSuccess: setPreview, onError: (error) => setFailure(failureOf(error)) },
    );
  };

  const confirm = () => {
    if (!file) return;
    importer.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onClose();
        },
        onError: (error) => setFailure(failureOf(error)),
      },
    );
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    check(event.dataTransfer.files[0]);
  };

  const ready = preview !== null && preview.error_rows === 0 && preview.rows.length > 0;
  return (
    <Modal opened onClose={onClose} title="Import a partner’s report" size="min(900px, calc(100vw - 32px))">
      <Stack gap="md">
        <div
          className={classes.dropZone}
          data-over={over || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <Group gap="sm" justify="center" wrap="wrap">
            <Text size="sm">Drop the CSV file here, or</Text>
            <FileButton resetRef={resetRef} onChange={check} accept=".csv,text/csv">
              {(props) => (
                <Button {...props} variant="default" size="xs" loading={importer.isPending && !preview}>
                  Choose file
                </Button>
              )}
            </FileButton>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            Columns: date, offer (id or name), click_id (or sub_id), amount, currency. Nothing is imported until every row is right.
          </Text>
          {file && (
            <Text size="xs" ta="center">
              {file.name}
            </Text>
          )}
        </div>

        {failure && (
          <Alert color="red" variant="light" role="alert" title="Nothing was imported">
            <Text size="sm">{failure.message}</Text>
            {failure.errors.length > 0 && failure.errors[0]![0] !== 'file' && (
              <List size="sm" aria-label="Import errors" mt="xs">
                {failure.errors.map(([where, problems]) => (
                  <List.Item key={where}>{`${where}: ${problems.join('; ')}`}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}

        {preview && (
          <>
            <Text size="sm" role="status" c={preview.error_rows > 0 ? 'red' : undefined}>
              {preview.message}
            </Text>
            <PreviewTable preview={preview} />
          </>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!ready} loading={importer.isPending && preview !== null}>
            {ready ? `Import ${preview.rows.length} conversion${preview.rows.length === 1 ? '' : 's'}` : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PreviewTable({ preview }: { preview: ImportConversionsResponse }) {
  return (
    <Table.ScrollContainer minWidth={760} maxHeight={360} type="native" tabIndex={0}>
      <Table striped aria-label="Import preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Offer</Table.Th>
            <Table.Th>Click</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Earnings</Table.Th>
            <Table.Th>Check</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr key={row.row} data-testid={`import-row-${row.row}`}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.date}</Table.Td>
              <Table.Td>{row.offer_name ?? row.offer}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {row.click_id}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{`${row.amount} ${row.currency}`}</Table.Td>
              <Table.Td ta="right">{row.earnings === null ? '—' : `${row.earnings} ${row.earnings_currency}`}</Table.Td>
              <Table.Td>
                {row.errors.length === 0 ? (
                  <Badge color="green" variant="light">
                    OK
                  </Badge>
                ) : (
                  <Text size="xs" c="red">
                    {row.errors.join('; ')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
