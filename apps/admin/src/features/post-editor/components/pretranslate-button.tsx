import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminPostDetail } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { usePretranslatePost } from '../api/pretranslate-post';
import { useEditor } from '../hooks/editor-context';

interface PretranslateButtonProps {
  post: AdminPostDetail;
  lang: string;
  languageName: string;
  /** The post with its new draft: the editor takes it as its saved copy. */
  onPretranslated: (post: AdminPostDetail) => void;
}

/** What the run did, in words: "Filled 7 of 12 segments from memory". */
export function filledMessage({ filled, machine, total }: { filled: number; machine: number; total: number }): string {
  if (machine > 0) {
    const rest = filled < total ? ' The rest still holds the English text to translate.' : '';
    return `Filled ${filled} of ${total} segments: ${filled - machine} from memory, ${machine} by machine translation. Review the draft before publishing it.${rest}`;
  }
  if (filled === 0) return 'No segment of this post has an exact match in memory: nothing was filled.';
  return `Filled ${filled} of ${total} segments from memory. The rest still holds the English text to translate.`;
}

/**
 * "Pre-translate from memory" for the language on screen: the server fills every segment with an
 * exact match into a draft (never over text the translation has) and saves it; the editor then
 * loads that copy. "Memory + machine translation" sends the rest to the network's provider, and
 * the draft comes back marked machine (publishing waits for "Mark as reviewed"). Unsaved changes
 * would be lost in that swap, so it asks for a save first.
 */
export function PretranslateButton({ post, lang, languageName, onPretranslated }: PretranslateButtonProps) {
  const unsaved = useEditor((s) => s.revision !== s.savedRevision);
  const mutation = usePretranslatePost(post.id);
  const [refused, setRefused] = useState(false);
  const status = post.translations[lang]?.status ?? 'draft';
  // Only drafts are filled: a published translation is never changed by it.
  if (status !== 'draft') return null;

  const run = (useMachine: boolean) => {
    if (unsaved) {
      setRefused(true);
      return;
    }
    setRefused(false);
    mutation.mutate({ languages: [lang], useMachine }, {
      onSuccess: ({ post: fresh, summary }) => {
        onPretranslated(fresh);
        const done = summary[lang] ?? { filled: 0, machine: 0, total: 0 };
        notifications.show({
          color: done.filled > 0 ? 'green' : 'gray',
          title: `${languageName}: ${useMachine ? 'pre-translated from memory and by machine' : 'pre-translated from memory'}`,
          message: filledMessage(done),
        });
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Pre-translation failed', message: apiFailure(error).message }),
    });
  };

  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={() => run(false)} loading={mutation.isPending && !mutation.variables?.useMachine}>
        Pre-translate from memory
      </Button>
      <Button
        size="xs"
        variant="subtle"
        onClick={() => run(true)}
        loading={mutation.isPending && mutation.variables?.useMachine}
        disabled={mutation.isPending && !mutation.variables?.useMachine}
        title="Memory first, then the network's machine translation provider for the rest (set up in Settings)"
      >
        Memory + machine translation
      </Button>
      {refused && unsaved && (
        <Text size="sm" c="orange" role="alert">
          Save or undo your changes first: pre-translation loads the saved post.
        </Text>
      )}
    </Group>
  );
}
