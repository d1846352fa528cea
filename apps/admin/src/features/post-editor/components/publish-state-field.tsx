import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import type { TranslationStatus } from '@sitenet/api-client';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import { errorKey, fieldId } from '../lib/field-errors';

const OPTIONS: { value: TranslationStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export interface PublishStateFieldProps {
  lang: string;
  languageName: string;
  /** False for roles without posts.publish (contributors, translators): only Draft can be chosen. */
  canPublish?: boolean;
  /** The saved translation is machine output nobody reviewed: it stays a draft until someone does. */
  machine?: boolean;
}

/** This language's own publish state: each language goes public on its own. */
export function PublishStateField({ lang, languageName, canPublish = true, machine = false }: PublishStateFieldProps) {
  const store = useEditorStoreApi();
  const status = useEditor((s) => s.draft.translations[lang]?.status ?? 'draft');
  const publishAt = useEditor((s) => s.draft.translations[lang]?.publish_at ?? '');
  const publishedAt = useEditor((s) => s.draft.translations[lang]?.published_at ?? null);
  const key = errorKey.translation(lang, 'publish_at');
  const error = useEditor((s) => s.errors[key]);
  const labelId = `publish-state-${lang}`;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {languageName}: publish state
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={status}
        data={canPublish && !machine ? OPTIONS : OPTIONS.map((option) => ({ ...option, disabled: option.value !== status }))}
        onChange={(value) => store.getState().setStatus(lang, value as TranslationStatus)}
        fullWidth
      />
      {status === 'scheduled' && (
        <TextInput
          type="datetime-local"
          id={fieldId(key)}
          label="Publish at"
          description="Your local time"
          required
          value={publishAt}
          error={error}
          onChange={(event) => store.getState().setText(lang, 'publish_at', event.currentTarget.value)}
        />
      )}
      {status === 'published' && publishedAt && (
        <Text size="xs" c="dimmed">
          Public since {dateTime.format(new Date(publishedAt))}
        </Text>
      )}
      {status === 'draft' && (
        <Text size="xs" c="dimmed">
          Not public: readers never see a draft.
        </Text>
      )}
      {machine && canPublish && (
        <Text size="xs" c="dimmed">
          Review the machine translation before publishing: read it through, then choose Mark as reviewed.
        </Text>
      )}
      {!canPublish && (
        <Text size="xs" c="dimmed">
          Your role cannot publish: an editor of this site publishes it.
        </Text>
      )}
    </Stack>
  );
}
