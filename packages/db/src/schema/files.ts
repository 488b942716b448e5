import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { organisations, users } from './accounts.js';

/*
 * Uploaded files and their processing: the file row (personal uploads and workflows alike), what
 * the pipeline's stages leave for the next, and uploads in storage that are not a file yet.
 */

/**
 * An uploaded file and its processing state (docs/product.md#uploads). Personal uploads and
 * enterprise workflows share this table.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    org_id: uuid('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    file_name: text('file_name').notNull(),
    file_type: text('file_type', { enum: ['audio', 'video'] }).notNull(),
    format_name: text('format_name').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    duration_sec: doublePrecision('duration_sec').notNull(),
    speakers_hint: integer('speakers_hint'),
    language: text('language'),
    /** Names and terms for this upload, the profile's standing list included (docs/product.md#vocabulary). */
    vocabulary: text('vocabulary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What processing does with profanity in this file (docs/product.md#profanity-filter): the
     * upload's choice, or the account's when it made none, fixed at upload like the vocabulary.
     * Null for files uploaded before the filter existed: none was applied.
     */
    profanity_filter: text('profanity_filter', { enum: ['mask', 'remove', 'leave'] }),
    /** Storage keys; null until the stage that writes them has run. */
    original_key: text('original_key').notNull(),
    playback_key: text('playback_key'),
    wav_key: text('wav_key'),
    peaks_key: text('peaks_key'),
    /** The background its audiograms use unless a render names another (docs/product.md#audiograms). */
    audiogram_background: text('audiogram_background'),
    status: text('status', { enum: ['queued', 'processing', 'processed', 'failed'] })
      .notNull()
      .default('queued'),
    /** The stage to run next, or being run; 'processed' or 'failed' at the end. */
    stage: text('stage').notNull().default('normalise'),
    progress: real('progress').notNull().default(0),
    error: text('error'),
    /** The worker running the current stage, and when it last said so: a stale lease is taken over. */
    lease_owner: text('lease_owner'),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    /** Minutes taken from the plan for this file; given back (and zeroed) if it finally fails. */
    charged_minutes: integer('charged_minutes').notNull().default(0),
    /** Enterprise workflows only (org_id set); docs/product.md#workflows. */
    workflow_status: text('workflow_status').notNull().default('Not_Started'),
    special_status: text('special_status'),
    review_complete: boolean('review_complete').notNull().default(false),
    /** When an assignee first opened the workflow. */
    editing_start_time: timestamp('editing_start_time', { withTimezone: true }),
    /** Members (user ids) the workflow is assigned to. */
    assignees: uuid('assignees')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * Bumped by every workflow change (status, assignees, title, ...): a change sent with the
     * revision it saw is refused with 409 when someone else changed the workflow in between.
     */
    workflow_revision: integer('workflow_revision').notNull().default(0),
    /** null: the older export format (docs/product.md#the-version-rule). */
    version: integer('version'),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    /**
     * The recogniser's own estimate of the transcript's accuracy when processing wrote it (mean
     * word confidence, 0-1; docs/product.md#dashboard); null before, or with no words.
     */
    estimated_accuracy: doublePrecision('estimated_accuracy'),
    ...timestamps,
  },
  (t) => [
    index('files_user_created_idx').on(t.user_id, t.created_at),
    index('files_status_idx').on(t.status),
    index('files_org_status_created_idx').on(t.org_id, t.workflow_status, t.created_at),
    // The workflow list's sort orders (docs/product.md#workflows), each ending in the id that makes
    // the order total: a page is read off the index instead of sorting the whole organisation.
    // Partial, so personal uploads do not pay for them.
    index('files_org_created_idx')
      .on(t.org_id, t.created_at, t.id)
      .where(sql`${t.org_id} is not null`),
    index('files_org_updated_idx')
      .on(t.org_id, t.updated_at, t.id)
      .where(sql`${t.org_id} is not null`),
    index('files_org_title_idx')
      .on(t.org_id, sql`lower(${t.title})`, t.id)
      .where(sql`${t.org_id} is not null`),
  ],
);

/** Intermediate results of pipeline stages (recognised words, speaker labels), so a stage never reruns. */
export const pipelineArtifacts = pgTable(
  'pipeline_artifacts',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.file_id, t.name] })],
);

/**
 * Uploads in storage that are not (yet) a file: signed-URL uploads from the moment their link is
 * issued, multipart uploads while they stream. A transcribe call consumes a signed one; the hourly
 * sweep deletes what is left a day after it began, with its storage folder. `user_id` has no
 * foreign key on purpose: a row must outlive its user, or the upload would never be swept.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    /** The storage key; every upload has a folder of its own (the key's parent), swept whole. */
    key: text('key').primaryKey(),
    user_id: uuid('user_id').notNull(),
    kind: text('kind', { enum: ['upload_url', 'multipart'] }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a transcribe call took it; kept a while so a late PUT to the same link is swept too. */
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('pending_uploads_user_idx').on(t.user_id, t.created_at),
    index('pending_uploads_created_idx').on(t.created_at),
  ],
);
