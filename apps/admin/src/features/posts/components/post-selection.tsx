import { createContext, useContext } from 'react';
import { Checkbox } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';

/**
 * The posts table's row selection, read by the select column's cells. A context rather than
 * table state: the column definitions stay at module scope (stable between renders).
 */
export interface PostSelection {
  selected: ReadonlySet<number>;
  /** The ids of the rows on the page shown. */
  pageIds: number[];
  toggle: (id: number) => void;
  setMany: (ids: number[], on: boolean) => void;
}

export const PostSelectionContext = createContext<PostSelection | null>(null);

/** A row's checkbox: a real input, so Tab reaches it and Space toggles it. */
export function SelectRowCheckbox({ id, title }: { id: number; title: string }) {
  const selection = useContext(PostSelectionContext);
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

/** The header's checkbox: every row of this page (the bar then offers every matching row). */
export function SelectPageCheckbox() {
  const selection = useContext(PostSelectionContext);
  if (!selection) return null;
  const { pageIds, selected } = selection;
  const count = pageIds.filter((id) => selected.has(id)).length;
  const all = pageIds.length > 0 && count === pageIds.length;
  return (
    <Checkbox
      size="xs"
      aria-label="Select all posts on this page"
      checked={all}
      indeterminate={count > 0 && !all}
      disabled={pageIds.length === 0}
      onChange={() => selection.setMany(pageIds, !all)}
    />
  );
}
