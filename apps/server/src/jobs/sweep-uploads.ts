import type { ServiceContext } from '../services/context.js';
import { sweepPendingUploads } from '../services/files/pending-uploads.js';
import { sweepUploadsJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const sweepUploadsHandler = (ctx: ServiceContext) =>
  handler(sweepUploadsJob, async () => {
    await sweepPendingUploads(ctx);
  });
