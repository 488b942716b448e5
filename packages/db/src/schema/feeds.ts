import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';
import { files } from './files.js';

/*
 * Podcast feeds a person imports episodes from (docs/product.md#episodes-from-a-feed).
 */

/** A feed one account follows: where it is, what its server last said, and whether it is watched. */
export const feeds = pgTable(
  'feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address as given (after URL normalisation); one feed per address per account. */
    url: text('url').notNull(),
    title: text('title').notNull(),
    /** New episodes are imported as they appear (the scheduled poll). */
    watch: boolean('watch').notNull().default(false),
    /** The validators of the last full answer, sent back so an unchanged feed answers 304. */
    etag: text('etag'),
    last_modified: text('last_modified'),
    last_checked_at: timestamp('last_checked_at', { withTimezone: true }),
    /** When the poll next looks at a watched feed; pushed back further after each failure. */
    next_check_at: timestamp('next_check_at', { withTimezone: true }),
    /** Polls failed in a row, and why the last one failed. */
    failures: integer('failures').notNull().default(0),
    last_error: text('last_error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('feeds_user_url_idx').on(t.user_id, t.url),
    index('feeds_watch_next_idx')
      .on(t.next_check_at)
      .where(sql`${t.watch}`),
  ],
);

/**
 * Every episode a feed has listed, once per guid (the unique index is the deduplication: an episode
 * is imported once however often it is asked for or seen again).
 */
export const feedEpisodes = pgTable(
  'feed_episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feed_id: uuid('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    /** Its owner, the feed's, kept here so per-account limits count without a join. */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    published_at: timestamp('published_at', { withTimezone: true }),
    duration_sec: doublePrecision('duration_sec'),
    enclosure_url: text('enclosure_url').notNull(),
    enclosure_type: text('enclosure_type'),
    enclosure_bytes: bigint('enclosure_bytes', { mode: 'number' }),
    /**
     * `new` until asked for; `queued` and `importing` while its job downloads it; `imported` once it
     * is a file (`file_id`); `failed` with `error` when it was refused (not media, too long, no
     * minutes left, a refused address) or could not be fetched.
     */
    state: text('state', { enum: ['new', 'queued', 'importing', 'imported', 'failed'] })
      .notNull()
      .default('new'),
    error: text('error'),
    /** First seen while the feed was watched: the poll imports it. */
    seen_while_watched: boolean('seen_while_watched').notNull().default(false),
    file_id: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('feed_episodes_feed_guid_idx').on(t.feed_id, t.guid),
    index('feed_episodes_user_state_idx').on(t.user_id, t.state),
  ],
);
