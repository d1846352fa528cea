import { memo, type ChangeEvent } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import type { TranslationTextField } from '../lib/editor-store';
import { errorKey, fieldId } from '../lib/field-errors';

interface DraftTextFieldProps {
  lang: string;
  field: TranslationTextField;
  label: string;
  description?: string;
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  dir?: 'rtl' | 'ltr';
}

/** One text of one translation; re-renders only when that text or its error changes. */
export const DraftTextField = memo(function DraftTextField({
  lang,
  field,
  label,
  description,
  multiline = false,
  required = false,
  maxLength,
  dir,
}: DraftTextFieldProps) {
  const store = useEditorStoreApi();
  const value = useEditor((s) => s.draft.translations[lang]?.[field] ?? '');
  const key = errorKey.translation(lang, field);
  const error = useEditor((s) => s.errors[key]);
  const props = {
    id: fieldId(key),
    label,
    description,
    required,
    maxLength,
    dir,
    lang,
    value: typeof value === 'string' ? value : '',
    error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      store.getState().setText(lang, field, event.currentTarget.value),
  };
  return multiline ? <Textarea {...props} minRows={3} autosize={false} rows={3} /> : <TextInput {...props} />;
});
