import { readFileSync } from 'node:fs';
import { DEFAULT_QUOTES_COUNT, type Snippet } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../src/local/local-engine.js';
import { EMPTY_CONTEXT, InsightsError, type InsightSource } from '../src/types.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/podcast-2spk.snippets.json', import.meta.url), 'utf8'));
const garden = JSON.parse(readFileSync(new URL('./fixtures/podcast-garden.snippets.json', import.meta.url), 'utf8'));
const source = (from = fixture): InsightSource => ({
  title: from.title,
  durationSec: from.duration,
  snippets: from.snippets,
});

describe('local engine', () => {
  it('produces each analysis kind', async () => {
    const engine = createLocalEngine();
    const src = source();
    expect(engine.name).toBe('local');
    const summary = await engine.generate('summary', src, EMPTY_CONTEXT);
    expect(summary.abstract.length).toBeGreaterThan(0);
    expect((await engine.generate('chapters', src, EMPTY_CONTEXT))[0]!.timestamp).toBe('0:00:00');
    expect((await engine.generate('keywords', src, EMPTY_CONTEXT)).length).toBeGreaterThan(0);
    expect((await engine.generate('entities', src, EMPTY_CONTEXT)).ORG).toContain('University of Lisbon');
    // This poorly recognised recording holds more statements worth quoting than asked: the number
    // asked, the cleanest first.
    const quotes = await engine.generate('quotes', source(garden), EMPTY_CONTEXT);
    expect(quotes.length).toBe(DEFAULT_QUOTES_COUNT);
    expect((await engine.generate('quotes', source(garden), EMPTY_CONTEXT, { quotesCount: 1 })).length).toBe(1);
  });

  it('refuses a transcript with nothing said', async () => {
    const engine = createLocalEngine();
    const struck: Snippet[] = (fixture.snippets as Snippet[]).map((s) => ({
      ...s,
      words: s.words.map((w) => ({ ...w, is_removed: true })),
    }));
    for (const snippets of [[], struck]) {
      const error = await engine
        .generate('summary', { title: 't', durationSec: 10, snippets }, EMPTY_CONTEXT)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InsightsError);
      expect((error as InsightsError).code).toBe('EMPTY_TRANSCRIPT');
    }
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await createLocalEngine()
      .generate('keywords', source(), EMPTY_CONTEXT, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect((error as InsightsError).code).toBe('ABORTED');
  });
});
