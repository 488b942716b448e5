import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorMessages, type Snippet, type TranscriptVersionList } from '@scriptloom/contracts';
import { paragraphText } from '@scriptloom/transcript';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, seedFile, smallDoc, storedTranscript } from '../support/editor-seed.js';
import { personas, type Personas } from '../support/enterprise.js';
import { as, seedWorkflow } from '../support/workflow-seed.js';

/*
 * The write calls as the specification lists them (section 7), with exactly its fields and no
 * `version` (docs/product.md#versions-and-saving): each applies to the current transcript, refuses
 * what its fields show to be out of date (409 PARAGRAPH_CHANGED), and every 400 names its field. A
 * `version`, when sent, still refuses a stale save (409 VERSION_CONFLICT).
 */

let t: TestApp;
let user: Awaited<ReturnType<typeof editorUser>>;
let p: Personas;
beforeAll(async () => {
  t = await createTestApp();
  user = await editorUser(t);
  p = await personas(t);
});
afterAll(async () => {
  await t?.close();
});

/** Ann speaks paragraphs 0 and 2, Bob paragraph 1; Cy is listed but speaks nothing. */
const seed = () => {
  const doc = smallDoc([
    { speaker: 'Ann', text: 'hello there my friend' },
    { speaker: 'Bob', text: 'good morning' },
    { speaker: 'Ann', text: 'five six' },
  ]);
  return seedFile(t, user.email, { ...doc, speakers: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] });
};
const stored = (id: string) => storedTranscript(t, id);
const texts = async (id: string) => ((await stored(id)).snippets as Snippet[]).map(paragraphText);
const speakersOf = async (id: string) => ((await stored(id)).snippets as Snippet[]).map((s) => s.speaker);
const listNames = async (id: string) => (await stored(id)).speakers.map((s) => s.name);
/** The version history's lines, newest first, as [kind, version]. */
const history = async (id: string) => {
  const res = await user.call('GET', `/api/v1/up/versions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TranscriptVersionList).versions.map((v) => [v.kind, v.version]);
};
/** A 400 that names `field` among its fields. */
const expectFieldError = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { code: string; fields?: { field: string }[] };
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.fields?.map((f) => f.field)).toContain(field);
};

describe('PUT /api/up/transcript/:id {index, text}', () => {
  it('re-aligns the paragraph at index of the current transcript', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/transcript/${id}`, { index: 1, text: 'good evening' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: EditorMessages.transcriptUpdated, version: 2 });
    expect(await texts(id)).toEqual(['hello there my friend', 'good evening', 'five six']);
    // Twice in a row, as a client that never reads the version would.
    const again = await user.call('PUT', `/api/up/transcript/${id}`, { index: 0, text: 'hello here my friend' });
    expect(again.json()).toMatchObject({ version: 3 });
    expect(await texts(id)).toEqual(['hello here my friend', 'good evening', 'five six']);
    expect(await history(id)).toEqual([
      ['edit', 3],
      ['original', 1],
    ]);
  });

  it('an index past the end is a 400 naming index; a stale version sent is still a 409', async () => {
    const id = await seed();
    const past = await user.call('PUT', `/api/up/transcript/${id}`, { index: 3, text: 'x' });
    expectFieldError(past, 'index');
    expect(past.json().error).toBe('There is no paragraph 3: the transcript has 3.');
    expect((await user.call('PUT', `/api/up/transcript/${id}`, { index: 0, text: 'hi' })).statusCode).toBe(200);
    const stale = await user.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 1, text: 'late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
    expect(await texts(id)).toEqual(['hi', 'good morning', 'five six']);
  });

  it('names the field of the form the body chose: text, index, version of changes, or the three', async () => {
    const id = await seed();
    const call = (body: unknown) => user.call('PUT', `/api/up/transcript/${id}`, body);
    const noText = await call({ index: 0 });
    expectFieldError(noText, 'text');
    expect(noText.json().error).toMatch(/^text: /);
    expectFieldError(await call({ text: 'hello' }), 'index');
    expectFieldError(await call({ index: -1, text: 'hello' }), 'index');
    // The runs of `changes` are places in a version, so that form needs one.
    expectFieldError(await call({ changes: [] }), 'version');
    // So does the whole document: sent blind it would overwrite everything stored.
    expectFieldError(await call({ transcript: [] }), 'version');
    expectFieldError(await call({ version: 1, transcript: 'not a list' }), 'transcript');
    const none = await call({ version: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      error: 'Send one of the fields index, changes or transcript.',
      code: 'VALIDATION_ERROR',
      fields: ['index', 'changes', 'transcript'].map((field) => ({
        field,
        message: 'Send one of the fields index, changes or transcript.',
      })),
    });
    expect((await stored(id)).version).toBe(1);
  });
});

describe('speakers without a version', () => {
  it('PUT /api/up/speaker adds one to the current list; one already there is a 409', async () => {
    const id = await seed();
    const res = await user.call('PUT', `/api/up/speaker/${id}`, { speaker: 'Dee' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: EditorMessages.speakersUpdated, version: 2 });
    expect(await listNames(id)).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    const twice = await user.call('PUT', `/api/up/speaker/${id}`, { speaker: 'Dee' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'SPEAKER_EXISTS']);
    expectFieldError(await user.call('PUT', `/api/up/speaker/${id}`, {}), 'speaker');
    expect(await history(id)).toEqual([
      ['speakers', 2],
      ['original', 1],
    ]);
  });

  it('writes sent at once without a version take turns: none is lost', async () => {
    const id = await seed();
    const names = ['D1', 'D2', 'D3', 'D4', 'D5'];
    const answers = await Promise.all(names.map((speaker) => user.call('PUT', `/api/up/speaker/${id}`, { speaker })));
    expect(answers.map((res) => res.statusCode)).toEqual(names.map(() => 200));
    expect(answers.map((res) => res.json().version as number).sort()).toEqual([2, 3, 4, 5, 6]);
    expect((await listNames(id)).sort()).toEqual(['Ann', 'Bob', 'Cy', ...names]);
    expect((await stored(id)).version).toBe(6);
  });

  it('DELETE /api/up/speaker removes an unused one; an unknown name is a 400 naming speaker', async () => {
    const id = await seed();
    const res = await user.call('DELETE', `/api/up/speaker/${id}`, { speaker: 'Cy' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listNames(id)).toEqual(['Ann', 'Bob']);
    const gone = await user.call('DELETE', `/api/up/speaker/${id}`, { speaker: 'Cy' });
    expectFieldError(gone, 'speaker');
    expect(gone.json().error).toBe('There is no speaker named Cy.');
    const stale = await user.call('DELETE', `/api/up/speaker/${id}`, { version: 1, speaker: 'Bob' });
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
  });

  it('POST /api/up/update-speaker renames everywhere, or the paragraph at index', async () => {
    const id = await seed();
    const all = await user.call('POST', `/api/up/update-speaker/${id}`, {
      current_speaker: 'Ann',
      new_speaker: 'Anna',
      replace_all: true,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await speakersOf(id)).toEqual(['Anna', 'Bob', 'Anna']);
    const one = await user.call('POST', `/api/up/update-speaker/${id}`, {
      current_speaker: 'Bob',
      new_speaker: 'Robert',
      replace_all: false,
      index: 1,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ version: 3 });
    expect(await speakersOf(id)).toEqual(['Anna', 'Robert', 'Anna']);
  });

  it('update-speaker at an index no longer spoken by current_speaker is a 409 PARAGRAPH_CHANGED', async () => {
    const id = await seed();
    // Someone else gives paragraph 1 to Cy after this client read it as Bob's.
    const other = { current_speaker: 'Bob', new_speaker: 'Cy', replace_all: false, index: 1 };
    expect((await user.call('POST', `/api/up/update-speaker/${id}`, other)).statusCode).toBe(200);
    const late = await user.call('POST', `/api/up/update-speaker/${id}`, { ...other, new_speaker: 'Robert' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'Paragraph 1 is not spoken by Bob any more: it is spoken by Cy. Read it again.',
      code: 'PARAGRAPH_CHANGED',
    });
    expect(await speakersOf(id)).toEqual(['Ann', 'Cy', 'Ann']);
    // With the current version the same mismatch is the request's own mistake: a 400 naming the field.
    const versioned = await user.call('POST', `/api/up/update-speaker/${id}`, { ...other, version: 2 });
    expectFieldError(versioned, 'current_speaker');
    // And a stale version is refused before anything else.
    const stale = await user.call('POST', `/api/up/update-speaker/${id}`, {
      ...other,
      current_speaker: 'Cy',
      version: 1,
    });
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
  });

  it('update-speaker 400s name index and current_speaker', async () => {
    const id = await seed();
    const url = `/api/up/update-speaker/${id}`;
    expectFieldError(
      await user.call('POST', url, { current_speaker: 'Ann', new_speaker: 'X', replace_all: false }),
      'index',
    );
    expectFieldError(
      await user.call('POST', url, { current_speaker: 'Ann', new_speaker: 'X', replace_all: false, index: 9 }),
      'index',
    );
    expectFieldError(
      await user.call('POST', url, { current_speaker: 'Zed', new_speaker: 'X', replace_all: true }),
      'current_speaker',
    );
    expectFieldError(await user.call('POST', url, { current_speaker: 'Ann', new_speaker: 'X' }), 'replace_all');
    expect((await stored(id)).version).toBe(1);
  });
});

describe('POST /api/up/transcript/replace/:id {find, replace}', () => {
  it('replaces in the current transcript, again and again', async () => {
    const id = await seed();
    const url = `/api/up/transcript/replace/${id}`;
    const res = await user.call('POST', url, { find: 'good', replace: 'fine' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: EditorMessages.replacedAll, version: 2, replaced: 1 });
    expect(await texts(id)).toEqual(['hello there my friend', 'fine morning', 'five six']);
    const again = await user.call('POST', url, { find: 'fine', replace: 'grand' });
    expect(again.json()).toMatchObject({ version: 3, replaced: 1 });
    expect(await texts(id)).toEqual(['hello there my friend', 'grand morning', 'five six']);
    expect(await history(id)).toEqual([
      ['replace_all', 3],
      ['replace_all', 2],
      ['original', 1],
    ]);
    const stale = await user.call('POST', url, { version: 1, find: 'grand', replace: 'x' });
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 3 });
    expectFieldError(await user.call('POST', url, { find: '', replace: 'x' }), 'find');
    expectFieldError(await user.call('POST', url, { find: 'a' }), 'replace');
  });
});

describe('PUT /api/up/processed_data/:id {summary, chapters}', () => {
  it('replaces the summary and the chapters of the current transcript', async () => {
    const id = await seed();
    const url = `/api/up/processed_data/${id}`;
    const summary = await user.call('PUT', url, { summary: 'A greeting.' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({ success: EditorMessages.summaryUpdated, version: 2 });
    const chapters = [{ summary: 'Hello', timestamp: '0:00:00' }];
    const res = await user.call('PUT', url, { chapters });
    expect(res.json()).toMatchObject({ success: EditorMessages.chaptersUpdated, version: 3 });
    const pd = (await stored(id)).processed_data;
    expect([pd.abstract, pd.insights]).toEqual(['A greeting.', chapters]);
    expectFieldError(await user.call('PUT', url, {}), 'summary');
    expectFieldError(await user.call('PUT', url, { chapters: [{ summary: 'x' }] }), 'chapters.0.timestamp');
    const stale = await user.call('PUT', url, { version: 2, summary: 'late' });
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 3 });
  });
});

describe('comments without a version', () => {
  const commentsUrl = (id: string, item = 'p0') => `/api/enterprise/comments/${id}/transcript/${item}`;
  const newComment = (id: string) => ({
    docid: id,
    snippetId: 'p0',
    highlighted_text: 'there',
    start_pos: 6,
    end_pos: 11,
    comment: 'Check this name',
  });
  const commentsOf = async (id: string) => ((await stored(id)).snippets as Snippet[])[0]!.comments;

  it('adds, updates and deletes a comment with the specification’s fields', async () => {
    const id = await seed();
    const created = await user.call('POST', commentsUrl(id), newComment(id));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ success: EditorMessages.commentAdded, version: 2, snippet_id: 'p0' });
    const commentId = created.json().comment.id as string;
    expect((await commentsOf(id)).map((c) => [c.id, c.comment])).toEqual([[commentId, 'Check this name']]);

    const url = `${commentsUrl(id)}/comment/${commentId}`;
    const updated = await user.call('PUT', url, { _id: commentId, comment: 'Fixed' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ success: EditorMessages.commentUpdated, version: 3 });
    expect((await commentsOf(id)).map((c) => c.comment)).toEqual(['Fixed']);

    const deleted = await user.call('DELETE', url);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ success: EditorMessages.commentDeleted, version: 4 });
    expect(await commentsOf(id)).toEqual([]);
    expect(await history(id)).toEqual([
      ['comments', 4],
      ['original', 1],
    ]);

    // Gone: update and delete are 404s.
    expect((await user.call('PUT', url, { _id: commentId, comment: 'again' })).statusCode).toBe(404);
    const again = await user.call('DELETE', url);
    expect([again.statusCode, again.json().error]).toEqual([404, 'Comment not found.']);
  });

  it('a highlighted text no longer at start_pos..end_pos is a 409 PARAGRAPH_CHANGED', async () => {
    const id = await seed();
    // The paragraph was edited after this client read it: "there" is no longer at 6..11.
    expect(
      (await user.call('PUT', `/api/up/transcript/${id}`, { index: 0, text: 'hi there my friend' })).statusCode,
    ).toBe(200);
    const res = await user.call('POST', commentsUrl(id), newComment(id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'The paragraph\'s text from 6 to 11 is no longer "there": it changed since it was read. Read it again.',
      code: 'PARAGRAPH_CHANGED',
    });
    // Past the end of the paragraph as it is now, likewise.
    const past = await user.call('POST', commentsUrl(id, 'p1'), {
      ...newComment(id),
      highlighted_text: 'morning!',
      start_pos: 5,
      end_pos: 13,
    });
    expect([past.statusCode, past.json().code]).toEqual([409, 'PARAGRAPH_CHANGED']);
    // Where it is now, it is taken.
    const moved = await user.call('POST', commentsUrl(id), { ...newComment(id), start_pos: 3, end_pos: 8 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await commentsOf(id)).map((c) => c.highlighted_text)).toEqual(['there']);
  });

  it('a stale version is a 409 VERSION_CONFLICT; 400s name their fields', async () => {
    const id = await seed();
    expect((await user.call('POST', commentsUrl(id), newComment(id))).statusCode).toBe(200);
    const stale = await user.call('POST', commentsUrl(id), { ...newComment(id), version: 1 });
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
    const staleDelete = await user.call('DELETE', `${commentsUrl(id)}/comment/any?version=1`);
    expect(staleDelete.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
    expectFieldError(await user.call('POST', commentsUrl(id), { ...newComment(id), comment: ' ' }), 'comment');
    expectFieldError(
      await user.call('POST', commentsUrl(id), { ...newComment(id), start_pos: 11, end_pos: 6 }),
      'end_pos',
    );
    expectFieldError(await user.call('DELETE', `${commentsUrl(id)}/comment/any?version=two`), 'version');
  });
});

describe('enterprise calls without a version', () => {
  const call = (...args: Parameters<ReturnType<typeof as>>) => as(t)(...args);

  it('PUT /api/enterprise/workflow/:id/speakers {speakers} renames the current list by position', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { assignees: [p.reviewer.id] });
    const url = `/enterprise/workflow/${id}/speakers`;
    const res = await call(p.reviewer, 'PUT', url, { speakers: [{ name: 'Bob' }, { name: 'Ann' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: EditorMessages.speakersUpdated, version: 2 });
    expect(await speakersOf(id)).toEqual(['Bob', 'Ann', 'Bob']);
    const wrongCount = await call(p.reviewer, 'PUT', url, { speakers: [{ name: 'Solo' }] });
    expectFieldError(wrongCount, 'speakers');
    expectFieldError(await call(p.reviewer, 'PUT', url, {}), 'speakers');
    const stale = await call(p.reviewer, 'PUT', url, { version: 1, speakers: [{ name: 'X' }, { name: 'Y' }] });
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
  });

  it('POST /api/v2/enterprise/transcript/:id {tr, insights, keywords, speakers} replaces the current document', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { assignees: [p.reviewer.id], status: 'First_Review' });
    const snippets = (await stored(id)).snippets as Snippet[];
    const tr = snippets.map((s) => ({
      id: s.id.slice(0, 8),
      sp: s.speaker,
      st: s.start,
      e: s.end,
      w: s.words.map((w) => ({ t: w.text === 'welcome' ? 'goodbye' : w.text, st: w.start, e: w.end, c: w.confidence })),
    }));
    const url = `/v2/enterprise/transcript/${id}`;
    const chapters = [{ summary: 'Opening', timestamp: '0:00:00' }];
    const res = await call(p.reviewer, 'POST', url, {
      tr,
      insights: chapters,
      keywords: ['greeting'],
      speakers: [{ name: 'Ann' }, { name: 'Bob' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: EditorMessages.transcriptUpdated, version: 2 });
    const after = await stored(id);
    expect((after.snippets as Snippet[]).map(paragraphText)).toEqual([
      'hello and goodbye',
      'thanks for having me',
      'let us begin',
    ]);
    expect([after.processed_data.insights, after.processed_data.keywords]).toEqual([chapters, ['greeting']]);

    // Paragraph 2 merged away by someone else: a save naming it was made on an older document.
    const merged = await call(p.reviewer, 'POST', url, { tr: tr.slice(0, 2) });
    expect(merged.statusCode, merged.body).toBe(200);
    const late = await call(p.reviewer, 'POST', url, { tr });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PARAGRAPH_CHANGED');
    // With a version that is current, the same id is the request's mistake: a 400 naming it.
    expectFieldError(await call(p.reviewer, 'POST', url, { version: 3, tr }), 'tr.2.id');
    const stale = await call(p.reviewer, 'POST', url, { version: 2, tr: tr.slice(0, 2) });
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 3 });
    expectFieldError(await call(p.reviewer, 'POST', url, { tr: [{ ...tr[0], sp: 5 }] }), 'tr.0.sp');
  });
});
