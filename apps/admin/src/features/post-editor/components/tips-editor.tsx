import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../../components/icons';
import { whenIdle } from '../../../lib/when-idle';
import { useEditor, useEditorStoreApi } from '../hooks/editor-context';
import type { DragRegistry } from '../lib/drag-registry';
import { errorKey } from '../lib/field-errors';
import { OriginalTipCard, TranslationTipCard } from './tip-card';

// dnd-kit comes when the writer reaches the list (pointer over it or focus in it), not with the page;
// on a touch screen in idle time, as nothing hovers there before the touch that starts a drag.
const SortableTips = lazy(() => import('./sortable-tips'));

/** The original's tips: add, remove, reorder by drag, buttons or Alt+Shift+Arrow keys. */
export function OriginalTipsEditor() {
  const store = useEditorStoreApi();
  const ids = useEditor(useShallow((s) => s.draft.translations.en?.content.map((tip) => tip.id) ?? []));
  const listError = useEditor((s) => s.errors[errorKey.translation('en', 'content')]);
  const [announcement, setAnnouncement] = useState('');
  const [registry] = useState<DragRegistry>(() => new Map());
  const [sortable, setSortable] = useState(false);
  const reached = useCallback(() => setSortable(true), []);
  useEffect(() => {
    if (sortable || !window.matchMedia('(any-pointer: coarse)').matches) return;
    return whenIdle(reached, 2000);
  }, [sortable, reached]);

  const move = useCallback(
    (tipId: string, to: number) => {
      const state = store.getState();
      const tips = state.draft.translations.en?.content ?? [];
      const from = tips.findIndex((tip) => tip.id === tipId);
      const target = Math.max(0, Math.min(tips.length - 1, to));
      if (from < 0 || from === target) return;
      state.moveTip(tipId, target);
      setAnnouncement(`Tip ${from + 1} moved to position ${target + 1} of ${tips.length}.`);
    },
    [store],
  );

  const remove = useCallback(
    (tipId: string) => {
      const state = store.getState();
      const tips = state.draft.translations.en?.content ?? [];
      const index = tips.findIndex((tip) => tip.id === tipId);
      state.removeTip(tipId);
      setAnnouncement(`Tip ${index + 1} removed. ${tips.length - 1} tips left.`);
      // Focus goes to the tip that took its place, or the Add button.
      requestAnimationFrame(() => {
        const next = tips[index + 1] ?? tips[index - 1];
        const target = next
          ? document.querySelector<HTMLElement>(`[data-tip-id="${next.id}"] input, [data-tip-id="${next.id}"] textarea`)
          : document.getElementById('add-tip');
        target?.focus();
      });
    },
    [store],
  );

  const add = () => {
    const id = store.getState().addTip();
    setAnnouncement(`Tip ${ids.length + 1} added.`);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-tip-id="${id}"] input`)?.focus(),
    );
  };

  return (
    <Stack gap="md" onPointerOver={sortable ? undefined : reached} onFocus={sortable ? undefined : reached}>
      <Text size="sm" c="dimmed">
        Reorder with the arrows, Alt+Shift+↑/↓ inside a tip, or by dragging the handle.
      </Text>
      {ids.map((id, index) => (
        <OriginalTipCard
          key={id}
          tipId={id}
          position={index + 1}
          count={ids.length}
          registry={registry}
          onMove={move}
          onRemove={remove}
        />
      ))}
      {sortable && (
        // After the cards: their slots are registered when the bindings first run.
        <Suspense fallback={null}>
          <SortableTips ids={ids} registry={registry} onMove={move} />
        </Suspense>
      )}
      {ids.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          No tips yet.
        </Text>
      )}
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Button id="add-tip" variant="light" leftSection={<Icon name="plus" size={16} />} onClick={add} style={{ alignSelf: 'flex-start' }}>
        Add tip
      </Button>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

/** A translation's tips, in the original's order, each beside the original's. */
export function TranslationTipsEditor({ lang, dir }: { lang: string; dir?: 'rtl' | 'ltr' }) {
  const ids = useEditor(useShallow((s) => s.draft.translations[lang]?.content.map((tip) => tip.id) ?? []));
  if (ids.length === 0) {
    return (
      <Text c="dimmed" py="md">
        The original has no tips yet.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {ids.map((id, index) => (
        <TranslationTipCard key={id} lang={lang} tipId={id} position={index + 1} dir={dir} />
      ))}
    </Stack>
  );
}
