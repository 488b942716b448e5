import type { ServiceContext } from '../services/context.js';
import { generateInsights } from '../services/insights/generate.js';
import { handler } from '../queue/queue.js';
import { WORKER_ID } from '../lib/worker-id.js';
import { insightsGenerateJob } from '../queue/pipeline-definitions.js';

/** Writes the queued insight kinds of one file (see generateInsights for the rules). */
export const insightsGenerateHandler = (ctx: ServiceContext) =>
  handler(insightsGenerateJob, async ({ fileId, kinds }, meta) => {
    await generateInsights(ctx, WORKER_ID, fileId, kinds, meta);
  });
