import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INSIGHT_KINDS, type InsightsResponse } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { InsightsError } from '@scriptloom/insights';
import { recoverInsights } from '../../src/pipeline/insights-recover.js';
import { type TestApp } from '../support/test-app.js';
import { editorSuite, type EditorUser } from '../support/editor-seed.js';
import {
  engineWith,
  gate,
  podcast,
  queueInsights,
  runInsights,
  seedPodcast,
  useEngine,
  waitForInsights,
} from '../support/insights-seed.js';

let t: TestApp;
let owner: EditorUser;
beforeAll(async () => ({ t, owner } = await editorSuite({}, 'hobbyist_monthly')));
afterAll(() => t?.close());

const insights = async (fileId: string) =>
  (await owner.call('GET', `/api/up/insights/${fileId}`)).json() as InsightsResponse;
const statusOf = (r: InsightsResponse) => Object.fromEntries(r.runs.map((run) => [run.kind, run.status]));
const db = () => t.runtime.database.db;

/** Runs the test with the real engine, some of its kinds replaced. */
async function withOverrides<T>(overrides: Parameters<typeof engineWith>[1], body: () => Promise<T>): Promise<T> {
  const restore = useEngine(t, engineWith(t.runtime.ctx.insights(), overrides));
  try {
    return await body();
  } finally {
    restore();
  }
}

describe('insight failures', () => {
  it('marks a kind the engine cannot write as failed with its message; the other kinds and the file go on', async () => {
    const fileId = await seedPodcast(t, owner.email);
    const after = await withOverrides(
      {
        entities: async () => {
          throw new InsightsError('LLM_BAD_OUTPUT', 'The model did not answer with entities.', false);
        },
      },
      async () => {
        await queueInsights(t, fileId);
        return waitForInsights(owner.call, fileId);
      },
    );
    const entities = after.runs.find((r) => r.kind === 'entities')!;
    expect(entities).toMatchObject({
      status: 'failed',
      error: 'The model did not answer with entities.',
      engine: null,
    });
    for (const run of after.runs.filter((r) => r.kind !== 'entities')) expect(run.status, run.kind).toBe('processed');
    expect(after.processed_data.entities).toEqual({});
    const status = (await owner.call('GET', `/api/up/status/${fileId}`)).json();
    expect(status).toMatchObject({ status: 'processed', error: null });

    // A regeneration that succeeds clears the failure.
    const res = await owner.call('POST', `/api/up/insights/${fileId}/regenerate`, { kinds: ['entities'] });
    expect(res.statusCode, res.body).toBe(202);
    const fixed = await waitForInsights(owner.call, fileId);
    expect(fixed.runs.find((r) => r.kind === 'entities')).toMatchObject({
      status: 'processed',
      error: null,
      engine: 'local',
    });
  });

  it('still writes the kinds built on a failed kind, from what is stored', async () => {
    const fileId = await seedPodcast(t, owner.email);
    await withOverrides(
      {
        summary: async () => {
          throw new Error('model crashed');
        },
      },
      () => runInsights(t, fileId, INSIGHT_KINDS, true),
    );
    const after = await insights(fileId);
    expect(after.runs.find((r) => r.kind === 'summary')).toMatchObject({
      status: 'failed',
      error: 'Summary could not be generated: model crashed',
    });
    expect(after.processed_data.abstract).toBeNull();
    for (const kind of ['show_notes', 'tweet', 'caption'] as const) {
      expect(statusOf(after)[kind], kind).toBe('processed');
      expect(after.contents[kind]?.trim(), kind).toBeTruthy();
    }
  });

  it('puts a kind back to queued on a retryable error, so the retry of the job writes it', async () => {
    const fileId = await seedPodcast(t, owner.email);
    let calls = 0;
    const flaky = {
      summary: async () => {
        calls++;
        if (calls === 1)
          throw new InsightsError('LLM_UNAVAILABLE', 'The language model server is not answering.', true);
        return { abstract: 'Batteries get a second life.', headline: 'Second life for batteries' };
      },
    };
    await withOverrides(flaky, async () => {
      await expect(runInsights(t, fileId, INSIGHT_KINDS)).rejects.toThrow(
        'The language model server is not answering.',
      );
      const first = statusOf(await insights(fileId));
      // The failed kind and the kinds written from it wait for the retry; the rest are written.
      expect(first).toMatchObject({
        summary: 'queued',
        show_notes: 'queued',
        tweet: 'queued',
        caption: 'queued',
        chapters: 'processed',
        keywords: 'processed',
        entities: 'processed',
        quotes: 'processed',
      });
      await runInsights(t, fileId, INSIGHT_KINDS);
    });
    const after = await insights(fileId);
    expect(after.runs.every((r) => r.status === 'processed')).toBe(true);
    expect(after.processed_data.abstract).toBe('Batteries get a second life.');
    expect(calls).toBe(2);
  });

  it('gives up on a retryable error on the last attempt, with the message', async () => {
    const fileId = await seedPodcast(t, owner.email, { queued: ['keywords'] });
    await withOverrides(
      {
        keywords: async () => {
          throw new InsightsError('LLM_UNAVAILABLE', 'The language model server is not answering.', true);
        },
      },
      () => runInsights(t, fileId, ['keywords'], true),
    );
    expect((await insights(fileId)).runs.find((r) => r.kind === 'keywords')).toMatchObject({
      status: 'failed',
      error: 'The language model server is not answering.',
    });
  });

  it('stops quietly when the file is deleted while a kind is being written', async () => {
    const fileId = await seedPodcast(t, owner.email);
    const g = gate();
    await withOverrides(
      {
        chapters: async () => {
          g.enter();
          await g.opened;
          return [{ summary: 'Too late', timestamp: '0:00:00' }];
        },
      },
      async () => {
        const job = runInsights(t, fileId, INSIGHT_KINDS);
        await g.reached;
        const del = await owner.call('GET', `/api/up/delete/${fileId}`);
        expect(del.statusCode, del.body).toBe(200);
        g.open();
        await expect(job).resolves.toBeUndefined();
      },
    );
    const runs = await db().select().from(schema.insightRuns).where(eq(schema.insightRuns.file_id, fileId));
    expect(runs).toEqual([]);
    expect((await owner.call('GET', `/api/up/insights/${fileId}`)).statusCode).toBe(404);
  });
});

describe('recovery', () => {
  it('re-queues runs left queued without a job, and runs whose worker stopped renewing its lease', async () => {
    const fileId = await seedPodcast(t, owner.email);
    // One kind was being written by a worker that died; the others never got their job.
    await db()
      .update(schema.insightRuns)
      .set({ status: 'processing', lease_owner: 'dead-worker', heartbeat_at: new Date(Date.now() - 3_600_000) })
      .where(sql`${schema.insightRuns.file_id} = ${fileId} and ${schema.insightRuns.kind} = 'summary'`);
    await db()
      .update(schema.insightRuns)
      .set({ updated_at: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.insightRuns.file_id, fileId));

    expect(await recoverInsights(t.runtime.ctx)).toBeGreaterThanOrEqual(1);
    const after = await waitForInsights(owner.call, fileId);
    expect(after.runs.every((r) => r.status === 'processed')).toBe(true);
    expect(after.processed_data.abstract?.trim()).toBeTruthy();
  });

  it('leaves alone runs that are fresh or held by a live worker', async () => {
    const fileId = await seedPodcast(t, owner.email, { queued: ['keywords'] });
    expect(await recoverInsights(t.runtime.ctx)).toBe(0);
    await db()
      .update(schema.insightRuns)
      .set({ status: 'processing', lease_owner: 'live-worker', heartbeat_at: new Date() })
      .where(eq(schema.insightRuns.file_id, fileId));
    expect(await recoverInsights(t.runtime.ctx, 60_000)).toBe(0);
  });
});

describe('the pipeline hand-off', () => {
  it('queues a run of every kind in the same transaction that stores the transcript', async () => {
    const fileId = await seedPodcast(t, owner.email, { queued: [] });
    // Turn the seeded file back into one whose last stage is running, then finish it as the stage does.
    await db().delete(schema.transcripts).where(eq(schema.transcripts.file_id, fileId));
    await db()
      .update(schema.files)
      .set({ status: 'processing', stage: 'paragraphs', lease_owner: 'w1' })
      .where(eq(schema.files.id, fileId));
    const speakers = [{ name: 'Speaker 1' }, { name: 'Speaker 2' }];
    const done = await t.runtime.ctx.repos.stageResults.complete(
      fileId,
      'w1',
      'paragraphs',
      { snippets: podcast.snippets, speakers, processed_data: { speakers } },
      INSIGHT_KINDS,
    );
    expect(done).toBe(true);
    const runs = await db().select().from(schema.insightRuns).where(eq(schema.insightRuns.file_id, fileId));
    expect(runs.map((r) => r.kind).sort()).toEqual([...INSIGHT_KINDS].sort());
    expect(runs.every((r) => r.status === 'queued')).toBe(true);
  });
});
