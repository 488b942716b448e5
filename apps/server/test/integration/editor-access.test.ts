import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { paragraphText } from '@scriptloom/transcript';
import type { Snippet } from '@scriptloom/contracts';
import { type TestApp } from '../support/test-app.js';
import { seedFile, smallDoc, storedTranscript, editorSuite, type EditorUser } from '../support/editor-seed.js';

let t: TestApp;
let owner: EditorUser;
let other: EditorUser;
beforeAll(async () => ({ t, owner, other } = await editorSuite()));
afterAll(() => t?.close());

const seed = () =>
  seedFile(
    t,
    owner.email,
    smallDoc([
      { speaker: 'Ann', text: 'one two three' },
      { speaker: 'Bob', text: 'four five six' },
    ]),
  );

interface RouteCase {
  name: string;
  method: InjectOptions['method'];
  url: (id: string, v: number) => string;
  /** A valid body (or query) for version `v`; undefined: the route takes none. */
  body?: (v: number) => object;
  versioned: boolean;
}

/** Every editor route with a request that would succeed on a fresh seed at version 1. */
const ROUTES: RouteCase[] = [
  {
    name: 'save paragraph',
    method: 'PUT',
    url: (id) => `/api/up/transcript/${id}`,
    body: (v) => ({ version: v, index: 0, text: 'one 2 three' }),
    versioned: true,
  },
  {
    name: 'save document',
    method: 'PUT',
    url: (id) => `/api/up/transcript/${id}`,
    body: (v) => ({ version: v, transcript: [] }),
    versioned: true,
  },
  {
    name: 'replace all',
    method: 'POST',
    url: (id) => `/api/up/transcript/replace/${id}`,
    body: (v) => ({ version: v, find: 'two', replace: '2' }),
    versioned: true,
  },
  {
    name: 'add speaker',
    method: 'PUT',
    url: (id) => `/api/up/speaker/${id}`,
    body: (v) => ({ version: v, speaker: 'Cy' }),
    versioned: true,
  },
  {
    name: 'remove speaker',
    method: 'DELETE',
    url: (id) => `/api/up/speaker/${id}`,
    body: (v) => ({ version: v, speaker: 'Nobody' }),
    versioned: true,
  },
  {
    name: 'update speaker',
    method: 'POST',
    url: (id) => `/api/up/update-speaker/${id}`,
    body: (v) => ({ version: v, current_speaker: 'Ann', new_speaker: 'Anne', replace_all: true }),
    versioned: true,
  },
  {
    name: 'processed data',
    method: 'PUT',
    url: (id) => `/api/up/processed_data/${id}`,
    body: (v) => ({ version: v, summary: 'S' }),
    versioned: true,
  },
  {
    name: 'add comment',
    method: 'POST',
    url: (id) => `/api/enterprise/comments/${id}/transcript/p0`,
    body: (v) => ({ version: v, highlighted_text: 'one', start_pos: 0, end_pos: 3, comment: 'c' }),
    versioned: true,
  },
  {
    name: 'update comment',
    method: 'PUT',
    url: (id) => `/api/enterprise/comments/${id}/transcript/p0/comment/c1`,
    body: (v) => ({ version: v, comment: 'c' }),
    versioned: true,
  },
  {
    name: 'delete comment',
    method: 'DELETE',
    url: (id, v) => `/api/enterprise/comments/${id}/transcript/p0/comment/c1?version=${v}`,
    versioned: true,
  },
  { name: 'complete', method: 'POST', url: (id) => `/api/up/complete/${id}`, versioned: false },
];

describe.each(ROUTES)('$method $name', (route) => {
  const send = (who: typeof owner, id: string, v = 1, headers?: Record<string, string>) =>
    who.call(route.method, route.url(id, v), route.body?.(v), headers);

  it('needs a token (401)', async () => {
    const id = await seed();
    const res = await send(owner, id, 1, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it("is a 404 on another user's file, and changes nothing", async () => {
    const id = await seed();
    const res = await send(other, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'File not found.', code: 'NOT_FOUND' });
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('is a 404 for an id that is not a uuid, or no file', async () => {
    expect((await send(owner, 'not-a-uuid')).statusCode).toBe(404);
    const missing = await send(owner, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('File not found.');
  });

  it('is a 409 NO_TRANSCRIPT while the file has no transcript', async () => {
    const id = await seedFile(t, owner.email, null);
    const res = await send(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This file has no transcript yet. Edit it once processing has finished.',
      code: 'NO_TRANSCRIPT',
    });
  });

  it.runIf(route.versioned)('is a 409 VERSION_CONFLICT with current_version when stale', async () => {
    const id = await seed();
    const bump = await owner.call('PUT', `/api/up/processed_data/${id}`, { version: 1, summary: 'moved on' });
    expect(bump.json().version).toBe(2);
    for (const stale of [1, 3]) {
      const res = await send(owner, id, stale);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'This transcript was changed elsewhere since you opened it.',
        code: 'VERSION_CONFLICT',
        current_version: 2,
      });
    }
    expect((await storedTranscript(t, id)).version).toBe(2);
  });
});

describe('bad input', () => {
  it('malformed JSON is a 400 MALFORMED_JSON', async () => {
    const id = await seed();
    const res = await t.request({
      method: 'PUT',
      url: `/api/up/transcript/${id}`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: '{"version": 1, "index": 0,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MALFORMED_JSON');
  });

  it('wrong types are a 400 VALIDATION_ERROR', async () => {
    const id = await seed();
    for (const body of [
      { version: '1', speaker: 'X' },
      { version: 1.5, speaker: 'X' },
      { version: 1, speaker: 42 },
    ]) {
      const res = await owner.call('PUT', `/api/up/speaker/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const replace = await owner.call('POST', `/api/up/transcript/replace/${id}`, { version: 1, find: 'x', replace: 3 });
    expect(replace.statusCode).toBe(400);
    expect(replace.json().code).toBe('VALIDATION_ERROR');
    // version is optional (docs/product.md#versions-and-saving), but one sent must be a whole number.
    const badVersion = await owner.call('PUT', `/api/up/processed_data/${id}`, { version: 'one', summary: 'x' });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().error).toMatch(/^version:/);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });
});

describe('concurrent saves', () => {
  it('two saves from the same version: exactly one wins, the other gets 409 and nothing is lost', async () => {
    const id = await seed();
    const [a, b] = await Promise.all([
      owner.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 0, text: 'one two three four' }),
      owner.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 1, text: 'four five six seven' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(winner.json().version).toBe(2);
    expect(loser.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });

    const stored = await storedTranscript(t, id);
    expect(stored.version).toBe(2);
    expect((stored.snippets as Snippet[]).map(paragraphText)).toEqual(
      winner === a ? ['one two three four', 'four five six'] : ['one two three', 'four five six seven'],
    );

    // The loser reloads the current version and saves again.
    const retry = await owner.call('PUT', `/api/up/transcript/${id}`, {
      version: loser.json().current_version,
      index: winner === a ? 1 : 0,
      text: winner === a ? 'four five six seven' : 'one two three four',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().version).toBe(3);
    expect(((await storedTranscript(t, id)).snippets as Snippet[]).map(paragraphText)).toEqual([
      'one two three four',
      'four five six seven',
    ]);
  });

  it('many different writes from one version: one wins, every other one is a 409', async () => {
    const id = await seed();
    const results = await Promise.all(
      ROUTES.filter((r) => r.versioned && r.body && r.name !== 'remove speaker' && r.name !== 'update comment').map(
        (r) => owner.call(r.method, r.url(id, 1), r.body!(1)),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(codes.length - 1);
    expect((await storedTranscript(t, id)).version).toBe(2);
  });
});
