import {
  EditorMessages,
  VersionMessages,
  type DetailsResponse,
  type ProcessedData,
  type Snippet,
  type TranscriptDocResponse,
} from '@scriptloom/contracts';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEditorSession, type EditorSession } from '../../src/features/editor/session/use-editor-session';
import { canUndo, isDirty } from '../../src/features/editor/state/history';
import { fakeServer, makeStore, renderPageHook, type SeenRequest, type TestStore } from './support/render';

const word = (text: string, start: number) => ({ text, start, end: start + 0.4, confidence: 0.9, is_removed: false });
const snippet = (id: string, speaker: string, texts: string[], start: number): Snippet => ({
  id,
  start,
  start_timestamp: '0:00:00',
  end: start + texts.length * 0.5,
  end_timestamp: '0:00:00',
  speaker,
  words: texts.map((text, i) => word(text, start + i * 0.5)),
  comments: [],
});

const TRANSCRIPT = [snippet('a', 'Ann', ['Hello', 'world.'], 0), snippet('b', 'Bob', ['Bye', 'world.'], 5)];
const PROCESSED = {
  abstract: null,
  headline: null,
  insights: [],
  keywords: [],
  speakers: [],
  entities: {},
  duration: 10,
  qa_research: null,
};

function esDoc(): DetailsResponse['es_doc'] {
  return {
    id: 'file-1',
    title: 'Episode',
    file_type: 'audio',
    duration: 10,
    estimated_accuracy: 0.9,
    transcript: TRANSCRIPT,
    speakers: [{ name: 'Ann' }, { name: 'Bob' }],
    processed_data: PROCESSED,
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

/** What a save answers: its version, and (here) no paragraph the server changed on its own. */
const saved = (version: number) => ({ success: 'Transcript Updated', version, changes: [] });

/** The server's document after an edit of its own. */
const serverDoc = (version: number, transcript: Snippet[]): TranscriptDocResponse => ({
  success: 'ok',
  version,
  transcript,
  speakers: [{ name: 'Ann' }, { name: 'Bob' }],
  processed_data: PROCESSED,
});

const texts = (session: EditorSession) =>
  session.store.getState().doc.snippets.map((s) => s.words.map((w) => w.text).join(' '));

function open(store: TestStore, refetch = vi.fn(async () => undefined)) {
  const { result } = renderPageHook(() => useEditorSession({ doc: esDoc(), refetch }), { store });
  return { session: () => result.current, refetch };
}

const requests = (seen: SeenRequest[]) => seen.map((r) => `${r.method} ${r.path}`);

describe('useEditorSession', () => {
  it('saves the editor’s own changes first, then edits on the server with the version that save returned', async () => {
    const replaced = [snippet('a', 'Ann', ['Hello', 'planet.'], 0), snippet('b', 'Bob', ['Bye', 'planet.'], 5)];
    const { seen } = fakeServer({
      'PUT up/transcript/file-1': { body: saved(8) },
      // Replace all answers the runs of paragraphs it changed, against what the save left.
      'POST up/transcript/replace/file-1': {
        body: {
          success: 'Replaced All',
          version: 9,
          changes: [{ at: 0, remove: 2, insert: replaced }],
          speakers: [{ name: 'Ann' }, { name: 'Bob' }],
          processed_data: PROCESSED,
          replaced: 2,
        },
      },
    });
    const store = makeStore();
    const { session } = open(store);
    act(() => session().store.dispatch({ type: 'setText', paragraph: 1, text: 'Bye bye world.' }));
    expect(isDirty(session().store.getState())).toBe(true);

    let ok: boolean | undefined;
    await act(async () => {
      ok = await session().replaceAll('world', 'planet', false);
    });
    expect(ok).toBe(true);
    expect(requests(seen)).toEqual(['PUT up/transcript/file-1', 'POST up/transcript/replace/file-1']);
    // The save sends the one paragraph typed in, not the document.
    expect(seen[0]!.body).toMatchObject({ version: 7, changes: [{ at: 1, remove: 1 }] });
    expect((seen[0]!.body as { changes: { insert: unknown[] }[] }).changes[0]!.insert).toHaveLength(1);
    expect(seen[1]!.body).toEqual({ version: 8, find: 'world', replace: 'planet', case_sensitive: false });
    // The server's document is the editor's now, saved, and a step of undo.
    const state = session().store.getState();
    expect(texts(session())).toEqual(['Hello planet.', 'Bye planet.']);
    expect(state.version).toBe(9);
    expect(isDirty(state)).toBe(false);
    expect(canUndo(state)).toBe(true);
    expect(store.getState().toast).toMatchObject({ show: true, message: EditorMessages.replacedAll });
  });

  it('a replace all that replaced nothing changes nothing, offers no undo and says so', async () => {
    fakeServer({
      'POST up/transcript/replace/file-1': {
        body: {
          success: 'Nothing was replaced: no text would change.',
          version: 7,
          changes: [],
          speakers: [{ name: 'Ann' }, { name: 'Bob' }],
          processed_data: PROCESSED,
          replaced: 0,
        },
      },
    });
    const store = makeStore();
    const { session } = open(store);
    await act(async () => {
      await session().replaceAll('world', 'world', true);
    });
    const state = session().store.getState();
    expect(texts(session())).toEqual(['Hello world.', 'Bye world.']);
    expect(state.version).toBe(7);
    expect(canUndo(state)).toBe(false);
    expect(store.getState().toast).toMatchObject({
      show: true,
      severity: 'info',
      message: 'Nothing was replaced: no text would change.',
    });
  });

  it('sends every other server-side edit with the document’s version, and takes in what it answers', async () => {
    const comment = {
      id: 'c-9',
      comment: 'Louder',
      start_pos: 0,
      end_pos: 5,
      highlighted_text: 'Hello',
      created_by: { first_name: 'Kim' },
    };
    const doc = (version: number) => ({ body: serverDoc(version, TRANSCRIPT) });
    const { seen } = fakeServer({
      'POST up/update-speaker/file-1': doc(8),
      'PUT up/speaker/file-1': doc(9),
      'DELETE up/speaker/file-1': doc(10),
      'POST v1/up/versions/file-1/v-3/restore': doc(11),
      'POST enterprise/comments/file-1/transcript/a': { body: { version: 12, snippet_id: 'a', comment } },
      'PUT enterprise/comments/file-1/transcript/a/comment/c-9': {
        body: { version: 13, snippet_id: 'a', comment: { ...comment, comment: 'Much louder' } },
      },
      'DELETE enterprise/comments/file-1/transcript/a/comment/c-9': {
        body: { version: 14, snippet_id: 'a', comment: null },
      },
    });
    const store = makeStore();
    const { session } = open(store);
    const draft = { paragraphId: 'a', highlighted_text: 'Hello', start_pos: 0, end_pos: 5, comment: 'Louder' };
    const edits: [() => Promise<boolean>, string | undefined][] = [
      [() => session().renameSpeaker('Ann', 'Anna', false, 0), EditorMessages.speakersUpdated],
      [() => session().addSpeaker('Cy'), undefined],
      [() => session().removeSpeaker('Cy'), undefined],
      [() => session().restoreVersion('v-3'), VersionMessages.restored],
      [() => session().createComment(draft), undefined],
      [() => session().updateComment('a', 'c-9', 'Much louder'), undefined],
      [() => session().deleteComment('a', 'c-9'), undefined],
    ];
    const commentsSeen: string[][] = [];
    for (const [edit, said] of edits) {
      const toasts = store.getState().toast.seq;
      await act(async () => {
        expect(await edit()).toBe(true);
      });
      expect(store.getState().toast.seq - toasts).toBe(said ? 1 : 0);
      if (said) expect(store.getState().toast.message).toBe(said);
      commentsSeen.push(
        session()
          .store.getState()
          .doc.snippets[0]!.comments.map((c) => c.comment),
      );
    }
    expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        'up/update-speaker/file-1',
        { version: 7, current_speaker: 'Ann', new_speaker: 'Anna', replace_all: false, index: 0 },
      ],
      ['PUT', 'up/speaker/file-1', { version: 8, speaker: 'Cy' }],
      ['DELETE', 'up/speaker/file-1', { version: 9, speaker: 'Cy' }],
      ['POST', 'v1/up/versions/file-1/v-3/restore', { version: 10 }],
      [
        'POST',
        'enterprise/comments/file-1/transcript/a',
        { version: 11, highlighted_text: 'Hello', start_pos: 0, end_pos: 5, comment: 'Louder' },
      ],
      ['PUT', 'enterprise/comments/file-1/transcript/a/comment/c-9', { version: 12, comment: 'Much louder' }],
      ['DELETE', 'enterprise/comments/file-1/transcript/a/comment/c-9?version=13', undefined],
    ]);
    expect(commentsSeen.slice(4)).toEqual([['Louder'], ['Much louder'], []]);
    // Comments are saved by their own routes: the document has nothing unsaved.
    expect(isDirty(session().store.getState())).toBe(false);
    expect(session().store.getState().version).toBe(14);
  });

  it('a stale version asks the person what to keep, and nothing is sent until they answer', async () => {
    let saves = 0;
    const { seen } = fakeServer({
      'PUT up/transcript/file-1': () =>
        ++saves === 1
          ? { status: 409, body: { error: 'Changed elsewhere', code: 'VERSION_CONFLICT', current_version: 12 } }
          : { body: saved(13) },
    });
    const store = makeStore();
    const { session } = open(store);
    act(() => session().store.dispatch({ type: 'setText', paragraph: 0, text: 'Hello there world.' }));
    await act(async () => {
      expect(await session().replaceAll('world', 'planet', false)).toBe(false);
    });
    expect(session().conflict).toEqual({ currentVersion: 12 });
    expect(requests(seen)).toEqual(['PUT up/transcript/file-1']);
    // Not a toast: the conflict dialog asks.
    expect(store.getState().toast.show).toBe(false);
    await act(async () => {
      expect(await session().save()).toBe(false);
    });
    expect(seen).toHaveLength(1);

    // "Overwrite": this tab's document goes over the newer one.
    await act(async () => {
      expect(await session().overwrite()).toBe(true);
    });
    expect(session().conflict).toBeNull();
    expect(requests(seen)).toEqual(['PUT up/transcript/file-1', 'PUT up/transcript/file-1']);
    // Overwriting sends the whole document: what the server holds now is not known here.
    expect(seen[1]!.body).toMatchObject({ version: 12 });
    expect((seen[1]!.body as { transcript: unknown[] }).transcript).toHaveLength(TRANSCRIPT.length);
    expect(session().store.getState().version).toBe(13);
    expect(isDirty(session().store.getState())).toBe(false);
  });

  it('says what failed in the product’s words, then the server’s', async () => {
    fakeServer({ 'PUT up/speaker/file-1': { status: 400, body: { error: 'That name is taken.', code: 'X' } } });
    const store = makeStore();
    const { session } = open(store);
    await act(async () => {
      expect(await session().addSpeaker('Bob')).toBe(false);
    });
    expect(store.getState().toast).toMatchObject({
      show: true,
      severity: 'error',
      message: `${EditorMessages.speakersFailed}That name is taken.`,
    });
    expect(session().conflict).toBeNull();
  });

  it('marking complete says so and loads the page’s details again', async () => {
    const { seen } = fakeServer({ 'POST up/complete/file-1': { body: { success: 'ok' } } });
    const store = makeStore();
    const { session, refetch } = open(store);
    await act(async () => {
      expect(await session().markComplete()).toBe(true);
    });
    expect(requests(seen)).toEqual(['POST up/complete/file-1']);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(store.getState().toast.message).toBe(EditorMessages.markedComplete);
    expect(session().completing).toBe(true);
  });
  it('saves the summary and the chapters with PUT /up/processed_data, adopting the version it answers', async () => {
    const chapters = [{ summary: 'Greetings', timestamp: '0:00:00' }];
    const answer = (version: number, processed: Partial<ProcessedData>, success: string) => ({
      body: { ...serverDoc(version, TRANSCRIPT), success, processed_data: { ...PROCESSED, ...processed } },
    });
    const { seen } = fakeServer({
      'PUT up/transcript/file-1': (request) => ({ body: saved((request.body as { version: number }).version + 1) }),
      'PUT up/processed_data/file-1': (request) => {
        const body = request.body as { version: number; summary?: string; chapters?: typeof chapters };
        return body.summary !== undefined
          ? answer(body.version + 1, { abstract: body.summary }, EditorMessages.summaryUpdated)
          : answer(body.version + 1, { abstract: 'Mine.', insights: body.chapters! }, EditorMessages.chaptersUpdated);
      },
    });
    const store = makeStore();
    const { session } = open(store);
    // Typing not yet saved goes first, so the summary's write names the version that save made.
    act(() => session().store.dispatch({ type: 'setText', paragraph: 0, text: 'Hello there world.' }));
    await act(async () => {
      expect(await session().saveSummary('Mine.')).toBe(true);
    });
    expect(store.getState().toast).toMatchObject({ show: true, severity: 'success', message: 'summary updated' });
    await act(async () => {
      expect(await session().saveChapters(chapters)).toBe(true);
    });
    expect(store.getState().toast).toMatchObject({ show: true, severity: 'success', message: 'chapters updated' });
    expect(seen.map((r) => [r.method, r.path])).toEqual([
      ['PUT', 'up/transcript/file-1'],
      ['PUT', 'up/processed_data/file-1'],
      ['PUT', 'up/processed_data/file-1'],
    ]);
    expect(seen[1]!.body).toEqual({ version: 8, summary: 'Mine.' });
    expect(seen[2]!.body).toEqual({ version: 9, chapters });
    let state = session().store.getState();
    expect([state.version, state.doc.summary, state.doc.chapters]).toEqual([10, 'Mine.', chapters]);
    // What the server answered is what it holds: the autosave has nothing to send, and would name 10.
    expect(isDirty(state)).toBe(false);

    // Undo takes the chapters back as a local edit, which the next save writes from version 10.
    act(() => session().store.dispatch({ type: 'undo' }));
    state = session().store.getState();
    expect([state.doc.summary, state.doc.chapters]).toEqual(['Mine.', []]);
    expect(isDirty(state)).toBe(true);
    await act(async () => {
      expect(await session().save()).toBe(true);
    });
    expect(seen[3]).toMatchObject({
      method: 'PUT',
      path: 'up/transcript/file-1',
      body: { version: 10, changes: [], processed_data: { insights: [] } },
    });
  });

  it('a summary refused as stale opens the conflict question instead of a toast', async () => {
    fakeServer({
      'PUT up/processed_data/file-1': {
        status: 409,
        body: { error: 'Changed elsewhere', code: 'VERSION_CONFLICT', current_version: 12 },
      },
    });
    const store = makeStore();
    const { session } = open(store);
    await act(async () => {
      expect(await session().saveSummary('Mine.')).toBe(false);
    });
    expect(session().conflict).toEqual({ currentVersion: 12 });
    expect(store.getState().toast.show).toBe(false);
    expect(session().store.getState().doc.summary).toBeNull();
  });

  it('a save the person asks for says Transcript Updated; one with nothing to write says nothing', async () => {
    const { seen } = fakeServer({ 'PUT up/transcript/file-1': { body: saved(8) } });
    const store = makeStore();
    const { session } = open(store);
    act(() => session().store.dispatch({ type: 'setText', paragraph: 0, text: 'Hello there world.' }));
    await act(async () => {
      expect(await session().saveExplicitly()).toBe(true);
    });
    expect(requests(seen)).toEqual(['PUT up/transcript/file-1']);
    expect(store.getState().toast).toMatchObject({ show: true, severity: 'success', message: 'Transcript Updated' });
    const toasts = store.getState().toast.seq;
    await act(async () => {
      expect(await session().saveExplicitly()).toBe(true);
    });
    expect(seen).toHaveLength(1);
    expect(store.getState().toast.seq).toBe(toasts);
  });
});
