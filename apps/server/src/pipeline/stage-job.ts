import { estimatedAccuracy } from '@scriptloom/transcript';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MediaError } from '@scriptloom/media';
import { handler } from '../queue/queue.js';
import { logAndContinue } from '../lib/logger.js';
import { WORKER_ID } from '../lib/worker-id.js';
import type { ServiceContext } from '../services/context.js';
import { fileKeys } from '../storage/file-keys.js';
import { enqueueInsights, enqueueStage, pipelineStageJob } from '../queue/pipeline-definitions.js';
import { insightKindsFor } from '../services/billing/entitlements.js';
import { STAGE_RUNNERS } from './stage-runners.js';
import { isStage, nextStage, STAGE_PROGRESS, type Stage } from '../queue/stages.js';

/** A lease not renewed for this long belongs to a dead worker and may be taken over. */
export const LEASE_STALE_MS = 60_000;
const HEARTBEAT_MS = 10_000;
const PROGRESS_WRITE_MS = 1_000;

const STAGE_LABEL: Record<Stage, string> = {
  normalise: 'preparing the audio',
  speech_to_text: 'transcribing',
  diarization: 'finding the speakers',
  paragraphs: 'building paragraphs',
};

/** What the person sees in the media file error modal. */
function failureMessage(stage: Stage, err: unknown): string {
  if (err instanceof MediaError) return err.message;
  const detail = err instanceof Error ? err.message : String(err);
  return `Processing failed while ${STAGE_LABEL[stage]}: ${detail}`;
}

/**
 * Runs one stage of one file. The stage's lease makes a duplicate or late job harmless; its result
 * and the move to the next stage are committed together; a failure is retried by pg-boss and, on
 * the last attempt, marks the file failed (which gives its minutes back).
 */
export function pipelineStageHandler(ctx: ServiceContext) {
  return handler(pipelineStageJob, async ({ fileId, stage }, meta) => {
    const { stageLeases: leases, stageResults: results } = ctx.repos;
    const file = await leases.claimStage(fileId, stage, WORKER_ID, LEASE_STALE_MS);
    if (!file) return; // deleted, already past this stage, or another worker has it

    const [from, to] = STAGE_PROGRESS[stage];
    // Stops the stage's work when its lease is lost, or when the process shuts down before it ends.
    const abort = new AbortController();
    const onShutdown = () => abort.abort();
    meta.shutdown.addEventListener('abort', onShutdown, { once: true });
    let progress = from;
    let lastWrite = 0;
    // One write at a time, each with the latest progress: two in flight could commit out of order
    // and move the progress shown back, or land after the stage has moved on.
    let writing: Promise<void> | null = null;
    let writeAgain = false;
    const renewFailed = logAndContinue(ctx.log, 'warn', 'could not renew a stage lease', { fileId, stage });
    const write = () => {
      lastWrite = Date.now();
      if (writing) {
        writeAgain = true;
        return;
      }
      writing = (async () => {
        do {
          writeAgain = false;
          try {
            if (!(await leases.heartbeat(fileId, WORKER_ID, progress))) abort.abort();
          } catch (err) {
            // The next beat tries again; a lease not renewed for a minute is taken over by recovery.
            renewFailed(err);
          }
        } while (writeAgain);
      })().finally(() => (writing = null));
    };
    const report = (fraction: number) => {
      progress = Math.round((from + (to - from) * Math.min(1, Math.max(0, fraction))) * 10) / 10;
      if (Date.now() - lastWrite >= PROGRESS_WRITE_MS) write();
    };
    const timer = setInterval(write, HEARTBEAT_MS);
    const workDir = path.join(ctx.config.workDir, `${fileId}-${stage}-${process.pid}`);
    await fsp.mkdir(workDir, { recursive: true });
    try {
      const outcome = await STAGE_RUNNERS[stage]({ ctx, file, workDir, report, signal: abort.signal });
      clearInterval(timer);
      await writing;
      const next = nextStage(stage);
      if (next === 'processed') {
        // Written content is made only where the owner's plan includes it (docs/product.md#plans-and-limits).
        const kinds = insightKindsFor(await ctx.repos.users.findById(file.user_id), file.org_id);
        // The transcript and a queued run of each of those insight kinds are committed together.
        if (
          outcome.document &&
          (await results.complete(
            fileId,
            WORKER_ID,
            stage,
            outcome.document,
            kinds,
            estimatedAccuracy(outcome.document.snippets),
          ))
        ) {
          // The 16 kHz WAV is only needed while processing; if it stays, it goes with the file.
          if (file.wav_key) {
            await ctx.storage
              .delete(file.wav_key)
              .catch(logAndContinue(ctx.log, 'warn', 'could not delete the 16 kHz WAV', { fileId }));
          }
          // Insights never fail a transcript: if this enqueue fails, the recovery sweep queues the runs.
          await enqueueInsights(ctx, fileId, kinds).catch(
            logAndContinue(ctx.log, 'warn', 'could not queue insights; the recovery sweep will', { fileId }),
          );
        }
        return;
      }
      const advanced = await results.advanceStage(fileId, WORKER_ID, stage, next, {
        progress: to,
        fields: outcome.fields,
        artifacts: outcome.artifacts,
      });
      if (advanced && isStage(next)) await enqueueStage(ctx, fileId, next);
      // Deleted while this stage ran: what it just stored would be left without an owner.
      if (!advanced && !(await ctx.repos.files.findById(fileId)))
        await ctx.storage.deletePrefix(fileKeys(file.user_id, fileId).dir);
    } catch (err) {
      clearInterval(timer);
      // Stopped by a shutdown, not by the file: whoever runs the stage next starts it afresh.
      if (meta.shutdown.aborted) {
        await leases.releaseLease(fileId, WORKER_ID);
        throw err;
      }
      if (meta.isLastAttempt || err instanceof MediaError) await results.fail(fileId, failureMessage(stage, err));
      else await leases.releaseLease(fileId, WORKER_ID);
      if (!(err instanceof MediaError)) throw err;
    } finally {
      clearInterval(timer);
      meta.shutdown.removeEventListener('abort', onShutdown);
      await fsp.rm(workDir, { recursive: true, force: true });
    }
  });
}
