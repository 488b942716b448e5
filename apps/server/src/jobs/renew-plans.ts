import type { ServiceContext } from '../services/context.js';
import { renewDuePlans } from '../services/billing/renewals.js';
import { renewPlansJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const renewPlansHandler = (ctx: ServiceContext) =>
  handler(renewPlansJob, async () => {
    await renewDuePlans(ctx);
  });
