import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, TEXT_LIMITS } from '@scriptloom/contracts';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, seedFile, smallDoc, storedTranscript, syntheticDoc } from '../support/editor-seed.js';

/**
 * Every stored text has a length that fits its meaning, and the document as a whole has a size
 * limit, so one person cannot make the server store (and later render) something absurd. A refused
 * edit writes nothing.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof editorUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await editorUser(t);
});
afterAll(() => t?.close());

const doc = () =>
  smallDoc([
    { speaker: 'Speaker 1', text: 'hello there my friend' },
    { speaker: 'Speaker 2', text: 'good morning to you' },
  ]);

async function expectUnchanged(id: string) {
  const stored = await storedTranscript(t, id);
  expect(stored.version).toBe(1);
  expect(stored.snippets).toEqual(doc().snippets);
}

describe('length limits of what a person writes', () => {
  it('refuses a speaker name over the limit, everywhere a name is written', async () => {
    const id = await seedFile(t, user.email, doc());
    const long = 'N'.repeat(TEXT_LIMITS.speakerName + 1);
    const add = await user.call('PUT', `/api/up/speaker/${id}`, { version: 1, speaker: long });
    expect(add.statusCode).toBe(400);
    expect(add.json().error).toMatch(/speaker name can have at most 100 characters/i);
    const rename = await user.call('POST', `/api/up/update-speaker/${id}`, {
      version: 1,
      current_speaker: 'Speaker 1',
      new_speaker: long,
      replace_all: true,
    });
    expect(rename.statusCode).toBe(400);
    const save = doc();
    save.snippets[0]!.speaker = long;
    const whole = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, transcript: save.snippets });
    expect(whole.statusCode).toBe(400);
    await expectUnchanged(id);
  });

  it('refuses a word, a paragraph, a summary and a comment over their limits', async () => {
    const id = await seedFile(t, user.email, doc());
    const save = doc();
    save.snippets[0]!.words[0]!.text = 'w'.repeat(TEXT_LIMITS.word + 1);
    const word = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, transcript: save.snippets });
    expect(word.statusCode).toBe(400);
    expect(word.json().error).toMatch(/word can have at most 200 characters/);

    // A paragraph typed as one unbroken run: within the paragraph limit, but no word is that long.
    const blob = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 0, text: 'b'.repeat(5000) });
    expect(blob.statusCode).toBe(400);
    expect(blob.json().error).toMatch(/word can have at most 200 characters/);

    const paragraph = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      index: 0,
      text: 'word '.repeat(TEXT_LIMITS.paragraph / 5 + 1),
    });
    expect(paragraph.statusCode).toBe(400);

    const summary = await user.call('PUT', `/api/up/processed_data/${id}`, {
      version: 1,
      summary: 's '.repeat(TEXT_LIMITS.summary),
    });
    expect(summary.statusCode).toBe(400);

    const comment = await user.call('POST', `/api/enterprise/comments/${id}/transcript/p0`, {
      version: 1,
      highlighted_text: 'hello',
      start_pos: 0,
      end_pos: 5,
      comment: 'c'.repeat(TEXT_LIMITS.comment + 1),
    });
    expect(comment.statusCode).toBe(400);
    await expectUnchanged(id);
  });

  it('refuses show notes over their limit', async () => {
    const id = await seedFile(t, user.email, doc());
    const res = await user.call('PUT', `/api/v1/up/processed_data/${id}/show_notes`, {
      content: 'n'.repeat(TEXT_LIMITS.showNotes + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Show notes can have at most 50,000 characters/);
    expect((await storedTranscript(t, id)).contents).not.toMatchObject({ show_notes: expect.any(String) });
  });
});

describe('the document size limit', () => {
  it('refuses an edit that takes the document past a limit with 413, and writes nothing', async () => {
    const id = await seedFile(t, user.email, doc());
    let version = 1;
    for (let i = 0; i < DOCUMENT_LIMITS.speakers - 2; i++) {
      const res = await user.call('PUT', `/api/up/speaker/${id}`, { version, speaker: `Guest ${i}` });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    }
    const over = await user.call('PUT', `/api/up/speaker/${id}`, { version, speaker: 'One too many' });
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json()).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
    expect(over.json().error).toMatch(/at most 100 speakers/);
    const stored = await storedTranscript(t, id);
    expect(stored.version).toBe(version);
    expect(stored.speakers).toHaveLength(DOCUMENT_LIMITS.speakers);
  });

  it("refuses a replacement that copies the rest of the text into every match ($')", async () => {
    const id = await seedFile(t, user.email, syntheticDoc(2_000, 5));
    const res = await user.call('POST', `/api/up/transcript/replace/${id}`, {
      version: 1,
      find: '\\S',
      replace: "$'".repeat(400),
      case_sensitive: false,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/far too long/);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('refuses a whole-document save with more paragraphs than the limit', async () => {
    const id = await seedFile(t, user.email, doc());
    const one = doc().snippets[0]!;
    const many = Array.from({ length: DOCUMENT_LIMITS.paragraphs + 1 }, (_, i) => ({
      ...one,
      id: `q${i}`,
      words: [one.words[0]!],
    }));
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, transcript: many });
    expect(res.statusCode).toBe(400);
    await expectUnchanged(id);
  });
});
