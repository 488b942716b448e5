import type { TextPoint } from '@scriptloom/transcript';
import type { EditorAction } from '../state/types';

/**
 * What a `beforeinput` event asks of the transcript, and the edit that answers it
 * (docs/product.md#editing-rules). Pure: `use-document-editing.ts` reads the event and the page,
 * asks `intentOf`, and either lets the browser type or makes the edit `editFor` plans.
 */

/** One end of the selection in the transcript's text. */
export interface InputPoint extends TextPoint {
  /** Offset into the paragraph's text as it stands in the page (typing may have left double spaces). */
  domOffset: number;
  /** Length of the paragraph's text as it stands in the page. */
  domLength: number;
}

/** A `beforeinput` event, as read from the event and the page. */
export interface BeforeInput {
  inputType: string;
  /** The event's `data`: what is typed. */
  data: string | null;
  /** The plain text a paste or drop carries (the event's dataTransfer), null without one. */
  transfer: string | null;
  /** The selection's start and end (`collapsed` for a caret), or null when it is not in the text. */
  selection: { from: InputPoint; to: InputPoint; collapsed: boolean } | null;
}

/** An edit the editor makes itself (everything that is not typing inside one paragraph). */
export type EditIntent =
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** Enter: the selection, if any, goes; the paragraph breaks where it began. */
  | { kind: 'break'; from: TextPoint; to: TextPoint }
  /** Backspace at a paragraph's start: it joins the one before. */
  | { kind: 'joinPrevious'; paragraph: number }
  /** Delete at a paragraph's end: the next one joins it. */
  | { kind: 'joinNext'; paragraph: number }
  /** Paste, or typing or deleting over a selection that crosses paragraphs. */
  | { kind: 'replace'; from: TextPoint; to: TextPoint; text: string };

export type InputIntent =
  /** The browser types it: the text of this one paragraph changes, as in any text field. */
  | { kind: 'type'; paragraph: number }
  /** Nothing happens (formatting, which plain text has none of; a selection outside the text). */
  | { kind: 'ignore' }
  | EditIntent;

/** Where the caret goes after an edit. */
export type CaretPlace =
  | { at: TextPoint }
  /** Enter: the start of the paragraph the last action split off, or `split` itself when it split nothing (at an edge). */
  | { split: TextPoint };

export interface InputEdit {
  /** Made one after another, each on the document the one before left. */
  actions: EditorAction[];
  /** Null: the caret stays where the browser has it. */
  caret: CaretPlace | null;
}

const BACKWARD = /^delete(Content|Word|SoftLine|HardLine)Backward$/;
const FORWARD = /^delete(Content|Word|SoftLine|HardLine)Forward$/;
const PASTED = new Set(['insertFromPaste', 'insertFromPasteAsQuotation', 'insertFromDrop', 'insertFromYank']);
/** What the browser may do to one paragraph's text by itself; anything else the editor does. */
const NATIVE =
  /^(insertText|insertReplacementText|insertCompositionText|insertFromComposition|delete(Content|Word|SoftLine|HardLine)(Backward|Forward)|deleteByCut|deleteCompositionText|deleteByComposition)$/;

const before = (a: TextPoint, b: TextPoint) =>
  a.paragraph < b.paragraph || (a.paragraph === b.paragraph && a.offset <= b.offset);

const point = ({ paragraph, offset }: TextPoint): TextPoint => ({ paragraph, offset });

/** What the person asked for with this `beforeinput`. */
export function intentOf({ inputType: type, data, transfer, selection }: BeforeInput): InputIntent {
  if (type === 'historyUndo') return { kind: 'undo' };
  if (type === 'historyRedo') return { kind: 'redo' };
  if (!selection) return { kind: 'ignore' };
  const { from, to, collapsed } = selection;
  if (type === 'insertParagraph' || type === 'insertLineBreak')
    return { kind: 'break', from: point(from), to: point(to) };
  // The page's text decides the edges: typed double spaces count until they reach the document.
  if (collapsed && BACKWARD.test(type) && from.domOffset === 0)
    return { kind: 'joinPrevious', paragraph: from.paragraph };
  if (collapsed && FORWARD.test(type) && from.domOffset >= from.domLength) {
    return { kind: 'joinNext', paragraph: from.paragraph };
  }
  const pasted = PASTED.has(type);
  const native = NATIVE.test(type);
  if (!pasted && !native) return { kind: 'ignore' };
  if (!pasted && from.paragraph === to.paragraph) return { kind: 'type', paragraph: from.paragraph };
  const typed = pasted ? (transfer ?? data ?? '') : (data ?? '');
  // Pasted line breaks and tabs become single spaces: a paragraph is one line of words.
  const text = type.startsWith('delete') ? '' : typed.replace(/\s+/g, ' ');
  return { kind: 'replace', from: point(from), to: point(to), text };
}

/**
 * The editor actions that make an edit, and where the caret goes after them. `textOf` gives a
 * paragraph's text in the document (with what was typed in it already there).
 */
export function editFor(intent: EditIntent, textOf: (paragraph: number) => string): InputEdit {
  switch (intent.kind) {
    case 'undo':
    case 'redo':
      return { actions: [{ type: intent.kind }], caret: null };
    case 'break': {
      const { from, to } = intent;
      const at = before(from, to) ? from : to;
      const selected = from.paragraph !== to.paragraph || from.offset !== to.offset;
      return {
        actions: [
          ...(selected ? [{ type: 'replaceRange', from, to, text: '' } as const] : []),
          { type: 'breakParagraph', at },
        ],
        caret: { split: at },
      };
    }
    case 'joinPrevious': {
      const { paragraph } = intent;
      if (paragraph === 0) return { actions: [], caret: null };
      const previous = textOf(paragraph - 1).length;
      // Two texts are joined by a space, unless one of them is empty.
      const join = previous > 0 && textOf(paragraph).length > 0 ? 1 : 0;
      return {
        actions: [{ type: 'mergePrevious', paragraph }],
        caret: { at: { paragraph: paragraph - 1, offset: previous + join } },
      };
    }
    case 'joinNext': {
      const { paragraph } = intent;
      return {
        actions: [{ type: 'mergeNext', paragraph }],
        caret: { at: { paragraph, offset: textOf(paragraph).length } },
      };
    }
    case 'replace': {
      const { from, to, text } = intent;
      const start = before(from, to) ? from : to;
      return {
        actions: [{ type: 'replaceRange', from, to, text }],
        caret: { at: { paragraph: start.paragraph, offset: start.offset + text.length } },
      };
    }
  }
}

/** The caret's place once the edit is made; `split` tells whether its last action made a new paragraph. */
export function caretAfter(place: CaretPlace, split: boolean): TextPoint {
  if ('at' in place) return place.at;
  return split ? { paragraph: place.split.paragraph + 1, offset: 0 } : place.split;
}
