import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, seedFile } from '../support/editor-seed.js';
import { seedPodcast } from '../support/insights-seed.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;
let other: Awaited<ReturnType<typeof editorUser>>;
let fileId: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([editorUser(t), editorUser(t)]);
  // A processed file without insights (none queued): a transcript, but no chapters.
  fileId = await seedPodcast(t, owner.email, { queued: [] });
});
afterAll(async () => {
  await t?.close();
});

const exportUrl = (id: string, query: string) => `/api/v2/up/export/${id}?${query}`;

describe('export errors are JSON {error, code}', () => {
  it('is 401 without a session', async () => {
    const res = await owner.call('GET', exportUrl(fileId, 'format=txt'), undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("is 404 for another user's file, an unknown id and an id that is not one", async () => {
    for (const id of [fileId, '3f0c1a52-9d7e-4b8a-a1c2-000000000000']) {
      const res = await other.call('GET', exportUrl(id, 'format=txt'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'File not found.', code: 'NOT_FOUND' });
    }
    const res = await owner.call('GET', exportUrl('not-a-uuid', 'format=txt'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'File not found.', code: 'NOT_FOUND' });
  });

  it('is 409 NO_TRANSCRIPT while the file has no transcript', async () => {
    const id = await seedFile(t, owner.email, null);
    const res = await owner.call('GET', exportUrl(id, 'format=pdf'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This file has no transcript yet. Export it once processing has finished.',
      code: 'NO_TRANSCRIPT',
    });
  });

  it.each([
    ['format=exe', 'format'],
    ['', 'format'],
    ['format=txt&parts=summary,bogus', 'unknown part: bogus'],
    ['format=srt&max_chars_per_line=5', 'max_chars_per_line'],
    ['format=srt&max_lines_per_cue=9', 'max_lines_per_cue'],
    ['format=srt&max_cue_seconds=abc', 'max_cue_seconds'],
    ['format=txt&speakers=maybe', 'speakers'],
  ])('is 400 VALIDATION_ERROR for %s, naming what is wrong', async (query, named) => {
    const res = await owner.call('GET', exportUrl(fileId, query));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toContain(named);
  });

  it.each(['podcast-chapters', 'youtube-chapters'])(
    'is 409 NO_CHAPTERS for %s of a file with no chapters',
    async (format) => {
      const res = await owner.call('GET', exportUrl(fileId, `format=${format}`));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This file has no chapters yet.', code: 'NO_CHAPTERS' });
    },
  );

  it('still exports the transcript of a file with no insights, listing nothing it lacks as present', async () => {
    const res = await owner.call('GET', exportUrl(fileId, 'format=json&parts=summary,chapters'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.paragraphs.length).toBeGreaterThan(0);
    expect(body.summary ?? null).toBeNull();
    expect(body.chapters ?? []).toEqual([]);
  });
});

describe('API description', () => {
  it('documents the export routes in /api/docs, with the query options', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs' })).json();
    const exportRoute = doc.paths['/api/v2/up/export/{id}'].get;
    const names = exportRoute.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['id', 'format', 'speakers', 'parts', 'max_chars_per_line']));
    expect(doc.paths).toHaveProperty(['/api/up/bulk-download']);
    expect(doc.paths).toHaveProperty(['/api/up/bulk-download/zip']);
  });
});
