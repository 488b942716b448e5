/**
 * `npm run e2e:seeds [-- NAME ...]`: remakes the browser tests' processed seeds
 * (e2e/fixtures/processed/NAME.json, all of them unless named) from real runs of the pipeline on an
 * embedded database of its own: the recording is uploaded as the tests upload it, the configured
 * engines process it (sphinx and the local insights engine unless the environment says otherwise),
 * and what the last stage and each insight job write is recorded as they write it. Each new seed is
 * then seeded once beside the processed file, and the two must leave the same state (rows, runs,
 * stored media, peaks), or the run fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { UploadFields } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { loadConfig } from '../../apps/server/src/config.js';
import { startRuntime } from '../../apps/server/src/runtime.js';
import { ingestStoredUpload, receiveUpload } from '../../apps/server/src/services/files/ingest.js';
import { cutPodcast, PODCAST, PROCESSED_SEEDS, SEED_NAMES, type SeedName } from '../support/recordings.js';
import { differences, processedState } from './processed-state.js';
import { podcastHash, seedPath, type ProcessedSeed } from './seed-file.js';
import { seedProcessedFile } from './seed-processed.js';

/**
 * The upload as the browser tests sent it before they were seeded. The title goes into the
 * generated show notes and captions: a seed given another title reads as a file renamed after it was
 * processed.
 */
const UPLOAD = { fileName: 'podcast-2spk.mp3', fields: { title: 'Workbench episode', speakers: '2' } };
const TIMEOUT_MS = 10 * 60_000;

const asked = process.argv.slice(2);
for (const name of asked) {
  if (!(SEED_NAMES as string[]).includes(name)) throw new Error(`${name} is not one of ${SEED_NAMES.join(', ')}`);
}
const names = asked.length > 0 ? (asked as SeedName[]) : SEED_NAMES;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-seeds-'));
const config = loadConfig({ ...process.env, DATA_DIR: work, LOG_LEVEL: 'silent' });
const runtime = await startRuntime(config);
const { ctx } = runtime;

// What the pipeline writes, by file, recorded on its way to the database.
const completed = new Map<string, Pick<ProcessedSeed, 'transcript' | 'insightKinds' | 'estimatedAccuracy'>>();
const finished = new Map<string, ProcessedSeed['insights']>();
const results = ctx.repos.stageResults;
const complete = results.complete;
results.complete = async (id, owner, from, transcript, insightKinds = [], estimatedAccuracy = null) => {
  const done = await complete(id, owner, from, transcript, insightKinds, estimatedAccuracy);
  if (done) completed.set(id, { transcript, insightKinds, estimatedAccuracy });
  return done;
};
const insights = ctx.repos.insights;
const finish = insights.finish;
insights.finish = async (fileId, kind, owner, engine, patch, made) => {
  const done = await finish(fileId, kind, owner, engine, patch, made);
  if (done) finished.set(fileId, [...(finished.get(fileId) ?? []), { kind, engine, patch, made }]);
  return done;
};

const [user] = await runtime.database.db
  .insert(schema.users)
  .values({ email: 'seeds@example.test', password_hash: 'x', first_name: 'Seeds', transcript_total: 1000 })
  .returning();

async function capture(name: SeedName): Promise<void> {
  const started = Date.now();
  const { seconds } = PROCESSED_SEEDS[name];
  const recording = seconds === null ? PODCAST : path.join(work, `${name}.mp3`);
  if (seconds !== null) await cutPodcast(seconds, recording);
  const key = await receiveUpload(ctx, user!, fs.createReadStream(recording));
  const fields = UploadFields.parse(UPLOAD.fields);
  const { id } = await ingestStoredUpload(ctx, user!, key, UPLOAD.fileName, fields);

  const settled = async () => {
    const file = await ctx.repos.files.findById(id);
    if (file?.status === 'failed') throw new Error(`${name}: processing failed: ${file.error}`);
    if (file?.status !== 'processed') return undefined;
    const runs = await insights.runs(id);
    const failed = runs.find((r) => r.status === 'failed');
    if (failed) throw new Error(`${name}: ${failed.kind} failed: ${failed.error}`);
    return runs.length > 0 && runs.every((r) => r.status === 'processed') ? file : undefined;
  };
  let file = await settled();
  while (!file) {
    if (Date.now() - started > TIMEOUT_MS) throw new Error(`${name}: not processed in ${TIMEOUT_MS / 60_000} min`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    file = await settled();
  }

  const written = completed.get(id);
  const kinds = finished.get(id) ?? [];
  if (!written || kinds.length !== written.insightKinds.length) {
    throw new Error(`${name}: the transcript or an insight kind was written by no recorded call`);
  }
  const seed: ProcessedSeed = {
    source: { sha256: podcastHash(), seconds },
    upload: UPLOAD,
    engines: { speech: config.asr.engine, insights: config.insights.engine },
    durationSec: file.duration_sec,
    ...written,
    insights: kinds,
  };
  const out = seedPath(name);
  const text = await prettier.format(JSON.stringify(seed), {
    ...(await prettier.resolveConfig(out)),
    filepath: out,
  });
  // Seeding reads the seed from its file: the new one is written, and the old one put back if the
  // check below fails.
  const previous = fs.existsSync(out) ? fs.readFileSync(out) : null;
  fs.writeFileSync(out, text);

  const seeded = await seedProcessedFile(ctx, user!, name, { owner: 'personal' });
  const [processed, copy] = [
    await processedState(ctx, runtime.database, id),
    await processedState(ctx, runtime.database, seeded),
  ];
  const differ = differences(processed, copy);
  if (differ.length > 0) {
    if (previous) fs.writeFileSync(out, previous);
    else fs.rmSync(out);
    throw new Error(`${name}: the seeded file differs from the processed one in ${differ.join(', ')}`);
  }
  console.log(`${path.relative(process.cwd(), out)}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  for (const name of names) await capture(name);
} finally {
  await runtime.close();
  fs.rmSync(work, { recursive: true, force: true });
}
