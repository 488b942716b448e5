import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { feedEpisodes, feeds, users } from '../schema/index.js';

export type FeedRow = typeof feeds.$inferSelect;
export type FeedEpisodeRow = typeof feedEpisodes.$inferSelect;
export type FeedEpisodeState = FeedEpisodeRow['state'];

export interface FeedWithCounts extends FeedRow {
  episode_count: number;
  imported_count: number;
}

/** What one fetch of a feed read: its title, the validators for the next request, its episodes. */
export interface FetchedFeed {
  title: string;
  etag: string | null;
  last_modified: string | null;
  episodes: {
    guid: string;
    title: string;
    published_at: string | null;
    duration_sec: number | null;
    enclosure: { url: string; type: string | null; bytes: number | null };
  }[];
}

/** What asking to import one guid came to. */
export type QueueOutcome =
  | { guid: string; outcome: 'queued'; id: string }
  | { guid: string; outcome: 'skipped'; state: FeedEpisodeState }
  | { guid: string; outcome: 'unknown' }
  | { guid: string; outcome: 'over_limit' };

/** Episodes being downloaded: what the per-account limit counts. */
const ACTIVE: FeedEpisodeState[] = ['queued', 'importing'];
const INSERT_BATCH = 500;

/** Feeds and their episodes, always narrowed to the account that follows them. */
export function feedsRepo(db: Db) {
  return {
    async list(userId: string): Promise<FeedWithCounts[]> {
      const rows = await db
        .select({
          feed: feeds,
          // Written out whole: inside a select list drizzle names columns without their table, and
          // an unqualified "id" in the subquery would be the episode's own.
          episode_count:
            sql<number>`(select count(*) from "feed_episodes" fe where fe."feed_id" = "feeds"."id")`.mapWith(Number),
          imported_count:
            sql<number>`(select count(*) from "feed_episodes" fe where fe."feed_id" = "feeds"."id" and fe."state" = 'imported')`.mapWith(
              Number,
            ),
        })
        .from(feeds)
        .where(eq(feeds.user_id, userId))
        .orderBy(desc(feeds.created_at));
      return rows.map((r) => ({ ...r.feed, episode_count: r.episode_count, imported_count: r.imported_count }));
    },

    /** A feed by id, whoever follows it: the service asks the policy (`canOnFeed`) before using it. */
    async find(id: string): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(feeds).where(eq(feeds.id, id));
      return row;
    },

    /**
     * The account's feed at `url`, added unless it already follows `max` feeds (counted under a
     * lock on the account's row, so two requests at once cannot both take the last place).
     */
    async add(
      userId: string,
      url: string,
      title: string,
      max: number,
    ): Promise<{ feed: FeedRow; created: boolean } | 'over_limit'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [existing] = await tx
          .select()
          .from(feeds)
          .where(and(eq(feeds.user_id, userId), eq(feeds.url, url)));
        if (existing) return { feed: existing, created: false };
        const [held] = await tx.select({ n: count() }).from(feeds).where(eq(feeds.user_id, userId));
        if ((held?.n ?? 0) >= max) return 'over_limit';
        const [feed] = await tx.insert(feeds).values({ user_id: userId, url, title }).returning();
        return { feed: feed!, created: true };
      });
    },

    /**
     * Records a full answer of the feed: its title and validators, and its episodes (new guids
     * added, known ones' details brought up to date, their state untouched). Episodes first seen
     * while the feed is watched are marked so the poll imports them. One transaction.
     */
    async recordFetch(feedId: string, fetched: FetchedFeed, nextCheckAt: Date | null): Promise<void> {
      await db.transaction(async (tx) => {
        const [feed] = await tx
          .update(feeds)
          .set({
            title: fetched.title,
            etag: fetched.etag,
            last_modified: fetched.last_modified,
            last_checked_at: new Date(),
            next_check_at: nextCheckAt,
            failures: 0,
            last_error: null,
            updated_at: new Date(),
          })
          .where(eq(feeds.id, feedId))
          .returning({ user_id: feeds.user_id, watch: feeds.watch });
        if (!feed) return;
        for (let i = 0; i < fetched.episodes.length; i += INSERT_BATCH) {
          const batch = fetched.episodes.slice(i, i + INSERT_BATCH).map((e) => ({
            feed_id: feedId,
            user_id: feed.user_id,
            guid: e.guid,
            title: e.title,
            published_at: e.published_at ? new Date(e.published_at) : null,
            duration_sec: e.duration_sec,
            enclosure_url: e.enclosure.url,
            enclosure_type: e.enclosure.type,
            enclosure_bytes: e.enclosure.bytes,
            seen_while_watched: feed.watch,
          }));
          await tx
            .insert(feedEpisodes)
            .values(batch)
            .onConflictDoUpdate({
              target: [feedEpisodes.feed_id, feedEpisodes.guid],
              set: {
                title: sql`excluded.title`,
                published_at: sql`excluded.published_at`,
                duration_sec: sql`excluded.duration_sec`,
                enclosure_url: sql`excluded.enclosure_url`,
                enclosure_type: sql`excluded.enclosure_type`,
                enclosure_bytes: sql`excluded.enclosure_bytes`,
              },
            });
        }
      });
    },

    /** The feed answered 304: only when it was checked changes. */
    async recordUnchanged(feedId: string, nextCheckAt: Date | null): Promise<void> {
      await db
        .update(feeds)
        .set({ last_checked_at: new Date(), next_check_at: nextCheckAt, failures: 0, last_error: null })
        .where(eq(feeds.id, feedId));
    },

    /** A fetch failed: counted, so the poll backs off, with its reason. Answers the failures in a row. */
    async recordFailure(feedId: string, error: string, nextCheckAt: (failures: number) => Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(feeds)
          .set({ failures: sql`${feeds.failures} + 1`, last_error: error, last_checked_at: new Date() })
          .where(eq(feeds.id, feedId))
          .returning({ failures: feeds.failures });
        if (!row) return 0;
        await tx
          .update(feeds)
          .set({ next_check_at: nextCheckAt(row.failures) })
          .where(eq(feeds.id, feedId));
        return row.failures;
      });
    },

    async setWatch(userId: string, id: string, watch: boolean, nextCheckAt: Date | null): Promise<FeedRow | undefined> {
      const [row] = await db
        .update(feeds)
        .set({ watch, next_check_at: nextCheckAt, failures: 0, updated_at: new Date() })
        .where(and(eq(feeds.id, id), eq(feeds.user_id, userId)))
        .returning();
      return row;
    },

    /** Deletes the feed and its episode records (the files imported from it stay). */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(feeds)
        .where(and(eq(feeds.id, id), eq(feeds.user_id, userId)))
        .returning({ id: feeds.id });
      return rows.length > 0;
    },

    /** A feed's episodes, newest first (undated ones last, in the order first seen). */
    episodes(feedId: string): Promise<FeedEpisodeRow[]> {
      return db
        .select()
        .from(feedEpisodes)
        .where(eq(feedEpisodes.feed_id, feedId))
        .orderBy(sql`${feedEpisodes.published_at} desc nulls last`, asc(feedEpisodes.created_at));
    },

    /** Guids the poll should import: first seen while watched and never asked for. */
    async watchedNew(feedId: string): Promise<string[]> {
      const rows = await db
        .select({ guid: feedEpisodes.guid })
        .from(feedEpisodes)
        .where(
          and(
            eq(feedEpisodes.feed_id, feedId),
            eq(feedEpisodes.seen_while_watched, true),
            eq(feedEpisodes.state, 'new'),
          ),
        );
      return rows.map((r) => r.guid);
    },

    /**
     * Marks the asked-for episodes queued: those never imported (`new`) or that failed. One already
     * imported or on its way is skipped; beyond `maxActive` downloads of the account at once the
     * rest are refused. Under a lock on the account's row, so two requests at once neither exceed
     * the limit nor queue one episode twice.
     */
    async queue(userId: string, feedId: string, guids: readonly string[], maxActive: number): Promise<QueueOutcome[]> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [active] = await tx
          .select({ n: count() })
          .from(feedEpisodes)
          .where(and(eq(feedEpisodes.user_id, userId), inArray(feedEpisodes.state, ACTIVE)));
        let room = maxActive - (active?.n ?? 0);
        const rows = guids.length
          ? await tx
              .select({ id: feedEpisodes.id, guid: feedEpisodes.guid, state: feedEpisodes.state })
              .from(feedEpisodes)
              .where(and(eq(feedEpisodes.feed_id, feedId), inArray(feedEpisodes.guid, [...guids])))
          : [];
        const byGuid = new Map(rows.map((r) => [r.guid, r]));
        const outcomes: QueueOutcome[] = [];
        const toQueue: string[] = [];
        for (const guid of new Set(guids)) {
          const row = byGuid.get(guid);
          if (!row) outcomes.push({ guid, outcome: 'unknown' });
          else if (row.state !== 'new' && row.state !== 'failed')
            outcomes.push({ guid, outcome: 'skipped', state: row.state });
          else if (room <= 0) outcomes.push({ guid, outcome: 'over_limit' });
          else {
            room--;
            toQueue.push(row.id);
            outcomes.push({ guid, outcome: 'queued', id: row.id });
          }
        }
        if (toQueue.length) {
          await tx
            .update(feedEpisodes)
            .set({ state: 'queued', error: null, updated_at: new Date() })
            .where(inArray(feedEpisodes.id, toQueue));
        }
        return outcomes;
      });
    },

    /**
     * The import job takes its episode: queued, or importing when an earlier attempt of the same
     * job died. Anything else (imported, failed, deleted) is nothing to do.
     */
    async claim(id: string): Promise<FeedEpisodeRow | undefined> {
      const [row] = await db
        .update(feedEpisodes)
        .set({ state: 'importing', updated_at: new Date() })
        .where(and(eq(feedEpisodes.id, id), inArray(feedEpisodes.state, ACTIVE)))
        .returning();
      return row;
    },

    async imported(id: string, fileId: string): Promise<void> {
      await db
        .update(feedEpisodes)
        .set({ state: 'imported', file_id: fileId, error: null, updated_at: new Date() })
        .where(eq(feedEpisodes.id, id));
    },

    async failed(id: string, error: string): Promise<void> {
      await db
        .update(feedEpisodes)
        .set({ state: 'failed', error, updated_at: new Date() })
        .where(and(eq(feedEpisodes.id, id), inArray(feedEpisodes.state, ACTIVE)));
    },

    /**
     * Episodes still queued or importing with no sign of life since `before` (their job expired or
     * was lost): failed with `error`, so they stop counting against the account's downloads at
     * once and can be imported again. Answers how many.
     */
    async failStale(before: Date, error: string): Promise<number> {
      const rows = await db
        .update(feedEpisodes)
        .set({ state: 'failed', error, updated_at: new Date() })
        .where(and(inArray(feedEpisodes.state, ACTIVE), lt(feedEpisodes.updated_at, before)))
        .returning({ id: feedEpisodes.id });
      return rows.length;
    },

    /** Watched feeds due for a poll, the longest-waiting first. */
    async due(now: Date, limit: number): Promise<FeedRow[]> {
      return db
        .select()
        .from(feeds)
        .where(and(eq(feeds.watch, true), lte(feeds.next_check_at, now)))
        .orderBy(asc(feeds.next_check_at))
        .limit(limit);
    },
  };
}

export type FeedsRepo = ReturnType<typeof feedsRepo>;
