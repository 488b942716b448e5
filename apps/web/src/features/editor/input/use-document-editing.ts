import { paragraphText, type TextPoint } from '@scriptloom/transcript';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { VirtuosoHandle } from 'react-virtuoso';
import type { EditorStore } from '../state/editor-store';
import { domText, placeCaret, pointOf, wordsElement, type DomPoint } from './text-caret';

interface Live {
  /** The paragraph's id (its position cannot change meanwhile: every other edit settles first). */
  id: string;
  element: HTMLElement;
}

export interface DocumentEditing {
  /** True while the browser owns this paragraph's text (the person is typing in it): React leaves it alone. */
  isLive: (paragraphId: string) => boolean;
  /** Bumped for a paragraph when its typed text is handed back to React, which then renders it afresh. */
  generations: ReadonlyMap<string, number>;
  /** Hands typed text back to React (before any edit that reads words from the page). */
  settle: () => void;
  /** Puts what was just typed into the editor's document now (before a save). */
  flush: () => void;
  /** The caret (start of the selection) as a paragraph and text offset, or null outside the text. */
  caret: () => TextPoint | null;
  /** Puts the caret at a place in the text once that paragraph is rendered. */
  moveCaret: (point: TextPoint) => void;
}

/** The performance measure of putting typed text into the document (read by `npm run bench:editor`). */
export const TYPING_MEASURE = 'editor:typing';
/** Typed text reaches the document this long after the last key, and never later than the second. */
const FLUSH_AFTER_MS = 150;
const FLUSH_AT_MOST_MS = 600;
/** A pause in typing after which a paragraph that reads as kept is rendered afresh. */
const SETTLE_AFTER_MS = 800;

const BACKWARD = /^delete(Content|Word|SoftLine|HardLine)Backward$/;
const FORWARD = /^delete(Content|Word|SoftLine|HardLine)Forward$/;
const PASTED = new Set(['insertFromPaste', 'insertFromPasteAsQuotation', 'insertFromDrop', 'insertFromYank']);
/** What the browser may do to one paragraph's text by itself; anything else the editor does. */
const NATIVE =
  /^(insertText|insertReplacementText|insertCompositionText|insertFromComposition|delete(Content|Word|SoftLine|HardLine)(Backward|Forward)|deleteByCut|deleteCompositionText|deleteByComposition)$/;

/**
 * The transcript as one editable document (docs/product.md#editing-rules). Inside one paragraph
 * the browser types as in any text field: its words element becomes "live", React stops rendering
 * it, and every `input` re-aligns the paragraph's words to the typed text in the editor's store (so
 * saving, undo and find always see it). Whatever changes paragraphs (Enter, Backspace at a
 * paragraph's start, Delete at its end, typing or pasting over a selection that crosses paragraphs)
 * is refused to the browser in `beforeinput` and made by the edit operations instead, and the caret
 * is put back where the person expects it. The live paragraph is handed back to React (rendered
 * afresh, caret kept) when the caret leaves it, a selection starts, focus leaves, or any other edit
 * changes the document.
 */
export function useDocumentEditing(
  store: EditorStore,
  rootRef: RefObject<HTMLElement | null>,
  listRef: RefObject<VirtuosoHandle | null>,
): DocumentEditing {
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

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const snippets = () => store.getState().doc.snippets;
    const textOf = (paragraph: number) => {
      const snippet = snippets()[paragraph];
      return snippet ? paragraphText(snippet) : '';
    };

    const replace = (from: TextPoint, to: TextPoint, text: string) => {
      settle();
      const [a] = before(from, to) ? [from, to] : [to, from];
      store.dispatch({ type: 'replaceRange', from, to, text });
      moveCaret({ paragraph: a.paragraph, offset: a.offset + text.length });
    };

    const enter = (from: TextPoint, to: TextPoint) => {
      settle();
      let at = before(from, to) ? from : to;
      if (from.paragraph !== to.paragraph || from.offset !== to.offset) {
        store.dispatch({ type: 'replaceRange', from, to, text: '' });
      }
      let text = textOf(at.paragraph);
      // Enter inside a word splits the word too: a space goes in first.
      if (/\S/.test(text[at.offset - 1] ?? '') && /\S/.test(text[at.offset] ?? '')) {
        text = `${text.slice(0, at.offset)} ${text.slice(at.offset)}`;
        at = { paragraph: at.paragraph, offset: at.offset + 1 };
      }
      const count = snippets().length;
      store.dispatch({ type: 'setText', paragraph: at.paragraph, text, splitAtCaret: at.offset });
      moveCaret(snippets().length > count ? { paragraph: at.paragraph + 1, offset: 0 } : at);
    };

    const mergeBackward = (paragraph: number) => {
      settle();
      if (paragraph === 0) return;
      const previous = textOf(paragraph - 1).length;
      const join = previous > 0 && textOf(paragraph).length > 0 ? 1 : 0;
      store.dispatch({ type: 'mergePrevious', paragraph });
      moveCaret({ paragraph: paragraph - 1, offset: previous + join });
    };

    const mergeForward = (paragraph: number) => {
      settle();
      const length = textOf(paragraph).length;
      store.dispatch({ type: 'mergeNext', paragraph });
      moveCaret({ paragraph, offset: length });
    };

    const onBeforeInput = (event: InputEvent) => {
      const type = event.inputType;
      if (type === 'historyUndo' || type === 'historyRedo') {
        event.preventDefault();
        settle();
        store.dispatch({ type: type === 'historyUndo' ? 'undo' : 'redo' });
        return;
      }
      const selection = window.getSelection();
      if (!selection || selection.rangeCount === 0) return event.preventDefault();
      const range = selection.getRangeAt(0);
      const [from, to] = endsOf(range);
      if (!from || !to) return event.preventDefault();

      if (type === 'insertParagraph' || type === 'insertLineBreak') {
        event.preventDefault();
        return enter(from, to);
      }
      if (range.collapsed && BACKWARD.test(type) && from.domOffset === 0) {
        event.preventDefault();
        return mergeBackward(from.paragraph);
      }
      if (range.collapsed && FORWARD.test(type) && from.domOffset >= domText(from.element).length) {
        event.preventDefault();
        return mergeForward(from.paragraph);
      }
      const pasted = PASTED.has(type);
      if (pasted || from.paragraph !== to.paragraph || !NATIVE.test(type)) {
        event.preventDefault();
        if (!pasted && !NATIVE.test(type)) return; // formatting and the like: plain text has none
        const typed = pasted ? (event.dataTransfer?.getData('text/plain') ?? event.data ?? '') : (event.data ?? '');
        return replace(from, to, type.startsWith('delete') ? '' : typed.replace(/\s+/g, ' '));
      }
      // Typing inside one paragraph: the browser changes the text, `input` reads it back.
      const snippet = snippets()[from.paragraph];
      if (!snippet) return event.preventDefault();
      if (live.current && live.current.id !== snippet.id) settle();
      live.current = { id: snippet.id, element: from.element };
    };

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
        if (domText(current.element) === textOf(paragraph)) settle();
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

    root.addEventListener('beforeinput', onBeforeInput);
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
      root.removeEventListener('beforeinput', onBeforeInput);
      root.removeEventListener('input', onInput);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [flush, moveCaret, rootRef, settle, store]);

  return { isLive, generations, settle, flush, caret, moveCaret };
}

const before = (a: TextPoint, b: TextPoint) =>
  a.paragraph < b.paragraph || (a.paragraph === b.paragraph && a.offset <= b.offset);

/**
 * The range's two ends in the text. An end outside any paragraph's words (a triple click reaches
 * into the next paragraph's heading) is pulled back to the edge of the paragraph the other end is in.
 */
function endsOf(range: Range): [DomPoint | null, DomPoint | null] {
  let from = pointOf(range.startContainer, range.startOffset);
  let to = pointOf(range.endContainer, range.endOffset);
  if (from && !to) {
    const length = domText(from.element).length;
    to = {
      ...from,
      domOffset: length,
      offset: pointOf(from.element, from.element.childNodes.length)?.offset ?? length,
    };
  } else if (!from && to) {
    from = { ...to, domOffset: 0, offset: 0 };
  }
  return [from, to];
}

function isOnScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}
