import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { INSIGHT_KINDS, UploadFields, type InsightKind } from '@scriptloom/contracts';
import type { FileRow, UserRow } from '@scriptloom/db';
import { ingestStoredUpload, receiveUpload, type UploadOwner } from '../../apps/server/src/services/files/ingest.js';
import type { ServiceContext } from '../../apps/server/src/services/context.js';
import { INSIGHT_LEASE_STALE_MS } from '../../apps/server/src/services/insights/generate.js';
import { insightKindsFor } from '../../apps/server/src/services/billing/entitlements.js';
import { pipelineStageJob } from '../../apps/server/src/queue/pipeline-definitions.js';
import { LEASE_STALE_MS } from '../../apps/server/src/pipeline/stage-job.js';
import { STAGE_RUNNERS } from '../../apps/server/src/pipeline/stage-runners.js';
import { nextStage, STAGE_PROGRESS, STAGES } from '../../apps/server/src/queue/stages.js';
import { WORKER_ID } from '../../apps/server/src/lib/worker-id.js';
import { cutPodcast, PODCAST, PROCESSED_SEEDS, videoOf, type SeedName } from '../support/recordings.js';
import { readSeed, staleSeed, type ProcessedSeed } from './seed-file.js';

/**
 * Holds the seeded file's stage and insight leases. Its own name, so a pipeline job queued for the
 * file meanwhile (the recovery sweep) finds the lease held by someone else and leaves it alone.
 */
const SEED_OWNER = `${WORKER_ID}:seed`;

/**
 * A processed file of `user`'s (or a workflow of their organisation) in the state the pipeline
 * leaves one in, made in a few seconds: the recording is uploaded and ingested as an upload is
 * (stored original, probed length, minutes charged), the normalise stage runs for real (the
 * player's MP3 and the waveform's peaks), and what recognition, diarization, paragraphs and the
 * insight jobs made of the same recording is written from the seed through the calls those stages
 * and jobs make, each under its lease.
 */
export async function seedProcessedFile(
  ctx: ServiceContext,
  user: UserRow,
  name: SeedName,
  { title, owner, video = false }: { title?: string; owner: UploadOwner; video?: boolean },
): Promise<string> {
  const seed = readSeed(name);
  if (seed.insightKinds.join() !== INSIGHT_KINDS.join()) throw staleSeed(name, 'the insight kinds have changed');
  const work = await fsp.mkdtemp(path.join(ctx.config.workDir, 'seed-'));
  try {
    const { seconds } = PROCESSED_SEEDS[name];
    const audio = seconds === null ? PODCAST : path.join(work, seed.upload.fileName);
    if (seconds !== null) await cutPodcast(seconds, audio);
    const fileName = video ? seed.upload.fileName.replace(/\.[^.]+$/, '.mp4') : seed.upload.fileName;
    const recording = video ? path.join(work, fileName) : audio;
    if (video) await videoOf(audio, recording);
    const key = await receiveUpload(ctx, user, fs.createReadStream(recording));
    const fields = UploadFields.parse({ ...seed.upload.fields, ...(title ? { title } : {}) });
    const { id } = await ingestStoredUpload(withoutFirstStage(ctx), user, key, fileName, fields, owner);
    const file = await ctx.repos.files.findById(id);
    // A video's container measures its length from its last frame: up to a frame (0.1 s) longer.
    if (Math.abs((file?.duration_sec ?? 0) - seed.durationSec) > (video ? 0.15 : 0.01)) {
      throw staleSeed(name, `ffprobe now measures ${file?.duration_sec} s, the seed was made at ${seed.durationSec} s`);
    }
    // As the pipeline does: written content only where the owner's plan includes it.
    const kinds = insightKindsFor(user, file?.org_id ?? null);
    await runStages(ctx, id, seed, kinds, work);
    await writeInsights(ctx, id, seed, kinds);
    return id;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** Ingest queues the first stage; the seed runs the stages itself, so that one job is not sent. */
function withoutFirstStage(ctx: ServiceContext): ServiceContext {
  const queue = ctx.queue;
  return {
    ...ctx,
    queue: {
      ...queue,
      enqueue: (job, payload) =>
        job.name === pipelineStageJob.name ? Promise.resolve('seeded') : queue.enqueue(job, payload),
    },
  };
}

/** Each stage as stage-job.ts runs it: claimed, then advanced (or, the last, completed) under its lease. */
async function runStages(
  ctx: ServiceContext,
  id: string,
  seed: ProcessedSeed,
  kinds: readonly InsightKind[],
  work: string,
): Promise<void> {
  const { stageLeases, stageResults } = ctx.repos;
  for (const stage of STAGES) {
    const file = await stageLeases.claimStage(id, stage, SEED_OWNER, LEASE_STALE_MS);
    if (!file) throw new Error(`the seeded file's ${stage} stage could not be claimed`);
    const next = nextStage(stage);
    if (next === 'processed') {
      const done = await stageResults.complete(id, SEED_OWNER, stage, seed.transcript, kinds, seed.estimatedAccuracy);
      if (!done) throw new Error('the seeded file could not be completed');
      // As the pipeline does: the 16 kHz WAV is only needed while processing.
      if (file.wav_key) await ctx.storage.delete(file.wav_key);
      return;
    }
    // Recognition, diarization and paragraphs keep their results as artifacts for the next stage,
    // which completing deletes: the seed holds what they came to instead.
    const fields = stage === 'normalise' ? await normalise(ctx, file, work) : undefined;
    const advanced = await stageResults.advanceStage(id, SEED_OWNER, stage, next, {
      progress: STAGE_PROGRESS[stage][1],
      fields,
    });
    if (!advanced) throw new Error(`the seeded file could not leave its ${stage} stage`);
  }
}

/** The pipeline's own normalise stage: the recognition WAV, the player's MP3 and the peaks, stored. */
async function normalise(ctx: ServiceContext, file: FileRow, work: string) {
  const workDir = path.join(work, 'normalise');
  await fsp.mkdir(workDir);
  const outcome = await STAGE_RUNNERS.normalise({
    ctx,
    file,
    workDir,
    report: () => {},
    signal: new AbortController().signal,
  });
  return outcome.fields;
}

/** Each insight kind as its job writes it: the queued run claimed, then finished with its result. */
async function writeInsights(
  ctx: ServiceContext,
  id: string,
  seed: ProcessedSeed,
  kinds: readonly InsightKind[],
): Promise<void> {
  const insights = ctx.repos.insights;
  const wanted = new Set<string>(kinds);
  for (const run of seed.insights.filter((r) => wanted.has(r.kind))) {
    const claimed = await insights.claim(id, run.kind, SEED_OWNER, INSIGHT_LEASE_STALE_MS);
    if (!claimed || !(await insights.finish(id, run.kind, SEED_OWNER, run.engine, run.patch, run.made))) {
      throw new Error(`the seeded file's ${run.kind} could not be written`);
    }
  }
}
