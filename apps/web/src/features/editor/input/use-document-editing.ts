import { paragraphText, type TextPoint } from '@scriptloom/transcript';
import { useEffect, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import type { EditorStore } from '../state/editor-store';
import { caretAfter, editFor, intentOf, type BeforeInput, type InputEdit } from './input-intent';
import { domText, rangeEnds } from './text-caret';
import { useCaret } from './use-caret';
import { useLiveParagraph } from './use-live-paragraph';

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

/**
 * The transcript as one editable document (docs/product.md#editing-rules). Inside one paragraph
 * the browser types as in any text field (the paragraph is "live": use-live-paragraph.ts). Whatever
 * changes paragraphs (Enter, Backspace at a paragraph's start, Delete at its end, typing or pasting
 * over a selection that crosses paragraphs) is refused to the browser in `beforeinput` and made by
 * the edit operations instead (input-intent.ts decides which), and the caret is put back where the
 * person expects it.
 */
export function useDocumentEditing(
  store: EditorStore,
  rootRef: RefObject<HTMLElement | null>,
  listRef: RefObject<VirtuosoHandle | null>,
): DocumentEditing {
  const { isLive, generations, settle, flush, begin } = useLiveParagraph(store, rootRef);
  const { caret, moveCaret } = useCaret(rootRef, listRef);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const snippets = () => store.getState().doc.snippets;
    const textOf = (paragraph: number) => {
      const snippet = snippets()[paragraph];
      return snippet ? paragraphText(snippet) : '';
    };

    const apply = (edit: InputEdit) => {
      let paragraphs = snippets().length;
      for (const action of edit.actions) {
        paragraphs = snippets().length;
        store.dispatch(action);
      }
      // Whether the last action made a new paragraph (Enter splits nothing at a paragraph's edge).
      if (edit.caret) moveCaret(caretAfter(edit.caret, snippets().length > paragraphs));
    };

    const onBeforeInput = (event: InputEvent) => {
      const { input, element } = readBeforeInput(event);
      const intent = intentOf(input);
      if (intent.kind === 'type') {
        // Typing inside one paragraph: the browser changes the text, `input` reads it back.
        const snippet = snippets()[intent.paragraph];
        if (!snippet || !element) return event.preventDefault();
        begin(snippet.id, element);
        return;
      }
      event.preventDefault();
      if (intent.kind === 'ignore') return;
      // The edit works on the document with what was typed in it, and reads words from the page after.
      settle();
      apply(editFor(intent, textOf));
    };

    root.addEventListener('beforeinput', onBeforeInput);
    return () => root.removeEventListener('beforeinput', onBeforeInput);
  }, [begin, moveCaret, rootRef, settle, store]);

  return { isLive, generations, settle, flush, caret, moveCaret };
}

/** The event and the selection as input-intent.ts takes them; `element`: the words element the selection starts in. */
function readBeforeInput(event: InputEvent): { input: BeforeInput; element: HTMLElement | null } {
  const transfer = event.dataTransfer ? event.dataTransfer.getData('text/plain') : null;
  const base = { inputType: event.inputType, data: event.data, transfer };
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return { input: { ...base, selection: null }, element: null };
  const range = selection.getRangeAt(0);
  const [from, to] = rangeEnds(range);
  if (!from || !to) return { input: { ...base, selection: null }, element: null };
  const at = ({ element, paragraph, offset, domOffset }: typeof from) => ({
    paragraph,
    offset,
    domOffset,
    domLength: domText(element).length,
  });
  return {
    input: { ...base, selection: { from: at(from), to: at(to), collapsed: range.collapsed } },
    element: from.element,
  };
}
