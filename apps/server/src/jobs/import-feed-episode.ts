import { importEpisode } from '../services/feeds/import-episode.js';
import type { ServiceContext } from '../services/context.js';
import { importFeedEpisodeJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const importFeedEpisodeHandler = (ctx: ServiceContext) =>
  handler(importFeedEpisodeJob, async (payload, meta) => {
    await importEpisode(ctx, payload.episode_id, meta.isLastAttempt);
  });
