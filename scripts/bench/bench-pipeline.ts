/**
 * `npm run bench:pipeline`: runs the real pipeline (embedded database, configured ASR engine) on the
 * test podcast and on a 60-minute file made by repeating it, and prints wall time per stage, the
 * real-time factor and the peak memory of the whole process tree (workers, ffmpeg, recogniser).
 * Options: --minutes=N for the long file (default 60), --short-only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { loadConfig } from '../../apps/server/src/config.js';
import { startRuntime } from '../../apps/server/src/runtime.js';
import { ingestStoredUpload } from '../../apps/server/src/services/files/ingest.js';
import { samplePeakMemory } from './process-tree-memory.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const longMinutes = Number(args.get('minutes') ?? 60);
const fixture = path.join(root, 'fixtures/podcast-2spk.mp3');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: work, LOG_LEVEL: 'silent' });
const runtime = await startRuntime(config);
const { ctx } = runtime;

const [user] = await runtime.database.db
  .insert(schema.users)
  .values({
    email: `bench.${Date.now()}@example.test`,
    password_hash: 'x',
    first_name: 'Bench',
    plan: 'professional_monthly',
    transcript_total: 100_000,
  })
  .returning();

async function run(label: string, file: string) {
  const key = `tmp/bench-${Date.now()}`;
  await ctx.storage.write(key, fs.createReadStream(file));
  const memory = samplePeakMemory();
  const started = Date.now();
  const { id } = await ingestStoredUpload(ctx, user!, key, path.basename(file), {});
  const stageStart = new Map<string, number>();
  let row = await ctx.repos.files.findById(id);
  let stage = '';
  while (row && row.status !== 'processed' && row.status !== 'failed') {
    const current = row.status === 'queued' ? 'queued' : row.stage;
    if (current !== stage) {
      stageStart.set(current, Date.now());
      stage = current;
    }
    await new Promise((r) => setTimeout(r, 100));
    row = await ctx.repos.files.findById(id);
  }
  const total = (Date.now() - started) / 1000;
  const peak = memory.stop();
  if (!row || row.status !== 'processed') throw new Error(`${label}: ${row?.error ?? 'file vanished'}`);
  const doc = await ctx.repos.files.transcriptFor(id);
  const words = (doc?.snippets as { words: unknown[] }[]).reduce((n, s) => n + s.words.length, 0);
  const marks = [...stageStart.entries(), ['done', Date.now()] as [string, number]];
  console.log(`\n${label}: ${(row.duration_sec / 60).toFixed(1)} min of audio, ${words} words`);
  for (let i = 0; i < marks.length - 1; i++) {
    const [name, at] = marks[i]!;
    const seconds = (marks[i + 1]![1] - at) / 1000;
    console.log(
      `  ${name.padEnd(15)} ${seconds.toFixed(2).padStart(8)} s   RTF ${(seconds / row.duration_sec).toFixed(3)}`,
    );
  }
  console.log(
    `  ${'total'.padEnd(15)} ${total.toFixed(2).padStart(8)} s   RTF ${(total / row.duration_sec).toFixed(3)}`,
  );
  console.log(`  peak memory (process tree): ${(peak / 1024 ** 2).toFixed(0)} MB`);
}

try {
  console.log(`engine: ${config.asr.engine}; cores: ${os.availableParallelism()}`);
  await run('test podcast', fixture);
  if (args.get('short-only') === undefined) {
    const repeats = Math.ceil((longMinutes * 60) / 98.3);
    const long = path.join(work, `long-${longMinutes}min.mp3`);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-stream_loop',
      String(repeats - 1),
      '-i',
      fixture,
      '-t',
      String(longMinutes * 60),
      '-c',
      'copy',
      long,
    ]);
    await run(`${longMinutes}-minute file (test podcast repeated)`, long);
  }
} finally {
  await runtime.database.db.delete(schema.users).where(eq(schema.users.id, user!.id));
  await runtime.close();
  fs.rmSync(work, { recursive: true, force: true });
}
