import type { DetailsResponse, Snippet } from '@scriptloom/contracts';
import { applyParagraphChanges, normaliseForSave } from '@scriptloom/transcript';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState } from '../../src/features/editor/state/editor-state';
import { buildSaveRequest } from '../../src/features/editor/state/save-request';
import type { EditorAction, EditorState } from '../../src/features/editor/state/types';

const word = (text: string, start: number) => ({ text, start, end: start + 0.4, confidence: 0.9, is_removed: false });

function snippet(id: string, texts: string[], start: number): Snippet {
  const words = texts.map((text, i) => word(text, start + i * 0.5));
  const end = words.at(-1)?.end ?? start;
  return { id, start, start_timestamp: '0:00:00', end, end_timestamp: '0:00:00', speaker: 'Ann', words, comments: [] };
}

function esDoc(paragraphs: number): DetailsResponse['es_doc'] {
  return {
    id: 'file-1',
    title: 'Episode',
    file_type: 'audio',
    duration: 100,
    estimated_accuracy: 0.9,
    // As stored: normalised, as every save leaves a paragraph.
    transcript: normaliseForSave(
      Array.from({ length: paragraphs }, (_, i) => snippet(`p${i}`, [`Word${i}`, 'and', 'more.'], i * 5)),
    ),
    speakers: [{ name: 'Ann' }],
    processed_data: {
      abstract: null,
      headline: null,
      insights: [],
      keywords: [],
      speakers: [{ name: 'Ann' }],
      entities: {},
      duration: 100,
      qa_research: null,
    },
    media_url: null,
    video_url: null,
    peaks: null,
    version: 1,
    transcript_version: 1,
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

/**
 * A server as docs/product.md#versions-and-saving describes it: it holds a document and applies the
 * runs a save names to it, normalising what is inserted. The editor's saves must leave it holding
 * exactly what a whole-document save of the editor's document would have stored.
 */
class Server {
  held: Snippet[];
  version = 1;
  constructor(initial: Snippet[]) {
    this.held = initial;
  }
  save(state: EditorState): EditorState {
    const { body, revision, saved } = buildSaveRequest(state);
    if (!('changes' in body)) throw new Error('expected a save of changes');
    expect(body.version).toBe(this.version);
    this.held = applyParagraphChanges(
      this.held,
      body.changes.map((c) => ({ ...c, insert: normaliseForSave(c.insert as Snippet[]) })),
    );
    this.version++;
    return editorReducer(state, { type: 'saveSucceeded', revision, version: this.version, saved });
  }
}

const text = (paragraph: number, value: string): EditorAction => ({ type: 'setText', paragraph, text: value });

describe("the editor's save", () => {
  it('sends only the paragraph typed in, by the index the server has for it', () => {
    const doc = esDoc(500);
    let state = initialEditorState(doc);
    state = editorReducer(state, text(250, 'Changed words here.'));
    const { body } = buildSaveRequest(state);
    expect(body).toMatchObject({ version: 1, changes: [{ at: 250, remove: 1 }] });
    if (!('changes' in body)) throw new Error('expected changes');
    expect(body.changes[0]!.insert).toHaveLength(1);
    expect(body.changes[0]!.insert[0]!.words.map((w) => w.text)).toEqual(['Changed', 'words', 'here.']);
    // What travels is the size of the change, not of the document.
    expect(JSON.stringify(body).length).toBeLessThan(JSON.stringify(doc.transcript).length / 50);
  });

  it('keeps the server equal to a whole-document save through splits, merges, emptied paragraphs and undo', () => {
    const doc = esDoc(12);
    const server = new Server(doc.transcript);
    let state = initialEditorState(doc);
    const steps: EditorAction[][] = [
      [text(3, 'Three becomes new.')],
      // Emptied: a save drops it, so later indexes move up by one on the server.
      [text(5, '')],
      [text(8, 'After the empty one.'), { type: 'split', paragraph: 9, word: 1 }],
      // Typing into the paragraph that was dropped brings it back.
      [text(5, 'Back again.')],
      [{ type: 'mergeNext', paragraph: 0 }, text(10, 'Near the end.')],
      [text(2, ''), text(4, '')],
      [{ type: 'undo' }, { type: 'undo' }],
      [{ type: 'redo' }],
      [{ type: 'strike', from: { paragraph: 6, word: 0 }, to: { paragraph: 7, word: 1 } }],
    ];
    for (const actions of steps) {
      for (const action of actions) state = editorReducer(state, action);
      state = server.save(state);
      expect(server.held).toEqual(normaliseForSave(state.doc.snippets));
    }
  });

  it('sends the whole document to overwrite after a conflict', () => {
    let state = initialEditorState(esDoc(4));
    state = editorReducer(state, text(1, 'Mine.'));
    const { body } = buildSaveRequest(state, { whole: true });
    expect(body).toMatchObject({ version: 1 });
    expect('transcript' in body && body.transcript).toHaveLength(4);
  });

  it('sends nothing for paragraphs a server-side edit already holds', () => {
    const doc = esDoc(6);
    let state = initialEditorState(doc);
    const changed = snippet('p2', ['Replaced', 'by', 'server.'], 10);
    state = editorReducer(state, {
      type: 'adoptChanges',
      response: {
        success: 'Replaced All',
        version: 2,
        replaced: 1,
        changes: [{ at: 2, remove: 1, insert: [changed] }],
        speakers: doc.speakers,
        processed_data: doc.processed_data,
      },
    });
    expect(state.doc.snippets[2]).toEqual(changed);
    expect(state.version).toBe(2);
    const { body } = buildSaveRequest(state);
    expect(body).toMatchObject({ version: 2, changes: [] });
  });
});
