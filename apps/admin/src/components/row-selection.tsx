import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { Checkbox } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';

/**
 * Row selection of a table of posts (the posts table, the translation matrix), read by the
 * checkboxes in its cells. A context rather than table state: column definitions stay stable
 * between renders, and the selection spans pages.
 */
export interface RowSelection {
  selected: ReadonlySet<number>;
  /** The ids of the rows on the page shown. */
  pageIds: number[];
  toggle: (id: number) => void;
  setMany: (ids: number[], on: boolean) => void;
}

export const RowSelectionContext = createContext<RowSelection | null>(null);

/** The selection's state; `pageIds` are the rows the page shows now. */
export function useRowSelection(pageIds: number[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const setMany = useCallback((ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const selection = useMemo<RowSelection>(
    () => ({ selected, pageIds, toggle: (id) => setMany([id], !selected.has(id)), setMany }),
    [selected, pageIds, setMany],
  );
  return { selection, selected, setMany, clear };
}

/** A row's checkbox: a real input, so Tab reaches it and Space toggles it. */
export function SelectRowCheckbox({ id, title }: { id: number; title: string }) {
  const selection = useContext(RowSelectionContext);
  if (!selection) return null;
  return (
    <Checkbox
      size="xs"
      aria-label={`Select “${title}”`}
      checked={selection.selected.has(id)}
      onChange={() => selection.toggle(id)}
    />
  );
}

/** Every row of this page (the bulk bar then offers every row matching the filter). */
export function SelectPageCheckbox({ label }: { label?: string }) {
  const selection = useContext(RowSelectionContext);
  if (!selection) return null;
  const { pageIds, selected } = selection;
  const count = pageIds.filter((id) => selected.has(id)).length;
  const all = pageIds.length > 0 && count === pageIds.length;
  return (
    <Checkbox
      size="xs"
      aria-label={label ? undefined : 'Select all posts on this page'}
      label={label}
      checked={all}
      indeterminate={count > 0 && !all}
      disabled={pageIds.length === 0}
      onChange={() => selection.setMany(pageIds, !all)}
    />
  );
}
