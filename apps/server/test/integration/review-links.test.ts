import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { schema } from '@scriptloom/db';
import type { Snippet } from '@scriptloom/contracts';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, seedFile, smallDoc, storedTranscript, type EditorUser } from '../support/editor-seed.js';
import { personas, type Personas } from '../support/enterprise.js';
import { as, seedWorkflow } from '../support/workflow-seed.js';

// Review links (docs/product.md#review-links): the owner's routes and the public ones of the
// person with the link, against the real app on a fresh database.

let t: TestApp;
let owner: EditorUser;
let other: EditorUser;
let cast: Personas;
beforeAll(async () => {
  t = await createTestApp();
  owner = await editorUser(t);
  other = await editorUser(t);
  cast = await personas(t);
});
afterAll(async () => {
  await t?.close();
});

const doc = () => ({
  ...smallDoc([
    { speaker: 'Ann', text: 'hello there my friend' },
    { speaker: 'Bob', text: 'good morning to you' },
  ]),
  processed_data: {
    abstract: 'Two people say hello.',
    headline: 'Greetings',
    insights: [{ summary: 'Hello', timestamp: '00:00:00' }],
  },
});

let addressCounter = 0;
/** Each test its own client address, so the per-address limits of one test never reach another. */
const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

/** A request of the person with the link: no account, from `ip`, with a passcode proof when given. */
const visit = (ip: string, method: InjectOptions['method'], url: string, payload?: unknown, proof?: string) =>
  t.request({
    method,
    url: `/api/v1/links/${url}`,
    remoteAddress: ip,
    headers: proof ? { 'x-link-proof': proof } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/s/') + 3);

async function makeLink(user: EditorUser, fileId: string, body: Record<string, unknown> = { access: 'comment' }) {
  const res = await user.call('POST', `/api/v1/up/share/${fileId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  const { id, url } = res.json() as { id: string; url: string };
  return { id, url, token: tokenOf(url) };
}

const NOT_FOUND = { error: 'This link does not exist or is no longer valid.', code: 'NOT_FOUND' };

describe('making, listing and revoking links', () => {
  it('answers {id, url}: the web page of a 256-bit token, of which only the SHA-256 is stored', async () => {
    const id = await seedFile(t, owner.email, doc());
    const link = await makeLink(owner, id);
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/s\/[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    const [row] = await t.runtime.database.db
      .select()
      .from(schema.reviewLinks)
      .where(eq(schema.reviewLinks.id, link.id));
    expect(row!.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    // Two links to one file are two different tokens.
    const second = await makeLink(owner, id, { access: 'view' });
    expect(second.token).not.toBe(link.token);
  });

  it('lists the links not revoked, newest first, with when each was last opened; revoking removes one', async () => {
    const id = await seedFile(t, owner.email, doc());
    const first = await makeLink(owner, id, { access: 'view' });
    const second = await makeLink(owner, id, {
      access: 'comment',
      passcode: 'open sesame',
      expires_at: '2099-01-01T00:00:00Z',
    });
    let list = (await owner.call('GET', `/api/v1/up/share/${id}`)).json();
    expect(list.items.map((l: { id: string }) => l.id)).toEqual([second.id, first.id]);
    expect(list.items[0]).toMatchObject({
      access: 'comment',
      has_passcode: true,
      expires_at: '2099-01-01T00:00:00.000Z',
      expired: false,
      last_opened_at: null,
    });
    expect(list.items[1]).toMatchObject({ access: 'view', has_passcode: false, expires_at: null });

    const before = Date.now();
    expect((await visit(newAddress(), 'GET', first.token)).statusCode).toBe(200);
    list = (await owner.call('GET', `/api/v1/up/share/${id}`)).json();
    expect(Date.parse(list.items[1].last_opened_at)).toBeGreaterThanOrEqual(before - 1000);

    const revoked = await owner.call('DELETE', `/api/v1/up/share/${id}/${first.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: 'Link revoked.' });
    list = (await owner.call('GET', `/api/v1/up/share/${id}`)).json();
    expect(list.items.map((l: { id: string }) => l.id)).toEqual([second.id]);
    expect((await owner.call('DELETE', `/api/v1/up/share/${id}/${first.id}`)).statusCode).toBe(404);
  });

  it('another user’s file answers as a missing one, for making, listing and revoking', async () => {
    const id = await seedFile(t, owner.email, doc());
    const link = await makeLink(owner, id);
    const missing = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      other.call('POST', `/api/v1/up/share/${id}`, { access: 'view' }),
      other.call('GET', `/api/v1/up/share/${id}`),
      other.call('DELETE', `/api/v1/up/share/${id}/${link.id}`),
      owner.call('POST', `/api/v1/up/share/${missing}`, { access: 'view' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'File not found.', code: 'NOT_FOUND' });
    }
    expect((await visit(newAddress(), 'GET', link.token)).statusCode).toBe(200);
  });

  it("a workflow's links are its organisation's admins' and QA's: a reviewer 403, another organisation 404", async () => {
    const id = await seedWorkflow(t, cast.admin, cast.orgId, { assignees: [cast.reviewer.id] });
    const call = as(t);
    expect((await call(cast.admin, 'POST', `/v1/up/share/${id}`, { access: 'view' })).statusCode).toBe(200);
    expect((await call(cast.qa, 'POST', `/v1/up/share/${id}`, { access: 'comment' })).statusCode).toBe(200);
    const reviewer = await call(cast.reviewer, 'POST', `/v1/up/share/${id}`, { access: 'view' });
    expect(reviewer.statusCode).toBe(403);
    expect((await call(cast.reviewer, 'GET', `/v1/up/share/${id}`)).statusCode).toBe(403);
    expect((await call(cast.outsider, 'POST', `/v1/up/share/${id}`, { access: 'view' })).statusCode).toBe(404);
    expect((await call(cast.personal, 'GET', `/v1/up/share/${id}`)).statusCode).toBe(404);
    expect((await call(cast.qa, 'GET', `/v1/up/share/${id}`)).json().items).toHaveLength(2);
  });

  it('refuses a bad request naming its field, and a file still processing', async () => {
    const id = await seedFile(t, owner.email, doc());
    const past = await owner.call('POST', `/api/v1/up/share/${id}`, {
      access: 'view',
      expires_at: '2001-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual([{ field: 'expires_at', message: 'expires_at must lie in the future.' }]);
    const access = await owner.call('POST', `/api/v1/up/share/${id}`, { access: 'edit' });
    expect(access.statusCode).toBe(400);
    expect(access.json().fields[0].field).toBe('access');
    const shortCode = await owner.call('POST', `/api/v1/up/share/${id}`, { access: 'view', passcode: 'abc' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().fields[0].field).toBe('passcode');
    const processing = await seedFile(t, owner.email, null);
    const early = await owner.call('POST', `/api/v1/up/share/${processing}`, { access: 'view' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NO_TRANSCRIPT');
  });
});

describe('opening a link', () => {
  it('shows the transcript, summary, chapters and a signed media URL without an account', async () => {
    const id = await seedFile(t, owner.email, doc());
    await t.runtime.database.db
      .update(schema.files)
      .set({ title: 'Morning show', playback_key: `users/x/files/${id}/audio.m4a` })
      .where(eq(schema.files.id, id));
    const link = await makeLink(owner, id, { access: 'view' });
    const res = await visit(newAddress(), 'GET', link.token);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      title: 'Morning show',
      access: 'view',
      can_decide: false,
      expires_at: null,
      version: 1,
      headline: 'Greetings',
      summary: 'Two people say hello.',
      chapters: [{ summary: 'Hello', timestamp: '00:00:00' }],
      speakers: [{ name: 'Ann' }, { name: 'Bob' }],
      video_url: null,
    });
    expect(view.media_url).toContain(encodeURIComponent(`users/x/files/${id}/audio.m4a`));
    expect(view.media_url).toMatch(/sig=/);
    expect(view.transcript.map((s: Snippet) => s.words.map((w) => w.text).join(' '))).toEqual([
      'hello there my friend',
      'good morning to you',
    ]);
    expect(view.transcript[0].words[1]).toMatchObject({ text: 'there', start: 0.5, end: 0.9 });
  });

  it('a revoked, expired, unknown or malformed link all get the same 404', async () => {
    const id = await seedFile(t, owner.email, doc());
    const revoked = await makeLink(owner, id);
    await owner.call('DELETE', `/api/v1/up/share/${id}/${revoked.id}`);
    const expired = await makeLink(owner, id, {
      access: 'view',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.runtime.database.db
      .update(schema.reviewLinks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.reviewLinks.id, expired.id));
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    const ip = newAddress();
    for (const token of [revoked.token, expired.token, unknown, 'not-a-token', `${revoked.token}x`]) {
      for (const [method, path, body] of [
        ['GET', token, undefined],
        [
          'POST',
          `${token}/comments`,
          { paragraph_id: 'p0', highlighted_text: 'there', start_pos: 6, end_pos: 11, comment: 'Hi', name: 'Cy' },
        ],
        ['POST', `${token}/decision`, { decision: 'approve', name: 'Cy' }],
        ['POST', `${token}/unlock`, { passcode: 'whatever' }],
      ] as const) {
        const res = await visit(ip, method, path, body);
        expect([token, path, res.statusCode]).toEqual([token, path, 404]);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    }
    // The expired link is still listed for its owner, marked expired, until revoked.
    const list = (await owner.call('GET', `/api/v1/up/share/${id}`)).json();
    expect(list.items.find((l: { id: string }) => l.id === expired.id)).toMatchObject({ expired: true });
  });

  it('a passcode link needs its passcode: the proof opens it, wrong passcodes are refused', async () => {
    const id = await seedFile(t, owner.email, doc());
    const link = await makeLink(owner, id, { access: 'comment', passcode: 'blue heron' });
    const ip = newAddress();
    const locked = await visit(ip, 'GET', link.token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ error: 'This link needs a passcode.', code: 'PASSCODE_REQUIRED' });
    const wrong = await visit(ip, 'POST', `${link.token}/unlock`, { passcode: 'grey heron' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('WRONG_PASSCODE');
    const unlocked = await visit(ip, 'POST', `${link.token}/unlock`, { passcode: 'blue heron' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const { proof, expires_at } = unlocked.json();
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());
    expect((await visit(ip, 'GET', link.token, undefined, proof)).statusCode).toBe(200);
    const comment = {
      paragraph_id: 'p1',
      highlighted_text: 'morning',
      start_pos: 5,
      end_pos: 12,
      comment: 'Nice',
      name: 'Cy',
    };
    expect((await visit(ip, 'POST', `${link.token}/comments`, comment)).statusCode).toBe(403);
    expect((await visit(ip, 'POST', `${link.token}/comments`, comment, proof)).statusCode).toBe(200);
    // A proof is of one link: another passcode link of the same file does not take it, nor a forged one.
    const another = await makeLink(owner, id, { access: 'view', passcode: 'blue heron' });
    expect((await visit(ip, 'GET', another.token, undefined, proof)).statusCode).toBe(403);
    const [exp] = proof.split('.');
    expect((await visit(ip, 'GET', link.token, undefined, `${exp}.${'0'.repeat(64)}`)).statusCode).toBe(403);
  });
});

describe('rate limits', () => {
  it('wrong passcodes: the link stops taking tries, even the right one, with Retry-After', async () => {
    const id = await seedFile(t, owner.email, doc());
    const link = await makeLink(owner, id, { access: 'view', passcode: 'kingfisher' });
    // Ten wrong tries (the per-link limit) from a few addresses, as a spread-out guesser would.
    for (let i = 0; i < 10; i++) {
      const res = await visit(newAddress(), 'POST', `${link.token}/unlock`, { passcode: `guess ${i}` });
      expect(res.statusCode).toBe(403);
    }
    const limited = await visit(newAddress(), 'POST', `${link.token}/unlock`, { passcode: 'kingfisher' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('requests per client address: guessing tokens runs out, another address is not slowed', async () => {
    const id = await seedFile(t, owner.email, doc());
    const link = await makeLink(owner, id, { access: 'view' });
    const guesser = newAddress();
    let answered = 0;
    for (;;) {
      const res = await visit(guesser, 'GET', Buffer.alloc(32, answered % 256).toString('base64url'));
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
      expect(res.statusCode).toBe(404);
      answered++;
      expect(answered).toBeLessThanOrEqual(120);
    }
    expect(answered).toBe(120);
    // The real link from the same address is refused too; from elsewhere it opens.
    expect((await visit(guesser, 'GET', link.token)).statusCode).toBe(429);
    expect((await visit(newAddress(), 'GET', link.token)).statusCode).toBe(200);
  });
});

describe('comments through a link', () => {
  const newComment = {
    paragraph_id: 'p0',
    highlighted_text: 'there',
    start_pos: 6,
    end_pos: 11,
    comment: 'Is this the right word?',
    name: 'Dana Client',
  };

  it('arrive for the owner in the document, by the typed name and marked as from the link', async () => {
    const id = await seedFile(t, owner.email, doc());
    const link = await makeLink(owner, id);
    const ip = newAddress();
    const res = await visit(ip, 'POST', `${link.token}/comments`, newComment);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: 'Comment added',
      version: 2,
      snippet_id: 'p0',
      comment: {
        comment: 'Is this the right word?',
        highlighted_text: 'there',
        start_pos: 6,
        end_pos: 11,
        created_by: { first_name: 'Dana Client' },
        via_link: true,
      },
    });
    // The owner's editor reads it from the file's details.
    const details = await owner.call('GET', `/api/up/details/${id}`);
    expect(details.statusCode).toBe(200);
    const transcript = details.json().es_doc.transcript as Snippet[];
    expect(transcript[0]!.comments).toEqual([body.comment]);
    // Kept in the version history as a comment save, like the editor's.
    const history = await t.runtime.database.db
      .select()
      .from(schema.transcriptVersions)
      .where(eq(schema.transcriptVersions.file_id, id))
      .orderBy(schema.transcriptVersions.version);
    expect(history.map((h) => h.kind)).toEqual(['original', 'comments']);
    // The person with the link sees comments made through links, not the team's own.
    await owner.call('POST', `/api/enterprise/comments/${id}/transcript/p1`, {
      version: 2,
      highlighted_text: 'good',
      start_pos: 0,
      end_pos: 4,
      comment: 'Team note',
    });
    const seen = (await visit(ip, 'GET', link.token)).json();
    expect(seen.transcript[0].comments.map((c: { id: string }) => c.id)).toEqual([body.comment.id]);
    expect(seen.transcript[1].comments).toEqual([]);
  });

  it("never overwrites the owner's edit made meanwhile: a changed paragraph is a 409", async () => {
    const id = await seedFile(t, owner.email, doc());
    const link = await makeLink(owner, id);
    const edit = await owner.call('PUT', `/api/up/transcript/${id}`, { index: 0, text: 'hello where my friend' });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await visit(newAddress(), 'POST', `${link.token}/comments`, newComment);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PARAGRAPH_CHANGED');
    const stored = await storedTranscript(t, id);
    const words = (stored.snippets as Snippet[])[0]!.words.map((w) => w.text).join(' ');
    expect(words).toBe('hello where my friend');
    expect((stored.snippets as Snippet[])[0]!.comments).toEqual([]);
  });

  it('a view link cannot comment; a comment needs a name and a place in the text', async () => {
    const id = await seedFile(t, owner.email, doc());
    const view = await makeLink(owner, id, { access: 'view' });
    const ip = newAddress();
    const refused = await visit(ip, 'POST', `${view.token}/comments`, newComment);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'This link lets you read the transcript but not comment.',
      code: 'LINK_NOT_ALLOWED',
    });
    const link = await makeLink(owner, id);
    const nameless = await visit(ip, 'POST', `${link.token}/comments`, { ...newComment, name: '  ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().fields[0]).toMatchObject({ field: 'name', message: 'Enter your name.' });
    const nowhere = await visit(ip, 'POST', `${link.token}/comments`, { ...newComment, paragraph_id: 'p9' });
    expect(nowhere.statusCode).toBe(404);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });
});

describe('decisions through a workflow link', () => {
  it("approve and request changes are lines of the workflow's history; the status stays", async () => {
    const id = await seedWorkflow(t, cast.admin, cast.orgId, { status: 'Compliance' });
    const call = as(t);
    const made = await call(cast.qa, 'POST', `/v1/up/share/${id}`, { access: 'view' });
    const token = tokenOf(made.json().url);
    const ip = newAddress();
    expect((await visit(ip, 'GET', token)).json().can_decide).toBe(true);
    const approve = await visit(ip, 'POST', `${token}/decision`, { decision: 'approve', name: 'Erin Buyer' });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toEqual({ success: 'Thank you: your approval was recorded.' });
    const changes = await visit(ip, 'POST', `${token}/decision`, {
      decision: 'request_changes',
      name: 'Erin Buyer',
      note: 'Fix the intro',
    });
    expect(changes.statusCode).toBe(200);
    const history = (await call(cast.admin, 'GET', `/enterprise/workflow/${id}/history`)).json().items;
    const decisions = history.filter((e: { action: string }) => e.action === 'link_decision');
    expect(decisions).toMatchObject([
      { actor: null, to: 'approve', via_link: { name: 'Erin Buyer', note: null } },
      { actor: null, to: 'request_changes', via_link: { name: 'Erin Buyer', note: 'Fix the intro' } },
    ]);
    const workflow = (await call(cast.admin, 'GET', `/enterprise/workflow/${id}`)).json();
    expect(workflow.workflow_status).toBe('Compliance');
    const bad = await visit(ip, 'POST', `${token}/decision`, { decision: 'maybe', name: 'Erin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('decision');
  });

  it("a personal file's link asks for no decision", async () => {
    const id = await seedFile(t, owner.email, doc());
    const link = await makeLink(owner, id);
    const res = await visit(newAddress(), 'POST', `${link.token}/decision`, { decision: 'approve', name: 'Erin' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'This link is not asking for a decision.', code: 'LINK_NOT_ALLOWED' });
  });
});
