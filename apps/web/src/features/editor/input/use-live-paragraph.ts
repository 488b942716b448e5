import { paragraphText } from '@scriptloom/transcript';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { EditorStore } from '../state/editor-store';
import { domText, placeCaret, pointOf, wordsElement } from './text-caret';

interface Live {
  /** The paragraph's id (its position cannot change meanwhile: every other edit settles first). */
  id: string;
  element: HTMLElement;
}

export interface LiveParagraph {
  /** True while the browser owns this paragraph's text (the person is typing in it): React leaves it alone. */
  isLive: (paragraphId: string) => boolean;
  /** Bumped for a paragraph when its typed text is handed back to React, which then renders it afresh. */
  generations: ReadonlyMap<string, number>;
  /** Hands typed text back to React (before any edit that reads words from the page). */
  settle: () => void;
  /** Puts what was just typed into the editor's document now (before a save). */
  flush: () => void;
  /** The browser is about to type in this paragraph: it becomes the live one (another is handed back first). */
  begin: (paragraphId: string, element: HTMLElement) => void;
}

/** The performance measure of putting typed text into the document (read by `npm run bench:editor`). */
export const TYPING_MEASURE = 'editor:typing';
/** Typed text reaches the document this long after the last key, and never later than the second. */
const FLUSH_AFTER_MS = 150;
const FLUSH_AT_MOST_MS = 600;
/** A pause in typing after which a paragraph that reads as kept is rendered afresh. */
const SETTLE_AFTER_MS = 800;

const textAt = (store: EditorStore, paragraph: number) => {
  const snippet = store.getState().doc.snippets[paragraph];
  return snippet ? paragraphText(snippet) : '';
};

/**
 * The paragraph the person types in (docs/product.md#editing-rules). While it is "live" React stops
 * rendering its words and every `input` re-aligns them to the typed text in the editor's store, once
 * per short pause (so saving, undo and find always see it). It is handed back to React (rendered
 * afresh, caret kept) when the caret leaves it, a selection starts, focus leaves, any other edit
 * changes the document, or typing pauses with nothing that would move.
 */
export function useLiveParagraph(store: EditorStore, rootRef: RefObject<HTMLElement | null>): LiveParagraph {
  const live = useRef<Live | null>(null);
  const typing = useRef(false);
  const [generations, setGenerations] = useState<ReadonlyMap<string, number>>(() => new Map());

  const isLive = useCallback((id: string) => live.current?.id === id, []);

  // Typed text reaches the document a moment later, once per short pause (see `flush`): a key press
  // costs only the browser's own edit, and the re-alignment and render run once for a burst.
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; since: number } | null>(null);
  const flush = useCallback(() => {
    const waiting = pending.current;
    pending.current = null;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    const current = live.current;
    if (!current || !current.element.isConnected) return;
    const started = performance.now();
    typing.current = true;
    try {
      store.dispatch({
        type: 'setText',
        paragraph: Number(current.element.dataset.p),
        text: domText(current.element),
        burst: { key: current.id, at: started },
      });
    } finally {
      typing.current = false;
    }
    // Measured to the end of the task's microtasks, where React renders what the store changed.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => performance.measure(TYPING_MEASURE, { start: started });
    channel.port2.postMessage(null);
  }, [store]);

  const settle = useCallback(() => {
    flush();
    const current = live.current;
    if (!current) return;
    live.current = null;
    // Keep the caret or selection where it was, as offsets into the kept text.
    const selection = window.getSelection();
    let keep: { paragraph: number; start: number; end: number } | null = null;
    if (selection && selection.rangeCount > 0) {
      const range = selection.getRangeAt(0);
      const a = pointOf(range.startContainer, range.startOffset);
      const b = pointOf(range.endContainer, range.endOffset);
      if (a && b && a.element === current.element && b.element === current.element) {
        keep = { paragraph: a.paragraph, start: a.offset, end: b.offset };
      }
    }
    flushSync(() =>
      setGenerations((previous) => new Map(previous).set(current.id, (previous.get(current.id) ?? 0) + 1)),
    );
    const root = rootRef.current;
    const element = keep && root ? wordsElement(root, keep.paragraph) : null;
    if (keep && element) placeCaret(element, keep.start, keep.end);
  }, [flush, rootRef]);

  const begin = useCallback(
    (id: string, element: HTMLElement) => {
      if (live.current && live.current.id !== id) settle();
      live.current = { id, element };
    },
    [settle],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;

    // After a pause in typing, a paragraph whose text already reads as it is kept (no double or edge
    // spaces, so nothing moves) is handed back: its words get their marks, timings and playback
    // highlight again. Never during an IME composition.
    let idle: ReturnType<typeof setTimeout> | undefined;
    let composing = false;
    const settleWhenQuiet = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        flush();
        const current = live.current;
        if (!current || composing) return;
        const paragraph = Number(current.element.dataset.p);
        if (domText(current.element) === textAt(store, paragraph)) settle();
      }, SETTLE_AFTER_MS);
    };
    const onComposition = (event: CompositionEvent) => {
      composing = event.type === 'compositionstart';
    };

    const onInput = () => {
      const current = live.current;
      if (!current || !current.element.isConnected) return;
      settleWhenQuiet();
      // Within FLUSH_AFTER_MS of the last key, and at most FLUSH_AT_MOST_MS after the first.
      const now = performance.now();
      const since = pending.current?.since ?? now;
      if (pending.current) clearTimeout(pending.current.timer);
      const wait = Math.max(0, Math.min(FLUSH_AFTER_MS, since + FLUSH_AT_MOST_MS - now));
      pending.current = { timer: setTimeout(flush, wait), since };
    };
    // Leaving the page keeps what was typed: the document (and so the leave warning) sees it first.
    const onLeave = () => flush();

    // The caret left the live paragraph, or a selection began: hand the text back to React.
    const onSelectionChange = () => {
      const current = live.current;
      if (!current) return;
      const selection = window.getSelection();
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
      if (!range || !range.collapsed || !current.element.contains(range.startContainer)) settle();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) settle();
    };

    const stopSync = store.addSync(flush);
    let last = store.getState().doc.snippets;
    const unsubscribe = store.subscribe(() => {
      const next = store.getState().doc.snippets;
      if (next !== last && !typing.current) settle();
      last = next;
    });

    root.addEventListener('input', onInput);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('compositionstart', onComposition);
    root.addEventListener('compositionend', onComposition);
    document.addEventListener('selectionchange', onSelectionChange);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      clearTimeout(idle);
      flush();
      stopSync();
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
      unsubscribe();
      root.removeEventListener('compositionstart', onComposition);
      root.removeEventListener('compositionend', onComposition);
      root.removeEventListener('input', onInput);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [flush, rootRef, settle, store]);

  return { isLive, generations, settle, flush, begin };
}
