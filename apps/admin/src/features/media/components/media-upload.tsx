import { useRef, useState, type DragEvent } from 'react';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, MEDIA_TYPES } from '@sitenet/api-client';
import { logger } from '../../../lib/logger';
import { queryKeys } from '../../../lib/query-keys';
import { uploadMedia, uploadProblem } from '../../../lib/api/upload-media';
import { notifySuccess } from '../../../lib/notify-success';
import classes from './media-library.module.css';

/**
 * Upload by drag and drop or a file button, one file after another (the server renders them one
 * at a time anyway), with progress; the library refreshes when they are in.
 */
export function MediaUpload({
  siteId,
  onUploaded,
}: {
  siteId: number;
  onUploaded?: (url: string) => void;
}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const resetRef = useRef<() => void>(null);

  const upload = async (files: File[]) => {
    resetRef.current?.();
    if (files.length === 0) return;
    setError(null);
    let done = 0;
    for (const file of files) {
      const problem = uploadProblem(file);
      if (problem) {
        setError(`${file.name}: ${problem}`);
        continue;
      }
      setProgress(0);
      try {
        const media = await uploadMedia(siteId, file, { onProgress: setProgress });
        done += 1;
        onUploaded?.(media.url);
      } catch (failure) {
        logger.error('Failed to upload image', failure);
        setError(
          `${file.name}: ${failure instanceof ApiError ? (failure.serverError ?? failure.message) : 'Network error: the upload failed. Try again.'}`,
        );
      }
    }
    setProgress(null);
    if (done > 0) {
      notifySuccess(done === 1 ? 'Image uploaded' : `${done} images uploaded`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.media.all });
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void upload(Array.from(event.dataTransfer.files));
  };

  return (
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
        <Text size="sm">Drop images here, or</Text>
        <FileButton
          resetRef={resetRef}
          multiple
          onChange={(files) => void upload(files)}
          accept={MEDIA_TYPES.join(',')}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={progress !== null}>
              Choose files
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        JPEG, PNG, WebP or AVIF, up to 10 MB each.
      </Text>
      {progress !== null && (
        <Group gap="xs" wrap="nowrap">
          <progress
            value={Math.round(progress * 100)}
            max={100}
            aria-label="Upload progress"
            style={{ flex: 1 }}
          />
          <Text size="xs" role="status">
            {Math.round(progress * 100)}%
          </Text>
        </Group>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
