import { memo } from 'react';
import { Badge, Group, NativeSelect, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import '@mantine/core/styles/Badge.css';
import type { AdminLanguage } from '@sitenet/api-client';
import { LanguageStateBadge } from '../../../components/language-state-badge';
import { languageStateText } from '../../../lib/translation-states';
import { useEditor } from '../hooks/editor-context';
import { errorLanguage } from '../lib/field-errors';
import { draftLanguageState } from '../lib/language-tab-state';

interface LanguagePickerProps {
  languages: AdminLanguage[];
  current: string;
  onSelect: (code: string) => void;
  /** Languages whose saved text is machine output nobody reviewed yet. */
  machine?: ReadonlySet<string>;
}

const NO_MACHINE: ReadonlySet<string> = new Set();

/** Phones: one select instead of a row of tabs that would fill half the screen. */
export const COMPACT_PICKER_QUERY = '(max-width: 47.99em)';

const LanguageTab = memo(function LanguageTab({
  language,
  selected,
  machine,
  onSelect,
}: {
  language: AdminLanguage;
  selected: boolean;
  machine: boolean;
  onSelect: (code: string) => void;
}) {
  const status = useEditor((s) => draftLanguageState(s.draft, language.code).status);
  const stale = useEditor((s) => draftLanguageState(s.draft, language.code).stale);
  const hasErrors = useEditor((s) => Object.keys(s.errors).some((key) => errorLanguage(key) === language.code));
  return (
    <UnstyledButton
      role="tab"
      aria-selected={selected}
      onClick={() => onSelect(language.code)}
      px="sm"
      py={6}
      style={{
        flexShrink: 0,
        borderRadius: 'var(--mantine-radius-sm)',
        border: `1px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap={6} wrap="nowrap">
        <span aria-hidden="true">{language.flag}</span>
        {/* The visible words are the accessible name, "Spanish Published Stale": spaced, as a flex row renders none. */}
        <span style={{ fontWeight: 600 }}>{language.label}</span>{' '}
        <LanguageStateBadge state={{ status, stale }} size="xs" />
        {machine && ' '}
        {machine && (
          <Badge size="xs" color="violet" variant="light">
            Machine translation
          </Badge>
        )}
        {hasErrors && ' '}
        {hasErrors && (
          <Badge size="xs" color="red" variant="filled">
            Errors
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
});

/** The phone picker: each option says the language, its state and whether it has errors. */
const LanguageSelect = memo(function LanguageSelect({ languages, current, onSelect, machine = NO_MACHINE }: LanguagePickerProps) {
  // One string, so the select re-renders only when a state text changes.
  const texts = useEditor((s) =>
    languages
      .map((language) => {
        const errors = Object.keys(s.errors).some((key) => errorLanguage(key) === language.code);
        const marked = machine.has(language.code) ? ', machine translation' : '';
        return `${language.label}: ${languageStateText(draftLanguageState(s.draft, language.code))}${marked}${errors ? ', errors' : ''}`;
      })
      .join('\n'),
  ).split('\n');
  return (
    <NativeSelect
      label="Language being written"
      value={current}
      onChange={(event) => onSelect(event.currentTarget.value)}
      data={languages.map((language, index) => ({ value: language.code, label: texts[index] ?? language.label }))}
      w="100%"
    />
  );
});

/**
 * Every language the person writes on the site, with its state; picking one switches `?lang=`.
 * Tabs in one row that scrolls sideways when it does not fit; a select on phones.
 */
export const LanguagePicker = memo(function LanguagePicker({ languages, current, onSelect, machine = NO_MACHINE }: LanguagePickerProps) {
  const compact = useMediaQuery(COMPACT_PICKER_QUERY, false, { getInitialValueInEffect: false });
  if (compact) return <LanguageSelect languages={languages} current={current} onSelect={onSelect} machine={machine} />;
  return (
    <Group
      gap="xs"
      role="tablist"
      aria-label="Language being written"
      wrap="nowrap"
      style={{ overflowX: 'auto', maxWidth: '100%', paddingBottom: 2 }}
    >
      {languages.map((language) => (
        <LanguageTab
          key={language.code}
          language={language}
          selected={language.code === current}
          machine={machine.has(language.code)}
          onSelect={onSelect}
        />
      ))}
    </Group>
  );
});
