import type { CompactSaveRequest, DetailsResponse, Snippet } from '@scriptloom/contracts';
import { normaliseForSave } from '@scriptloom/transcript';
import { describe, expect, it } from 'vitest';
import { buildCompactSave } from '../../src/features/editor/state/compact-save';
import { editorReducer, initialEditorState } from '../../src/features/editor/state/editor-state';
import type { EditorAction, EditorState } from '../../src/features/editor/state/types';

const word = (text: string, start: number) => ({ text, start, end: start + 0.4, confidence: 0.9, is_removed: false });

function snippet(id: string, texts: string[], start: number): Snippet {
  const words = texts.map((text, i) => word(text, start + i * 0.5));
  return {
    id,
    start,
    start_timestamp: '0:00:00',
    end: words.at(-1)!.end,
    end_timestamp: '0:00:00',
    speaker: 'Ann',
    words,
    comments: [],
  };
}

/** Paragraph ids as the pipeline makes them (uuids); `ids` overrides some. */
function esDoc(paragraphs: number, ids: Record<number, string> = {}): DetailsResponse['es_doc'] {
  const transcript = normaliseForSave(
    Array.from({ length: paragraphs }, (_, i) =>
      snippet(
        ids[i] ?? `${String(i).padStart(8, '0')}-aaaa-4bbb-8ccc-${String(i).padStart(12, '0')}`,
        [`Word${i}`, 'and', 'more.'],
        i * 5,
      ),
    ),
  );
  return {
    id: 'file-1',
    title: 'Episode',
    file_type: 'audio',
    duration: 100,
    estimated_accuracy: 0.9,
    transcript,
    speakers: [{ name: 'Ann' }],
    processed_data: {
      abstract: 'A summary.',
      headline: null,
      insights: [],
      keywords: ['one'],
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
 * A server as docs/product.md#enterprise-transcript describes the compact save: an id of at most 8
 * characters names the one stored paragraph it starts, a longer one a stored paragraph by its whole
 * id or else a new paragraph; anything else is refused.
 */
class CompactServer {
  held: Snippet[];
  version = 1;
  constructor(initial: Snippet[]) {
    this.held = initial;
  }
  save(state: EditorState): EditorState {
    const request = buildCompactSave(state);
    if (!request) throw new Error('expected a compact save');
    expect(request.body.version).toBe(this.version);
    this.held = request.body.tr.map((p) => this.expand(p));
    this.version++;
    return editorReducer(state, {
      type: 'saveSucceeded',
      revision: request.revision,
      version: this.version,
      saved: request.saved,
    });
  }
  private expand(p: CompactSaveRequest['tr'][number]): Snippet {
    const matches =
      p.id.length > 8 ? this.held.filter((s) => s.id === p.id) : this.held.filter((s) => s.id.startsWith(p.id));
    if (matches.length > 1 || (matches.length === 0 && p.id.length <= 8)) throw new Error(`refused id ${p.id}`);
    return {
      id: matches[0]?.id ?? p.id,
      start: p.st,
      start_timestamp: '0:00:00',
      end: p.e,
      end_timestamp: '0:00:00',
      speaker: p.sp,
      words: p.w.map((w) => ({ text: w.t, start: w.st, end: w.e, confidence: w.c, is_removed: w.d ?? false })),
      comments: matches[0]?.comments ?? [],
    };
  }
}

const text = (paragraph: number, value: string): EditorAction => ({ type: 'setText', paragraph, text: value });
const held = (snippets: Snippet[]) => snippets.map((s) => [s.id, s.speaker, s.words.map((w) => w.text).join(' ')]);

describe("a workflow's compact save", () => {
  it('names stored paragraphs by their first 8 characters and carries every word with its times', () => {
    const doc = esDoc(3);
    let state = initialEditorState(doc);
    state = editorReducer(state, text(1, 'Changed words.'));
    const body = buildCompactSave(state)!.body;
    expect(body.version).toBe(1);
    expect(body.tr.map((p) => p.id)).toEqual(['00000000', '00000001', '00000002']);
    expect(body.tr[0]).toEqual({
      id: '00000000',
      sp: 'Ann',
      st: 0,
      e: 1.4,
      w: [
        { t: 'Word0', st: 0, e: 0.4, c: 0.9, d: false },
        { t: 'and', st: 0.5, e: 0.9, c: 0.9, d: false },
        { t: 'more.', st: 1, e: 1.4, c: 0.9, d: false },
      ],
    });
    expect(body.tr[1]!.w.map((w) => w.t)).toEqual(['Changed', 'words.']);
    expect(body.speakers).toEqual([{ name: 'Ann' }]);
    // Chapters and keywords travel only when they changed.
    expect(body).not.toHaveProperty('insights');
    expect(body).not.toHaveProperty('keywords');
  });

  it('keeps the server equal to the editor through splits, emptied paragraphs, strikes and undo', () => {
    const doc = esDoc(8);
    const server = new CompactServer(doc.transcript);
    let state = initialEditorState(doc);
    const steps: EditorAction[][] = [
      [{ type: 'split', paragraph: 2, word: 1 }],
      // The paragraph the split made is held now: it goes by its prefix from here on.
      [text(3, 'Second half, retyped.')],
      [text(5, '')],
      [text(5, 'Back again.'), { type: 'split', paragraph: 0, word: 2 }],
      [{ type: 'strike', from: { paragraph: 4, word: 0 }, to: { paragraph: 4, word: 1 } }],
      [{ type: 'mergeNext', paragraph: 0 }],
      [{ type: 'undo' }],
    ];
    for (const actions of steps) {
      for (const action of actions) state = editorReducer(state, action);
      state = server.save(state);
      expect(held(server.held)).toEqual(held(normaliseForSave(state.doc.snippets)));
      expect(server.held.flatMap((s) => s.words.map((w) => w.is_removed))).toEqual(
        normaliseForSave(state.doc.snippets).flatMap((s) => s.words.map((w) => w.is_removed)),
      );
    }
  });

  it('sends the whole id of stored paragraphs whose first 8 characters are not theirs alone', () => {
    const doc = esDoc(3, { 0: 'abcdefgh-1', 1: 'abcdefgh-2', 2: 'short' });
    const body = buildCompactSave(initialEditorState(doc))!.body;
    expect(body.tr.map((p) => p.id)).toEqual(['abcdefgh-1', 'abcdefgh-2', 'short']);
  });

  it('carries changed chapters and keywords, and leaves a changed summary or entity to the editor save', () => {
    let state = initialEditorState(esDoc(2));
    state = editorReducer(state, { type: 'setChapters', chapters: [{ summary: 'Opening', timestamp: '0:00:00' }] });
    state = editorReducer(state, { type: 'setKeywords', keywords: ['two'] });
    expect(buildCompactSave(state)!.body).toMatchObject({
      insights: [{ summary: 'Opening', timestamp: '0:00:00' }],
      keywords: ['two'],
    });
    expect(buildCompactSave(editorReducer(state, { type: 'setSummary', summary: 'Another.' }))).toBeNull();
    expect(
      buildCompactSave(editorReducer(state, { type: 'addEntity', entityType: 'PERSON', phrase: 'Word1' })),
    ).toBeNull();
  });
});
