/**
 * `npm run bench:event-loop`: how long the server's event loop is blocked while it works. Runs, in
 * one process in the `all` role on a throwaway embedded database:
 *   1. the whole pipeline on the test podcast, then its insights (the jobs, as a server runs them);
 *   2. every insight kind of a generated 25,000-word transcript (`--words=N`);
 *   3. a PDF and a Word export, and a replace-all, of that transcript (the services HTTP calls);
 *   4. that Word export again while another person has ten slow replace-alls in (a pattern that
 *      runs to its 2 s limit): how long the export waits, and how the flood is answered.
 * For each phase it prints the event loop delay (perf_hooks.monitorEventLoopDelay: p99 and max)
 * and the stalls over 20 ms a 5 ms timer saw in which the main thread itself used over 20 ms of
 * CPU (Linux /proc, so other processes on a loaded machine do not count): how many, the longest,
 * and their sum (of that CPU time). While the server renders or analyses
 * on the main thread every other request waits that long.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { EMPTY_PROCESSED_DATA, ExportOptions, INSIGHT_KINDS } from '@scriptloom/contracts';
import { insertQueued, schema, writeWholeDocument } from '@scriptloom/db';
import { syntheticTranscript } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { startRuntime } from '../../apps/server/src/runtime.js';
import { ingestStoredUpload } from '../../apps/server/src/services/files/ingest.js';
import { enqueueInsights } from '../../apps/server/src/queue/pipeline-definitions.js';
import { exportFile } from '../../apps/server/src/services/exports/export-file.js';
import { replaceEverywhere } from '../../apps/server/src/services/editor/replace.js';
import { AppError } from '../../apps/server/src/lib/app-error.js';
import { cpuTaskFailure } from '../../apps/server/src/http/errors.js';
import { CpuTaskError } from '../../apps/server/src/workers/cpu-pool.js';
import { mainThreadCpuMs } from '../../apps/server/test/support/main-thread-cpu.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { words: { type: 'string', default: '25000' }, 'fair-only': { type: 'boolean', default: false } },
});
const words = Number(values.words);
/** Only the last phase (4), on the transcript without insights: the rest takes minutes. */
const fairOnly = values['fair-only'];
const STALL_MS = 20;

/** Worker threads and child processes are not counted; Linux only (see mainThreadCpuMs). */
const threadCpu = (): number => {
  const ms = mainThreadCpuMs();
  if (ms === null) throw new Error('this benchmark reads the main thread CPU time from /proc (Linux)');
  return ms;
};

/** Watches the event loop while `body` runs and prints what it saw under `label`. */
async function measure<T>(label: string, body: () => Promise<T>, phase?: () => string): Promise<T> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const stalls: number[] = [];
  const byPhase = new Map<string, number[]>();
  let last = performance.now();
  let lastCpu = threadCpu();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = performance.now();
    const cpu = threadCpu();
    // Only CPU time the main thread itself used counts: on a loaded machine a timer also fires late
    // when the process simply did not get a core, and that is no code of ours blocking.
    const busy = cpu - lastCpu;
    if (now - last - 5 > STALL_MS && busy > STALL_MS) {
      stalls.push(busy);
      if (phase) byPhase.set(phase(), [...(byPhase.get(phase()) ?? []), busy]);
    }
    last = now;
    lastCpu = cpu;
    timer = setTimeout(tick, 5);
  };
  timer = setTimeout(tick, 5);
  const started = performance.now();
  try {
    return await body();
  } finally {
    // A stall right at the end holds back the timers too: let them see it before stopping.
    await new Promise((resolve) => setTimeout(resolve, 10));
    clearTimeout(timer);
    histogram.disable();
    const ms = (ns: number) => (ns / 1e6).toFixed(0);
    const wall = (performance.now() - started) / 1000;
    const sum = stalls.reduce((a, b) => a + b, 0);
    console.log(
      `${label.padEnd(34)} ${wall.toFixed(1).padStart(7)} s  delay p99 ${ms(histogram.percentile(99)).padStart(5)} ms  max ${ms(histogram.max).padStart(6)} ms  ` +
        `stalls>${STALL_MS}ms ${String(stalls.length).padStart(4)}, longest ${Math.max(0, ...stalls)
          .toFixed(0)
          .padStart(6)} ms, sum ${sum.toFixed(0).padStart(6)} ms`,
    );
    for (const [name, list] of byPhase) {
      const total = list.reduce((a, b) => a + b, 0);
      console.log(
        `  during ${name.padEnd(26)} stalls ${list.length}, longest ${Math.max(...list).toFixed(0)} ms, sum ${total.toFixed(0)} ms`,
      );
    }
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not done in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-loop-'));
const config = loadConfig({ ...process.env, DATA_DIR: work, LOG_LEVEL: 'silent' });
const runtime = await startRuntime(config);
const { ctx } = runtime;
const db = runtime.database.db;
const benchUser = (label: string) => ({
  email: `bench.${label}.${Date.now()}@example.test`,
  password_hash: 'x',
  first_name: 'Bench',
  plan: 'professional_monthly',
  transcript_total: 100_000,
});
const [user, flooder] = await db
  .insert(schema.users)
  .values([benchUser('a'), benchUser('flood')])
  .returning();

const insightsSettled = async (fileId: string) => {
  const runs = await db.select().from(schema.insightRuns).where(eq(schema.insightRuns.file_id, fileId));
  return runs.length > 0 && runs.every((r) => r.status === 'processed' || r.status === 'failed');
};

/** Phase 1: the whole pipeline on the test podcast, then its insights. */
async function podcastPhases() {
  const fixture = path.join(root, 'fixtures/podcast-2spk.mp3');
  const key = `tmp/bench-${Date.now()}`;
  await ctx.storage.write(key, fs.createReadStream(fixture));
  let stage = 'ingest';
  const podcastId = await measure(
    'pipeline, test podcast',
    async () => {
      const { id } = await ingestStoredUpload(ctx, user!, key, path.basename(fixture), {});
      await until('pipeline', async () => {
        const row = await ctx.repos.files.findById(id);
        if (row?.status === 'failed') throw new Error(`pipeline failed: ${row.error}`);
        // The stage a stall is counted against is the one last seen, so up to 100 ms late.
        stage = row ? `${row.status} ${row.stage}` : stage;
        return row?.status === 'processed';
      });
      return id;
    },
    () => stage,
  );
  await measure('insights, test podcast', () => until('insights', () => insightsSettled(podcastId)));
}

try {
  console.log(`cores: ${os.availableParallelism()}; ASR engine: ${config.asr.engine}`);

  if (!fairOnly) await podcastPhases();

  const id = randomUUID();
  const synthetic = syntheticTranscript({ words });
  const duration = synthetic.snippets.at(-1)!.words.at(-1)!.end;
  await db.transaction(async (tx) => {
    await tx.insert(schema.files).values({
      id,
      user_id: user!.id,
      title: `Synthetic ${words} words`,
      file_name: 'synthetic.mp3',
      file_type: 'audio',
      format_name: 'mp3',
      size_bytes: 1,
      duration_sec: duration,
      original_key: `bench/${id}`,
      status: 'processed',
      stage: 'processed',
      progress: 100,
    });
    await writeWholeDocument(tx, id, {
      snippets: synthetic.snippets,
      speakers: synthetic.speakers,
      processed_data: { ...EMPTY_PROCESSED_DATA, speakers: synthetic.speakers, duration },
    });
    await insertQueued(tx, id, INSIGHT_KINDS);
  });
  const parts = 'summary,chapters,quotes,keywords,show_notes';
  if (!fairOnly) {
    await measure(`insights, ${words} words`, async () => {
      await enqueueInsights(ctx, id, INSIGHT_KINDS);
      await until('insights', () => insightsSettled(id));
    });
    for (const format of ['pdf', 'docx'] as const) {
      await measure(`${format} export, ${words} words`, () =>
        exportFile(ctx, user!, id, ExportOptions.parse({ format, parts })),
      );
    }
    const [row] = await db.select().from(schema.transcripts).where(eq(schema.transcripts.file_id, id));
    await measure(`replace-all, ${words} words`, () =>
      replaceEverywhere(ctx, user!, id, {
        version: row!.version,
        find: 'people',
        replace: 'folk',
        case_sensitive: false,
      }),
    );
  }

  // Another person's flood: ten replace-alls of a pattern that runs to its 2 s limit, on a file of
  // their own, sent at once; then the first person's Word export.
  const floodId = randomUUID();
  const small = syntheticTranscript({ words: 2000, seed: 5 });
  await db.transaction(async (tx) => {
    await tx.insert(schema.files).values({
      id: floodId,
      user_id: flooder!.id,
      title: 'Flood',
      file_name: 'flood.mp3',
      file_type: 'audio',
      format_name: 'mp3',
      size_bytes: 1,
      duration_sec: 600,
      original_key: `bench/${floodId}`,
      status: 'processed',
      stage: 'processed',
      progress: 100,
    });
    await writeWholeDocument(tx, floodId, {
      snippets: small.snippets,
      speakers: small.speakers,
      processed_data: { ...EMPTY_PROCESSED_DATA, speakers: small.speakers },
    });
  });
  /** What a request would answer: 200, or the status of the error. */
  const statusOf = (err: unknown) =>
    err instanceof AppError ? err.status : err instanceof CpuTaskError ? cpuTaskFailure(err).status : 500;
  const outcomes: string[] = [];
  const flood = Array.from({ length: 10 }, () =>
    replaceEverywhere(ctx, flooder!, floodId, {
      version: 1,
      find: '(.*e){12}z',
      replace: 'x',
      case_sensitive: false,
    }).then(
      () => outcomes.push('200'),
      (err: unknown) => outcomes.push(String(statusOf(err))),
    ),
  );
  // The export is sent once the flood holds the thread and waits for it: each request reads its
  // transcript first, and an export whose read finished first would not measure the waiting.
  await until('the flood to reach the CPU pool', async () => {
    const { running, waiting } = ctx.cpu.stats().request;
    return running > 0 && waiting >= 3;
  });
  const sent = performance.now();
  const exportAnswer = await measure(`docx export, 10 slow replace-alls`, () =>
    exportFile(ctx, user!, id, ExportOptions.parse({ format: 'docx', parts })).then(
      () => ({ status: 200, after: outcomes.filter((o) => o !== '429' && o !== '503').length }),
      (err: unknown) => ({ status: statusOf(err), after: NaN }),
    ),
  );
  const waitedS = (performance.now() - sent) / 1000;
  await Promise.all(flood);
  const count = (status: string) => outcomes.filter((o) => o === status).length;
  console.log(
    `  the other person's export: ${exportAnswer.status} after ${waitedS.toFixed(1)} s` +
      (exportAnswer.status === 200 ? `, answered after ${exportAnswer.after} of the flood's patterns` : '') +
      `; the flood: ${count('400')} stopped at their limit (400), ${count('429')} refused 429, ${count('503')} refused 503`,
  );
} finally {
  await db.delete(schema.users).where(eq(schema.users.id, user!.id));
  await db.delete(schema.users).where(eq(schema.users.id, flooder!.id));
  await runtime.close();
  fs.rmSync(work, { recursive: true, force: true });
}
