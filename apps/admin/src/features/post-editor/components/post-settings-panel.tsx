import { memo } from 'react';
import { Checkbox, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
// The box-beside-label layout of every Checkbox (without it the label falls under the box).
import '@mantine/core/styles/InlineInput.css';
import { CATEGORIES } from '@sitenet/api-client';
import { useCategories } from '../../../lib/api/get-categories';
import { useAuthors } from '../../../lib/api/get-authors';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import type { PostMetaDraft } from '../lib/draft';
import { errorKey, fieldId } from '../lib/field-errors';
import { estimateReadTime } from '../lib/read-time';
import { FeaturedImageField } from './featured-image-field';
import { TagsField } from './tags-field';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function useMeta<K extends keyof PostMetaDraft>(field: K) {
  const store = useEditorStoreApi();
  const value = useEditor((s) => s.draft.meta[field]);
  const error = useEditor((s) => s.errors[errorKey.meta(field)]);
  const set = (next: PostMetaDraft[K]) => store.getState().setMeta(field, next);
  return { value, error, set, id: fieldId(errorKey.meta(field)) };
}

/** The site's categories (by their English name); the eight defaults until the list arrives. */
function CategoryField({ siteId }: { siteId: number }) {
  const { value, error, set, id } = useMeta('category');
  const categories = useCategories(siteId).data;
  const options = categories
    ? categories.map((category) => ({ value: category.key, label: category.translations.en?.name ?? category.key }))
    : CATEGORIES.map((c) => ({ value: c, label: capitalise(c) }));
  return (
    <NativeSelect
      id={id}
      label="Category"
      required
      value={value}
      error={error}
      data={[{ value: '', label: 'Choose a category', disabled: true }, ...options]}
      onChange={(event) => set(event.currentTarget.value as PostMetaDraft['category'])}
    />
  );
}

function AuthorField({ siteId }: { siteId: number }) {
  const { value, error, set, id } = useMeta('author_id');
  const authors = useAuthors(siteId);
  return (
    <NativeSelect
      id={id}
      label="Author"
      value={value === null ? '' : String(value)}
      error={error ?? (authors.isError ? 'Authors could not be loaded' : undefined)}
      disabled={authors.isPending}
      data={[
        { value: '', label: authors.isPending ? 'Loading authors...' : 'No author' },
        ...(authors.data ?? []).map((author) => ({ value: String(author.id), label: author.name })),
      ]}
      onChange={(event) => set(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
    />
  );
}

function FlagField({ field, label, description }: { field: 'trending' | 'is_advertorial'; label: string; description: string }) {
  const { value, set, id } = useMeta(field);
  return (
    <Checkbox id={id} label={label} description={description} checked={value} onChange={(event) => set(event.currentTarget.checked)} />
  );
}

function ReadTimeField() {
  const store = useEditorStoreApi();
  const auto = useEditor((s) => s.draft.meta.read_time_auto);
  const minutes = useEditor((s) => s.draft.meta.read_time);
  const estimate = useEditor((s) => {
    const original = s.draft.translations.en;
    return original ? estimateReadTime(original) : 1;
  });
  const error = useEditor((s) => s.errors[errorKey.meta('read_time')]);
  return (
    <Stack gap={6}>
      <Checkbox
        label="Compute read time from the text"
        checked={auto}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          store.getState().setMeta('read_time_auto', next);
          if (!next) store.getState().setMeta('read_time', estimate);
        }}
      />
      <TextInput
        id={fieldId(errorKey.meta('read_time'))}
        type="number"
        min={1}
        max={240}
        label="Read time (minutes)"
        description={auto ? `Auto: about ${estimate} min from the English text` : 'Set by hand'}
        value={auto ? String(estimate) : String(minutes)}
        readOnly={auto}
        error={error}
        onChange={(event) => {
          const next = Number.parseInt(event.currentTarget.value, 10);
          store.getState().setMeta('read_time', Number.isNaN(next) ? 0 : next);
        }}
      />
    </Stack>
  );
}

/** The post's language-neutral fields (memoized like the language pane). */
export const PostSettingsPanel = memo(function PostSettingsPanel({ siteId }: { siteId: number }) {
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-labelledby="post-settings-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="post-settings-title">
          Post settings
        </Title>
        <CategoryField siteId={siteId} />
        <TagsField siteId={siteId} />
        <AuthorField siteId={siteId} />
        <FlagField field="trending" label="Trending" description="Shown in the magazine's trending list" />
        <FlagField field="is_advertorial" label="Advertorial" description="Marked as paid content to readers" />
        <ReadTimeField />
        <FeaturedImageField siteId={siteId} />
        <Text size="xs" c="dimmed">
          These apply to every language.
        </Text>
      </Stack>
    </Paper>
  );
});
