import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { AdminTag } from '@sitenet/api-client';
import { languageLabel } from '@sitenet/i18n/languages';
import { slugify } from '@sitenet/i18n/slug';
import { apiFailure } from '../../../lib/api-failure';
import { useCreateTag } from '../../../lib/api/create-tag';
import { notifySuccess } from '../../../lib/notify-success';
import { useTagWrites } from '../api/tags';
import { tagName, WORDS } from '../lib/words';

type Words = { name: string; slug: string };
const BLANK: Words = { name: '', slug: '' };
/** The contract's slug length. */
const SLUG_MAX = 80;

export interface TagFormDialogProps {
  siteId: number;
  /** The site's languages, English first. */
  languages: string[];
  /** Absent: a new tag. */
  tag?: AdminTag;
  onClose: () => void;
}

/** Create or rename a tag: a name and a slug per language (a language left empty is not sent). */
export function TagFormDialog({ siteId, languages, tag, onClose }: TagFormDialogProps) {
  const create = useCreateTag(siteId);
  const { update } = useTagWrites(siteId);
  const [words, setWords] = useState<Record<string, Words>>(() =>
    Object.fromEntries(languages.map((code) => [code, { ...BLANK, ...tag?.translations[code] }])),
  );
  const [failure, setFailure] = useState<ReturnType<typeof apiFailure> | null>(null);
  const busy = create.isPending || update.isPending;

  const set = (code: string, field: keyof Words, value: string) =>
    setWords((current) => ({ ...current, [code]: { ...(current[code] ?? BLANK), [field]: value } }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const translations = Object.fromEntries(
      Object.entries(words)
        .filter(([, value]) => value.name.trim() || value.slug.trim())
        .map(([code, value]) => [
          code,
          { name: value.name.trim(), slug: value.slug.trim() || slugify(value.name, code).slice(0, SLUG_MAX) },
        ]),
    );
    try {
      const saved = tag
        ? await update.mutateAsync({ id: tag.id, body: { translations } })
        : await create.mutateAsync({ translations });
      notifySuccess(tag ? WORDS.saved(tagName(saved)) : WORDS.created(tagName(saved)));
      onClose();
    } catch (error) {
      setFailure(apiFailure(error));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={tag ? WORDS.editTitle(tagName(tag)) : WORDS.createTitle}
      size="min(560px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': WORDS.cancel }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure.message}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {WORDS.languageHint}
          </Text>
          {languages.map((code) => (
            <fieldset key={code} style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" size="sm" fw={600} mb={4}>
                {languageLabel(code)} ({code})
              </Text>
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  label={`${WORDS.name} (${code})`}
                  value={words[code]?.name ?? ''}
                  onChange={(event) => set(code, 'name', event.currentTarget.value)}
                  error={failure?.fields[`translations.${code}.name`] ?? failure?.fields[`translations.${code}`]}
                  miw={180}
                />
                <TextInput
                  label={`${WORDS.slug} (${code})`}
                  description={code === languages[0] ? WORDS.slugHelp : undefined}
                  value={words[code]?.slug ?? ''}
                  onChange={(event) => set(code, 'slug', event.currentTarget.value)}
                  error={failure?.fields[`translations.${code}.slug`]}
                  miw={180}
                />
              </Group>
            </fieldset>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {WORDS.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {tag ? WORDS.save : WORDS.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
