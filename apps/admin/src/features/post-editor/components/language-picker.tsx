import { memo } from 'react';
import { Badge, Group, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import type { AdminLanguage } from '@sitenet/api-client';
import { TRANSLATION_STATE_LOOK } from '../../../lib/translation-states';
import { useEditor } from '../hooks/editor-context';
import { errorLanguage } from '../lib/field-errors';
import { draftTranslationState } from '../lib/translation-state';

interface LanguagePickerProps {
  languages: AdminLanguage[];
  current: string;
  onSelect: (code: string) => void;
}

const LanguageTab = memo(function LanguageTab({
  language,
  selected,
  onSelect,
}: {
  language: AdminLanguage;
  selected: boolean;
  onSelect: (code: string) => void;
}) {
  const state = useEditor((s) => draftTranslationState(s.draft, language.code));
  const hasErrors = useEditor((s) => Object.keys(s.errors).some((key) => errorLanguage(key) === language.code));
  const look = TRANSLATION_STATE_LOOK[state];
  return (
    <UnstyledButton
      role="tab"
      aria-selected={selected}
      onClick={() => onSelect(language.code)}
      px="sm"
      py={6}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: `1px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap={6} wrap="nowrap">
        <span aria-hidden="true">{language.flag}</span>
        {/* The visible text is the accessible name: "Spanish Stale". */}
        <span style={{ fontWeight: 600 }}>{language.label}</span>
        <Badge size="xs" color={look.color} variant={look.variant}>
          {look.label}
        </Badge>
        {hasErrors && (
          <Badge size="xs" color="red" variant="filled">
            Errors
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
});

/** Every language enabled for the site, with its state; picking one switches `?lang=`. */
export const LanguagePicker = memo(function LanguagePicker({ languages, current, onSelect }: LanguagePickerProps) {
  return (
    <Group gap="xs" role="tablist" aria-label="Language being written" wrap="wrap">
      {languages.map((language) => (
        <LanguageTab key={language.code} language={language} selected={language.code === current} onSelect={onSelect} />
      ))}
    </Group>
  );
});
