import { logAndContinue } from '../../lib/logger.js';
import { importFeedEpisodeJob } from '../../queue/job-definitions.js';
import type { ServiceContext } from '../context.js';
import { checkFeed, queueEpisodes } from './feeds.js';

/** Feeds looked at per run; the rest wait for the next run, the longest-waiting first. */
const FEEDS_PER_RUN = 200;
/**
 * An episode queued or importing without a change for this long has lost its job: longer than one
 * attempt may run (`importFeedEpisodeJob.expireInSeconds`) plus the waits between attempts.
 */
const STALE_AFTER_MS = importFeedEpisodeJob.expireInSeconds * 1000 + 3600_000;

/**
 * The scheduled poll (`feeds.poll`, every 15 minutes): each watched feed that is due is fetched with
 * its validators (an unchanged feed answers 304 and nothing else happens), and the episodes that
 * appeared since the watch began and were never asked for are queued, within the account's limit of
 * downloads at once (those over it wait for the next run). A feed that fails is looked at less often
 * (`nextCheck`); an episode that fails (no minutes left, not media) is marked so and never retried
 * by the poll. An episode whose job was lost (queued or importing with no change for over four
 * hours) is failed first, so it holds no place. Answers how many episodes were queued.
 */
export async function pollWatchedFeeds(ctx: ServiceContext, now = new Date()): Promise<number> {
  // First, episodes whose job was lost stop holding places in their account's downloads.
  await ctx.repos.feeds.failStale(
    new Date(now.getTime() - STALE_AFTER_MS),
    'The import did not finish (its download stopped answering); import it again.',
  );
  let queued = 0;
  for (const feed of await ctx.repos.feeds.due(now, FEEDS_PER_RUN)) {
    try {
      const outcome = await checkFeed(ctx, feed);
      if (outcome === 'failed') continue;
      const guids = await ctx.repos.feeds.watchedNew(feed.id);
      if (guids.length === 0) continue;
      const outcomes = await queueEpisodes(ctx, feed, guids);
      queued += outcomes.filter((o) => o.state === 'queued').length;
    } catch (err) {
      // One feed's trouble must not stop the others'.
      logAndContinue(ctx.log, 'warn', 'could not poll a watched feed', { feedId: feed.id })(err);
    }
  }
  return queued;
}
