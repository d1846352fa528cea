import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Group, Loader, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Table.css';
import { notifications } from '@mantine/notifications';
import { ORIGINAL_LANGUAGE, type Revision, type RevisionSummary } from '@sitenet/api-client';
import { formatExact, formatRelative } from '../../../lib/format-relative';
import { useRevision, useRevisions } from '../api/get-revisions';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import { revisionChanges } from '../lib/revision-changes';
import { restoreRevision } from '../lib/revision-restore';
import classes from './history-panel.module.css';

interface HistoryPanelProps {
  postId: number;
  lang: string;
  languageName: string;
}

/**
 * The history of one language of a saved post: a button opening a drawer with its revisions
 * (who, when), the chosen one compared with the editor's text, and a restore that puts it in the
 * editor as unsaved changes (saving stays the editor's Save).
 */
export function HistoryPanel({ postId, lang, languageName }: HistoryPanelProps) {
  const [opened, setOpened] = useState(false);
  const title = lang === ORIGINAL_LANGUAGE ? 'History of the English original' : `History of the ${languageName} translation`;
  return (
    <>
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={() => setOpened(true)} aria-haspopup="dialog">
          History
        </Button>
      </Group>
      <Drawer opened={opened} onClose={() => setOpened(false)} title={title} position="right" size="xl">
        {opened && <History postId={postId} lang={lang} onRestored={() => setOpened(false)} />}
      </Drawer>
    </>
  );
}

const who = (revision: RevisionSummary) => revision.user?.name ?? 'Someone no longer here';

function History({ postId, lang, onRestored }: { postId: number; lang: string; onRestored: () => void }) {
  const revisions = useRevisions(postId, lang, true);
  const [chosen, setChosen] = useState<number | null>(null);
  if (revisions.isPending) return <Loader size="sm" aria-label="Loading the history" />;
  if (revisions.isError) {
    return (
      <Alert color="red" title="The history could not be loaded" role="alert">
        <Button size="xs" variant="light" color="red" onClick={() => void revisions.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (revisions.data.length === 0) {
    return <Text size="sm">No revisions yet: each save that changes this language keeps one.</Text>;
  }
  return (
    <Stack gap="md">
      <ul className={classes.list} aria-label="Revisions">
        {revisions.data.map((revision) => (
          <li key={revision.id}>
            <UnstyledButton className={classes.item} aria-pressed={chosen === revision.id} onClick={() => setChosen(revision.id)}>
              <Text size="sm" fw={500} component="span">
                {who(revision)}
              </Text>{' '}
              <Text size="sm" c="dimmed" component="time" dateTime={revision.created_at} title={formatExact(revision.created_at)}>
                {formatRelative(revision.created_at)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {chosen !== null && <ChosenRevision id={chosen} lang={lang} onRestored={onRestored} />}
    </Stack>
  );
}

function ChosenRevision({ id, lang, onRestored }: { id: number; lang: string; onRestored: () => void }) {
  const revision = useRevision(id);
  if (revision.isPending) return <Loader size="sm" aria-label="Loading the revision" />;
  if (revision.isError) {
    return (
      <Alert color="red" title="This revision could not be loaded" role="alert">
        <Button size="xs" variant="light" color="red" onClick={() => void revision.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return <RevisionDiff revision={revision.data} lang={lang} onRestored={onRestored} />;
}

function RevisionDiff({ revision, lang, onRestored }: { revision: Revision; lang: string; onRestored: () => void }) {
  const store = useEditorStoreApi();
  const now = useEditor((s) => s.draft.translations[lang]);
  const changes = useMemo(() => (now ? revisionChanges(lang, revision.translation, now) : []), [lang, revision, now]);
  const restore = () => {
    store.getState().replace(restoreRevision(store.getState().draft, lang, revision.translation));
    notifications.show({ title: 'Revision restored', message: 'Its text is in the editor, not saved yet: Save to keep it.' });
    onRestored();
  };
  const when = `${who(revision)}, ${formatExact(revision.created_at)}`;
  return (
    <Stack gap="sm" aria-label={`Revision of ${when}`} role="region">
      <Text size="sm" fw={600}>
        {`Saved by ${when}`}
      </Text>
      {changes.length === 0 ? (
        <Text size="sm">Same text as in the editor.</Text>
      ) : (
        <Table className={classes.diff} withTableBorder aria-label="Differences with the editor">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Field</Table.Th>
              <Table.Th scope="col">This revision</Table.Th>
              <Table.Th scope="col">Now in the editor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.label}>
                <Table.Th scope="row">{change.label}</Table.Th>
                <Table.Td lang={lang}>{change.before ? <del>{change.before}</del> : '—'}</Table.Td>
                <Table.Td lang={lang}>{change.after ? <ins>{change.after}</ins> : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="sm" align="center">
        <Button size="sm" onClick={restore} disabled={changes.length === 0}>
          Restore this revision
        </Button>
        <Text size="xs" c="dimmed" style={{ flex: 1 }}>
          Puts its text in the editor as unsaved changes; the publish state stays as it is.
        </Text>
      </Group>
    </Stack>
  );
}
