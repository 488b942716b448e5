import type { DetailsResponse, Snippet } from '@scriptloom/contracts';
import { act, waitFor } from '@testing-library/react';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { placeCaret, pointOf, wordsElement } from '../../src/features/editor/input/text-caret';
import { useDocumentEditing } from '../../src/features/editor/input/use-document-editing';
import { EditorParagraph } from '../../src/features/editor/paragraphs/EditorParagraph';
import { initialEditorState } from '../../src/features/editor/state/editor-state';
import { createEditorStore, type EditorStore } from '../../src/features/editor/state/editor-store';
import { ActiveWordHighlighter } from '../../src/shared/playback/highlighter';
import { buildWordIndex } from '../../src/shared/playback/word-index';
import { renderPage } from './support/render';

const snippet = (id: string, text: string, start: number): Snippet => ({
  id,
  start,
  start_timestamp: '0:00:00',
  end: start + 4,
  end_timestamp: '0:00:04',
  speaker: 'Ann',
  words: text
    .split(' ')
    .map((w, i) => ({ text: w, start: start + i, end: start + i + 0.5, confidence: 0.9, is_removed: false })),
  comments: [],
});

function newStore(): EditorStore {
  const doc = {
    id: 'file-1',
    transcript: [
      snippet('a', 'Hello there world.', 0),
      snippet('b', 'Microsoft is big.', 5),
      snippet('c', 'Yes it is.', 10),
    ],
    speakers: [{ name: 'Ann' }],
    processed_data: { abstract: null, headline: null, insights: [], keywords: [], speakers: [], entities: {} },
    transcript_version: 1,
  } as unknown as DetailsResponse['es_doc'];
  return createEditorStore(initialEditorState(doc));
}

/** The transcript as the editor renders it (without the virtual list, which needs a real layout). */
function Transcript({ store }: { store: EditorStore }) {
  const { snippets } = useSyncExternalStore(store.subscribe, store.getState).doc;
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<VirtuosoHandle>(null);
  const editing = useDocumentEditing(store, rootRef, listRef);
  const index = useMemo(() => buildWordIndex(snippets), [snippets]);
  const [highlighter] = useState(() => new ActiveWordHighlighter(index));
  return (
    <div ref={rootRef} contentEditable suppressContentEditableWarning data-testid="transcript">
      {snippets.map((s, i) => (
        <EditorParagraph
          key={s.id}
          snippet={s}
          index={i}
          firstWord={index.firstWordOf[i] ?? 0}
          highlighter={highlighter}
          entityMatcher={null}
          entityColours={{}}
          showComments={false}
          matches={[]}
          currentMatch={null}
          generation={editing.generations.get(s.id) ?? 0}
          isLive={editing.isLive}
        />
      ))}
    </div>
  );
}

const root = () => document.querySelector<HTMLElement>('[data-testid="transcript"]')!;
const words = (paragraph: number) => wordsElement(root(), paragraph)!;
const texts = (store: EditorStore) => store.getState().doc.snippets.map((s) => s.words.map((w) => w.text).join(' '));

function select(from: [number, number], to: [number, number] = from) {
  const selection = window.getSelection()!;
  placeCaret(words(from[0]), from[1]);
  const start = selection.getRangeAt(0);
  placeCaret(words(to[0]), to[1]);
  const end = selection.getRangeAt(0);
  const range = document.createRange();
  range.setStart(start.startContainer, start.startOffset);
  range.setEnd(end.startContainer, end.startOffset);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Sends a beforeinput where the selection is; true when the editor refused it to the browser. */
function beforeInput(inputType: string, data: string | null = null): boolean {
  const event = new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true });
  act(() => {
    words(0).dispatchEvent(event);
  });
  return event.defaultPrevented;
}

function caretAt() {
  const range = window.getSelection()!.getRangeAt(0);
  const point = pointOf(range.startContainer, range.startOffset);
  return point && { paragraph: point.paragraph, offset: point.offset };
}

describe('editing the transcript as one document (jsdom)', () => {
  it('Enter breaks the paragraph at the caret and puts the caret at the start of the new one', () => {
    const store = newStore();
    renderPage(<Transcript store={store} />);
    select([0, 6]);
    expect(beforeInput('insertParagraph')).toBe(true);
    expect(texts(store)).toEqual(['Hello', 'there world.', 'Microsoft is big.', 'Yes it is.']);
    expect(caretAt()).toEqual({ paragraph: 1, offset: 0 });
    // Backspace there joins them again; the caret goes where they meet.
    expect(beforeInput('deleteContentBackward')).toBe(true);
    expect(texts(store)).toEqual(['Hello there world.', 'Microsoft is big.', 'Yes it is.']);
    expect(caretAt()).toEqual({ paragraph: 0, offset: 6 });
  });

  it('Delete at a paragraph end joins the next one; typing over paragraphs replaces what was selected', () => {
    const store = newStore();
    renderPage(<Transcript store={store} />);
    select([1, 17]);
    expect(beforeInput('deleteContentForward')).toBe(true);
    expect(texts(store)).toEqual(['Hello there world.', 'Microsoft is big. Yes it is.']);
    expect(caretAt()).toEqual({ paragraph: 1, offset: 17 });

    select([0, 6], [1, 12]);
    expect(beforeInput('insertText', 'so')).toBe(true);
    expect(texts(store)).toEqual(['Hello so big. Yes it is.']);
    expect(caretAt()).toEqual({ paragraph: 0, offset: 8 });
  });

  it('leaves typing inside one paragraph to the browser, and puts the typed text in the document after a pause', async () => {
    const store = newStore();
    renderPage(<Transcript store={store} />);
    select([1, 10]);
    expect(beforeInput('insertText', 'x')).toBe(false);
    // What the browser then does: the text changes in the page, and `input` follows.
    const text = words(1).querySelectorAll('[data-w]')[1]!.firstChild as Text;
    text.data = 'really is';
    act(() => {
      words(1).dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: 'x', bubbles: true }));
    });
    expect(texts(store)[1]).toBe('Microsoft is big.');
    await waitFor(() => expect(texts(store)[1]).toBe('Microsoft really is big.'));
    // Undo takes the typing back as one step.
    expect(beforeInput('historyUndo')).toBe(true);
    expect(texts(store)[1]).toBe('Microsoft is big.');
  });

  it('formatting does nothing', () => {
    const store = newStore();
    renderPage(<Transcript store={store} />);
    const before = store.getState();
    select([0, 0], [0, 5]);
    expect(beforeInput('formatBold')).toBe(true);
    expect(store.getState()).toBe(before);
  });
});
