import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from '../lib/editor-store';

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStoreApi outside <EditorStoreContext>');
  return store;
}

/** Subscribes to one slice: the component re-renders only when that slice changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

/** The site of the post being edited (what its tips' offers must be usable on). */
export const EditorSiteContext = createContext<number | null>(null);

export function useEditorSiteId(): number | null {
  return useContext(EditorSiteContext);
}
