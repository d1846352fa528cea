import { memo, type ChangeEvent } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import type { TipTextField } from '../lib/draft';
import { errorKey, fieldId } from '../lib/field-errors';

export const TIP_FIELD_LABELS: Record<TipTextField, string> = {
  title: 'Title',
  description: 'Description',
  tip: 'Expert tip',
  rating: 'Rating (x/5)',
  price_range: 'Price range',
  cta_text: 'Call to action text',
  cta_link: 'Call to action link',
  offer_id: 'Offer',
  affiliate_note: 'Affiliate note',
  company_name: 'Company name',
};

const MULTILINE = new Set<TipTextField>(['description', 'tip']);
const PLACEHOLDERS: Partial<Record<TipTextField, string>> = {
  rating: '4.5/5',
  cta_link: 'https://',
  price_range: '$10–$20',
};

interface TipFieldProps {
  lang: string;
  tipId: string;
  field: TipTextField;
  /** Tip position, for a label that says which tip this is to a screen reader. */
  position: number;
  dir?: 'rtl' | 'ltr';
}

/** One field of one tip: a keystroke re-renders this input and nothing else. */
export const TipField = memo(function TipField({ lang, tipId, field, position, dir }: TipFieldProps) {
  const store = useEditorStoreApi();
  const value = useEditor(
    (s) => s.draft.translations[lang]?.content.find((tip) => tip.id === tipId)?.[field] ?? '',
  );
  const key = errorKey.tip(lang, tipId, field);
  const error = useEditor((s) => s.errors[key]);
  const props = {
    id: fieldId(key),
    label: TIP_FIELD_LABELS[field],
    'aria-label': `Tip ${position} ${TIP_FIELD_LABELS[field].toLowerCase()}`,
    required: field === 'title' || field === 'description',
    placeholder: PLACEHOLDERS[field],
    dir: field === 'cta_link' ? 'ltr' : dir,
    lang,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      store.getState().setTipField(lang, tipId, field, event.currentTarget.value),
  };
  return MULTILINE.has(field) ? <Textarea {...props} rows={field === 'description' ? 4 : 2} /> : <TextInput {...props} />;
});

/** The original's text of a tip field, read-only, beside the translation. */
export const OriginalTipText = memo(function OriginalTipText({
  tipId,
  field,
  className,
}: {
  tipId: string;
  field: TipTextField;
  className?: string;
}) {
  const value = useEditor(
    (s) => s.draft.translations.en?.content.find((tip) => tip.id === tipId)?.[field] ?? '',
  );
  return (
    <div>
      <div className="mantine-InputWrapper-label" style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
        {TIP_FIELD_LABELS[field]}
      </div>
      <div className={className} lang="en">
        {value || <span style={{ opacity: 0.6 }}>—</span>}
      </div>
    </div>
  );
});
