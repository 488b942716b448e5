import type { ServiceContext } from '../services/context.js';
import { handler } from '../queue/queue.js';
import { pipelineRecoverJob, pipelineStageJob } from '../queue/pipeline-definitions.js';
import { LEASE_STALE_MS } from './stage-job.js';
import { isStage } from '../queue/stages.js';
import { recoverInsights } from './insights-recover.js';

/**
 * Re-queues files nobody is working on: a worker died mid-stage (its lease went stale) or the
 * next stage's job was never queued (a crash between commit and enqueue). Runs every minute.
 */
export async function recoverStalledFiles(ctx: ServiceContext, staleMs = LEASE_STALE_MS * 1.5): Promise<number> {
  const stalled = await ctx.repos.stageLeases.stalled(staleMs);
  if (stalled.length === 0) return 0;
  // A file whose job is merely waiting its turn is not stalled. (A job left 'active' by a dead
  // worker does not count: its file's lease has gone stale, and a new job takes over.)
  const waiting = await ctx.queue.waitingPayloadValues(pipelineStageJob, 'fileId');
  let queued = 0;
  for (const file of stalled) {
    if (!isStage(file.stage) || waiting.has(file.id)) continue;
    await ctx.queue.enqueue(pipelineStageJob, { fileId: file.id, stage: file.stage });
    queued++;
  }
  return queued;
}

export const pipelineRecoverHandler = (ctx: ServiceContext) =>
  handler(pipelineRecoverJob, async () => {
    await recoverStalledFiles(ctx);
    await recoverInsights(ctx);
  });
