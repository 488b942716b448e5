import { z } from 'zod';
import type { Repos } from '../services/context.js';
import type { JobDefinition } from './queue.js';

const PrunePayload = z.object({});

/** Sign-in failures are only counted over 15 minutes; codes and reset links are kept a day past expiry. */
const KEEP_MS = 24 * 3600_000;

export const PRUNE_AUTH_RECORDS = 'maintenance.prune-auth-records';

export function pruneAuthRecordsJob(repos: Repos): JobDefinition<typeof PrunePayload> {
  return {
    name: PRUNE_AUTH_RECORDS,
    payload: PrunePayload,
    retryLimit: 2,
    retryDelaySeconds: 60,
    async handle() {
      const before = new Date(Date.now() - KEEP_MS);
      await repos.loginFailures.prune(before);
      await repos.codes.pruneExpired(before);
      await repos.resets.pruneExpired(before);
    },
  };
}
