import { useState } from 'react';
import { Button, Checkbox, Group, Popover, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import { notifications } from '@mantine/notifications';
import { ORIGINAL_LANGUAGE, type AdminLanguage, type AdminPostDetail, type PretranslateSummary } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { usePretranslatePost } from '../api/pretranslate-post';
import { useEditor } from '../hooks/editor-context';
import { filledMessage } from './pretranslate-button';

interface PretranslateLanguagesProps {
  post: AdminPostDetail;
  /** The site's enabled languages, the original first. */
  languages: AdminLanguage[];
  /** The post with its new drafts: the editor takes it as its saved copy. */
  onPretranslated: (post: AdminPostDetail) => void;
}

/** The languages a pre-translation may fill: not the original, and a draft or not started yet. */
export function pretranslatableLanguages(post: AdminPostDetail, languages: AdminLanguage[]): AdminLanguage[] {
  return languages.filter(
    (language) => language.code !== ORIGINAL_LANGUAGE && (post.translations[language.code]?.status ?? 'draft') === 'draft',
  );
}

/** One line per language of what the run did, e.g. "Spanish: Filled 7 of 12 segments from memory. ...". */
export function languagesMessage(summary: Record<string, PretranslateSummary>, labelOf: (code: string) => string): string {
  return Object.entries(summary)
    .map(([code, done]) => `${labelOf(code)}: ${filledMessage(done)}`)
    .join('\n');
}

/**
 * "Pre-translate languages…": one run for several languages at once (issue 17: a post into chosen
 * languages), each a draft or not started yet, from memory and, when asked, by machine for the
 * rest. The server saves every new draft in one save; the editor then loads that copy, so
 * unsaved changes are refused first, as the single-language buttons do.
 */
export function PretranslateLanguages({ post, languages, onPretranslated }: PretranslateLanguagesProps) {
  const unsaved = useEditor((s) => s.revision !== s.savedRevision);
  const mutation = usePretranslatePost(post.id);
  const candidates = pretranslatableLanguages(post, languages);
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string[]>(() => candidates.map((language) => language.code));
  const [useMachine, setUseMachine] = useState(false);
  if (candidates.length < 2) return null;
  const labelOf = (code: string) => languages.find((language) => language.code === code)?.label ?? code;
  const picked = chosen.filter((code) => candidates.some((language) => language.code === code));

  const run = () =>
    mutation.mutate(
      { languages: picked, useMachine },
      {
        onSuccess: ({ post: fresh, summary }) => {
          setOpened(false);
          onPretranslated(fresh);
          notifications.show({
            color: 'green',
            title: `Pre-translated ${picked.length} languages`,
            message: <span style={{ whiteSpace: 'pre-line' }}>{languagesMessage(summary, labelOf)}</span>,
          });
        },
        onError: (error) => notifications.show({ color: 'red', title: 'Pre-translation failed', message: apiFailure(error).message }),
      },
    );

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={340} shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button size="xs" variant="subtle" aria-expanded={opened} onClick={() => setOpened((open) => !open)}>
          Pre-translate languages…
        </Button>
      </Popover.Target>
      {/* A dialog named by its button (Mantine links them). */}
      <Popover.Dropdown>
        <Stack gap="sm">
          <Checkbox.Group label="Languages to fill" description="Drafts and languages not started yet" value={picked} onChange={setChosen}>
            <Stack gap={6} mt={6}>
              {candidates.map((language) => (
                <Checkbox key={language.code} value={language.code} label={language.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            label="Machine translation for what the memory cannot fill"
            checked={useMachine}
            onChange={(event) => setUseMachine(event.currentTarget.checked)}
          />
          {unsaved ? (
            <Text size="sm" c="orange" role="alert">
              Save or undo your changes first: pre-translation loads the saved post.
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button size="xs" onClick={run} loading={mutation.isPending} disabled={unsaved || picked.length === 0}>
              {`Pre-translate ${picked.length} ${picked.length === 1 ? 'language' : 'languages'}`}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
