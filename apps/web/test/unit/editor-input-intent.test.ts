import { describe, expect, it } from 'vitest';
import {
  caretAfter,
  editFor,
  intentOf,
  type BeforeInput,
  type EditIntent,
  type InputIntent,
  type InputPoint,
} from '../../src/features/editor/input/input-intent';

// The document of these tests, as kept (words joined by single spaces).
const TEXTS = ['Hello there world.', 'Microsoft is big.', '', 'Yes it is.'];
const textOf = (paragraph: number) => TEXTS[paragraph] ?? '';

/** A point whose page text is the kept text (nothing typed in it yet). */
const at = (paragraph: number, offset: number, page = textOf(paragraph)): InputPoint => ({
  paragraph,
  offset,
  domOffset: offset,
  domLength: page.length,
});

const caret = (point: InputPoint) => ({ from: point, to: point, collapsed: true });
const range = (from: InputPoint, to: InputPoint) => ({ from, to, collapsed: false });

function input(inputType: string, selection: BeforeInput['selection'], more: Partial<BeforeInput> = {}): BeforeInput {
  return { inputType, data: null, transfer: null, selection, ...more };
}

/** The edit an intent that is not left to the browser asks for. */
function edit(intent: InputIntent) {
  if (intent.kind === 'type' || intent.kind === 'ignore') throw new Error(`no edit for ${intent.kind}`);
  return editFor(intent satisfies EditIntent, textOf);
}

describe('typing inside one paragraph is left to the browser', () => {
  it('types, deletes and replaces a selection within the paragraph natively', () => {
    expect(intentOf(input('insertText', caret(at(1, 4)), { data: 'x' }))).toEqual({ kind: 'type', paragraph: 1 });
    expect(intentOf(input('insertText', range(at(0, 0), at(0, 5)), { data: 'Hi' }))).toEqual({
      kind: 'type',
      paragraph: 0,
    });
    expect(intentOf(input('deleteContentBackward', caret(at(0, 3))))).toEqual({ kind: 'type', paragraph: 0 });
    expect(intentOf(input('deleteContentForward', caret(at(0, 3))))).toEqual({ kind: 'type', paragraph: 0 });
    expect(intentOf(input('insertCompositionText', caret(at(3, 2)), { data: 'é' }))).toEqual({
      kind: 'type',
      paragraph: 3,
    });
    // A selected part of a paragraph that starts at its very beginning: the browser deletes it.
    expect(intentOf(input('deleteContentBackward', range(at(0, 0), at(0, 6))))).toEqual({ kind: 'type', paragraph: 0 });
  });

  it('counts the edges by the text in the page, where a typed space may not have reached the document', () => {
    // Kept offset 0, but the person typed a space in front: Backspace takes that space, natively.
    const afterTypedSpace: InputPoint = { paragraph: 1, offset: 0, domOffset: 1, domLength: 18 };
    expect(intentOf(input('deleteContentBackward', caret(afterTypedSpace)))).toEqual({ kind: 'type', paragraph: 1 });
    // At the end of the kept text with a typed space after it: Delete is still inside the text.
    const beforeTypedSpace: InputPoint = { paragraph: 1, offset: 17, domOffset: 17, domLength: 18 };
    expect(intentOf(input('deleteContentForward', caret(beforeTypedSpace)))).toEqual({ kind: 'type', paragraph: 1 });
  });
});

describe('Enter', () => {
  it('breaks the paragraph at the caret, and the caret goes to the start of the new one', () => {
    const intent = intentOf(input('insertParagraph', caret(at(0, 6))));
    expect(intent).toEqual({ kind: 'break', from: { paragraph: 0, offset: 6 }, to: { paragraph: 0, offset: 6 } });
    const planned = edit(intent);
    expect(planned).toEqual({
      actions: [{ type: 'breakParagraph', at: { paragraph: 0, offset: 6 } }],
      caret: { split: { paragraph: 0, offset: 6 } },
    });
    expect(caretAfter(planned.caret!, true)).toEqual({ paragraph: 1, offset: 0 });
    // At a paragraph's edge nothing is split off: the caret stays.
    expect(caretAfter(planned.caret!, false)).toEqual({ paragraph: 0, offset: 6 });
  });

  it('Shift+Enter is Enter: a paragraph holds one line of words', () => {
    expect(intentOf(input('insertLineBreak', caret(at(3, 3))))).toEqual({
      kind: 'break',
      from: { paragraph: 3, offset: 3 },
      to: { paragraph: 3, offset: 3 },
    });
  });

  it('over a selection across paragraphs, deletes it first and breaks where it began, whichever way it was dragged', () => {
    const forward = edit(intentOf(input('insertParagraph', range(at(0, 6), at(1, 10)))));
    expect(forward).toEqual({
      actions: [
        { type: 'replaceRange', from: { paragraph: 0, offset: 6 }, to: { paragraph: 1, offset: 10 }, text: '' },
        { type: 'breakParagraph', at: { paragraph: 0, offset: 6 } },
      ],
      caret: { split: { paragraph: 0, offset: 6 } },
    });
    const backward = edit(intentOf(input('insertParagraph', range(at(1, 10), at(0, 6)))));
    expect(backward.actions[1]).toEqual({ type: 'breakParagraph', at: { paragraph: 0, offset: 6 } });
    expect(backward.caret).toEqual({ split: { paragraph: 0, offset: 6 } });
  });
});

describe('Backspace and Delete at a paragraph edge', () => {
  it('Backspace at a paragraph start joins it to the one before; the caret goes where they meet', () => {
    const intent = intentOf(input('deleteContentBackward', caret(at(1, 0))));
    expect(intent).toEqual({ kind: 'joinPrevious', paragraph: 1 });
    // 'Hello there world.' (18) + a space + 'Microsoft ...'
    expect(edit(intent)).toEqual({
      actions: [{ type: 'mergePrevious', paragraph: 1 }],
      caret: { at: { paragraph: 0, offset: 19 } },
    });
    // Deleting a word or a line backwards at the start is the same.
    expect(intentOf(input('deleteWordBackward', caret(at(1, 0))))).toEqual({ kind: 'joinPrevious', paragraph: 1 });
    expect(intentOf(input('deleteHardLineBackward', caret(at(1, 0))))).toEqual({ kind: 'joinPrevious', paragraph: 1 });
  });

  it('joining an empty paragraph puts no space in', () => {
    // Paragraph 2 is empty: Backspace in it leaves the caret at the end of 'Microsoft is big.'.
    expect(edit(intentOf(input('deleteContentBackward', caret(at(2, 0)))))).toEqual({
      actions: [{ type: 'mergePrevious', paragraph: 2 }],
      caret: { at: { paragraph: 1, offset: 17 } },
    });
    // Backspace at the start of 'Yes it is.', after the empty paragraph: its start.
    expect(edit(intentOf(input('deleteContentBackward', caret(at(3, 0)))))).toEqual({
      actions: [{ type: 'mergePrevious', paragraph: 3 }],
      caret: { at: { paragraph: 2, offset: 0 } },
    });
  });

  it('Backspace at the very start of the transcript changes nothing', () => {
    const intent = intentOf(input('deleteContentBackward', caret(at(0, 0))));
    expect(intent).toEqual({ kind: 'joinPrevious', paragraph: 0 });
    expect(edit(intent)).toEqual({ actions: [], caret: null });
  });

  it('Delete at a paragraph end joins the next one to it; the caret stays at the end of its text', () => {
    const intent = intentOf(input('deleteContentForward', caret(at(0, 18))));
    expect(intent).toEqual({ kind: 'joinNext', paragraph: 0 });
    expect(edit(intent)).toEqual({
      actions: [{ type: 'mergeNext', paragraph: 0 }],
      caret: { at: { paragraph: 0, offset: 18 } },
    });
    expect(intentOf(input('deleteWordForward', caret(at(1, 17))))).toEqual({ kind: 'joinNext', paragraph: 1 });
  });
});

describe('typing or deleting over a selection across paragraphs', () => {
  it('replaces the selection with what is typed; the caret goes after it', () => {
    const intent = intentOf(input('insertText', range(at(0, 6), at(1, 10)), { data: 'x' }));
    expect(intent).toEqual({
      kind: 'replace',
      from: { paragraph: 0, offset: 6 },
      to: { paragraph: 1, offset: 10 },
      text: 'x',
    });
    expect(edit(intent)).toEqual({
      actions: [
        { type: 'replaceRange', from: { paragraph: 0, offset: 6 }, to: { paragraph: 1, offset: 10 }, text: 'x' },
      ],
      caret: { at: { paragraph: 0, offset: 7 } },
    });
  });

  it('a selection dragged backwards puts the caret after the text at its start', () => {
    const planned = edit(intentOf(input('insertText', range(at(3, 4), at(1, 0)), { data: 'So' })));
    expect(planned).toEqual({
      actions: [
        { type: 'replaceRange', from: { paragraph: 3, offset: 4 }, to: { paragraph: 1, offset: 0 }, text: 'So' },
      ],
      caret: { at: { paragraph: 1, offset: 2 } },
    });
  });

  it('Backspace, Delete and cut take the selection out', () => {
    for (const type of ['deleteContentBackward', 'deleteContentForward', 'deleteByCut']) {
      expect(edit(intentOf(input(type, range(at(0, 12), at(1, 13)))))).toEqual({
        actions: [
          { type: 'replaceRange', from: { paragraph: 0, offset: 12 }, to: { paragraph: 1, offset: 13 }, text: '' },
        ],
        caret: { at: { paragraph: 0, offset: 12 } },
      });
    }
  });
});

describe('paste', () => {
  it('pastes plain text over the selection, its line breaks and tabs as single spaces, even inside one paragraph', () => {
    const intent = intentOf(
      input('insertFromPaste', range(at(0, 6), at(0, 11)), { data: null, transfer: 'two\nlines\tand  tabs' }),
    );
    expect(intent).toEqual({
      kind: 'replace',
      from: { paragraph: 0, offset: 6 },
      to: { paragraph: 0, offset: 11 },
      text: 'two lines and tabs',
    });
    expect(edit(intent)).toEqual({
      actions: [
        {
          type: 'replaceRange',
          from: { paragraph: 0, offset: 6 },
          to: { paragraph: 0, offset: 11 },
          text: 'two lines and tabs',
        },
      ],
      caret: { at: { paragraph: 0, offset: 24 } },
    });
  });

  it('pastes at the caret, and takes the event data when there is no transfer', () => {
    expect(intentOf(input('insertFromPaste', caret(at(1, 10)), { data: 'really ' }))).toEqual({
      kind: 'replace',
      from: { paragraph: 1, offset: 10 },
      to: { paragraph: 1, offset: 10 },
      text: 'really ',
    });
    expect(intentOf(input('insertFromDrop', caret(at(3, 0)), { transfer: 'Well,' }))).toMatchObject({
      kind: 'replace',
      text: 'Well,',
    });
  });
});

describe('everything else', () => {
  it('undo and redo go through the editor history, wherever the selection is', () => {
    expect(intentOf(input('historyUndo', null))).toEqual({ kind: 'undo' });
    expect(intentOf(input('historyRedo', caret(at(0, 1))))).toEqual({ kind: 'redo' });
    expect(editFor({ kind: 'undo' }, textOf)).toEqual({ actions: [{ type: 'undo' }], caret: null });
    expect(editFor({ kind: 'redo' }, textOf)).toEqual({ actions: [{ type: 'redo' }], caret: null });
  });

  it('formatting, and any input outside the text, do nothing', () => {
    expect(intentOf(input('formatBold', range(at(0, 0), at(0, 5))))).toEqual({ kind: 'ignore' });
    expect(intentOf(input('formatItalic', range(at(0, 0), at(1, 5))))).toEqual({ kind: 'ignore' });
    expect(intentOf(input('insertText', null, { data: 'x' }))).toEqual({ kind: 'ignore' });
    expect(intentOf(input('insertParagraph', null))).toEqual({ kind: 'ignore' });
  });
});
