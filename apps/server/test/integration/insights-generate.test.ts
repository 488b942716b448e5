import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWEET_MAX_CHARS, type InsightsResponse } from '@scriptloom/contracts';
import type { InsightContext as EngineContext } from '@scriptloom/insights';
import { type TestApp } from '../support/test-app.js';
import { storedTranscript, editorSuite, type EditorUser } from '../support/editor-seed.js';
import {
  engineWith,
  gate,
  podcast,
  queueInsights,
  quoteMatchesWords,
  seedPodcast,
  useEngine,
  waitForInsights,
} from '../support/insights-seed.js';

let t: TestApp;
let owner: EditorUser;
beforeAll(async () => ({ t, owner } = await editorSuite({}, 'hobbyist_monthly')));
afterAll(() => t?.close());

const get = (url: string) => owner.call('GET', url);

describe('insights of a processed file', () => {
  let fileId: string;
  let first: InsightsResponse;

  it('writes every kind through the job queue, from the transcript, without touching its version', async () => {
    fileId = await seedPodcast(t, owner.email);
    const queued = (await get(`/api/up/insights/${fileId}`)).json() as InsightsResponse;
    expect(queued.runs.map((r) => r.status)).toEqual(Array(8).fill('queued'));

    await queueInsights(t, fileId);
    first = await waitForInsights(owner.call, fileId);
    for (const run of first.runs)
      expect(run, run.kind).toMatchObject({ status: 'processed', error: null, engine: 'local' });
    expect(first.engine).toBe('local');
    expect(first.transcript_version).toBe(1);

    const data = first.processed_data;
    expect(data.abstract?.trim()).toBeTruthy();
    expect(data.headline?.trim()).toBeTruthy();
    expect(data.insights.length).toBeGreaterThanOrEqual(3);
    for (const chapter of data.insights) {
      expect(chapter.summary.trim()).not.toBe('');
      expect(chapter.timestamp).toMatch(/^\d+:\d\d:\d\d$/);
    }
    expect(data.keywords.length).toBeGreaterThan(0);
    expect(Object.keys(data.entities)).not.toContain('GPE');
    expect(data.speakers.map((s) => s.name).sort()).toEqual(['Speaker 1', 'Speaker 2']);

    const { quotes } = first.contents;
    // Up to five: only complete statements without a doubtful word qualify.
    expect(quotes.length).toBeGreaterThanOrEqual(1);
    expect(quotes.length).toBeLessThanOrEqual(5);
    for (const quote of quotes) {
      expect(quoteMatchesWords(quote, podcast.snippets), quote.text).toBeNull();
      expect(['Speaker 1', 'Speaker 2']).toContain(quote.speaker);
      expect(quote.timestamp).toMatch(/^\d+:\d\d:\d\d$/);
    }
    expect(first.contents.show_notes?.trim()).toBeTruthy();
    const tweets = first.contents.tweet!.split('\n\n');
    expect(tweets.length).toBeGreaterThan(0);
    for (const tweet of tweets) expect(tweet.length).toBeLessThanOrEqual(TWEET_MAX_CHARS);
    expect(first.contents.caption?.trim()).toBeTruthy();

    // Stored as the API shows it: GPE never reaches the database, the version never moved.
    const stored = await storedTranscript(t, fileId);
    expect(Object.keys((stored.processed_data as { entities: object }).entities)).not.toContain('GPE');
    expect(stored.version).toBe(1);
  });

  it('shows the generated headline on the dashboard and the summary in the details', async () => {
    const list = (await get('/api/v2/up/all')).json();
    const item = list.items.find((i: { id: string }) => i.id === fileId);
    expect(item.headline).toBe(first.processed_data.headline);
    const details = (await get(`/api/up/details/${fileId}`)).json();
    expect(details.es_doc.processed_data.abstract).toBe(first.processed_data.abstract);
  });

  it('regenerates one kind, leaving the other kinds and the transcript version alone', async () => {
    const res = await owner.call('POST', `/api/up/insights/${fileId}/regenerate`, { kinds: ['quotes'] });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().success).toBe('Regenerating quotes');
    expect(res.json().runs.find((r: { kind: string }) => r.kind === 'quotes').status).toMatch(
      /queued|processing|processed/,
    );

    const quotesRun = first.runs.find((r) => r.kind === 'quotes')!;
    const after = await waitForInsights(owner.call, fileId, (r) =>
      r.runs.every(
        (run) => run.status === 'processed' && (run.kind !== 'quotes' || run.updated_at !== quotesRun.updated_at),
      ),
    );
    for (const run of after.runs.filter((r) => r.kind !== 'quotes')) {
      expect(run).toEqual(first.runs.find((r) => r.kind === run.kind));
    }
    expect(after.processed_data).toEqual(first.processed_data);
    expect({ ...after.contents, quotes: [] }).toEqual({ ...first.contents, quotes: [] });
    expect(after.contents.quotes).toEqual(first.contents.quotes);
    expect(after.transcript_version).toBe(1);
  });

  it('writes a regenerated kind from what a person edited, and keeps their edit', async () => {
    const edit = await owner.call('PUT', `/api/up/processed_data/${fileId}`, {
      version: 1,
      summary: 'Two hosts talk about giving old electric car batteries a second life.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().processed_data.abstract).toBe(
      'Two hosts talk about giving old electric car batteries a second life.',
    );
    expect(edit.json().version).toBe(2);

    const seen: EngineContext[] = [];
    const base = t.runtime.ctx.insights();
    const restore = useEngine(
      t,
      engineWith(base, {}, (kind, context) => {
        if (kind === 'show_notes') seen.push(context);
      }),
    );
    try {
      const res = await owner.call('POST', `/api/up/insights/${fileId}/regenerate`, { kinds: ['show_notes'] });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().success).toBe('Regenerating show notes');
      const after = await waitForInsights(owner.call, fileId, () => seen.length > 0);
      await waitForInsights(owner.call, fileId);
      expect(seen[0]!.summary?.abstract).toBe('Two hosts talk about giving old electric car batteries a second life.');
      expect(seen[0]!.quotes).toEqual(after.contents.quotes);
      const final = await waitForInsights(owner.call, fileId);
      expect(final.processed_data.abstract).toBe(
        'Two hosts talk about giving old electric car batteries a second life.',
      );
      expect(final.transcript_version).toBe(2);
      expect(final.contents.show_notes?.trim()).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('answers 409 INSIGHT_RUNNING while a kind is queued or being written', async () => {
    const g = gate();
    const base = t.runtime.ctx.insights();
    const restore = useEngine(
      t,
      engineWith(base, {
        summary: async () => {
          g.enter();
          await g.opened;
          return { abstract: 'Gated abstract.', headline: 'Gated headline' };
        },
      }),
    );
    try {
      const res = await owner.call('POST', `/api/up/insights/${fileId}/regenerate`, { kinds: ['summary'] });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().success).toBe('Regenerating summary');
      await g.reached;
      const busy = (await get(`/api/up/insights/${fileId}`)).json() as InsightsResponse;
      expect(busy.runs.find((r) => r.kind === 'summary')!.status).toBe('processing');

      const again = await owner.call('POST', `/api/up/insights/${fileId}/regenerate`, {
        kinds: ['keywords', 'summary'],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'INSIGHT_RUNNING',
        error: 'Summary is already being written. Please wait for it to finish.',
      });
      // Another kind is free to go.
      const other = await owner.call('POST', `/api/up/insights/${fileId}/regenerate`, { kinds: ['keywords'] });
      expect(other.statusCode, other.body).toBe(202);

      g.open();
      const done = await waitForInsights(owner.call, fileId);
      expect(done.runs.every((r) => r.status === 'processed')).toBe(true);
      expect(done.processed_data).toMatchObject({ abstract: 'Gated abstract.', headline: 'Gated headline' });
      expect(done.transcript_version).toBe(2);
    } finally {
      g.open();
      restore();
    }
  });
});
