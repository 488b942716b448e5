import { EditorMessages } from '@scriptloom/contracts';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { useAppDispatch } from '../../../shared/store/hooks';
import { successToast } from '../../../shared/notices/toast-slice';
import type { EditorDoc } from '../state/types';
import type { FindQuery } from './FindBar';
import type { EditorSession } from '../session/use-editor-session';
import type { EditorView } from '../layout/use-editor-view';
import { useFind, type FindState } from './use-find';

/** When to check that the current find match is in view after stepping to it. */
const REVEAL_AFTER_MS = [0, 80, 250, 500];
/** A match closer than this to the top or bottom of the visible area is centred. */
const EDGE_PX = 40;

interface FindReplaceOptions {
  doc: EditorDoc;
  session: EditorSession;
  setView: (view: EditorView) => void;
  listRef: RefObject<VirtuosoHandle | null>;
  /** Bottom edge of the sticky player: a match under it is not visible. */
  topInset: () => number;
}

/**
 * The find bar and what it does: opening and closing it, scrolling to the match the user steps to,
 * replacing the current match locally (then saving) and replacing every match on the server.
 */
export function useFindReplace({ doc, session, setView, listRef, topInset }: FindReplaceOptions) {
  const dispatch = useAppDispatch();
  const find = useFind(doc);
  const [open, setOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [replacingAll, setReplacingAll] = useState(false);

  const openFind = useCallback(() => {
    // Find works on the transcript, summary and chapters: show them.
    setView('transcript');
    setOpen(true);
    setFocusRequest((n) => n + 1);
  }, [setView]);
  const closeFind = useCallback(() => {
    setOpen(false);
    find.setQuery({ text: '', caseSensitive: false });
  }, [find]);
  const toggleFind = () => (open ? closeFind() : openFind());

  useRevealCurrentMatch(find, listRef, topInset);

  const replaceOne = (replacement: string) => {
    const position = find.current >= 0 ? find.current : 0;
    const match = find.matches[position];
    if (!match) return;
    session.store.dispatch({
      type: 'replaceMatch',
      match,
      find: find.query.text,
      replacement,
      caseSensitive: find.query.caseSensitive,
    });
    // The next match now has this position.
    find.setCurrent(position);
    void session.save().then((ok) => ok && dispatch(successToast(EditorMessages.replaced)));
  };

  const replaceAll = async (query: FindQuery, replacement: string) => {
    setReplacingAll(true);
    try {
      return await session.replaceAll(query.text, replacement, query.caseSensitive);
    } finally {
      setReplacingAll(false);
    }
  };

  return { find, open, focusRequest, replacingAll, openFind, closeFind, toggleFind, replaceOne, replaceAll };
}

/**
 * Scrolls the current match into view when the user steps to it (not when an edit moves it). The
 * virtual list first jumps to the paragraph; it then measures what it rendered and may settle a
 * little off, so the mark itself is checked a few times and centred if it is not fully in view.
 */
function useRevealCurrentMatch(
  find: FindState,
  listRef: RefObject<VirtuosoHandle | null>,
  topInset: () => number,
): void {
  const { place, scrollRequest } = find;
  useEffect(() => {
    if (!scrollRequest || !place) return undefined;
    // The list re-renders its items a moment after this effect: look for the mark where it will be.
    const container =
      place.target === 'transcript'
        ? `[data-testid="paragraph"][data-index="${place.paragraph}"]`
        : '[data-testid="summary-panel"]';
    if (place.target === 'transcript' && !document.querySelector(container)) {
      listRef.current?.scrollToIndex({ index: place.paragraph, align: 'center' });
    }
    // Centred in the part of the window the sticky player does not cover.
    const reveal = () => {
      const mark = document.querySelector(`${container} mark.current-match`);
      if (!mark) return;
      const rect = mark.getBoundingClientRect();
      const inset = topInset();
      if (rect.top >= inset + EDGE_PX && rect.bottom <= window.innerHeight - EDGE_PX) return;
      const middle = inset + (window.innerHeight - inset) / 2;
      window.scrollBy({ top: rect.top + rect.height / 2 - middle });
    };
    const timers = REVEAL_AFTER_MS.map((ms) => setTimeout(reveal, ms));
    return () => timers.forEach(clearTimeout);
    // Only a new request scrolls; `place` changes with every edit too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollRequest]);
}
