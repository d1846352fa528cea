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
export function filledMessage({ filled, total }: { filled: number; total: number }): string {
  if (filled === 0) return 'No segment of this post has an exact match in memory: nothing was filled.';
  return `Filled ${filled} of ${total} segments from memory. The rest still holds the English text to translate.`;
}

/**
 * "Pre-translate from memory" for the language on screen: the server fills every segment with an
 * exact match into a draft (never over text the translation has) and saves it; the editor then
 * loads that copy. Unsaved changes would be lost in that swap, so it asks for a save first.
 */
export function PretranslateButton({ post, lang, languageName, onPretranslated }: PretranslateButtonProps) {
  const unsaved = useEditor((s) => s.revision !== s.savedRevision);
  const mutation = usePretranslatePost(post.id);
  const [refused, setRefused] = useState(false);
  const status = post.translations[lang]?.status ?? 'draft';
  // Only drafts are filled: a published translation is never changed by it.
  if (status !== 'draft') return null;

  const run = () => {
    if (unsaved) {
      setRefused(true);
      return;
    }
    setRefused(false);
    mutation.mutate([lang], {
      onSuccess: ({ post: fresh, summary }) => {
        onPretranslated(fresh);
        const done = summary[lang] ?? { filled: 0, total: 0 };
        notifications.show({
          color: done.filled > 0 ? 'green' : 'gray',
          title: `${languageName}: pre-translated from memory`,
          message: filledMessage(done),
        });
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Pre-translation failed', message: apiFailure(error).message }),
    });
  };

  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={run} loading={mutation.isPending}>
        Pre-translate from memory
      </Button>
      {refused && unsaved && (
        <Text size="sm" c="orange" role="alert">
          Save or undo your changes first: pre-translation loads the saved post.
        </Text>
      )}
    </Group>
  );
}
