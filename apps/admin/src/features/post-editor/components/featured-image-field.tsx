import { useRef, useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { ApiError, MEDIA_TYPES } from '@sitenet/api-client';
import { mediaSrc as imageSrc } from '../../../lib/media-src';
import { logger } from '../../../lib/logger';
import { uploadMedia, uploadProblem } from '../../../lib/api/upload-media';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import { errorKey, fieldId } from '../lib/field-errors';
import classes from './post-editor.module.css';

/** Upload (with progress), preview and remove; the alt text is written per language. */
export function FeaturedImageField({ siteId }: { siteId: number }) {
  const store = useEditorStoreApi();
  const url = useEditor((s) => s.draft.meta.featured_image_url);
  const serverError = useEditor((s) => s.errors[errorKey.meta('featured_image_url')]);
  const alt = useEditor((s) => s.draft.translations.en?.featured_image_alt ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const resetRef = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const media = await uploadMedia(siteId, file, {
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      store.getState().setMeta('featured_image_url', media.url);
    } catch (failure) {
      if ((failure as Error).name !== 'AbortError') {
        logger.error('Failed to upload image', failure);
        setError(failure instanceof ApiError ? (failure.serverError ?? failure.message) : 'Network error: the upload failed. Try again.');
      }
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="featured-image-label">
        Featured image
      </Text>
      {url ? (
        <img src={imageSrc(url)} alt={alt || 'Featured image preview'} className={classes.preview} />
      ) : (
        <Text size="sm" c="dimmed">
          No image. JPEG, PNG, WebP or AVIF, up to 10 MB.
        </Text>
      )}
      {progress !== null && (
        <Group gap="xs" wrap="nowrap">
          {/* The native element: accessible as a progressbar, and no extra CSS chunk. */}
          <progress value={Math.round(progress * 100)} max={100} aria-label="Upload progress" style={{ flex: 1 }} />
          <Text size="xs" role="status">
            {Math.round(progress * 100)}%
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        </Group>
      )}
      <Group gap="xs">
        <FileButton resetRef={resetRef} onChange={(file) => void upload(file)} accept={MEDIA_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              id={fieldId(errorKey.meta('featured_image_url'))}
              variant="default"
              size="xs"
              loading={progress !== null}
              aria-describedby="featured-image-label"
            >
              {url ? 'Replace image' : 'Upload image'}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button variant="subtle" color="red" size="xs" onClick={() => store.getState().setMeta('featured_image_url', null)}>
            Remove image
          </Button>
        )}
      </Group>
      {(error ?? serverError) && (
        <Text c="red" size="sm" role="alert">
          {error ?? serverError}
        </Text>
      )}
      {url && (
        <Text size="xs" c="dimmed">
          Describe the image in every language (the alt text field of each language).
        </Text>
      )}
    </Stack>
  );
}
