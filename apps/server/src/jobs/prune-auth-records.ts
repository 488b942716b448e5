import type { Repos } from '../services/context.js';
import { pruneAuthRecordsJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

/** Sign-in failures are only counted over 15 minutes; codes and reset links are kept a day past expiry. */
const KEEP_MS = 24 * 3600_000;

export const pruneAuthRecordsHandler = (repos: Repos) =>
  handler(pruneAuthRecordsJob, async () => {
    const before = new Date(Date.now() - KEEP_MS);
    await repos.loginFailures.prune(before);
    await repos.codes.pruneExpired(before);
    await repos.resets.pruneExpired(before);
  });
