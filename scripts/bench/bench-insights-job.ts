/**
 * `npm run bench:insights-job`: the offline insights as the server makes them, through the queue,
 * the insights job and the CPU worker threads, on generated transcripts of 25,000, 50,000 and
 * 100,000 words (about 3, 6 and 12 hours of speech). For each it asks for every kind at once, as
 * "Refresh all" does, and prints when each kind was stored, counted from the request, and the
 * total, and what one read of the insights page's answer (`GET /up/insights/{id}`, which the page
 * repeats every few seconds meanwhile) costs: the first after a change, and the next.
 * (`npm run bench:insights` times the same engine in one process, without the server.)
 * Options: --words=N[,N...] (default 25000,50000,100000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { INSIGHT_KINDS } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { syntheticTranscript } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { startRuntime } from '../../apps/server/src/runtime.js';
import { getInsights, regenerate } from '../../apps/server/src/services/insights/insights.js';
import { seedEditorFile } from './seed-editor-file.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const sizes = (args.get('words') ?? '25000,50000,100000').split(',').map(Number);
/** A run still unfinished after this long is reported as such rather than waited for. */
const GIVE_UP_MS = 15 * 60_000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-insights-job-'));
const config = loadConfig({ ...process.env, DATA_DIR: work, LOG_LEVEL: 'silent', INSIGHTS_ENGINE: 'local' });
const runtime = await startRuntime(config);
const { ctx } = runtime;

console.log(`insights engine ${config.insights.engine}; cores: ${os.availableParallelism()}`);
try {
  for (const words of sizes) {
    const doc = syntheticTranscript({ words, speakers: 3, seed: 7 });
    const hours = (doc.snippets.at(-1)?.end ?? 0) / 3600;
    const { fileId, userInfo } = await seedEditorFile(runtime, doc, path.join(root, 'fixtures/podcast-2spk.mp3'));
    const [user] = await runtime.database.db.select().from(schema.users).where(eq(schema.users.id, userInfo.id));
    if (!user) throw new Error('the bench user vanished');

    const reads: number[] = [];
    for (let i = 0; i < 2; i++) {
      const at = performance.now();
      await getInsights(ctx, user, fileId);
      reads.push(performance.now() - at);
    }
    const started = Date.now();
    await regenerate(ctx, user, fileId, { kinds: [...INSIGHT_KINDS] });
    const doneAt = new Map<string, number>();
    let failed: string[] = [];
    for (;;) {
      // The runs alone: reading the whole transcript as the insights page does would cost the
      // process more than the runs being timed (about 1.5 s a read at 100,000 words on PGlite).
      const runs = await runtime.database.db
        .select()
        .from(schema.insightRuns)
        .where(eq(schema.insightRuns.file_id, fileId));
      for (const r of runs) {
        if ((r.status === 'processed' || r.status === 'failed') && !doneAt.has(r.kind)) doneAt.set(r.kind, Date.now());
      }
      failed = runs.filter((r) => r.status === 'failed').map((r) => `${r.kind}: ${r.error ?? ''}`);
      if (doneAt.size >= INSIGHT_KINDS.length || Date.now() - started > GIVE_UP_MS) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const total = (Math.max(...doneAt.values()) - started) / 1000;
    const each = [...doneAt]
      .sort((a, b) => a[1] - b[1])
      .map(([kind, at]) => `${kind} ${((at - started) / 1000).toFixed(1)} s`)
      .join(', ');
    const unfinished = INSIGHT_KINDS.filter((k) => !doneAt.has(k));
    console.log(
      `${words.toLocaleString('en')} words (${hours.toFixed(1)} h): all kinds ${total.toFixed(1)} s` +
        (unfinished.length ? `; UNFINISHED after ${GIVE_UP_MS / 60_000} min: ${unfinished.join(', ')}` : ''),
    );
    console.log(`  stored at: ${each}`);
    console.log(`  GET /up/insights: first read ${reads[0]!.toFixed(0)} ms, next ${reads[1]!.toFixed(1)} ms`);
    if (failed.length) console.log(`  FAILED: ${failed.join('; ')}`);
  }
} finally {
  await runtime.close();
  fs.rmSync(work, { recursive: true, force: true });
}
