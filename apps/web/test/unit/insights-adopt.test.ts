import type { DetailsResponse, InsightRun, InsightsResponse, ProcessedData } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState } from '../../src/features/editor/state/editor-state';
import { isDirty } from '../../src/features/editor/state/history';
import { buildSaveRequest } from '../../src/features/editor/state/save-request';
import { generatedChanges } from '../../src/features/editor/insights/adopt-generated';

const processed = (over: Partial<ProcessedData> = {}): ProcessedData => ({
  abstract: null,
  headline: null,
  insights: [],
  keywords: [],
  speakers: [],
  entities: {},
  duration: 20,
  qa_research: null,
  ...over,
});

function esDoc(data: ProcessedData): DetailsResponse['es_doc'] {
  return {
    id: 'file-1',
    title: 'Episode',
    file_type: 'audio',
    duration: 20,
    estimated_accuracy: 0.9,
    transcript: [
      {
        id: 'a',
        start: 0,
        start_timestamp: '0:00:00',
        end: 1,
        end_timestamp: '0:00:01',
        speaker: 'Ann',
        words: [{ text: 'Hello', start: 0, end: 0.4, confidence: 0.9, is_removed: false }],
        comments: [],
      },
    ],
    speakers: [{ name: 'Ann' }],
    processed_data: data,
    media_url: null,
    video_url: null,
    peaks: null,
    version: 1,
    transcript_version: 4,
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

const run = (kind: InsightRun['kind'], status: InsightRun['status'], updated_at = 't1'): InsightRun => ({
  kind,
  status,
  error: null,
  engine: 'local',
  updated_at,
});

function response(data: ProcessedData, runs: InsightRun[]): InsightsResponse {
  return {
    id: 'file-1',
    engine: 'local',
    runs,
    processed_data: data,
    contents: { quotes: [], show_notes: null, tweet: null, caption: null },
    transcript_version: 4,
  };
}

describe('generatedChanges', () => {
  const loaded = processed({ abstract: 'Old summary.', keywords: ['a'] });

  it('on the first answer takes the processed fields that differ from what the page loaded', () => {
    const data = processed({ abstract: 'New summary.', keywords: ['a'], entities: { PERSON: ['Ann Lee'] } });
    const { fields, seen } = generatedChanges(
      null,
      loaded,
      response(data, [run('summary', 'processed'), run('keywords', 'processed'), run('entities', 'processed')]),
    );
    expect(fields).toEqual({ summary: 'New summary.', entities: { PERSON: ['Ann Lee'] } });
    expect(seen).toEqual({ summary: 't1', keywords: 't1', entities: 't1' });
  });

  it('ignores fields whose run is still queued, processing or failed', () => {
    const data = processed({ abstract: 'Half written', insights: [{ summary: 'x', timestamp: '0:00:01' }] });
    const { fields, seen } = generatedChanges(
      null,
      loaded,
      response(data, [run('summary', 'processing'), run('chapters', 'failed')]),
    );
    expect(fields).toEqual({});
    expect(seen).toEqual({});
  });

  it('after the first answer adopts a field only when its run finished again', () => {
    const first = generatedChanges(null, loaded, response(loaded, [run('summary', 'processed', 't1')]));
    expect(first.fields).toEqual({});
    // The server now holds something else (e.g. the person's own save) but no new run finished.
    const saved = processed({ abstract: 'Typed by the person.' });
    const second = generatedChanges(first.seen, loaded, response(saved, [run('summary', 'processed', 't1')]));
    expect(second.fields).toEqual({});
    const regenerated = processed({ abstract: 'Regenerated.' });
    const third = generatedChanges(second.seen, loaded, response(regenerated, [run('summary', 'processed', 't2')]));
    expect(third.fields).toEqual({ summary: 'Regenerated.' });
    expect(third.seen.summary).toBe('t2');
  });
});

describe('editor adoptGenerated', () => {
  const base = () => initialEditorState(esDoc(processed({ abstract: 'Old.', keywords: ['old'] })));

  it('takes generated fields in without making the document unsaved or changing its version', () => {
    const state = editorReducer(base(), {
      type: 'adoptGenerated',
      fields: { summary: 'New.', keywords: ['new'], entities: { ORG: ['Acme'] }, chapters: [] },
    });
    expect(state.doc.summary).toBe('New.');
    expect(state.doc.keywords).toEqual(['new']);
    expect(state.doc.entities).toEqual({ ORG: ['Acme'] });
    expect(isDirty(state)).toBe(false);
    expect(state.version).toBe(4);
    // Nothing of it is sent back by the next save: the server wrote it.
    expect(buildSaveRequest(state).body).not.toHaveProperty('processed_data');
  });

  it('keeps a field the person changed and has not saved, and adopts the others', () => {
    const edited = editorReducer(base(), { type: 'setSummary', summary: 'Mine.' });
    const state = editorReducer(edited, {
      type: 'adoptGenerated',
      fields: { summary: 'Generated.', keywords: ['generated'] },
    });
    expect(state.doc.summary).toBe('Mine.');
    expect(state.doc.keywords).toEqual(['generated']);
    expect(isDirty(state)).toBe(true);
    const body = buildSaveRequest(state).body as { processed_data?: Record<string, unknown> };
    expect(body.processed_data).toEqual({ abstract: 'Mine.' });
  });

  it('adopts into a field once its local change has been saved', () => {
    const edited = editorReducer(base(), { type: 'setSummary', summary: 'Mine.' });
    const saved = editorReducer(edited, {
      type: 'saveSucceeded',
      revision: edited.revision,
      version: 5,
      saved: buildSaveRequest(edited).saved,
    });
    const state = editorReducer(saved, { type: 'adoptGenerated', fields: { summary: 'Regenerated.' } });
    expect(state.doc.summary).toBe('Regenerated.');
    expect(state.version).toBe(5);
    expect(isDirty(state)).toBe(false);
  });

  it('returns the same state when nothing differs (no re-render)', () => {
    const state = base();
    expect(editorReducer(state, { type: 'adoptGenerated', fields: { summary: 'Old.', keywords: ['old'] } })).toBe(
      state,
    );
  });
});
