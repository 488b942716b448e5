import { scheduledAutoAssign } from '../services/auto-assign/scheduled.js';
import type { ServiceContext } from '../services/context.js';
import { autoAssignJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const autoAssignHandler = (ctx: ServiceContext) =>
  handler(autoAssignJob, async () => {
    await scheduledAutoAssign(ctx);
  });
