import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

/** What drag-and-drop says about one tip card while it is sortable. */
export interface SortState {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

export interface DragSlot {
  card: HTMLElement | null;
  handle: HTMLElement | null;
  update: (state: SortState) => void;
}

/**
 * Tip cards by id, for drag-and-drop loaded on use: the cards stay mounted (focus, caret) when
 * dnd-kit arrives, and the sortable bindings reach them through this map, not by wrapping them.
 */
export type DragRegistry = Map<string, DragSlot>;
