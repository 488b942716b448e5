import { pollWatchedFeeds } from '../services/feeds/poll.js';
import type { ServiceContext } from '../services/context.js';
import { pollFeedsJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const pollFeedsHandler = (ctx: ServiceContext) =>
  handler(pollFeedsJob, async () => {
    await pollWatchedFeeds(ctx);
  });
