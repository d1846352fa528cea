import { lazy, Suspense, useRef } from 'react';
import type { Editor } from '@tiptap/core';
import { Loader, Text } from '@mantine/core';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import { errorKey, fieldId } from '../lib/field-errors';
import { BodyMemory } from './body-memory';

// Tiptap is its own chunk: a post with a tips body never loads it.
const RichTextBody = lazy(() => import('../../../components/rich-text/rich-text-body'));

function Loading() {
  return (
    <Text c="dimmed" size="sm" role="status">
      <Loader size="xs" mr="xs" />
      Loading the editor...
    </Text>
  );
}

/**
 * The HTML body of one language; the editor keeps its own document between keystrokes. With
 * `memory` (a translation), a Memory button inserts a block's match from the translation memory at
 * the cursor.
 */
export function HtmlBodyField({ lang, dir, label, memory = false }: { lang: string; dir?: 'rtl' | 'ltr'; label: string; memory?: boolean }) {
  const store = useEditorStoreApi();
  const editor = useRef<Editor | null>(null);
  // Read once per load of the working copy, not per keystroke: Tiptap owns the document.
  const generation = useEditor((s) => s.generation);
  const key = errorKey.translation(lang, 'content_html');
  const error = useEditor((s) => s.errors[key]);
  const html = store.getState().draft.translations[lang]?.content_html ?? '';
  const errorId = `${fieldId(key)}-error`;
  return (
    <div>
      <Suspense fallback={<Loading />}>
        <RichTextBody
          key={generation}
          html={html}
          label={label}
          id={fieldId(key)}
          lang={lang}
          dir={dir}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          onChange={(next) => store.getState().setText(lang, 'content_html', next)}
          onEditor={(made) => {
            editor.current = made;
          }}
        />
      </Suspense>
      {memory && <BodyMemory lang={lang} onInsert={(html) => editor.current?.chain().focus().insertContent(html).run()} />}
      {error && (
        <Text id={errorId} c="red" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}

/** The original's HTML body, read-only, beside a translation. */
export function OriginalHtmlBody() {
  const html = useEditor((s) => s.draft.translations.en?.content_html ?? '');
  return (
    <Suspense fallback={<Loading />}>
      <RichTextBody html={html} readOnly label="English original body" lang="en" />
    </Suspense>
  );
}
