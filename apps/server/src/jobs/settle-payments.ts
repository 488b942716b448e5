import type { ServiceContext } from '../services/context.js';
import { settlePendingPayments } from '../services/billing/intents.js';
import { settlePaymentsJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const settlePaymentsHandler = (ctx: ServiceContext) =>
  handler(settlePaymentsJob, async ({ madeBefore }) => {
    const counts = await settlePendingPayments(ctx, madeBefore ? new Date(madeBefore) : undefined);
    if (counts.settled + counts.open > 0) ctx.log.info(counts, 'open payments settled');
  });
