import { editorReducer } from './editor-state';
import type { EditorAction, EditorState } from './types';

export interface EditorStore {
  getState: () => EditorState;
  dispatch: (action: EditorAction) => void;
  subscribe: (listener: () => void) => () => void;
  /**
   * Work that must reach the document before anything reads or changes it (text typed a moment
   * ago: input/use-document-editing.ts). `sync` runs it; every dispatch does so first.
   */
  addSync: (sync: () => void) => () => void;
  sync: () => void;
}

/**
 * A tiny store outside React (read with useSyncExternalStore). The save and the server-side edits
 * run asynchronously one after another and each needs the version the previous one returned at
 * once, before React has rendered: a synchronous getState gives them that.
 */
export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const syncs = new Set<() => void>();
  const sync = () => {
    for (const run of syncs) run();
  };
  return {
    getState: () => state,
    sync,
    addSync(run) {
      syncs.add(run);
      return () => syncs.delete(run);
    },
    dispatch(action) {
      // Typed text first, so this action works on the document as the person sees it.
      sync();
      const next = editorReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
