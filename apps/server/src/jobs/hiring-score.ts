import type { ServiceContext } from '../services/context.js';
import { scoreWorkflow } from '../services/hiring/score-workflow.js';
import { hiringScoreJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const hiringScoreHandler = (ctx: ServiceContext) =>
  handler(hiringScoreJob, async ({ file_id }) => {
    const file = await ctx.repos.files.findById(file_id);
    // Deleted since: its scores went with it.
    if (file) await scoreWorkflow(ctx, file);
  });
