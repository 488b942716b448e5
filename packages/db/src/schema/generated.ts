import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';
import { files } from './files.js';

/*
 * What is made from a transcript: insight runs, articles, audiograms and reels.
 */

/**
 * One row per file and insight kind: whether the kind is queued, being written, written or failed.
 * `lease_owner` + `heartbeat_at` work as on files: a job whose worker died is taken over.
 */
export const insightRuns = pgTable(
  'insight_runs',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'processed', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    engine: text('engine'),
    attempts: integer('attempts').notNull().default(0),
    lease_owner: text('lease_owner'),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    started_at: timestamp('started_at', { withTimezone: true }),
    /**
     * The transcript the stored result was written from (sourceFingerprint in packages/transcript),
     * and the hash of that result as written: the page marks a result out of date, or edited by a
     * person, by comparing them with what is stored now (docs/product.md#out-of-date-content). Null
     * for results written before they were recorded. A new run leaves them until it has a result.
     */
    source_fingerprint: text('source_fingerprint'),
    result_hash: text('result_hash'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.file_id, t.kind] }), index('insight_runs_status_idx').on(t.status)],
);

/** Articles written from a transcript on request (docs/product.md#articles). */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Queued', 'Processing', 'Processed', 'Failed'] })
      .notNull()
      .default('Queued'),
    inspiration: text('inspiration').notNull().default(''),
    context: text('context').notNull().default(''),
    type: text('type').notNull(),
    format: text('format').notNull(),
    tone: text('tone').notNull(),
    title: text('title'),
    content: text('content'),
    error: text('error'),
    engine: text('engine'),
    /** The transcript it was written from (docs/product.md#out-of-date-content); null before that was recorded. */
    source_fingerprint: text('source_fingerprint'),
    ...timestamps,
  },
  (t) => [
    index('articles_file_created_idx').on(t.file_id, t.created_at),
    index('articles_user_status_idx').on(t.user_id, t.status),
  ],
);

/**
 * Audiograms and video reels of a file (docs/product.md#audiograms): one row per render. What the
 * clip shows (range, caption words, speaker) is fixed when it is asked for, so a later edit of the
 * transcript does not change a clip being rendered. `user_id` is who asked, whose usage it counts
 * against. The MP4 and its audio live under the file's storage folder.
 */
export const mediaClips = pgTable(
  'media_clips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['audiogram', 'reel'] }).notNull(),
    status: text('status', { enum: ['queued', 'rendering', 'Processed', 'failed'] })
      .notNull()
      .default('queued'),
    progress: real('progress').notNull().default(0),
    error: text('error'),
    shape: text('shape', { enum: ['square', 'portrait', 'landscape'] }).notNull(),
    framing: text('framing', { enum: ['crop', 'blur'] }),
    background: text('background').notNull(),
    start_sec: doublePrecision('start_sec').notNull(),
    end_sec: doublePrecision('end_sec').notNull(),
    text: text('text').notNull(),
    speaker: text('speaker').notNull(),
    /** Caption words, times relative to the clip's start. */
    words: jsonb('words').$type<{ text: string; start: number; end: number }[]>().notNull(),
    video_key: text('video_key'),
    audio_key: text('audio_key'),
    /** Minutes counted against the user's media allowance when it was rendered. */
    charged_minutes: integer('charged_minutes').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('media_clips_file_created_idx').on(t.file_id, t.created_at),
    index('media_clips_status_updated_idx').on(t.status, t.updated_at),
  ],
);

/**
 * Edited renders of a file (issue 40, docs/product.md#edited-media): the file's media with its
 * struck words cut out, one row per render. What is kept (`kept`, planEdit's ranges) is fixed when
 * the render is asked for, from the transcript at `version`, so a later edit does not change a
 * render being made. `user_id` is who asked, whose media minutes it counts against (`minutes`,
 * reserved while it renders, counted when it is done). The file lives under the file's folder.
 */
export const editRenders = pgTable(
  'edit_renders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['mp3', 'wav', 'm4a', 'mp4'] }).notNull(),
    /** The transcript version the render was planned from. */
    version: integer('version').notNull(),
    status: text('status', { enum: ['queued', 'rendering', 'Processed', 'failed'] })
      .notNull()
      .default('queued'),
    progress: real('progress').notNull().default(0),
    error: text('error'),
    /** Stretches of the original media kept, in seconds. */
    kept: jsonb('kept').$type<{ start: number; end: number }[]>().notNull(),
    /** The planned edited length; once rendered, the written file's. */
    duration: doublePrecision('duration').notNull(),
    /** Media minutes the render counts: every started minute of the edited length. */
    minutes: integer('minutes').notNull(),
    key: text('key'),
    /** The loudness asked for (`podcast`, `video`); null: not normalised. */
    loudness_target: text('loudness_target', { enum: ['podcast', 'video'] }),
    /** Integrated loudness of the rendered result (LUFS), as measured when it was rendered. */
    loudness: doublePrecision('loudness'),
    ...timestamps,
  },
  (t) => [
    index('edit_renders_file_created_idx').on(t.file_id, t.created_at),
    index('edit_renders_status_updated_idx').on(t.status, t.updated_at),
  ],
);
