import { useEffect, useRef } from 'react';
import { keyContextOf, matchShortcut, type ShortcutId } from './shortcuts';

export type ShortcutHandlers = Record<ShortcutId, () => void>;

/**
 * Listens for the editor's shortcuts on the whole page while the editor is open. Handlers are read
 * through a ref, so the listener is added once. Keys pressed inside a dialog belong to the dialog.
 */
export function useEditorShortcuts(handlers: ShortcutHandlers, enabled = true) {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"]')) return;
      const id = matchShortcut(event, keyContextOf(event.target));
      if (!id) return;
      event.preventDefault();
      current.current[id]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
