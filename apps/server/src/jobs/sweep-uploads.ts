import { z } from 'zod';
import type { ServiceContext } from '../services/context.js';
import { sweepPendingUploads } from '../services/files/pending-uploads.js';
import type { JobDefinition } from './queue.js';

const SweepPayload = z.object({});

export const SWEEP_UPLOADS = 'maintenance.sweep-uploads';

/** Hourly: uploads never transcribed are deleted a day after they began (storage and record). */
export function sweepUploadsJob(ctx: ServiceContext): JobDefinition<typeof SweepPayload> {
  return {
    name: SWEEP_UPLOADS,
    payload: SweepPayload,
    retryLimit: 2,
    retryDelaySeconds: 300,
    async handle() {
      await sweepPendingUploads(ctx);
    },
  };
}
