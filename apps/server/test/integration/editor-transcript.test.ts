import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessedData, Snippet, TranscriptSaveResponse } from '@scriptloom/contracts';
import { DOCUMENT_LIMITS, EditorMessages } from '@scriptloom/contracts';
import { paragraphText } from '@scriptloom/transcript';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, seedFile, smallDoc, storedFile, storedTranscript, syntheticDoc } from '../support/editor-seed.js';

let t: TestApp;
let user: Awaited<ReturnType<typeof editorUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await editorUser(t);
});
afterAll(async () => {
  await t?.close();
});

const twoParagraphs = () =>
  smallDoc([
    { speaker: 'Speaker 1', text: 'hello there my friend' },
    { speaker: 'Speaker 2', text: 'good morning to you' },
  ]);

/** The paragraphs a save answered it wrote (the inserts of its runs). */
const answered = (res: { json: () => unknown }) =>
  (res.json() as TranscriptSaveResponse).changes.flatMap((c) => c.insert);

describe('PUT /api/up/transcript/:id {index, text}', () => {
  it('THE KEY TEST: a one-word fix in a 25,000-word transcript moves no other word', async () => {
    const doc = syntheticDoc(25_000, 7);
    const id = await seedFile(t, user.email, doc);
    const before = doc.snippets;
    expect(before.reduce((n, s) => n + s.words.length, 0)).toBe(25_000);

    // A paragraph in the middle with enough words to have neighbours on both sides of the fix.
    const index = before.findIndex((s, i) => i > before.length / 2 && s.words.length >= 10);
    const target = before[index]!;
    const w = 5;
    const texts = target.words.map((x) => x.text);
    texts[w] = 'Scriptloom';

    const started = Date.now();
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, index, text: texts.join(' ') });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    const body = res.json() as TranscriptSaveResponse;
    expect(body.success).toBe(EditorMessages.transcriptUpdated);
    expect(body.version).toBe(2);

    // The answer is the one paragraph it changed, not the document.
    const stored = (await storedTranscript(t, id)).snippets as Snippet[];
    expect(body.changes).toEqual([{ at: index, remove: 1, insert: [stored[index]] }]);
    expect(res.body.length).toBeLessThan(JSON.stringify(before).length / 100);
    for (const after of [stored]) {
      expect(after).toHaveLength(before.length);
      after.forEach((p, i) => {
        const old = before[i]!;
        expect(p.id).toBe(old.id);
        expect(p.words).toHaveLength(old.words.length);
        p.words.forEach((word, k) => {
          if (i === index && k === w) return;
          const o = old.words[k]!;
          expect([word.text, word.start, word.end, word.confidence]).toEqual([o.text, o.start, o.end, o.confidence]);
        });
      });
      const fixed = after[index]!.words[w]!;
      const prev = after[index]!.words[w - 1]!;
      const next = after[index]!.words[w + 1]!;
      expect(fixed.text).toBe('Scriptloom');
      expect(fixed.confidence).toBe(1);
      expect(fixed.start).toBeGreaterThanOrEqual(prev.end);
      expect(fixed.end).toBeLessThanOrEqual(next.start);
      expect(fixed.start).toBeLessThanOrEqual(fixed.end);
    }
  });

  it('an inserted word gets a time between its neighbours, which keep theirs', async () => {
    const id = await seedFile(t, user.email, twoParagraphs());
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      index: 0,
      text: 'hello over there my friend',
    });
    expect(res.statusCode, res.body).toBe(200);
    const words = answered(res)[0]!.words;
    expect(words.map((w) => w.text)).toEqual(['hello', 'over', 'there', 'my', 'friend']);
    expect(words[0]).toMatchObject({ start: 0, end: 0.4, confidence: 0.9 });
    expect(words[2]).toMatchObject({ start: 0.5, end: 0.9, confidence: 0.9 });
    expect(words[1]!.start).toBeGreaterThanOrEqual(0.4);
    expect(words[1]!.end).toBeLessThanOrEqual(0.5);
    expect(words[1]!.confidence).toBe(1);
  });

  it("one word becoming two shares that word's time", async () => {
    const id = await seedFile(t, user.email, twoParagraphs());
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      index: 1,
      text: 'good mor ning to you',
    });
    expect(res.statusCode, res.body).toBe(200);
    const words = answered(res)[0]!.words;
    expect(res.json().changes[0].at).toBe(1);
    expect(words.map((w) => w.text)).toEqual(['good', 'mor', 'ning', 'to', 'you']);
    // "morning" was 2.5-2.9 s.
    expect(words[1]!.start).toBe(2.5);
    expect(words[2]!.end).toBeCloseTo(2.9);
    expect(words[1]!.end).toBeLessThanOrEqual(words[2]!.start);
    expect(words[3]).toMatchObject({ text: 'to', start: 3, end: 3.4, confidence: 0.9 });
  });

  it('the same text again writes nothing and keeps the version', async () => {
    const id = await seedFile(t, user.email, twoParagraphs());
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      index: 1,
      text: 'good morning to you',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: EditorMessages.transcriptUpdated, version: 1, changes: [] });
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('erasing a paragraph text removes the paragraph', async () => {
    const id = await seedFile(t, user.email, twoParagraphs());
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 0, text: '   ' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TranscriptSaveResponse;
    expect(body.changes).toEqual([{ at: 0, remove: 1, insert: [] }]);
    expect(body.version).toBe(2);
    expect((await storedTranscript(t, id)).snippets.map((s) => s.id)).toEqual(['p1']);
  });

  it('an index past the last paragraph is a 400 that says so; nothing is written', async () => {
    const id = await seedFile(t, user.email, twoParagraphs());
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 2, text: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'There is no paragraph 2: the transcript has 2.',
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'index', message: 'There is no paragraph 2: the transcript has 2.' }],
    });
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('bumps files.updated_at with the transcript', async () => {
    const id = await seedFile(t, user.email, twoParagraphs());
    const before = (await storedFile(t, id)).updated_at;
    await new Promise((r) => setTimeout(r, 5));
    await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 0, text: 'hi' });
    expect((await storedFile(t, id)).updated_at.getTime()).toBeGreaterThan(before.getTime());
    expect((await storedTranscript(t, id)).updated_at.getTime()).toBeGreaterThan(before.getTime());
  });
});

describe('PUT /api/up/transcript/:id {changes, speakers?, processed_data?}', () => {
  const threeParagraphs = () =>
    smallDoc([
      { speaker: 'Speaker 1', text: 'hello there my friend' },
      { speaker: 'Speaker 2', text: 'good morning to you' },
      { speaker: 'Speaker 1', text: 'and a good day' },
    ]);
  /** A paragraph as an editor would send it, its times left for the server to work out. */
  const sent = (id: string, speaker: string, text: string, at: number) => {
    const words = text.split(' ').map((w, i) => ({ text: w, start: at + i, end: at + i + 0.5, confidence: 1 }));
    return { id, speaker, start: 0, start_timestamp: '0:00:00', end: 0, end_timestamp: '0:00:00', words };
  };

  it('replaces the runs it names against the version, and answers them as stored', async () => {
    const seeded = threeParagraphs();
    const id = await seedFile(t, user.email, seeded);
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      changes: [
        { at: 0, remove: 0, insert: [sent('n1', 'Speaker 2', 'a new first one', 0)] },
        { at: 1, remove: 1, insert: [sent('p1', 'Speaker 2', 'good evening to you', 2)] },
        { at: 3, remove: 0, insert: [sent('n2', 'Speaker 1', 'the end', 9)] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TranscriptSaveResponse;
    expect(body.version).toBe(2);
    const stored = await storedTranscript(t, id);
    expect(stored.snippets.map((s) => s.id)).toEqual(['n1', 'p0', 'p1', 'p2', 'n2']);
    expect(stored.snippets.map(paragraphText)).toEqual([
      'a new first one',
      'hello there my friend',
      'good evening to you',
      'and a good day',
      'the end',
    ]);
    // Unchanged paragraphs are as they were; new ones are stored normalised (times from their words).
    expect(stored.snippets[1]).toEqual(seeded.snippets[0]);
    expect(stored.snippets[4]).toMatchObject({ start: 9, end: 10.5, start_timestamp: '0:00:09', comments: [] });
    expect(body.changes.map((c) => [c.at, c.remove, c.insert.map((p) => p.id)])).toEqual([
      [0, 0, ['n1']],
      [1, 1, ['p1']],
      [3, 0, ['n2']],
    ]);
    expect(body.changes[2]!.insert[0]).toEqual(stored.snippets[4]);
    // Kept in the version history like any save.
    const versions = (await user.call('GET', `/api/v1/up/versions/${id}`)).json().versions;
    expect(versions.map((v: { kind: string }) => v.kind)).toEqual(['edit', 'original']);
    expect(versions[0].word_count).toBe(18);
  });

  it('drops an inserted paragraph with no text and adds a new speaker to the list', async () => {
    const id = await seedFile(t, user.email, threeParagraphs());
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      changes: [
        { at: 1, remove: 1, insert: [{ ...sent('p1', 'Speaker 2', 'x', 2), words: [] }] },
        { at: 2, remove: 1, insert: [sent('p2', 'Guest', 'and a good day', 5)] },
      ],
      speakers: [{ name: 'Speaker 1' }, { name: 'Speaker 2' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedTranscript(t, id);
    expect(stored.snippets.map((s) => s.id)).toEqual(['p0', 'p2']);
    expect(stored.speakers.map((s) => s.name)).toEqual(['Speaker 1', 'Speaker 2', 'Guest']);
    expect((stored.processed_data as ProcessedData).speakers.map((s) => s.name)).toEqual([
      'Speaker 1',
      'Speaker 2',
      'Guest',
    ]);
  });

  it('refuses a stale version (409 with the current one) and writes nothing', async () => {
    const id = await seedFile(t, user.email, threeParagraphs());
    expect((await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 0, text: 'hi' })).statusCode).toBe(
      200,
    );
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      changes: [{ at: 2, remove: 1, insert: [] }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
    expect((await storedTranscript(t, id)).snippets).toHaveLength(3);
  });

  it('refuses runs that do not fit the version, naming the field, and writes nothing', async () => {
    const id = await seedFile(t, user.email, threeParagraphs());
    for (const changes of [
      [{ at: 2, remove: 2, insert: [] }],
      [
        { at: 1, remove: 1, insert: [] },
        { at: 0, remove: 1, insert: [] },
      ],
      [{ at: 1, remove: 0, insert: [] }],
    ]) {
      const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, changes });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'changes' }] });
    }
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, changes: [{ at: -1, remove: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toMatch(/^changes/);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('refuses a document over the paragraph limit from its totals (413) and writes nothing', async () => {
    const id = await seedFile(t, user.email, threeParagraphs());
    const many = (from: number) =>
      Array.from({ length: DOCUMENT_LIMITS.paragraphs / 2 + 1 }, (_, i) => sent(`m${from + i}`, 'Speaker 1', 'hi', 20));
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      changes: [
        { at: 0, remove: 0, insert: many(0) },
        { at: 3, remove: 0, insert: many(DOCUMENT_LIMITS.paragraphs) },
      ],
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(413);
    expect(res.json().code).toBe('DOCUMENT_TOO_LARGE');
    const stored = await storedTranscript(t, id);
    expect(stored.version).toBe(1);
    expect(stored.snippets).toHaveLength(3);
  });

  it('is what the details answer shows next, though the one before was kept as text', async () => {
    const id = await seedFile(t, user.email, threeParagraphs());
    const first = (await user.call('GET', `/api/up/details/${id}`)).json();
    expect(first.es_doc.transcript.map(paragraphText)).toContain('good morning to you');
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      changes: [{ at: 1, remove: 1, insert: [sent('p1', 'Speaker 2', 'good night', 2)] }],
    });
    expect(res.statusCode).toBe(200);
    const second = (await user.call('GET', `/api/up/details/${id}`)).json();
    expect(second.es_doc.transcript_version).toBe(2);
    expect(second.es_doc.transcript.map(paragraphText)).toEqual([
      'hello there my friend',
      'good night',
      'and a good day',
    ]);
    // The answer is whole and valid JSON, with the rest of the document as before.
    expect(second.es_doc.speakers).toEqual(first.es_doc.speakers);
    expect(second.fb_doc.id).toBe(id);
  });
});

describe('PUT /api/up/transcript/:id {transcript, speakers?, processed_data?}', () => {
  it('replaces the document: empty words omitted, empty paragraphs dropped, times recomputed', async () => {
    const seeded = twoParagraphs();
    const id = await seedFile(t, user.email, {
      ...seeded,
      processed_data: { abstract: 'old summary', keywords: ['k'], entities: { PERSON: ['Ada'] } },
    });
    const edited: Snippet[] = structuredClone(seeded.snippets);
    edited[0]!.words[0]!.text = ''; // "hello" deleted in the editor
    edited[1]!.words.forEach((w) => (w.text = ' '));
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, transcript: edited });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TranscriptSaveResponse;
    expect(body).toMatchObject({ success: EditorMessages.transcriptUpdated, version: 2 });
    // Both paragraphs changed: one run replaces them with what is left.
    expect(body.changes).toHaveLength(1);
    expect(body.changes[0]).toMatchObject({ at: 0, remove: 2 });
    const after = await storedTranscript(t, id);
    expect(after.snippets).toHaveLength(1);
    expect(paragraphText(after.snippets[0]!)).toBe('there my friend');
    expect(after.snippets[0]!.start).toBe(0.5);
    // Speakers default to the stored list; processed_data untouched when not sent.
    expect(after.speakers).toEqual(seeded.speakers);
    expect(after.processed_data).toMatchObject({
      abstract: 'old summary',
      keywords: ['k'],
      entities: { PERSON: ['Ada'] },
    });
    const stored = await storedTranscript(t, id);
    expect(stored.version).toBe(2);
    expect((stored.snippets as Snippet[]).map(paragraphText)).toEqual(['there my friend']);
  });

  it('merges sent processed_data fields into the stored ones and drops GPE entities', async () => {
    const seeded = twoParagraphs();
    const id = await seedFile(t, user.email, {
      ...seeded,
      processed_data: { abstract: 'keep me', headline: 'Headline', keywords: ['a'] },
    });
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      transcript: seeded.snippets,
      speakers: [{ name: 'Speaker 1' }, { name: 'Speaker 2' }, { name: 'Guest' }],
      processed_data: {
        keywords: ['b', 'c'],
        entities: { PERSON: ['Ada'], GPE: ['London'], ORG: ['Acme'] },
        insights: [{ summary: 'Intro', timestamp: '0:00:00' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedTranscript(t, id);
    const pd = stored.processed_data as ProcessedData;
    expect(pd).toMatchObject({
      abstract: 'keep me',
      headline: 'Headline',
      keywords: ['b', 'c'],
      entities: { PERSON: ['Ada'], ORG: ['Acme'] },
      insights: [{ summary: 'Intro', timestamp: '0:00:00' }],
    });
    expect(pd.entities).not.toHaveProperty('GPE');
    expect(stored.speakers.map((s) => s.name)).toEqual(['Speaker 1', 'Speaker 2', 'Guest']);
    // Nothing of the paragraphs changed, so the answer names none.
    expect(res.json().changes).toEqual([]);
    // processed_data keeps its copy of the speaker list in step.
    expect(pd.speakers.map((s) => s.name)).toEqual(['Speaker 1', 'Speaker 2', 'Guest']);
  });

  it('a speaker a paragraph uses joins the list when the sent list lacks it', async () => {
    const seeded = twoParagraphs();
    const id = await seedFile(t, user.email, seeded);
    const edited = structuredClone(seeded.snippets);
    edited[1]!.speaker = 'Host';
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      transcript: edited,
      speakers: [{ name: 'Speaker 1' }],
    });
    expect(res.statusCode).toBe(200);
    expect((await storedTranscript(t, id)).speakers).toEqual([{ name: 'Speaker 1' }, { name: 'Host' }]);
  });

  it('saving the stored document unchanged keeps the version', async () => {
    const seeded = twoParagraphs();
    const id = await seedFile(t, user.email, seeded);
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, transcript: seeded.snippets });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('accepts a whole 25,000-word document (larger than the 1 MB default body limit)', async () => {
    const doc = syntheticDoc(25_000, 3);
    const id = await seedFile(t, user.email, doc);
    const edited = structuredClone(doc.snippets);
    edited[0]!.words[0]!.is_removed = true;
    const payload = JSON.stringify({ version: 1, transcript: edited });
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const res = await t.request({
      method: 'PUT',
      url: `/api/up/transcript/${id}`,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().version).toBe(2);
    // Only the paragraph that differs is written and answered.
    expect(res.json().changes).toHaveLength(1);
    expect(res.json().changes[0]).toMatchObject({ at: 0, remove: 1 });
    expect((await storedTranscript(t, id)).snippets[0]!.words[0]!.is_removed).toBe(true);
  });

  it('a snippet that breaks the contract is a 400 naming the field', async () => {
    const seeded = twoParagraphs();
    const id = await seedFile(t, user.email, seeded);
    const edited = structuredClone(seeded.snippets) as unknown as { words: { confidence: unknown }[] }[];
    edited[0]!.words[0]!.confidence = 'high';
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, transcript: edited });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('a body that is neither form is a 400', async () => {
    const id = await seedFile(t, user.email, twoParagraphs());
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, text: 'no index' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/up/transcript/replace/:id', () => {
  const seedForReplace = () => {
    const doc = smallDoc([
      { speaker: 'Speaker 1', text: 'the cat sat on the Cat mat' },
      { speaker: 'Speaker 2', text: 'no felines here' },
    ]);
    return seedFile(t, user.email, {
      ...doc,
      processed_data: {
        abstract: 'A cat story.',
        insights: [
          { summary: 'The cat arrives', timestamp: '0:00:00' },
          { summary: 'Nothing', timestamp: '0:00:05' },
        ],
      },
    });
  };

  it('replaces in transcript, summary and chapters and counts every replacement', async () => {
    const id = await seedForReplace();
    const res = await user.call('POST', `/api/up/transcript/replace/${id}`, {
      version: 1,
      find: 'cat',
      replace: 'dog',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: EditorMessages.replacedAll, replaced: 4, version: 2 });
    // The answer carries the one paragraph that changed.
    expect(body.changes).toHaveLength(1);
    expect(body.changes[0]).toMatchObject({ at: 0, remove: 1 });
    const stored = (await storedTranscript(t, id)).snippets;
    expect(stored[0]).toEqual(body.changes[0].insert[0]);
    expect(paragraphText(stored[0]!)).toBe('the dog sat on the dog mat');
    expect(paragraphText(stored[1]!)).toBe('no felines here');
    expect(body.processed_data.abstract).toBe('A dog story.');
    expect(body.processed_data.insights.map((c: { summary: string }) => c.summary)).toEqual([
      'The dog arrives',
      'Nothing',
    ]);
    // Replaced words keep the times of the words they replace.
    expect(stored[0]!.words[1]).toMatchObject({ text: 'dog', start: 0.5, end: 0.9 });
    expect((await storedTranscript(t, id)).version).toBe(2);
  });

  it('case_sensitive only replaces exact case', async () => {
    const id = await seedForReplace();
    const res = await user.call('POST', `/api/up/transcript/replace/${id}`, {
      version: 1,
      find: 'Cat',
      replace: 'Lion',
      case_sensitive: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().replaced).toBe(1);
    expect(paragraphText((await storedTranscript(t, id)).snippets[0]!)).toBe('the cat sat on the Lion mat');
  });

  it('no match is a 200 with replaced 0, the same version and nothing written', async () => {
    const id = await seedForReplace();
    const before = await storedTranscript(t, id);
    const res = await user.call('POST', `/api/up/transcript/replace/${id}`, {
      version: 1,
      find: 'giraffe',
      replace: 'zebra',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 'Nothing was replaced: no text would change.',
      replaced: 0,
      version: 1,
    });
    const after = await storedTranscript(t, id);
    expect(after.version).toBe(1);
    expect(after.updated_at).toEqual(before.updated_at);
  });

  it('a replace all whose every match already reads that way writes nothing and keeps no version', async () => {
    const id = await seedForReplace();
    const before = await storedTranscript(t, id);
    const versionsBefore = (await user.call('GET', `/api/v1/up/versions/${id}`)).json();
    // Every 'cat' (transcript, summary, chapter) matches, and each would read the same afterwards.
    const res = await user.call('POST', `/api/up/transcript/replace/${id}`, {
      version: 1,
      find: 'cat',
      replace: 'cat',
      case_sensitive: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: 'Nothing was replaced: no text would change.',
      replaced: 0,
      version: 1,
      changes: [],
    });
    const after = await storedTranscript(t, id);
    expect(after.version).toBe(1);
    expect(after.updated_at).toEqual(before.updated_at);
    expect((await user.call('GET', `/api/v1/up/versions/${id}`)).json()).toEqual(versionsBefore);
  });

  it('replacing a whole paragraph with nothing drops it', async () => {
    const id = await seedForReplace();
    const res = await user.call('POST', `/api/up/transcript/replace/${id}`, {
      version: 1,
      find: 'no felines here',
      replace: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([{ at: 1, remove: 1, insert: [] }]);
    expect((await storedTranscript(t, id)).snippets).toHaveLength(1);
  });

  it('a pathological pattern is stopped (400 SEARCH_TOO_SLOW) instead of blocking the server', async () => {
    const id = await seedFile(t, user.email, syntheticDoc(2000, 5));
    const started = Date.now();
    const res = await user.call('POST', `/api/up/transcript/replace/${id}`, {
      version: 1,
      find: '(.*e){12}z',
      replace: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'This search takes too long to run. Try a simpler pattern.',
      code: 'SEARCH_TOO_SLOW',
      fields: [{ field: 'find', message: 'This search takes too long to run.' }],
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('an empty find is a 400', async () => {
    const id = await seedForReplace();
    const res = await user.call('POST', `/api/up/transcript/replace/${id}`, { version: 1, find: '', replace: 'x' });
    expect(res.statusCode).toBe(400);
  });
});
