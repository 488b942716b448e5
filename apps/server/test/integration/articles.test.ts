import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Article, ArticleGenerateInput, ArticleStatusResponse } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { InsightsError } from '@scriptloom/insights';
import { writeArticle } from '../../src/services/articles/write-article.js';
import { type TestApp } from '../support/test-app.js';
import { seedFile, editorSuite, type EditorUser } from '../support/editor-seed.js';
import { engineWith, gate, seedPodcast, useEngine } from '../support/insights-seed.js';

let t: TestApp;
let owner: EditorUser;
let other: EditorUser;
beforeAll(async () => ({ t, owner, other } = await editorSuite({}, 'hobbyist_monthly')));
afterAll(() => t?.close());

const REQUEST: ArticleGenerateInput = {
  inspiration: 'What happens to old electric car batteries',
  context: 'Readers of a technology newsletter',
  type: 'blog_post',
  format: 'sections',
  tone: 'conversational',
};

type User = typeof owner;
const seed = (who: User = owner) => seedPodcast(t, who.email, { queued: [] });
const generate = (who: User, fileId: string, body: object = REQUEST) =>
  who.call('POST', `/api/article/generate/${fileId}`, body);

/** Polls the status route as the article page does (faster), until the article is done. */
async function waitForArticle(who: User, id: string, timeoutMs = 25_000): Promise<ArticleStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await who.call('GET', `/api/article/status/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json() as ArticleStatusResponse;
    if (status.status === 'Processed' || status.status === 'Failed') return status;
    if (Date.now() > deadline) throw new Error(`article still ${status.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function withEngine<T>(overrides: Parameters<typeof engineWith>[1], body: () => Promise<T>): Promise<T> {
  const restore = useEngine(t, engineWith(t.runtime.ctx.insights(), overrides));
  try {
    return await body();
  } finally {
    restore();
  }
}

describe('articles', () => {
  it('are queued, written from the transcript, fetched, listed newest first and edited', async () => {
    const fileId = await seed();
    const res = await generate(owner, fileId);
    expect(res.statusCode, res.body).toBe(202);
    const { id, status } = res.json();
    expect(status).toBe('Queued');

    expect(await waitForArticle(owner, id)).toEqual({ id, status: 'Processed', error: null });
    const article = (await owner.call('GET', `/api/article/article/${id}`)).json() as Article;
    expect(article).toMatchObject({
      id,
      docId: fileId,
      status: 'Processed',
      ...REQUEST,
      error: null,
      engine: 'local',
    });
    expect(article.title?.trim()).toBeTruthy();
    expect(article.content?.trim().length).toBeGreaterThan(100);

    const second = await generate(owner, fileId, { type: 'recap', format: 'plain', tone: 'neutral' });
    expect(second.statusCode, second.body).toBe(202);
    await waitForArticle(owner, second.json().id);
    const list = (await owner.call('GET', `/api/article/${fileId}`)).json() as { items: Article[] };
    expect(list.items.map((a) => a.id)).toEqual([second.json().id, id]);
    expect(list.items[0]).toMatchObject({ inspiration: '', context: '', type: 'recap', status: 'Processed' });

    const edit = await owner.call('PUT', `/api/v1/up/processed_data/${fileId}/article`, {
      content: '# My edit\n\nBatteries.',
      article_id: id,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toEqual({
      success: 'Article has been updated',
      type: 'article',
      content: '# My edit\n\nBatteries.',
    });
    const edited = (await owner.call('GET', `/api/article/article/${id}`)).json() as Article;
    expect(edited.content).toBe('# My edit\n\nBatteries.');
    expect(edited.title).toBe(article.title);
  });

  it("are marked 'Failed' with the reason when the engine cannot write them", async () => {
    const fileId = await seed();
    const status = await withEngine(
      {
        article: async () => {
          throw new InsightsError('EMPTY_TRANSCRIPT', 'Nothing was said, so there is nothing to write about.');
        },
      },
      async () => {
        const res = await generate(owner, fileId);
        expect(res.statusCode, res.body).toBe(202);
        return waitForArticle(owner, res.json().id);
      },
    );
    expect(status).toMatchObject({
      status: 'Failed',
      error: 'Failed to generate article. Nothing was said, so there is nothing to write about.',
    });
    const edit = await owner.call('PUT', `/api/v1/up/processed_data/${fileId}/article`, {
      content: 'x',
      article_id: status.id,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('are retried after a retryable error, and fail on the last attempt', async () => {
    const fileId = await seed();
    const queued = await generate(owner, fileId);
    const id = queued.json().id as string;
    await waitForArticle(owner, id);
    // Run the job's handler directly on a queued copy (the queue's retry delay is long).
    const db = t.runtime.database.db;
    await db
      .update(schema.articles)
      .set({ status: 'Queued', title: null, content: null })
      .where(eq(schema.articles.id, id));
    let calls = 0;
    await withEngine(
      {
        article: async () => {
          calls++;
          throw new InsightsError('LLM_UNAVAILABLE', 'The language model server is not answering.', true);
        },
      },
      async () => {
        await expect(writeArticle(t.runtime.ctx, id, { isLastAttempt: false })).rejects.toThrow(/not answering/);
        expect((await owner.call('GET', `/api/article/status/${id}`)).json().status).toBe('Queued');
        await writeArticle(t.runtime.ctx, id, { isLastAttempt: true });
      },
    );
    expect(calls).toBe(2);
    expect((await owner.call('GET', `/api/article/status/${id}`)).json()).toEqual({
      id,
      status: 'Failed',
      error: 'Failed to generate article. The language model server is not answering.',
    });
  });

  it('are limited to 3 queued or being written per person at once', async () => {
    const fileId = await seed();
    const g = gate();
    await withEngine(
      {
        article: async () => {
          g.enter();
          await g.opened;
          return { title: 'Gated', content: 'Written after the gate opened.' };
        },
      },
      async () => {
        const ids: string[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await generate(owner, fileId);
          expect(res.statusCode, res.body).toBe(202);
          ids.push(res.json().id);
        }
        await g.reached;
        const refused = await generate(owner, fileId);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          code: 'RATE_LIMITED',
          error: 'You already have 3 articles being written. Please wait for one to finish before starting another.',
        });
        // The limit is per person.
        const theirs = await generate(other, await seed(other));
        expect(theirs.statusCode, theirs.body).toBe(202);

        g.open();
        for (const id of [...ids, theirs.json().id]) {
          const who = id === theirs.json().id ? other : owner;
          expect((await waitForArticle(who, id)).status).toBe('Processed');
        }
        expect((await generate(owner, fileId)).statusCode).toBe(202);
      },
    );
  });

  it('stop quietly when the file is deleted while one is being written', async () => {
    const fileId = await seed();
    const g = gate();
    const db = t.runtime.database.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, owner.email));
    const [row] = await db
      .insert(schema.articles)
      .values({ file_id: fileId, user_id: user!.id, type: 'news', format: 'plain', tone: 'neutral' })
      .returning();
    await withEngine(
      {
        article: async () => {
          g.enter();
          await g.opened;
          return { title: 'Late', content: 'Too late.' };
        },
      },
      async () => {
        const job = writeArticle(t.runtime.ctx, row!.id, { isLastAttempt: false });
        await g.reached;
        expect((await owner.call('GET', `/api/up/delete/${fileId}`)).statusCode).toBe(200);
        g.open();
        await expect(job).resolves.toBeUndefined();
      },
    );
    expect(await db.select().from(schema.articles).where(eq(schema.articles.file_id, fileId))).toEqual([]);
    expect((await owner.call('GET', `/api/article/status/${row!.id}`)).statusCode).toBe(404);
  });
});

describe('article access', () => {
  it('needs a token (401) on every route', async () => {
    const fileId = await seed();
    const id = (await generate(owner, fileId)).json().id;
    for (const [method, url, payload] of [
      ['POST', `/api/article/generate/${fileId}`, REQUEST],
      ['GET', `/api/article/status/${id}`],
      ['GET', `/api/article/article/${id}`],
      ['GET', `/api/article/${fileId}`],
    ] as const) {
      const res = await owner.call(method, url, payload, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    await waitForArticle(owner, id);
  });

  it("is a 404 for another user's file and article ids, and for ids that are not uuids", async () => {
    const fileId = await seed();
    const id = (await generate(owner, fileId)).json().id;
    await waitForArticle(owner, id);
    for (const [method, url, payload, error] of [
      ['POST', `/api/article/generate/${fileId}`, REQUEST, 'File not found.'],
      ['GET', `/api/article/status/${id}`, undefined, 'Article not found.'],
      ['GET', `/api/article/article/${id}`, undefined, 'Article not found.'],
      ['GET', `/api/article/${fileId}`, undefined, 'File not found.'],
      ['PUT', `/api/v1/up/processed_data/${fileId}/article`, { content: 'x', article_id: id }, 'File not found.'],
      ['GET', '/api/article/status/not-a-uuid', undefined, 'Article not found.'],
      ['GET', '/api/article/article/00000000-0000-4000-8000-000000000000', undefined, 'Article not found.'],
      ['GET', '/api/article/not-a-uuid', undefined, 'File not found.'],
    ] as const) {
      const res = await other.call(method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error, code: 'NOT_FOUND' });
    }
    // Nothing was queued for the other user.
    const db = t.runtime.database.db;
    expect(await db.select().from(schema.articles).where(eq(schema.articles.file_id, fileId))).toHaveLength(1);
  });

  it('is a 409 NO_TRANSCRIPT for a file still being processed', async () => {
    const fileId = await seedFile(t, owner.email, null);
    const res = await generate(owner, fileId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_TRANSCRIPT');
  });

  it('refuses bad requests with 400', async () => {
    const fileId = await seed();
    for (const body of [
      { ...REQUEST, type: 'poem' },
      { ...REQUEST, tone: undefined },
      { ...REQUEST, inspiration: 42 },
      { ...REQUEST, context: 'x'.repeat(5001) },
    ]) {
      const res = await generate(owner, fileId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const malformed = await t.request({
      method: 'POST',
      url: `/api/article/generate/${fileId}`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: '{"type": "news",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');
    expect((await owner.call('GET', `/api/article/${fileId}`)).json().items).toEqual([]);
  });
});
