import { z } from 'zod';
import { SafeText } from './text.js';

/**
 * Episodes from a podcast feed (docs/product.md#episodes-from-a-feed): a person gives their feed's
 * address, sees its episodes, imports the ones they choose, and may have new ones imported as they
 * appear.
 */

/** What one account may hold at once, so nobody can flood the download queue. */
export const FEED_LIMITS = {
  /** Feeds one account follows. */
  maxFeeds: 20,
  /** Episodes of one account queued or downloading at once. */
  maxActiveImports: 10,
  /** Guids in one import request. */
  maxGuidsPerImport: 100,
  /** Longest feed address. */
  maxUrlLength: 2000,
} as const;

export const FeedEpisodeState = z.enum(['new', 'queued', 'importing', 'imported', 'failed']);
export type FeedEpisodeState = z.infer<typeof FeedEpisodeState>;

export const FeedEpisode = z.object({
  guid: z.string(),
  title: z.string(),
  /** ISO time from the item's pubDate, or null. */
  published_at: z.string().nullable(),
  /** From itunes:duration, or null. */
  duration_sec: z.number().nullable(),
  enclosure_url: z.string(),
  enclosure_type: z.string().nullable(),
  enclosure_bytes: z.number().nullable(),
  /** `new`: never imported; `queued`/`importing`: on its way; `imported`: a file (`file_id`); `failed`: see `error`. */
  state: FeedEpisodeState,
  /** Imported already (its file may since have been deleted). */
  imported: z.boolean(),
  file_id: z.string().nullable(),
  error: z.string().nullable(),
});
export type FeedEpisode = z.infer<typeof FeedEpisode>;

export const Feed = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  /** New episodes are imported as they appear. */
  watch: z.boolean(),
  last_checked_at: z.string().nullable(),
  /** Why the last fetch failed, until one succeeds. */
  last_error: z.string().nullable(),
  episode_count: z.number().int(),
  imported_count: z.number().int(),
});
export type Feed = z.infer<typeof Feed>;

/** `POST /v1/feeds`, `GET /v1/feeds/{feedId}`, `PATCH /v1/feeds/{feedId}`: a feed and its episodes. */
export const FeedDetail = z.object({ feed: Feed, episodes: z.array(FeedEpisode) });
export type FeedDetail = z.infer<typeof FeedDetail>;

/** `GET /v1/feeds`. */
export const FeedList = z.object({ items: z.array(Feed) });
export type FeedList = z.infer<typeof FeedList>;

/** `POST /v1/feeds`. */
export const AddFeedRequest = z.object({
  url: SafeText(FEED_LIMITS.maxUrlLength, `A feed address can have at most ${FEED_LIMITS.maxUrlLength} characters.`)
    .trim()
    .min(1, 'Paste the address of your podcast feed.'),
});
export type AddFeedRequest = z.infer<typeof AddFeedRequest>;

/** `PATCH /v1/feeds/{feedId}`. */
export const WatchFeedRequest = z.object({ watch: z.boolean() });
export type WatchFeedRequest = z.infer<typeof WatchFeedRequest>;

/** `POST /v1/feeds/{feedId}/import`. */
export const ImportEpisodesRequest = z.object({
  guids: z
    .array(z.string().min(1).max(FEED_LIMITS.maxUrlLength))
    .min(1, 'Choose at least one episode.')
    .max(FEED_LIMITS.maxGuidsPerImport, `Import at most ${FEED_LIMITS.maxGuidsPerImport} episodes at once.`),
});
export type ImportEpisodesRequest = z.infer<typeof ImportEpisodesRequest>;

/**
 * What became of each guid asked for: `queued` (its download has started), `skipped` (imported
 * already, or on its way), `failed` (not queued, `reason` says why: no such episode, too many at once).
 */
export const ImportOutcome = z.object({
  guid: z.string(),
  state: z.enum(['queued', 'skipped', 'failed']),
  reason: z.string().nullable(),
});
export type ImportOutcome = z.infer<typeof ImportOutcome>;

export const ImportEpisodesResponse = z.object({ success: z.string(), episodes: z.array(ImportOutcome) });
export type ImportEpisodesResponse = z.infer<typeof ImportEpisodesResponse>;

/** Fixed messages of feeds. */
export const FeedMessages = {
  notFound: 'Feed not found.',
  tooManyFeeds: `You follow ${FEED_LIMITS.maxFeeds} feeds, the most an account can; remove one to add another.`,
  deleted: 'Feed removed. Episodes imported from it stay in your files.',
  unknownEpisode: 'This feed lists no episode with this guid; refresh the feed and try again.',
  alreadyImported: 'Imported already.',
  alreadyImporting: 'Being imported already.',
  tooManyAtOnce: `At most ${FEED_LIMITS.maxActiveImports} episodes are imported at once; import this one when those have finished.`,
  notMedia: (type: string) => `The episode's file is not audio or video (the server says it is ${type}).`,
  notRss: (status: number) => `The feed's address answered with status ${status}, not a feed.`,
  imported: (queued: number) =>
    queued === 1 ? 'One episode is being imported.' : `${queued} episodes are being imported.`,
} as const;
