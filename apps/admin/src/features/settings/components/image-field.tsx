import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Image.css';
import { MEDIA_TYPES } from '@sitenet/api-client';
import { uploadMedia, uploadProblem } from '../../../lib/api/upload-media';
import { apiBaseUrl } from '../../../lib/api-client';

export interface ImageFieldProps {
  label: string;
  description: string;
  siteId: number;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** An image of the site (logo, favicon, share image), uploaded through the media pipeline. */
export function ImageField({ label, description, siteId, value, onChange, error }: ImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    const refused = uploadProblem(file);
    if (refused) return setProblem(refused);
    setProblem(null);
    setBusy(true);
    try {
      const media = await uploadMedia(siteId, file);
      onChange(media.url);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The upload failed.');
    } finally {
      setBusy(false);
    }
  };

  const shown = value.startsWith('/') ? `${apiBaseUrl()}${value}` : value;
  const message = problem ?? error;
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      <Group gap="sm">
        {value && <Image src={shown} alt="" h={40} w="auto" fit="contain" />}
        <FileButton onChange={(file) => void upload(file)} accept={MEDIA_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={busy} aria-label={`Upload ${label.toLowerCase()}`}>
              {value ? 'Replace' : 'Upload'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange('')}>
            Remove
          </Button>
        )}
      </Group>
      {message && (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
