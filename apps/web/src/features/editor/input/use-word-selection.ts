import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { readWordSelection, type WordSelection } from './selection';

const same = (a: WordSelection | null, b: WordSelection | null) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end && a.text === b.text);

/** Focus on a control or in a dialog: the user is acting on the selection, not dropping it. */
const KEEPS_SELECTION = 'button, input, textarea, select, [role="menu"], [role="menuitem"], [role="dialog"]';

/**
 * The transcript words the user has selected, kept in React state for the toolbar (which enables
 * its buttons by it). Read at most once a frame while a drag changes the selection. `read()` gives the
 * live selection at the moment of an action, falling back to the last one seen (clicking a toolbar
 * button can move the browser's selection before the click arrives).
 */
export function useWordSelection(root: RefObject<HTMLElement | null>) {
  const [selection, setSelection] = useState<WordSelection | null>(null);
  const last = useRef<WordSelection | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = root.current;
      if (!element) return;
      const next = readWordSelection(window.getSelection(), element);
      if (next === null && document.activeElement?.closest(KEEPS_SELECTION)) return;
      if (same(last.current, next)) return;
      last.current = next;
      setSelection(next);
    };
    const onChange = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', onChange);
    };
  }, [root]);

  const read = useCallback((): WordSelection | null => {
    const element = root.current;
    return (element ? readWordSelection(window.getSelection(), element) : null) ?? last.current;
  }, [root]);

  /** After an edit that renumbers words (split, merge, new text) the old selection means nothing. */
  const clear = useCallback(() => {
    last.current = null;
    setSelection(null);
    window.getSelection()?.removeAllRanges();
  }, []);

  return { selection, read, clear };
}
