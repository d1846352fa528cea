import { memo } from 'react';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import type { SeoTextField, TipTextField } from '../lib/draft';
import { MemoryButton } from './memory-button';
import { TIP_FIELD_LABELS } from './tip-field';

/** The memory of a translation's title or excerpt: matches for the original's text. */
export const TextMemory = memo(function TextMemory({ lang, field, label }: { lang: string; field: 'title' | 'excerpt'; label: string }) {
  const store = useEditorStoreApi();
  const source = useEditor((s) => s.draft.translations.en?.[field] ?? '');
  return (
    <MemoryButton
      lang={lang}
      source={source}
      fieldName={label.toLowerCase()}
      onInsert={(target) => store.getState().setText(lang, field, target)}
    />
  );
});

/** The memory of a translation's meta title or description: matches for the original's. */
export const SeoMemory = memo(function SeoMemory({ lang, field }: { lang: string; field: SeoTextField }) {
  const store = useEditorStoreApi();
  const source = useEditor((s) => s.draft.translations.en?.seo[field] ?? '');
  return (
    <MemoryButton
      lang={lang}
      source={source}
      fieldName={`meta ${field}`}
      onInsert={(target) => store.getState().setSeo(lang, field, target)}
    />
  );
});

/** The memory of one text field of one tip. */
export const TipMemory = memo(function TipMemory({
  lang,
  tipId,
  field,
  position,
}: {
  lang: string;
  tipId: string;
  field: TipTextField;
  position: number;
}) {
  const store = useEditorStoreApi();
  const source = useEditor((s) => s.draft.translations.en?.content.find((tip) => tip.id === tipId)?.[field] ?? '');
  return (
    <MemoryButton
      lang={lang}
      source={source}
      fieldName={`tip ${position} ${TIP_FIELD_LABELS[field].toLowerCase()}`}
      onInsert={(target) => store.getState().setTipField(lang, tipId, field, target)}
    />
  );
});
