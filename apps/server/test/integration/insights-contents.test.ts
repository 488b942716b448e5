import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { CONTENT_LABELS, type ContentType, type InsightsResponse } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { type TestApp } from '../support/test-app.js';
import { seedFile, storedTranscript, editorSuite, type EditorUser } from '../support/editor-seed.js';
import { seedPodcast } from '../support/insights-seed.js';

let t: TestApp;
let owner: EditorUser;
let other: EditorUser;
beforeAll(async () => ({ t, owner, other } = await editorSuite({}, 'hobbyist_monthly')));
afterAll(() => t?.close());

/** A processed file with no insight runs (none queued, so no job changes it during a test). */
const seed = () => seedPodcast(t, owner.email, { queued: [] });

/** A written article of the file, stored directly (articles.test.ts covers writing them). */
async function seedArticle(fileId: string, userEmail = owner.email, title = 'Batteries') {
  const db = t.runtime.database.db;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, userEmail));
  const [row] = await db
    .insert(schema.articles)
    .values({
      file_id: fileId,
      user_id: user!.id,
      status: 'Processed',
      type: 'blog_post',
      format: 'plain',
      tone: 'neutral',
      title,
      content: 'Old content.',
      engine: 'local',
    })
    .returning();
  return row!;
}

const getInsights = async (id: string) =>
  (await owner.call('GET', `/api/up/insights/${id}`)).json() as InsightsResponse;

describe('editing written contents', () => {
  it.each([
    ['show_notes', 'Show notes text has been updated'],
    ['tweet', 'Tweet list has been updated'],
    ['caption', 'Caption list has been updated'],
  ] as const)('saves %s with a success message that agrees with its subject', async (type, success) => {
    const id = await seed();
    const content = type === 'show_notes' ? '## Notes\n\n- batteries' : 'First post\n\nSecond post';
    const res = await owner.call('PUT', `/api/v1/up/processed_data/${id}/${type}`, { content });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success, type, content });
    const after = await getInsights(id);
    expect(after.contents[type]).toBe(content);
    // Contents live beside the versioned document: the editor's version is not moved.
    expect(after.transcript_version).toBe(1);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('uses the product labels', () => {
    expect(['show_notes', 'tweet', 'caption', 'article'].map((k) => CONTENT_LABELS[k as ContentType])).toEqual([
      'Show notes',
      'Tweets',
      'Captions',
      'Article',
    ]);
  });

  it('allows clearing a text, and keeps the other texts', async () => {
    const id = await seed();
    await owner.call('PUT', `/api/v1/up/processed_data/${id}/tweet`, { content: 'A tweet' });
    await owner.call('PUT', `/api/v1/up/processed_data/${id}/caption`, { content: 'A caption' });
    const res = await owner.call('PUT', `/api/v1/up/processed_data/${id}/tweet`, { content: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe('Tweet list has been updated');
    const after = await getInsights(id);
    expect(after.contents).toMatchObject({ tweet: '', caption: 'A caption', show_notes: null, quotes: [] });
  });

  it('edits the named article, or else the newest written one', async () => {
    const id = await seed();
    const older = await seedArticle(id, owner.email, 'Older');
    const newer = await seedArticle(id, owner.email, 'Newer');

    const named = await owner.call('PUT', `/api/v1/up/processed_data/${id}/article`, {
      content: '# Edited older',
      article_id: older.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual({ success: 'Article has been updated', type: 'article', content: '# Edited older' });
    const latest = await owner.call('PUT', `/api/v1/up/processed_data/${id}/article`, { content: '# Edited newest' });
    expect(latest.statusCode, latest.body).toBe(200);

    const olderNow = (await owner.call('GET', `/api/article/article/${older.id}`)).json();
    const newerNow = (await owner.call('GET', `/api/article/article/${newer.id}`)).json();
    expect(olderNow.content).toBe('# Edited older');
    expect(newerNow.content).toBe('# Edited newest');
  });

  it('is a 404 for an article edit when there is none, or it is not of this file', async () => {
    const id = await seed();
    const none = await owner.call('PUT', `/api/v1/up/processed_data/${id}/article`, { content: 'x' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('This file has no written article to edit yet.');

    const elsewhere = await seedArticle(await seed());
    const wrongFile = await owner.call('PUT', `/api/v1/up/processed_data/${id}/article`, {
      content: 'x',
      article_id: elsewhere.id,
    });
    expect(wrongFile.statusCode).toBe(404);
    expect(wrongFile.json()).toEqual({ error: 'Article not found.', code: 'NOT_FOUND' });
  });

  it('keeps the summary and chapters edits of the editor working, next to generated fields', async () => {
    const id = await seed();
    await owner.call('PUT', `/api/v1/up/processed_data/${id}/show_notes`, { content: 'Notes' });
    const summary = await owner.call('PUT', `/api/up/processed_data/${id}`, { version: 1, summary: 'Edited summary.' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().success).toBe('summary updated');
    const chapters = await owner.call('PUT', `/api/up/processed_data/${id}`, {
      version: 2,
      chapters: [{ summary: 'Start', timestamp: '0:00:00' }],
    });
    expect(chapters.statusCode, chapters.body).toBe(200);
    const after = await getInsights(id);
    expect(after.processed_data).toMatchObject({
      abstract: 'Edited summary.',
      insights: [{ summary: 'Start', timestamp: '0:00:00' }],
    });
    expect(after.contents.show_notes).toBe('Notes');
    expect(after.transcript_version).toBe(3);
    // Kinds without a run read from the data: the edited summary and chapters count as written.
    const status = Object.fromEntries(after.runs.map((r) => [r.kind, r]));
    expect(status.summary).toMatchObject({ status: 'processed', error: null });
    expect(status.chapters).toMatchObject({ status: 'processed' });
    expect(status.show_notes).toMatchObject({ status: 'processed' });
    expect(status.quotes).toMatchObject({
      status: 'failed',
      error: 'Not generated for this file yet. Regenerate to write it.',
    });
  });
});

interface RouteCase {
  name: string;
  method: InjectOptions['method'];
  url: (id: string) => string;
  body?: object;
}

const ROUTES: RouteCase[] = [
  { name: 'read insights', method: 'GET', url: (id) => `/api/up/insights/${id}` },
  {
    name: 'regenerate',
    method: 'POST',
    url: (id) => `/api/up/insights/${id}/regenerate`,
    body: { kinds: ['keywords'] },
  },
  {
    name: 'edit show notes',
    method: 'PUT',
    url: (id) => `/api/v1/up/processed_data/${id}/show_notes`,
    body: { content: 'x' },
  },
];

describe.each(ROUTES)('$method $name', (route) => {
  const send = (who: typeof owner, id: string, headers?: Record<string, string>) =>
    who.call(route.method, route.url(id), route.body, headers);

  it('needs a token (401)', async () => {
    const res = await send(owner, await seed(), {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it("is a 404 on another user's file, and changes nothing", async () => {
    const id = await seed();
    const before = await storedTranscript(t, id);
    const res = await send(other, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'File not found.', code: 'NOT_FOUND' });
    const after = await storedTranscript(t, id);
    expect(after.contents).toEqual(before.contents);
    const runs = await t.runtime.database.db
      .select()
      .from(schema.insightRuns)
      .where(eq(schema.insightRuns.file_id, id));
    expect(runs).toEqual([]);
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
      error: 'This file has no transcript yet. Insights are written once processing has finished.',
      code: 'NO_TRANSCRIPT',
    });
  });
});

describe('bad input', () => {
  it('an unknown content type is a 400', async () => {
    const id = await seed();
    const res = await owner.call('PUT', `/api/v1/up/processed_data/${id}/poem`, { content: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().error).toMatch(/^type:/);
  });

  it('malformed JSON is a 400 MALFORMED_JSON', async () => {
    const id = await seed();
    for (const url of [`/api/v1/up/processed_data/${id}/tweet`, `/api/up/insights/${id}/regenerate`]) {
      const res = await t.request({
        method: url.includes('regenerate') ? 'POST' : 'PUT',
        url,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        payload: '{"content": "x",',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('MALFORMED_JSON');
    }
  });

  it('wrong types are a 400 VALIDATION_ERROR, and change nothing', async () => {
    const id = await seed();
    for (const body of [{ content: 42 }, {}, { content: 'x', article_id: 'nope' }]) {
      const res = await owner.call('PUT', `/api/v1/up/processed_data/${id}/show_notes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    for (const body of [{ kinds: [] }, { kinds: ['poems'] }, { kinds: 'summary' }, {}]) {
      const res = await owner.call('POST', `/api/up/insights/${id}/regenerate`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await getInsights(id)).contents.show_notes).toBeNull();
  });
});
