import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorMessages, type TranscriptDocResponse } from '@scriptloom/contracts';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, seedFile, smallDoc, storedTranscript } from '../support/editor-seed.js';

let t: TestApp;
let user: Awaited<ReturnType<typeof editorUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await editorUser(t);
});
afterAll(async () => {
  await t?.close();
});

/** Ann speaks paragraphs 0 and 2, Bob paragraph 1; Cy is listed but speaks nothing. */
const seed = () => {
  const doc = smallDoc([
    { speaker: 'Ann', text: 'one two' },
    { speaker: 'Bob', text: 'three four' },
    { speaker: 'Ann', text: 'five six' },
  ]);
  return seedFile(t, user.email, { ...doc, speakers: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] });
};
const names = (body: TranscriptDocResponse) => body.speakers.map((s) => s.name);
const paragraphSpeakers = (body: TranscriptDocResponse) => body.transcript.map((s) => s.speaker);

describe('PUT /api/up/speaker/:id', () => {
  it('adds a speaker to the list (and to processed_data.speakers)', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/speaker/${id}`, { version: 1, speaker: '  Dee ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TranscriptDocResponse;
    expect(body).toMatchObject({ success: EditorMessages.speakersUpdated, version: 2 });
    expect(names(body)).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    expect(body.processed_data.speakers.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    expect((await storedTranscript(t, id)).speakers).toEqual(body.speakers);
  });

  it('a name already in the list is a 409 SPEAKER_EXISTS', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/speaker/${id}`, { version: 1, speaker: 'Bob' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Bob is already a speaker.', code: 'SPEAKER_EXISTS' });
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('an empty name is a 400', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/speaker/${id}`, { version: 1, speaker: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('DELETE /api/up/speaker/:id', () => {
  it('removes a speaker no paragraph uses', async () => {
    const id = await seed();
    const res = await user.call('DELETE', `/api/up/speaker/${id}`, { version: 1, speaker: 'Cy' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: EditorMessages.speakersUpdated, version: 2 });
    expect(names(res.json())).toEqual(['Ann', 'Bob']);
  });

  it('a speaker still in use is a 409 that says so', async () => {
    const id = await seed();
    const res = await user.call('DELETE', `/api/up/speaker/${id}`, { version: 1, speaker: 'Ann' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Ann is still speaking 2 paragraphs. Give those paragraphs another speaker before removing this one.',
      code: 'SPEAKER_IN_USE',
    });
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('a speaker not in the list is a 400', async () => {
    const id = await seed();
    const res = await user.call('DELETE', `/api/up/speaker/${id}`, { version: 1, speaker: 'Zed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('There is no speaker named Zed.');
  });
});

describe('POST /api/up/update-speaker/:id', () => {
  const update = (id: string, body: object) => user.call('POST', `/api/up/update-speaker/${id}`, body);

  it('replace_all renames everywhere; the old name leaves the list in place', async () => {
    const id = await seed();
    const res = await update(id, { version: 1, current_speaker: 'Ann', new_speaker: 'Anne', replace_all: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TranscriptDocResponse;
    expect(body).toMatchObject({ success: EditorMessages.speakersUpdated, version: 2 });
    expect(paragraphSpeakers(body)).toEqual(['Anne', 'Bob', 'Anne']);
    expect(names(body)).toEqual(['Anne', 'Bob', 'Cy']);
    expect(body.processed_data.speakers.map((s) => s.name)).toEqual(['Anne', 'Bob', 'Cy']);
  });

  it('replace_all false renames only the paragraph at index', async () => {
    const id = await seed();
    const res = await update(id, {
      version: 1,
      current_speaker: 'Ann',
      new_speaker: 'Guest',
      replace_all: false,
      index: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TranscriptDocResponse;
    expect(paragraphSpeakers(body)).toEqual(['Ann', 'Bob', 'Guest']);
    expect(names(body)).toEqual(['Ann', 'Bob', 'Cy', 'Guest']);
  });

  it('renaming to the same name changes nothing', async () => {
    const id = await seed();
    const res = await update(id, { version: 1, current_speaker: 'Bob', new_speaker: 'Bob', replace_all: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
  });

  it('replace_all false without index is a 400', async () => {
    const id = await seed();
    const res = await update(id, { version: 1, current_speaker: 'Ann', new_speaker: 'X', replace_all: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Say which paragraph to change (index), or set replace_all to rename everywhere.');
  });

  it('an index out of range is a 400', async () => {
    const id = await seed();
    const res = await update(id, {
      version: 1,
      current_speaker: 'Ann',
      new_speaker: 'X',
      replace_all: false,
      index: 3,
    });
    expect(res.statusCode).toBe(400);
    const error = 'There is no paragraph 3: the transcript has 3.';
    expect(res.json()).toEqual({ error, code: 'VALIDATION_ERROR', fields: [{ field: 'index', message: error }] });
  });

  it('a paragraph not spoken by current_speaker is a 400', async () => {
    const id = await seed();
    const res = await update(id, {
      version: 1,
      current_speaker: 'Ann',
      new_speaker: 'X',
      replace_all: false,
      index: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Paragraph 1 is not spoken by Ann.');
  });

  it('a current_speaker that does not exist is a 400', async () => {
    const id = await seed();
    const res = await update(id, { version: 1, current_speaker: 'Zed', new_speaker: 'X', replace_all: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('There is no speaker named Zed.');
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('a missing replace_all is a 400', async () => {
    const id = await seed();
    const res = await update(id, { version: 1, current_speaker: 'Ann', new_speaker: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('PUT /api/up/processed_data/:id', () => {
  const chapters = [
    { summary: 'Intro', timestamp: '0:00:00' },
    { summary: 'Main part', timestamp: '0:01:30' },
  ];

  it('summary sets processed_data.abstract', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/processed_data/${id}`, { version: 1, summary: 'New summary' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: EditorMessages.summaryUpdated,
      version: 2,
      processed_data: { abstract: 'New summary', insights: [] },
    });
  });

  it('chapters set processed_data.insights', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/processed_data/${id}`, { version: 1, chapters });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: EditorMessages.chaptersUpdated,
      version: 2,
      processed_data: { abstract: null, insights: chapters },
    });
    expect((await storedTranscript(t, id)).processed_data).toMatchObject({ insights: chapters });
  });

  it("both at once save both and answer 'summary updated'", async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/processed_data/${id}`, { version: 1, summary: 'S', chapters });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: EditorMessages.summaryUpdated,
      processed_data: { abstract: 'S', insights: chapters },
    });
  });

  it('neither is a 400', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/processed_data/${id}`, { version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Send a summary or chapters to update.');
  });

  it('a chapter without a timestamp is a 400', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/processed_data/${id}`, { version: 1, chapters: [{ summary: 'x' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('the same summary again keeps the version', async () => {
    const id = await seed();
    await user.call('PUT', `/api/up/processed_data/${id}`, { version: 1, summary: 'Same' });
    const res = await user.call('PUT', `/api/up/processed_data/${id}`, { version: 2, summary: 'Same' });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(2);
  });
});
