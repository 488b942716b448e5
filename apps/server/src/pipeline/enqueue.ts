import type { ServiceContext } from '../services/context.js';
import { pipelineStageJob } from './stage-job.js';
import type { Stage } from './stages.js';

/** Queues the job that runs `stage` of a file. Running it twice is harmless: stages take a lease. */
export function enqueueStage(ctx: ServiceContext, fileId: string, stage: Stage): Promise<string> {
  return ctx.queue.enqueue(pipelineStageJob(ctx), { fileId, stage });
}
