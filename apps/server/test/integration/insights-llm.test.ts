import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleGenerateResponse } from '@scriptloom/contracts';
import { insightsConfigFromEnv } from '@scriptloom/insights';
// The llm engine's own test double: a real HTTP server speaking the OpenAI chat API, and a scripted
// model that answers each question from the transcript lines it is sent.
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../../../packages/insights/test/support/fake-openai-server.js';
import { scriptedModel } from '../../../../packages/insights/test/support/llm-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, onPlan } from '../support/editor-seed.js';
import { queueInsights, seedPodcast, waitForInsights } from '../support/insights-seed.js';

let server: FakeOpenAiServer;
let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;

beforeAll(async () => {
  server = await startFakeOpenAiServer(scriptedModel());
  // Configured as a person would: the same environment variables, read by the same code.
  const insights = insightsConfigFromEnv({
    INSIGHTS_ENGINE: 'llm',
    LLM_BASE_URL: server.baseUrl,
    LLM_MODEL: 'podcast-writer',
    LLM_API_KEY: 'sk-integration',
  } as NodeJS.ProcessEnv);
  t = await createTestApp({ insights });
  owner = await editorUser(t);
  // Written content (show notes, posts, captions, articles) is for Hobbyist and up.
  await onPlan(t, owner.email, 'hobbyist_monthly');
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe('the llm engine chosen by configuration', () => {
  it('writes every kind through the OpenAI-compatible server', async () => {
    const fileId = await seedPodcast(t, owner.email);
    await queueInsights(t, fileId);
    const done = await waitForInsights(owner.call, fileId);
    expect(done.engine).toBe('llm');
    for (const run of done.runs) expect(run, run.kind).toMatchObject({ status: 'processed', engine: 'llm' });
    expect(done.processed_data.abstract?.trim()).toBeTruthy();
    expect(done.processed_data.insights.length).toBeGreaterThan(0);
    expect(done.contents.quotes.length).toBeGreaterThan(0);

    expect(server.requests.length).toBeGreaterThanOrEqual(8);
    for (const request of server.requests) {
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.body.model).toBe('podcast-writer');
      expect(request.headers.authorization).toBe('Bearer sk-integration');
    }
  });

  it('writes an article with it', async () => {
    const fileId = await seedPodcast(t, owner.email, { queued: [] });
    const asked = (
      await owner.call('POST', `/api/article/generate/${fileId}`, {
        inspiration: 'batteries',
        type: 'news',
        format: 'plain',
        tone: 'professional',
      })
    ).json() as ArticleGenerateResponse;
    let article: Article | null = null;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      article = (await owner.call('GET', `/api/article/article/${asked.id}`)).json() as Article;
      if (article.status === 'Processed' || article.status === 'Failed') break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(article).toMatchObject({ status: 'Processed', engine: 'llm' });
    expect(article!.content?.trim()).toBeTruthy();
    const prompt = JSON.stringify(server.requests.at(-1)!.body.messages);
    expect(prompt).toContain('batteries');
    expect(prompt).toMatch(/news/i);
  });
});
