import { z } from 'zod';
import { InsightKind } from '@scriptloom/contracts';
import type { JobDefinition } from '../jobs/queue.js';
import type { ServiceContext } from '../services/context.js';
import { generateInsights } from '../services/insights/generate.js';
import { WORKER_ID } from './stage-job.js';

const InsightsPayload = z.object({ fileId: z.string().uuid(), kinds: z.array(InsightKind).min(1) });

export const INSIGHTS_GENERATE = 'insights.generate';

/** Writes the queued insight kinds of one file (see generateInsights for the rules). */
export function insightsGenerateJob(ctx: ServiceContext): JobDefinition<typeof InsightsPayload> {
  return {
    name: INSIGHTS_GENERATE,
    payload: InsightsPayload,
    retryLimit: 3,
    retryDelaySeconds: 15,
    expireInSeconds: 2 * 3600,
    async handle({ fileId, kinds }, meta) {
      await generateInsights(ctx, WORKER_ID, fileId, kinds, meta);
    },
  };
}

/** Queues the job for kinds whose runs are already queued. */
export function enqueueInsights(ctx: ServiceContext, fileId: string, kinds: readonly InsightKind[]): Promise<string> {
  return ctx.queue.enqueue(insightsGenerateJob(ctx), { fileId, kinds: [...kinds] });
}
