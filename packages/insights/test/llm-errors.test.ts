import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmEngine } from '../src/llm/llm-engine.js';
import { EMPTY_CONTEXT, InsightsError } from '../src/types.js';
import { lastUserOf, startFakeOpenAiServer, type FakeOpenAiServer } from './support/fake-openai-server.js';
import { llmConfig, loadSource } from './support/llm-fixtures.js';

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

const source = loadSource('podcast-2spk');
const engine = (overrides = {}) => createLlmEngine(llmConfig(server.baseUrl, overrides), { retryBackoffMs: 0 });
const good = JSON.stringify({ abstract: 'About batteries.', headline: 'Batteries' });

async function failure(promise: Promise<unknown>): Promise<InsightsError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InsightsError);
  return err as InsightsError;
}

describe('llm engine, answers that cannot be used', () => {
  it('asks again after invalid JSON, showing the model its answer and what was wrong', async () => {
    server.setHandler((_, i) => (i === 0 ? '{"abstract": "About batteries.", "headline": ' : good));
    expect(await engine().generate('summary', source, EMPTY_CONTEXT)).toEqual({
      abstract: 'About batteries.',
      headline: 'Batteries',
    });
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2]!.content).toBe('{"abstract": "About batteries.", "headline": ');
    expect(lastUserOf(server.requests[1]!)).toMatch(/cannot be used: the JSON is not valid/);
  });

  it('asks again when the JSON misses a field, naming it', async () => {
    server.setHandler((_, i) => (i === 0 ? '{"abstract": "About batteries."}' : good));
    await engine().generate('summary', source, EMPTY_CONTEXT);
    expect(lastUserOf(server.requests[1]!)).toContain('headline');
  });

  it('reads JSON inside fences and prose, and after a <think> block', async () => {
    server.setHandler(() => `<think>{"no": 1}</think>Here you are:\n\`\`\`json\n${good}\n\`\`\`\nHope that helps.`);
    expect(await engine().generate('summary', source, EMPTY_CONTEXT)).toEqual({
      abstract: 'About batteries.',
      headline: 'Batteries',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up with LLM_BAD_OUTPUT (not retryable) after maxRetries more attempts', async () => {
    server.setHandler(() => 'I think this episode is about batteries.');
    const err = await failure(engine({ maxRetries: 2 }).generate('summary', source, EMPTY_CONTEXT));
    expect(err.code).toBe('LLM_BAD_OUTPUT');
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('test-model');
    expect(err.message).toContain('after 3 attempts');
    expect(server.requests).toHaveLength(3);
  });

  it('asks again when no quote is found in the transcript, then gives none rather than invented ones', async () => {
    server.setHandler(() => JSON.stringify({ quotes: [{ text: 'We will open a factory on the moon next year.' }] }));
    expect(await engine({ maxRetries: 1 }).generate('quotes', source, EMPTY_CONTEXT)).toEqual([]);
    expect(server.requests).toHaveLength(2);
    expect(lastUserOf(server.requests[1]!)).toContain('word for word');
  });
});

describe('llm engine, server failures', () => {
  it('maps a 500 to LLM_UNAVAILABLE (retryable) after retrying, naming the server and never the key', async () => {
    server.setHandler(() => ({ status: 500, error: { error: { message: 'model crashed (key sk-test-secret-key)' } } }));
    const err = await failure(engine({ maxRetries: 1 }).generate('summary', source, EMPTY_CONTEXT));
    expect(err.code).toBe('LLM_UNAVAILABLE');
    expect(err.retryable).toBe(true);
    expect(err.message).toContain(server.baseUrl);
    expect(err.message).toContain('HTTP 500');
    expect(err.message).toContain('model crashed');
    expect(err.message).not.toContain('sk-test-secret-key');
    expect(server.requests).toHaveLength(2);
  });

  it('succeeds when a retry after a 500 works; HTTP and validation retries share one count', async () => {
    server.setHandler((_, i) => (i === 0 ? { status: 503 } : i === 1 ? 'not json' : good));
    expect(await engine({ maxRetries: 2 }).generate('summary', source, EMPTY_CONTEXT)).toMatchObject({
      headline: 'Batteries',
    });
    expect(server.requests).toHaveLength(3);
    server.requests.length = 0;
    server.setHandler((_, i) => (i === 0 ? { status: 503 } : 'not json'));
    expect((await failure(engine({ maxRetries: 1 }).generate('summary', source, EMPTY_CONTEXT))).code).toBe(
      'LLM_BAD_OUTPUT',
    );
    expect(server.requests).toHaveLength(2);
  });

  it('maps a 429 to LLM_UNAVAILABLE, retryable', async () => {
    server.setHandler(() => ({ status: 429, headers: { 'retry-after': '0' } }));
    const err = await failure(engine({ maxRetries: 0 }).generate('summary', source, EMPTY_CONTEXT));
    expect(err).toMatchObject({ code: 'LLM_UNAVAILABLE', retryable: true });
    expect(err.message).toContain('HTTP 429');
  });

  it('does not retry a refused key, and says which setting to check', async () => {
    server.setHandler((request) =>
      request.headers.authorization === 'Bearer right-key'
        ? good
        : { status: 401, error: { error: { message: 'bad key' } } },
    );
    const err = await failure(
      engine({ maxRetries: 2, apiKey: 'wrong-key' }).generate('summary', source, EMPTY_CONTEXT),
    );
    expect(err).toMatchObject({ code: 'LLM_UNAVAILABLE', retryable: false });
    expect(err.message).toContain('LLM_API_KEY');
    expect(err.message).not.toContain('wrong-key');
    expect(server.requests).toHaveLength(1);
    expect(await engine({ apiKey: 'right-key' }).generate('summary', source, EMPTY_CONTEXT)).toMatchObject({
      headline: 'Batteries',
    });
  });

  it('says to check the model when the server answers 404', async () => {
    server.setHandler(() => ({ status: 404, error: { error: { message: 'model "nope" not found' } } }));
    const err = await failure(engine({ model: 'nope' }).generate('summary', source, EMPTY_CONTEXT));
    expect(err).toMatchObject({ code: 'LLM_UNAVAILABLE', retryable: false });
    expect(err.message).toContain('LLM_MODEL');
  });

  it('times out a server that does not answer', async () => {
    server.setHandler(() => ({ hang: true }));
    const started = Date.now();
    const err = await failure(engine({ timeoutMs: 300, maxRetries: 1 }).generate('summary', source, EMPTY_CONTEXT));
    expect(err).toMatchObject({ code: 'LLM_UNAVAILABLE', retryable: true });
    expect(err.message).toContain('did not answer within 0.3 s');
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('stops when the caller aborts', async () => {
    server.setHandler(() => ({ hang: true }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const err = await failure(engine().generate('summary', source, EMPTY_CONTEXT, { signal: controller.signal }));
    expect(err).toMatchObject({ code: 'ABORTED', retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('does not send anything when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const err = await failure(engine().generate('summary', source, EMPTY_CONTEXT, { signal: controller.signal }));
    expect(err.code).toBe('ABORTED');
    expect(server.requests).toHaveLength(0);
  });

  it('says the server cannot be reached when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const baseUrl = `http://127.0.0.1:${port}/v1`;
    const err = await failure(
      createLlmEngine(llmConfig(baseUrl, { maxRetries: 0 })).generate('summary', source, EMPTY_CONTEXT),
    );
    expect(err).toMatchObject({ code: 'LLM_UNAVAILABLE', retryable: true });
    expect(err.message).toContain(`Could not reach the LLM server at ${baseUrl}`);
  });

  it('drops response_format for a server that rejects it, and keeps working', async () => {
    server.setHandler((request) =>
      request.body.response_format
        ? { status: 400, error: { error: { message: 'response_format is not supported' } } }
        : good,
    );
    const llm = engine();
    expect(await llm.generate('summary', source, EMPTY_CONTEXT)).toMatchObject({ headline: 'Batteries' });
    await llm.generate('summary', source, EMPTY_CONTEXT);
    expect(server.requests.map((r) => r.body.response_format?.type ?? null)).toEqual(['json_object', null, null]);
  });

  it('refuses an empty transcript without calling the server', async () => {
    const struck = structuredClone(source);
    for (const s of struck.snippets) for (const w of s.words) w.is_removed = true;
    const err = await failure(engine().generate('summary', struck, EMPTY_CONTEXT));
    expect(err.code).toBe('EMPTY_TRANSCRIPT');
    expect(server.requests).toHaveLength(0);
  });
});

describe('llm engine, a failing part of a long transcript', () => {
  it('stops asking about the other parts', async () => {
    server.setHandler(() => ({ status: 400, error: { error: { message: 'context length exceeded' } } }));
    const garden = loadSource('podcast-garden');
    const err = await failure(engine({ maxChars: 300 }).generate('keywords', garden, EMPTY_CONTEXT));
    expect(err).toMatchObject({ code: 'LLM_UNAVAILABLE', retryable: false });
    expect(err.message).toContain('LLM_MAX_CHARS');
    // Two parts are asked at once; neither is followed by another.
    expect(server.requests.length).toBeLessThanOrEqual(2);
  });
});
