import type { DetailsResponse, Snippet, TranscriptDocResponse } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../../src/features/editor/state/editor-store';
import { editorReducer, initialEditorState } from '../../src/features/editor/state/editor-state';
import { isDirty } from '../../src/features/editor/state/history';
import { buildSaveRequest } from '../../src/features/editor/state/save-request';
import type { EditorState } from '../../src/features/editor/state/types';

const word = (text: string, start: number) => ({ text, start, end: start + 0.4, confidence: 0.9, is_removed: false });

function snippet(id: string, speaker: string, texts: string[], start: number): Snippet {
  const words = texts.map((text, i) => word(text, start + i * 0.5));
  const end = words.at(-1)?.end ?? start;
  return { id, start, start_timestamp: '0:00:00', end, end_timestamp: '0:00:00', speaker, words, comments: [] };
}

function esDoc(): DetailsResponse['es_doc'] {
  return {
    id: 'file-1',
    title: 'Episode',
    file_type: 'audio',
    duration: 20,
    estimated_accuracy: 0.9,
    transcript: [
      snippet('a', 'Ann', ['Hello', 'there', 'world.'], 0),
      snippet('b', 'Bob', ['Microsoft', 'is', 'big.'], 5),
      snippet('c', 'Ann', ['Yes', 'it', 'is.'], 10),
    ],
    speakers: [{ name: 'Ann' }, { name: 'Bob' }],
    processed_data: {
      abstract: 'A talk about the world.',
      headline: null,
      insights: [{ summary: 'Greetings', timestamp: '0:00:00' }],
      keywords: ['world'],
      speakers: [],
      entities: { ORG: ['Microsoft'] },
      duration: 20,
      qa_research: null,
    },
    media_url: null,
    video_url: null,
    peaks: null,
    version: 1,
    transcript_version: 7,
    audiogram: [],
    videogram: [],
    // What the editor does not read of the document: the paragraphs as they read, the generated contents.
    display_transcript: [],
    insight: [],
    abstract: null,
    headline: null,
    quotes: [],
    show_notes: null,
    tweet: null,
    caption: null,
    article: null,
    serving_url: null,
  };
}

const fresh = (): EditorState => initialEditorState(esDoc());

describe('editor state', () => {
  it('starts clean at the document version', () => {
    const state = fresh();
    expect(state.version).toBe(7);
    expect(isDirty(state)).toBe(false);
    expect(state.doc.summary).toBe('A talk about the world.');
  });

  it('strikes a range, keeps untouched paragraphs as the same objects, and marks the document unsaved', () => {
    const state = fresh();
    const next = editorReducer(state, {
      type: 'strike',
      from: { paragraph: 0, word: 1 },
      to: { paragraph: 0, word: 2 },
    });
    expect(next.doc.snippets[0]!.words.map((w) => w.is_removed)).toEqual([false, true, true]);
    expect(next.doc.snippets[1]).toBe(state.doc.snippets[1]);
    expect(next.doc.snippets[2]).toBe(state.doc.snippets[2]);
    expect(isDirty(next)).toBe(true);
    // Striking again toggles back.
    const back = editorReducer(next, {
      type: 'strike',
      from: { paragraph: 0, word: 1 },
      to: { paragraph: 0, word: 2 },
    });
    expect(back.doc.snippets[0]!.words.every((w) => !w.is_removed)).toBe(true);
  });

  it('leaves the state alone for an edit that cannot be made', () => {
    const state = fresh();
    expect(editorReducer(state, { type: 'mergePrevious', paragraph: 0 })).toBe(state);
    expect(editorReducer(state, { type: 'split', paragraph: 0, word: 0 })).toBe(state);
  });

  it('splits, merges and cycles speakers', () => {
    let state = editorReducer(fresh(), { type: 'split', paragraph: 0, word: 1 });
    expect(state.doc.snippets.map((s) => s.words.length)).toEqual([1, 2, 3, 3]);
    state = editorReducer(state, { type: 'mergeNext', paragraph: 0 });
    expect(state.doc.snippets.map((s) => s.words.length)).toEqual([3, 3, 3]);
    state = editorReducer(state, { type: 'cycleSpeaker', paragraph: 1 });
    expect(state.doc.snippets[1]!.speaker).toBe('Ann');
    expect(state.revision).toBe(3);
  });

  it('applies paragraph text', () => {
    const state = fresh();
    const edited = editorReducer(state, { type: 'setText', paragraph: 0, text: 'Hello  there big world.' });
    expect(edited.doc.snippets[0]!.words.map((w) => w.text)).toEqual(['Hello', 'there', 'big', 'world.']);
    // Unchanged text (apart from spacing) is no edit at all.
    expect(editorReducer(state, { type: 'setText', paragraph: 0, text: ' Hello there   world. ' })).toBe(state);
  });

  it('breaks a paragraph at a point of its text, inside a word too, and not at its edges (Enter)', () => {
    const state = fresh();
    const texts = (next: EditorState) => next.doc.snippets.map((s) => s.words.map((w) => w.text).join(' '));
    // 'Hello there world.': offset 6 is the start of 'there'.
    const split = editorReducer(state, { type: 'breakParagraph', at: { paragraph: 0, offset: 6 } });
    expect(texts(split)).toEqual(['Hello', 'there world.', 'Microsoft is big.', 'Yes it is.']);
    expect(split.doc.snippets[1]!.speaker).toBe('Ann');
    expect(split.past).toHaveLength(1);
    // Just before the space: the same break.
    expect(texts(editorReducer(state, { type: 'breakParagraph', at: { paragraph: 0, offset: 5 } }))).toEqual(
      texts(split),
    );
    // Inside 'there' (after 'th'): the word breaks too.
    const inWord = editorReducer(state, { type: 'breakParagraph', at: { paragraph: 0, offset: 8 } });
    expect(texts(inWord)).toEqual(['Hello th', 'ere world.', 'Microsoft is big.', 'Yes it is.']);
    // A point at either end splits nothing off.
    expect(editorReducer(state, { type: 'breakParagraph', at: { paragraph: 0, offset: 18 } })).toBe(state);
    expect(editorReducer(state, { type: 'breakParagraph', at: { paragraph: 0, offset: 0 } })).toBe(state);
  });

  it('adds entities and sends only the processed_data fields that changed', () => {
    let state = editorReducer(fresh(), { type: 'addEntity', entityType: 'PERSON', phrase: 'Ann' });
    expect(state.doc.entities).toEqual({ ORG: ['Microsoft'], PERSON: ['Ann'] });
    let request = buildSaveRequest(state);
    expect(request.body).toMatchObject({ version: 7, processed_data: { entities: state.doc.entities } });
    expect('processed_data' in request.body && request.body.processed_data?.abstract).toBe(undefined);

    state = editorReducer(state, { type: 'saveStarted' });
    state = editorReducer(state, {
      type: 'saveSucceeded',
      revision: request.revision,
      version: 8,
      saved: request.saved,
    });
    expect(isDirty(state)).toBe(false);
    expect(state.version).toBe(8);

    state = editorReducer(state, { type: 'strike', from: { paragraph: 2, word: 0 }, to: { paragraph: 2, word: 0 } });
    request = buildSaveRequest(state);
    expect('processed_data' in request.body).toBe(false);
    expect(request.body).toMatchObject({ version: 8 });
  });

  it('stays unsaved when edits arrive while a save is running', () => {
    let state = editorReducer(fresh(), {
      type: 'strike',
      from: { paragraph: 0, word: 0 },
      to: { paragraph: 0, word: 0 },
    });
    const { revision, saved } = buildSaveRequest(state);
    state = editorReducer(state, { type: 'saveStarted' });
    state = editorReducer(state, { type: 'cycleSpeaker', paragraph: 0 });
    state = editorReducer(state, { type: 'saveSucceeded', revision, version: 8, saved });
    expect(state.saving).toBe(false);
    expect(isDirty(state)).toBe(true);
  });

  it('replaces one match in the summary and marks the summary for saving', () => {
    const state = editorReducer(fresh(), {
      type: 'replaceMatch',
      match: { target: 'summary', start: 17, end: 22 },
      find: 'world',
      replacement: 'planet',
      caseSensitive: false,
    });
    expect(state.doc.summary).toBe('A talk about the planet.');
    expect(buildSaveRequest(state).body).toMatchObject({ processed_data: { abstract: 'A talk about the planet.' } });
  });

  it('adopts a server document, keeping unchanged paragraphs, and is clean afterwards', () => {
    const state = editorReducer(fresh(), {
      type: 'strike',
      from: { paragraph: 0, word: 0 },
      to: { paragraph: 0, word: 0 },
    });
    const response: TranscriptDocResponse = {
      success: 'ok',
      version: 9,
      transcript: [
        structuredClone(state.doc.snippets[0]!),
        { ...structuredClone(state.doc.snippets[1]!), speaker: 'Bobby' },
      ],
      speakers: [{ name: 'Ann' }, { name: 'Bobby' }],
      processed_data: esDoc().processed_data,
    };
    const next = editorReducer(state, { type: 'adopt', response });
    expect(next.doc.snippets[0]).toBe(state.doc.snippets[0]);
    expect(next.doc.snippets[1]!.speaker).toBe('Bobby');
    expect(next.version).toBe(9);
    expect(isDirty(next)).toBe(false);
  });

  it('applies saved comments without making the document unsaved', () => {
    const comment = {
      id: 'c1',
      comment: 'Check',
      start_pos: 0,
      end_pos: 5,
      highlighted_text: 'Hello',
      created_by: { first_name: 'Eve' },
    };
    let state = editorReducer(fresh(), { type: 'commentSaved', snippetId: 'a', commentId: 'c1', comment, version: 8 });
    expect(state.doc.snippets[0]!.comments).toEqual([comment]);
    expect(state.version).toBe(8);
    expect(isDirty(state)).toBe(false);
    state = editorReducer(state, {
      type: 'commentSaved',
      snippetId: 'a',
      commentId: 'c1',
      comment: { ...comment, comment: 'Checked' },
      version: 9,
    });
    expect(state.doc.snippets[0]!.comments.map((c) => c.comment)).toEqual(['Checked']);
    state = editorReducer(state, { type: 'commentSaved', snippetId: 'a', commentId: 'c1', comment: null, version: 10 });
    expect(state.doc.snippets[0]!.comments).toEqual([]);
  });

  it('store notifies only on real changes and reads synchronously', () => {
    const store = createEditorStore(fresh());
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.dispatch({ type: 'mergePrevious', paragraph: 0 });
    expect(calls).toBe(0);
    store.dispatch({ type: 'setVersion', version: 12 });
    expect(calls).toBe(1);
    expect(store.getState().version).toBe(12);
  });
});

describe('undo and redo', () => {
  const texts = (state: EditorState) => state.doc.snippets.map((s) => s.words.map((w) => w.text).join(' '));

  it('undoes and redoes every kind of local edit, each as a new unsaved change', () => {
    let state = fresh();
    state = editorReducer(state, { type: 'strike', from: { paragraph: 0, word: 0 }, to: { paragraph: 0, word: 0 } });
    state = editorReducer(state, { type: 'mergeNext', paragraph: 0 });
    state = editorReducer(state, { type: 'setSpeaker', paragraph: 0, speaker: 'Bob' });
    state = editorReducer(state, { type: 'setSummary', summary: 'Mine.' });
    state = editorReducer(state, { type: 'addEntity', entityType: 'PERSON', phrase: 'Ann' });
    expect(state.past).toHaveLength(5);

    const undone = [1, 2, 3, 4, 5].reduce((s) => editorReducer(s, { type: 'undo' }), state);
    expect(undone.doc).toEqual(fresh().doc);
    expect(isDirty(undone)).toBe(true);
    // The summary and entities went back: the next save carries them.
    const body = buildSaveRequest(undone).body;
    expect('processed_data' in body ? body.processed_data : null).toEqual({
      abstract: 'A talk about the world.',
      entities: { ORG: ['Microsoft'] },
    });
    const redone = [1, 2, 3, 4, 5].reduce((s) => editorReducer(s, { type: 'redo' }), undone);
    expect(redone.doc).toEqual(state.doc);
  });

  it('makes one step of a typing burst in a paragraph and a new one after a pause', () => {
    let state = fresh();
    const type = (text: string, at: number) =>
      (state = editorReducer(state, { type: 'setText', paragraph: 0, text, burst: { key: 'a', at } }));
    type('Hello there world. A', 1000);
    type('Hello there world. Ab', 1200);
    type('Hello there world. Abc', 1400);
    type('Hello there world. Abcd', 5000);
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { type: 'undo' });
    expect(texts(state)[0]).toBe('Hello there world. Abc');
    state = editorReducer(state, { type: 'undo' });
    expect(texts(state)[0]).toBe('Hello there world.');
  });

  it('forgets redo after a new edit and survives a save', () => {
    let state = editorReducer(fresh(), { type: 'setSpeaker', paragraph: 1, speaker: 'Ann' });
    state = editorReducer(state, {
      type: 'saveSucceeded',
      revision: state.revision,
      version: 8,
      saved: buildSaveRequest(state).saved,
    });
    state = editorReducer(state, { type: 'undo' });
    expect(state.doc.snippets[1]!.speaker).toBe('Bob');
    expect(isDirty(state)).toBe(true);
    state = editorReducer(state, { type: 'setSpeaker', paragraph: 2, speaker: 'Bob' });
    expect(state.future).toHaveLength(0);
  });

  it('undoes a server-side edit the editor adopted', () => {
    const state = fresh();
    const response: TranscriptDocResponse = {
      version: 8,
      transcript: state.doc.snippets.map((s) => ({ ...s, speaker: 'Host' })),
      speakers: [{ name: 'Host' }],
      processed_data: esDoc().processed_data,
    } as TranscriptDocResponse;
    const adopted = editorReducer(state, { type: 'adopt', response });
    expect(isDirty(adopted)).toBe(false);
    const undone = editorReducer(adopted, { type: 'undo' });
    expect(undone.doc.speakers).toEqual([{ name: 'Ann' }, { name: 'Bob' }]);
    expect(undone.doc.snippets[0]!.speaker).toBe('Ann');
    expect(isDirty(undone)).toBe(true);
  });

  it('types over a range that crosses paragraphs', () => {
    const state = editorReducer(fresh(), {
      type: 'replaceRange',
      from: { paragraph: 0, offset: 6 },
      to: { paragraph: 1, offset: 10 },
      text: 'X ',
    });
    expect(texts(state)).toEqual(['Hello X is big.', 'Yes it is.']);
    expect(editorReducer(state, { type: 'undo' }).doc).toEqual(fresh().doc);
  });
});

describe('remove filler words', () => {
  const struck = (state: EditorState) =>
    state.doc.snippets.map((s) => s.words.filter((w) => w.is_removed).map((w) => w.text));
  // The fixture's transcript with fillers typed into two of its paragraphs.
  const withFillers = () => {
    let state = fresh();
    state = editorReducer(state, { type: 'setText', paragraph: 0, text: 'Um, hello there uh... world.' });
    state = editorReducer(state, { type: 'setText', paragraph: 2, text: 'Hmm? Yes basically it is.' });
    return { ...state, past: [], future: [] };
  };

  it('strikes every filler in one step of undo, and undo brings them all back at once', () => {
    const state = withFillers();
    const next = editorReducer(state, { type: 'strikeFillers', own: [] });
    expect(struck(next)).toEqual([['Um,', 'uh...'], [], ['Hmm?']]);
    expect(next.past).toHaveLength(1);
    expect(isDirty(next)).toBe(true);
    // The paragraph without a filler keeps its object, so neither it is re-rendered nor saved.
    expect(next.doc.snippets[1]).toBe(state.doc.snippets[1]);
    const undone = editorReducer(next, { type: 'undo' });
    expect(undone.doc).toEqual(state.doc);
    expect(editorReducer(undone, { type: 'redo' }).doc).toEqual(next.doc);
  });

  it("strikes the person's own words too", () => {
    const next = editorReducer(withFillers(), { type: 'strikeFillers', own: ['Basically'] });
    expect(struck(next)[2]).toEqual(['Hmm?', 'basically']);
  });

  it('leaves struck fillers struck and a filler the person kept can be struck again', () => {
    let state = editorReducer(withFillers(), { type: 'strikeFillers', own: [] });
    // The person keeps "uh..." with the strike toggle, then removes fillers again.
    state = editorReducer(state, { type: 'strike', from: { paragraph: 0, word: 3 }, to: { paragraph: 0, word: 3 } });
    expect(struck(state)[0]).toEqual(['Um,']);
    state = editorReducer(state, { type: 'strikeFillers', own: [] });
    expect(struck(state)).toEqual([['Um,', 'uh...'], [], ['Hmm?']]);
    expect(state.past).toHaveLength(3);
  });

  it('makes no step of undo and no change when there is nothing to strike', () => {
    const state = fresh();
    expect(editorReducer(state, { type: 'strikeFillers', own: ['nowhere'] })).toBe(state);
    const done = editorReducer(withFillers(), { type: 'strikeFillers', own: [] });
    expect(editorReducer(done, { type: 'strikeFillers', own: [] })).toBe(done);
  });
});
