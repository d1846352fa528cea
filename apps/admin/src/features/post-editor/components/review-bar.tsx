import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { AdminPostDetail } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { useCan } from '../../../lib/use-can';
import { useReviewTranslation, type ReviewAction } from '../api/review-translation';
import { useEditor } from '../hooks/editor-context';
import { SendBackModal } from '../../../components/send-back-modal';

interface ReviewBarProps {
  post: AdminPostDetail;
  lang: string;
  languageName: string;
  /** The post as read again after a review: the editor takes it as its saved copy. */
  onReviewed: (post: AdminPostDetail) => void;
}

/**
 * A translation's review: whoever may not publish submits it to an editor; an editor approves
 * (publishes) a submitted translation or sends it back with a note. Acting on unsaved text would
 * review something else than what is on screen, so the buttons wait for the save.
 */
export function ReviewBar({ post, lang, languageName, onReviewed }: ReviewBarProps) {
  const canPublish = useCan('posts.publish', post.site_id);
  const canSubmit = useCan('translations.submit', post.site_id);
  const canApprove = useCan('translations.approve', post.site_id);
  const unsaved = useEditor((s) => s.revision !== s.savedRevision);
  const status = useEditor((s) => s.draft.translations[lang]?.status ?? 'draft');
  const review = post.translations[lang];
  const state = review?.review_state ?? null;
  const mutation = useReviewTranslation(post.id, lang);
  const [rejecting, setRejecting] = useState(false);

  const act = (action: ReviewAction, done: string) =>
    mutation.mutate(action, {
      onSuccess: (fresh) => {
        onReviewed(fresh);
        setRejecting(false);
        notifications.show({ color: 'green', title: done, message: `${languageName} translation` });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Review failed', message: apiFailure(error).message }),
    });

  const submittable = !canPublish && canSubmit && status !== 'published' && state !== 'submitted';
  const approvable = canApprove && state === 'submitted';
  if (!review || (!state && !submittable)) return null;

  return (
    <Stack gap="xs" data-testid="review-bar">
      {state === 'submitted' && (
        <Group gap="xs">
          <Badge color="blue" variant="light">
            Submitted for review
          </Badge>
          {!approvable && (
            <Text size="sm" c="dimmed">
              An editor will publish it or send it back.
            </Text>
          )}
        </Group>
      )}
      {state === 'rejected' && (
        <Alert color="orange" title="Sent back for changes">
          {review.review_note}
        </Alert>
      )}
      <Group gap="xs">
        {submittable && (
          <Button
            onClick={() => act({ kind: 'submit' }, 'Submitted for review')}
            loading={mutation.isPending}
            disabled={unsaved}
            title={unsaved ? 'Save your changes first' : undefined}
          >
            Submit for review
          </Button>
        )}
        {approvable && (
          <>
            <Button color="green" onClick={() => act({ kind: 'approve' }, 'Approved and published')} loading={mutation.isPending} disabled={unsaved}>
              Approve and publish
            </Button>
            <Button variant="default" onClick={() => setRejecting(true)} disabled={mutation.isPending || unsaved}>
              Send back
            </Button>
          </>
        )}
        {unsaved && (submittable || approvable) && (
          <Text size="xs" c="dimmed">
            Saving your changes first…
          </Text>
        )}
      </Group>
      <SendBackModal
        opened={rejecting}
        title={`Send the ${languageName} translation back`}
        pending={mutation.isPending}
        onClose={() => setRejecting(false)}
        onSend={(note) => act({ kind: 'reject', note }, 'Sent back')}
      />
    </Stack>
  );
}
