import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, FileButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { MEDIA_TYPES, type AdminLanguage, type FocalPoint, type MediaLibraryItem } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { apiFailure } from '../../../lib/api-failure';
import { variantAtLeast } from '../../../lib/media-src';
import { notifySuccess } from '../../../lib/notify-success';
import { uploadProblem } from '../../../lib/api/upload-media';
import { useDeleteMedia, useReplaceMedia, useUpdateMedia } from '../api/media-library';
import classes from './media-library.module.css';

/** Arrow keys move the focal point by this much (of the image's width or height). */
const KEY_STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

export interface MediaDetailsProps {
  item: MediaLibraryItem;
  languages: readonly AdminLanguage[];
  domain: string;
  /** After a delete: the drawer closes. */
  onDeleted: () => void;
}

/** How many posts use the image, and why it cannot be deleted while they do. */
export function usedByReason(item: MediaLibraryItem): string | null {
  const posts = new Set(item.used_by.map((use) => use.post_id)).size;
  if (posts === 0) return null;
  return `Used by ${posts} ${posts === 1 ? 'post' : 'posts'}: remove it there before deleting it.`;
}

/**
 * One image: preview with its focal point (click, or arrow keys, to move it), size, alt text per
 * site language, the posts that use it, replace (the posts follow), and delete (only when unused).
 */
export function MediaDetails({ item, languages, domain, onDeleted }: MediaDetailsProps) {
  const [alt, setAlt] = useState<Record<string, string>>(item.alt);
  const [focal, setFocal] = useState<FocalPoint | null>(item.focal_point);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const replacement = useReplaceMedia();
  const [replaceProblem, setReplaceProblem] = useState<string | null>(null);
  const resetReplaceRef = useRef<() => void>(null);
  const failure = update.error ? apiFailure(update.error) : null;
  const reason = usedByReason(item);

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setFocal({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const from = focal ?? { x: 0.5, y: 0.5 };
    setFocal({ x: clamp(from.x + move[0]), y: clamp(from.y + move[1]) });
  };

  const save = () =>
    update.mutate(
      { id: item.id, body: { alt, focal_point: focal } },
      { onSuccess: () => notifySuccess('Image details saved') },
    );

  const replace = (file: File | null) => {
    resetReplaceRef.current?.();
    if (!file) return;
    const problem = uploadProblem(file);
    setReplaceProblem(problem ? `${file.name}: ${problem}` : null);
    if (problem) return;
    replacement.mutate(
      { id: item.id, file },
      {
        onSuccess: () => {
          // The server cleared it: the point was chosen on the old picture.
          setFocal(null);
          notifySuccess('Image replaced');
        },
      },
    );
  };
  const replaceError =
    replaceProblem ?? (replacement.error ? apiFailure(replacement.error).message : null);

  const shown = focal ?? { x: 0.5, y: 0.5 };
  return (
    <Stack gap="md">
      <button
        type="button"
        className={classes.focalPicker}
        onClick={pick}
        onKeyDown={nudge}
        aria-label={`Focal point: ${Math.round(shown.x * 100)}% from the left, ${Math.round(shown.y * 100)}% from the top. Click the image or use the arrow keys to move it.`}
      >
        <img
          src={variantAtLeast(item.variants, 640, item.url)}
          alt=""
          width={item.width}
          height={item.height}
          className={classes.preview}
        />
        <span
          className={classes.focalDot}
          style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }}
          aria-hidden="true"
        />
      </button>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {item.width} × {item.height} px · {focal ? 'focal point set' : 'focal point: centre'}
        </Text>
        {focal && (
          <Button size="compact-xs" variant="subtle" onClick={() => setFocal(null)}>
            Reset focal point
          </Button>
        )}
      </Group>

      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Alt text
        </Text>
        <Text size="xs" c="dimmed">
          Read aloud to readers who cannot see the image; used for a featured image when its post
          has no alt text in that language.
        </Text>
        {languages.map((language) => (
          <TextInput
            key={language.code}
            label={`${language.label} (${language.code})`}
            lang={language.code}
            maxLength={300}
            value={alt[language.code] ?? ''}
            error={failure?.fields[`alt.${language.code}`]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAlt((current) => ({ ...current, [language.code]: value }));
            }}
          />
        ))}
      </Stack>
      {failure && (
        <Alert color="red" role="alert" title="Not saved">
          {failure.message}
        </Alert>
      )}
      <Group>
        <Button onClick={save} loading={update.isPending}>
          Save details
        </Button>
      </Group>

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Used by
        </Text>
        {item.used_by.length === 0 ? (
          <Text size="sm" c="dimmed">
            No post uses this image.
          </Text>
        ) : (
          <List size="sm" aria-label="Posts that use this image">
            {item.used_by.map((use) => (
              <List.Item key={`${use.post_id}-${use.field}`}>
                <Anchor component={Link} to={paths.site.postEdit(domain, use.post_id)}>
                  {use.title || `Post #${use.post_id}`}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  ({use.field === 'featured' ? 'featured image' : 'in the body'})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <Stack gap={4}>
        <Group>
          <FileButton
            resetRef={resetReplaceRef}
            accept={MEDIA_TYPES.join(',')}
            onChange={replace}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={replacement.isPending}
                aria-describedby={`media-replace-hint-${item.id}`}
              >
                Replace image
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed" id={`media-replace-hint-${item.id}`}>
          Every post that shows this image shows the new file. Alt texts stay; the focal point is
          reset.
        </Text>
        {replaceError && (
          <Alert color="red" role="alert" title="Not replaced">
            {replaceError}
          </Alert>
        )}
      </Stack>

      <Stack gap={4}>
        <Group>
          <Button
            color="red"
            variant="light"
            disabled={reason !== null}
            onClick={() => setConfirming(true)}
            aria-describedby={reason ? `media-delete-reason-${item.id}` : undefined}
          >
            Delete image
          </Button>
        </Group>
        {reason && (
          <Text size="xs" c="dimmed" id={`media-delete-reason-${item.id}`}>
            {reason}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete this image?"
        confirmLabel="Delete image"
        confirmColor="red"
        busy={remove.isPending}
        error={remove.error ? apiFailure(remove.error).message : null}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(item, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess('Image deleted');
              onDeleted();
            },
          })
        }
      >
        The image and its sizes are removed from the library. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
