import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
import type { AdminCategory } from '@sitenet/api-client';
import { CATEGORY_GRADIENTS } from '@sitenet/i18n/category-styles';
import { languageLabel } from '@sitenet/i18n/languages';
import { apiFailure } from '../../../lib/api-failure';
import { notifySuccess } from '../../../lib/notify-success';
import { useCategoryWrites } from '../api/categories';
import { WORDS } from '../lib/words';
import classes from './categories.module.css';

interface Words {
  name: string;
  slug: string;
  description: string;
  seo_title: string;
}
const BLANK: Words = { name: '', slug: '', description: '', seo_title: '' };

type CategoryGradient = (typeof CATEGORY_GRADIENTS)[number];
/** The category's colour when it is one of the theme's (the first one otherwise). */
const asGradient = (value: string | undefined): CategoryGradient =>
  CATEGORY_GRADIENTS.find((option) => option === value) ?? CATEGORY_GRADIENTS[0];

export interface CategoryFormDialogProps {
  siteId: number;
  /** The site's languages, English (the original) first. */
  languages: string[];
  /** Absent: a new category. */
  category?: AdminCategory;
  onClose: () => void;
}

/** Create or edit one category: key (new ones only), emoji, a theme colour, and words per language in tabs. */
export function CategoryFormDialog({
  siteId,
  languages,
  category,
  onClose,
}: CategoryFormDialogProps) {
  const writes = useCategoryWrites(siteId);
  const [key, setKey] = useState(category?.key ?? '');
  const [emoji, setEmoji] = useState(category?.emoji ?? '✨');
  const [gradient, setGradient] = useState<CategoryGradient>(() => asGradient(category?.gradient));
  const [inNav, setInNav] = useState(category?.in_nav ?? true);
  const [words, setWords] = useState<Record<string, Words>>(() =>
    Object.fromEntries(
      languages.map((code) => [code, { ...BLANK, ...category?.translations[code] }]),
    ),
  );
  const [failure, setFailure] = useState<ReturnType<typeof apiFailure> | null>(null);
  const busy = writes.create.isPending || writes.update.isPending;
  const field = (name: string) => failure?.fields[name];

  const setWord = (code: string, name: keyof Words, value: string) =>
    setWords((current) => ({ ...current, [code]: { ...(current[code] ?? BLANK), [name]: value } }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // A language left blank is not sent (its readers see the English words).
    const translations = Object.fromEntries(
      Object.entries(words).filter(
        ([code, value]) => code === 'en' || value.name.trim() || value.slug.trim(),
      ),
    );
    try {
      if (category) {
        const saved = await writes.update.mutateAsync({
          id: category.id,
          body: { emoji, gradient, in_nav: inNav, translations },
        });
        notifySuccess(WORDS.saved(saved.translations.en?.name ?? saved.key));
      } else {
        const saved = await writes.create.mutateAsync({
          site_id: siteId,
          key,
          emoji,
          gradient,
          in_nav: inNav,
          translations,
        });
        notifySuccess(WORDS.created(saved.translations.en?.name ?? saved.key));
      }
      onClose();
    } catch (error) {
      setFailure(apiFailure(error));
    }
  };

  const title = category
    ? WORDS.editTitle(category.translations.en?.name ?? category.key)
    : WORDS.createTitle;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="min(620px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': WORDS.cancel }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure.message}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={WORDS.key}
              description={WORDS.keyHelp}
              value={key}
              onChange={(event) => setKey(event.currentTarget.value)}
              disabled={Boolean(category)}
              required
              error={field('key')}
            />
            <TextInput
              label={WORDS.emoji}
              value={emoji}
              onChange={(event) => setEmoji(event.currentTarget.value)}
              required
              error={field('emoji')}
              maw={120}
            />
          </Group>
          <fieldset className={classes.swatches}>
            <legend>{WORDS.gradient}</legend>
            {CATEGORY_GRADIENTS.map((option, index) => (
              <button
                key={option}
                type="button"
                className={classes.swatch}
                style={{ background: option }}
                aria-pressed={gradient === option}
                aria-label={WORDS.gradientOption(index)}
                onClick={() => setGradient(option)}
              />
            ))}
          </fieldset>
          <Switch
            label={WORDS.showInNav}
            checked={inNav}
            onChange={(event) => setInNav(event.currentTarget.checked)}
          />
          <Tabs defaultValue={languages[0]} keepMounted>
            <Tabs.List aria-label={WORDS.languagesLabel}>
              {languages.map((code) => (
                <Tabs.Tab key={code} value={code}>
                  {languageLabel(code)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {languages.map((code) => (
              <Tabs.Panel key={code} value={code} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    label={WORDS.name}
                    value={words[code]?.name ?? ''}
                    onChange={(event) => setWord(code, 'name', event.currentTarget.value)}
                    required={code === 'en'}
                    error={field(`translations.${code}.name`)}
                  />
                  <TextInput
                    label={WORDS.slug}
                    description={category ? WORDS.slugHelp : undefined}
                    value={words[code]?.slug ?? ''}
                    onChange={(event) => setWord(code, 'slug', event.currentTarget.value)}
                    required={code === 'en'}
                    error={field(`translations.${code}.slug`) ?? field(`translations.${code}`)}
                  />
                  <Textarea
                    label={WORDS.description}
                    value={words[code]?.description ?? ''}
                    onChange={(event) => setWord(code, 'description', event.currentTarget.value)}
                    rows={2}
                  />
                  <TextInput
                    label={WORDS.seoTitle}
                    value={words[code]?.seo_title ?? ''}
                    onChange={(event) => setWord(code, 'seo_title', event.currentTarget.value)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {WORDS.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {category ? WORDS.save : WORDS.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
