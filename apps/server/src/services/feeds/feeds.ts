import {
  canOnFeed,
  ErrorCode,
  FEED_LIMITS,
  FeedMessages,
  type Feed,
  type FeedDetail,
  type FeedEpisode,
  type FeedList,
  type ImportEpisodesResponse,
  type ImportOutcome,
} from '@scriptloom/contracts';
import type { FeedEpisodeRow, FeedRow, FeedWithCounts, QueueOutcome, UserRow } from '@scriptloom/db';
import { AppError, notFound } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import { importFeedEpisodeJob } from '../../queue/job-definitions.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { isUuid } from '../organisations/membership.js';
import { checkedUrl } from '../../lib/safe-fetch/safe-fetch.js';
import { fetchFeed, fetchRefusal } from './fetch-feed.js';

/** Episodes from a podcast feed (docs/product.md#episodes-from-a-feed): the use cases behind /v1/feeds. */

/** How often a watched feed is looked at, and the longest a failing one is left alone. */
export const POLL_INTERVAL_MS = 15 * 60_000;
const MAX_BACKOFF_MS = 24 * 3600_000;
/** A feed fetched this recently is answered from what was stored (the page polls while importing). */
const REFRESH_AFTER_MS = 60_000;

/** The next look at a watched feed: every interval, doubled for each failure in a row, up to a day. */
export const nextCheck = (failures = 0, now = Date.now()) =>
  new Date(now + Math.min(POLL_INTERVAL_MS * 2 ** failures, MAX_BACKOFF_MS));

function toFeed(row: FeedRow, counts: { episode_count: number; imported_count: number }): Feed {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    watch: row.watch,
    last_checked_at: row.last_checked_at?.toISOString() ?? null,
    last_error: row.last_error,
    episode_count: counts.episode_count,
    imported_count: counts.imported_count,
  };
}

function toEpisode(row: FeedEpisodeRow): FeedEpisode {
  return {
    guid: row.guid,
    title: row.title,
    published_at: row.published_at?.toISOString() ?? null,
    duration_sec: row.duration_sec,
    enclosure_url: row.enclosure_url,
    enclosure_type: row.enclosure_type,
    enclosure_bytes: row.enclosure_bytes,
    state: row.state,
    imported: row.state === 'imported',
    file_id: row.file_id,
    error: row.error,
  };
}

async function detailOf(ctx: ServiceContext, feedId: string): Promise<FeedDetail> {
  const row = await ctx.repos.feeds.find(feedId);
  if (!row) throw notFound(FeedMessages.notFound);
  const episodes = await ctx.repos.feeds.episodes(feedId);
  const counts = {
    episode_count: episodes.length,
    imported_count: episodes.filter((e) => e.state === 'imported').length,
  };
  return { feed: toFeed(row, counts), episodes: episodes.map(toEpisode) };
}

/** The caller's feed, or 404 as for one that does not exist (the policy: a feed is its follower's alone). */
async function ownFeed(ctx: ServiceContext, user: UserRow, feedId: string): Promise<FeedRow> {
  const row = isUuid(feedId) ? await ctx.repos.feeds.find(feedId.toLowerCase()) : undefined;
  if (!canOnFeed(callerOf(user), row && { ownerId: row.user_id }).allowed || !row)
    throw notFound(FeedMessages.notFound);
  return row;
}

/**
 * `POST /v1/feeds {url}`: fetches the feed (refused before anything is stored if it cannot be read),
 * follows it (or finds it followed already) and records its episodes. `created` says which.
 */
export async function addFeed(
  ctx: ServiceContext,
  user: UserRow,
  address: string,
): Promise<{ created: boolean; detail: FeedDetail }> {
  let url: string;
  try {
    url = checkedUrl(address).href;
  } catch (err) {
    throw fetchRefusal(err, 'url') ?? err;
  }
  const fetched = await fetchFeed(ctx, url, {}, 'url');
  if (!fetched.changed) throw new AppError(400, ErrorCode.feedNotRss, FeedMessages.notRss(304));
  const added = await ctx.repos.feeds.add(user.id, url, fetched.feed.title, FEED_LIMITS.maxFeeds);
  if (added === 'over_limit') throw new AppError(409, ErrorCode.tooManyFeeds, FeedMessages.tooManyFeeds);
  await ctx.repos.feeds.recordFetch(
    added.feed.id,
    {
      title: fetched.feed.title,
      etag: fetched.etag,
      last_modified: fetched.last_modified,
      episodes: fetched.feed.episodes,
    },
    added.feed.watch ? nextCheck() : null,
  );
  return { created: added.created, detail: await detailOf(ctx, added.feed.id) };
}

/** `GET /v1/feeds`: the caller's feeds, newest first. */
export async function listFeeds(ctx: ServiceContext, user: UserRow): Promise<FeedList> {
  const rows: FeedWithCounts[] = await ctx.repos.feeds.list(user.id);
  return { items: rows.map((r) => toFeed(r, r)) };
}

/**
 * `GET /v1/feeds/{feedId}`: the feed fetched again (conditionally: an unchanged feed costs its
 * server a 304) unless it was fetched in the last minute, and its episodes with their states. A
 * feed that cannot be fetched now is answered as stored, with the reason in `last_error`.
 */
export async function refreshFeed(ctx: ServiceContext, user: UserRow, feedId: string): Promise<FeedDetail> {
  const feed = await ownFeed(ctx, user, feedId);
  if (!feed.last_checked_at || Date.now() - feed.last_checked_at.getTime() >= REFRESH_AFTER_MS) {
    await checkFeed(ctx, feed).catch(
      logAndContinue(ctx.log, 'warn', 'could not record a feed refresh', { feedId: feed.id }),
    );
  }
  return detailOf(ctx, feed.id);
}

/**
 * Fetches a feed with its validators and records the outcome: its episodes, an unchanged feed, or
 * the failure (counted, so a watched feed's polls back off). Answers whether it was read.
 */
export async function checkFeed(ctx: ServiceContext, feed: FeedRow): Promise<'changed' | 'unchanged' | 'failed'> {
  try {
    const fetched = await fetchFeed(ctx, feed.url, feed);
    const next = feed.watch ? nextCheck() : null;
    if (!fetched.changed) {
      await ctx.repos.feeds.recordUnchanged(feed.id, next);
      return 'unchanged';
    }
    await ctx.repos.feeds.recordFetch(
      feed.id,
      {
        title: fetched.feed.title,
        etag: fetched.etag,
        last_modified: fetched.last_modified,
        episodes: fetched.feed.episodes,
      },
      next,
    );
    return 'changed';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await ctx.repos.feeds.recordFailure(feed.id, err.message, (failures) => nextCheck(failures));
    return 'failed';
  }
}

/** `PATCH /v1/feeds/{feedId} {watch}`: from now on, episodes that appear are imported (or no longer). */
export async function setWatch(
  ctx: ServiceContext,
  user: UserRow,
  feedId: string,
  watch: boolean,
): Promise<FeedDetail> {
  const feed = await ownFeed(ctx, user, feedId);
  // Only what appears after the watch begins is imported: the episodes listed now are not.
  await ctx.repos.feeds.setWatch(user.id, feed.id, watch, watch ? nextCheck() : null);
  return detailOf(ctx, feed.id);
}

/** `DELETE /v1/feeds/{feedId}`: the feed and its episode list go; files imported from it stay. */
export async function deleteFeed(ctx: ServiceContext, user: UserRow, feedId: string) {
  const feed = await ownFeed(ctx, user, feedId);
  await ctx.repos.feeds.remove(user.id, feed.id);
  return { success: FeedMessages.deleted };
}

function outcomeOf(q: QueueOutcome): ImportOutcome {
  switch (q.outcome) {
    case 'queued':
      return { guid: q.guid, state: 'queued', reason: null };
    case 'skipped':
      return {
        guid: q.guid,
        state: 'skipped',
        reason: q.state === 'imported' ? FeedMessages.alreadyImported : FeedMessages.alreadyImporting,
      };
    case 'unknown':
      return { guid: q.guid, state: 'failed', reason: FeedMessages.unknownEpisode };
    case 'over_limit':
      return { guid: q.guid, state: 'failed', reason: FeedMessages.tooManyAtOnce };
  }
}

/**
 * Queues the download of the given episodes of a feed (deduplicated by guid: one imported or on its
 * way is skipped) and answers at once with each one's state; the jobs do the work.
 */
export async function queueEpisodes(
  ctx: ServiceContext,
  feed: Pick<FeedRow, 'id' | 'user_id'>,
  guids: readonly string[],
): Promise<ImportOutcome[]> {
  const outcomes = await ctx.repos.feeds.queue(feed.user_id, feed.id, guids, FEED_LIMITS.maxActiveImports);
  for (const q of outcomes) {
    if (q.outcome !== 'queued') continue;
    // Should queueing fail, the episode stays queued and a later import of it is skipped: so the
    // failure is recorded on the episode instead, where the person sees it and can try again.
    await ctx.queue.enqueue(importFeedEpisodeJob, { episode_id: q.id }).catch(async (err: unknown) => {
      logAndContinue(ctx.log, 'warn', 'could not queue an episode import', { episodeId: q.id })(err);
      await ctx.repos.feeds.failed(q.id, 'The import could not be started; try again.');
    });
  }
  return outcomes.map(outcomeOf);
}

/** `POST /v1/feeds/{feedId}/import {guids}`. */
export async function importEpisodes(
  ctx: ServiceContext,
  user: UserRow,
  feedId: string,
  guids: readonly string[],
): Promise<ImportEpisodesResponse> {
  const feed = await ownFeed(ctx, user, feedId);
  const episodes = await queueEpisodes(ctx, feed, guids);
  return { success: FeedMessages.imported(episodes.filter((e) => e.state === 'queued').length), episodes };
}
