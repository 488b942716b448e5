import type { TextPoint } from '@scriptloom/transcript';
import { useCallback, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { VirtuosoHandle } from 'react-virtuoso';
import { domText, placeCaret, pointOf, wordsElement } from './text-caret';

export interface Caret {
  /** The caret (start of the selection) as a paragraph and text offset, or null outside the text. */
  caret: () => TextPoint | null;
  /** Puts the caret at a place in the text once that paragraph is rendered. */
  moveCaret: (point: TextPoint) => void;
}

/** The caret in the transcript by text position, also in paragraphs the virtual list has not rendered. */
export function useCaret(rootRef: RefObject<HTMLElement | null>, listRef: RefObject<VirtuosoHandle | null>): Caret {
  const moveCaret = useCallback(
    (point: TextPoint) => {
      let frames = 0;
      const attempt = () => {
        const root = rootRef.current;
        if (!root) return;
        const element = wordsElement(root, point.paragraph);
        if (element && element.isConnected) {
          if (document.activeElement !== root) root.focus({ preventScroll: true });
          placeCaret(element, Math.min(point.offset, domText(element).length));
          if (!isOnScreen(element)) element.scrollIntoView({ block: 'center' });
          return;
        }
        // The paragraph is outside the rendered part of the virtual list: bring it in first.
        if (frames === 1) listRef.current?.scrollToIndex({ index: point.paragraph, align: 'center' });
        if (frames++ < 30) requestAnimationFrame(attempt);
      };
      // Render the edit now and put the caret at once, so a key pressed right after (Enter, then
      // Backspace) acts where the person sees the caret; a paragraph not rendered yet waits a frame.
      flushSync(() => undefined);
      attempt();
    },
    [listRef, rootRef],
  );

  const caret = useCallback((): TextPoint | null => {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    const point = pointOf(range.startContainer, range.startOffset);
    return point ? { paragraph: point.paragraph, offset: point.offset } : null;
  }, []);

  return { caret, moveCaret };
}

function isOnScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}
