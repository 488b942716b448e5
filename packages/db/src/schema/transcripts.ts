import { sql } from 'drizzle-orm';
import { integer, json, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Snippet, Speaker, TranscriptSaveKind } from '@scriptloom/contracts';
import type { StoredContents, StoredProcessedData } from '@scriptloom/transcript';
import { timestamps } from './columns.js';
import { users } from './accounts.js';
import { files } from './files.js';

/*
 * A file's transcript document and its saved versions.
 */

/** The transcript document of a file: snippets as one JSON document, saved and loaded whole. */
export const transcripts = pgTable('transcripts', {
  file_id: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  /**
   * `json`, not `jsonb`: the document is only ever read and written whole, never queried inside,
   * and PostgreSQL turns a 700 KB jsonb back into text ten times slower than it hands out json
   * (measured 24 ms against 2 ms for a one-hour episode), and parses it in three times slower.
   */
  snippets: json('snippets').$type<Snippet[]>().notNull(),
  speakers: jsonb('speakers').$type<Speaker[]>().notNull(),
  /** Read through readStoredTranscript (packages/transcript), which fills what older documents lack. */
  processed_data: jsonb('processed_data').$type<StoredProcessedData>().notNull(),
  /**
   * Generated written contents (quotes, show notes, tweets, captions: GeneratedContents), beside
   * processed_data, so the editor's document saves never carry them.
   */
  contents: jsonb('contents')
    .$type<StoredContents>()
    .notNull()
    .default(sql`'{"quotes":[],"show_notes":null,"tweet":null,"caption":null}'::jsonb`),
  version: integer('version').notNull().default(1),
  /**
   * processed_data's headline, kept up to date by the database itself. The dashboard list shows
   * it for every row; reading it from processed_data would decompress the whole document each time.
   */
  headline: text('headline').generatedAlwaysAs(sql`processed_data ->> 'headline'`),
  ...timestamps,
});

/**
 * Saved versions of a transcript document (docs/product.md#version-history): what a save wrote,
 * recorded in the save's own transaction. `snippets` is `json` like the transcript's own column:
 * a snapshot is written on every save and read back rarely, and copying json into json inside the
 * database costs no parsing. `processed_data` holds only the editable parts (abstract, insights,
 * keywords, entities); the generated rest is never restored.
 */
export const transcriptVersions = pgTable(
  'transcript_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The transcript document's version this snapshot holds; a coalesced snapshot moves forward with it. */
    version: integer('version').notNull(),
    /** What wrote it: `TranscriptSaveKind` (contracts). */
    kind: text('kind').$type<TranscriptSaveKind>().notNull(),
    /** Who saved it; null when the product wrote the document (processing) or the account is gone. */
    saved_by: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The first save this snapshot holds: saves coalesce into it for a while from then, not from the last one. */
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last save this snapshot holds. */
    saved_at: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** Words not struck out. */
    word_count: integer('word_count').notNull(),
    snippets: json('snippets').$type<Snippet[]>().notNull(),
    speakers: jsonb('speakers').$type<Speaker[]>().notNull(),
    processed_data: jsonb('processed_data').$type<StoredProcessedData>().notNull(),
  },
  (t) => [uniqueIndex('transcript_versions_file_version_idx').on(t.file_id, t.version)],
);
