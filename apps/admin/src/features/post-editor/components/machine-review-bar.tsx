import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { notifications } from '@mantine/notifications';
import type { AdminPostDetail } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { useReviewTranslation } from '../api/review-translation';
import { useEditor } from '../hooks/editor-context';

interface MachineReviewBarProps {
  post: AdminPostDetail;
  lang: string;
  languageName: string;
  /** The post as read again after the review: the editor takes it as its saved copy. */
  onReviewed: (post: AdminPostDetail) => void;
}

/**
 * A translation the machine wrote: it cannot be published until a person has read it and marks it
 * reviewed. Unsaved edits are saved first (the review is of what is stored), so the button waits.
 */
export function MachineReviewBar({ post, lang, languageName, onReviewed }: MachineReviewBarProps) {
  const unsaved = useEditor((s) => s.revision !== s.savedRevision);
  const mutation = useReviewTranslation(post.id, lang);
  const review = () =>
    mutation.mutate(
      { kind: 'machine' },
      {
        onSuccess: (fresh) => {
          onReviewed(fresh);
          notifications.show({ color: 'green', title: 'Marked as reviewed', message: `${languageName} translation: it may be published now` });
        },
        onError: (error) => notifications.show({ color: 'red', title: 'Not marked as reviewed', message: apiFailure(error).message }),
      },
    );
  return (
    <Alert color="violet" data-testid="machine-review-bar" title={<Badge color="violet">Machine translation</Badge>}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Machine translation: review it before publishing</Text>
        <Group gap="xs">
          <Button size="xs" onClick={review} loading={mutation.isPending} disabled={unsaved} title={unsaved ? 'Save your changes first' : undefined}>
            Mark as reviewed
          </Button>
          {unsaved && (
            <Text size="xs" c="dimmed">
              Saving your changes first…
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
