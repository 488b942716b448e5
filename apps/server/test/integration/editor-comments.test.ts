import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorMessages, type Snippet } from '@scriptloom/contracts';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, seedFile, smallDoc, storedFile, storedTranscript } from '../support/editor-seed.js';

let t: TestApp;
let user: Awaited<ReturnType<typeof editorUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await editorUser(t);
});
afterAll(async () => {
  await t?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const seed = () =>
  seedFile(
    t,
    user.email,
    smallDoc([
      { speaker: 'Ann', text: 'hello there my friend' }, // 21 characters
      { speaker: 'Bob', text: 'good morning' },
    ]),
  );
const commentsUrl = (id: string, item = 'p0') => `/api/enterprise/comments/${id}/transcript/${item}`;
const newComment = { highlighted_text: 'there', start_pos: 6, end_pos: 11, comment: 'Check this name' };
const storedComments = async (id: string, index = 0) =>
  ((await storedTranscript(t, id)).snippets as Snippet[])[index]!.comments;

describe('POST /api/enterprise/comments/:doc/transcript/:item', () => {
  it('adds a comment with an id and the author to the paragraph', async () => {
    const id = await seed();
    const res = await user.call('POST', commentsUrl(id), { version: 1, ...newComment });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: EditorMessages.commentAdded,
      version: 2,
      snippet_id: 'p0',
      comment: { ...newComment, created_by: { first_name: 'Ada' } },
    });
    expect(body.comment.id).toMatch(UUID);
    expect(await storedComments(id)).toEqual([body.comment]);
    expect(await storedComments(id, 1)).toEqual([]);
  });

  it('a comment may end at the end of the paragraph text', async () => {
    const id = await seed();
    const res = await user.call('POST', commentsUrl(id), {
      version: 1,
      ...newComment,
      start_pos: 15,
      end_pos: 21,
      highlighted_text: 'friend',
    });
    expect(res.statusCode).toBe(200);
  });

  it('positions past the paragraph text or reversed are a 400', async () => {
    const id = await seed();
    for (const [start_pos, end_pos] of [
      [0, 22],
      [8, 7],
    ]) {
      const res = await user.call('POST', commentsUrl(id), { version: 1, ...newComment, start_pos, end_pos });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        "The comment must cover part of the paragraph's text: start_pos <= end_pos <= 21 (its length).",
      );
    }
    const negative = await user.call('POST', commentsUrl(id), { version: 1, ...newComment, start_pos: -1 });
    expect(negative.statusCode).toBe(400);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('an unknown paragraph is a 404', async () => {
    const id = await seed();
    const res = await user.call('POST', commentsUrl(id, 'nope'), { version: 1, ...newComment });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Paragraph not found.', code: 'NOT_FOUND' });
  });

  it('an empty comment is a 400 with the contract message', async () => {
    const id = await seed();
    const res = await user.call('POST', commentsUrl(id), { version: 1, ...newComment, comment: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('comment: Write a comment.');
  });
});

describe('PUT and DELETE /api/enterprise/comments/:doc/transcript/:item/comment/:commentId', () => {
  const withComment = async () => {
    const id = await seed();
    const created = (await user.call('POST', commentsUrl(id), { version: 1, ...newComment })).json();
    return { id, commentId: created.comment.id as string };
  };

  it('updates the comment text, keeping everything else', async () => {
    const { id, commentId } = await withComment();
    const res = await user.call('PUT', `${commentsUrl(id)}/comment/${commentId}`, { version: 2, comment: 'Fixed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: EditorMessages.commentUpdated,
      version: 3,
      snippet_id: 'p0',
      comment: { ...newComment, id: commentId, comment: 'Fixed' },
    });
    expect((await storedComments(id))[0]!.comment).toBe('Fixed');
  });

  it('deletes the comment', async () => {
    const { id, commentId } = await withComment();
    const res = await user.call('DELETE', `${commentsUrl(id)}/comment/${commentId}?version=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: EditorMessages.commentDeleted,
      version: 3,
      snippet_id: 'p0',
      comment: null,
    });
    expect(await storedComments(id)).toEqual([]);
  });

  it('an unknown comment is a 404, for update and delete', async () => {
    const { id } = await withComment();
    const put = await user.call('PUT', `${commentsUrl(id)}/comment/nope`, { version: 2, comment: 'x' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe('Comment not found.');
    const del = await user.call('DELETE', `${commentsUrl(id)}/comment/nope?version=2`);
    expect(del.statusCode).toBe(404);
    expect(del.json().error).toBe('Comment not found.');
  });

  it('a comment looked up under another paragraph is a 404', async () => {
    const { id, commentId } = await withComment();
    const res = await user.call('PUT', `${commentsUrl(id, 'p1')}/comment/${commentId}`, { version: 2, comment: 'x' });
    expect(res.statusCode).toBe(404);
  });

  it('delete with a stale version is a 409; without one it deletes from the current transcript', async () => {
    const { id, commentId } = await withComment();
    const stale = await user.call('DELETE', `${commentsUrl(id)}/comment/${commentId}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
    expect(await storedComments(id)).toHaveLength(1);
    const unversioned = await user.call('DELETE', `${commentsUrl(id)}/comment/${commentId}`);
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(unversioned.json().version).toBe(3);
    expect(await storedComments(id)).toEqual([]);
  });

  it('comments survive a paragraph edit that keeps their text', async () => {
    const { id } = await withComment();
    const res = await user.call('PUT', `/api/up/transcript/${id}`, {
      version: 2,
      index: 0,
      text: 'hello there my friends',
    });
    expect(res.statusCode).toBe(200);
    expect(await storedComments(id)).toHaveLength(1);
  });
});

describe('POST /api/up/complete/:id', () => {
  it('marks the file review-complete, and again is fine', async () => {
    const id = await seed();
    expect((await storedFile(t, id)).review_complete).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await user.call('POST', `/api/up/complete/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: EditorMessages.markedComplete, review_complete: true });
    }
    expect((await storedFile(t, id)).review_complete).toBe(true);
    // Not a transcript change: the version stays.
    expect((await storedTranscript(t, id)).version).toBe(1);
    const details = await user.call('GET', `/api/up/details/${id}`);
    expect(details.json().fb_doc.review_complete).toBe(true);
  });

  it('a file without a transcript yet is a 409', async () => {
    const id = await seedFile(t, user.email, null);
    const res = await user.call('POST', `/api/up/complete/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_TRANSCRIPT');
  });
});
