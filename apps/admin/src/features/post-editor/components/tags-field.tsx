import { useState } from 'react';
import { TagsInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import type { AdminTag } from '@sitenet/api-client';
import { slugify } from '@sitenet/i18n/slug';
import { apiFailure } from '../../../lib/api-failure';
import { useCreateTag } from '../../../lib/api/create-tag';
import { useTags } from '../../../lib/api/get-tags';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import { errorKey, fieldId } from '../lib/field-errors';

/** The contract's slug length. */
const SLUG_MAX = 80;

const nameOf = (tag: AdminTag) => tag.translations.en?.name ?? Object.values(tag.translations)[0]?.name ?? `#${tag.id}`;

/**
 * The post's tags: type to find one of the site's, Enter on a new name creates it (in English,
 * its slug from the name; other languages are named on the tags screen). A name whose slug an
 * existing tag has picks that tag instead of failing.
 */
export function TagsField({ siteId }: { siteId: number }) {
  const store = useEditorStoreApi();
  const selected = useEditor((s) => s.draft.meta.tags) ?? [];
  const serverError = useEditor((s) => s.errors[errorKey.meta('tags')]);
  const tags = useTags(siteId).data ?? [];
  const create = useCreateTag(siteId);
  const [failure, setFailure] = useState<string | null>(null);

  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const labels = selected.map((id) => (byId.get(id) ? nameOf(byId.get(id)!) : `#${id}`));

  const find = (label: string): number | undefined => {
    const wanted = label.trim().toLowerCase();
    const slug = slugify(label, 'en').slice(0, SLUG_MAX);
    const known = tags.find(
      (tag) => nameOf(tag).toLowerCase() === wanted || Object.values(tag.translations).some((words) => words.slug === slug),
    );
    if (known) return known.id;
    const index = labels.indexOf(label);
    return index >= 0 ? selected[index] : undefined;
  };

  const change = async (next: string[]) => {
    setFailure(null);
    const ids: number[] = [];
    for (const label of next) {
      const found = find(label);
      if (found !== undefined) {
        ids.push(found);
        continue;
      }
      const name = label.trim();
      const slug = slugify(name, 'en').slice(0, SLUG_MAX);
      if (!slug) {
        setFailure(`“${name}” needs a letter or a digit to become a tag`);
        continue;
      }
      try {
        ids.push((await create.mutateAsync({ translations: { en: { name, slug } } })).id);
      } catch (error) {
        const { message, fields } = apiFailure(error);
        setFailure(fields['translations.en.slug'] ?? fields['translations.en.name'] ?? message);
      }
    }
    store.getState().setMeta('tags', [...new Set(ids)]);
  };

  return (
    <TagsInput
      id={fieldId(errorKey.meta('tags'))}
      label="Tags"
      description="Type to find a tag; Enter adds a new one"
      placeholder={labels.length === 0 ? 'Add tags' : undefined}
      data={tags.map(nameOf)}
      value={labels}
      onChange={(next) => void change(next)}
      error={failure ?? serverError}
      disabled={create.isPending}
      clearable
      comboboxProps={{ withinPortal: false }}
    />
  );
}
