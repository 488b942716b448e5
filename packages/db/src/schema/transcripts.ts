import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Snippet, Speaker, TranscriptSaveKind } from '@scriptloom/contracts';
import type { StoredContents, StoredProcessedData } from '@scriptloom/transcript';
import { timestamps } from './columns.js';
import { users } from './accounts.js';
import { files } from './files.js';

/*
 * A file's transcript document, its paragraphs and its saved versions.
 */

/**
 * The transcript document of a file. Its paragraphs are rows of `transcript_paragraphs`, named in
 * order by `paragraphs`: a save writes the paragraphs it changed and this list, not the document
 * (docs/product.md#versions-and-saving), and versions of the document share the paragraphs they
 * have in common. `words`, `live_words` and `bytes` are the paragraphs' measures added up
 * (packages/transcript ParagraphMeasure), so a save checks the document's limits without reading it.
 */
export const transcripts = pgTable('transcripts', {
  file_id: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** Keys of the document's paragraphs in `transcript_paragraphs`, in document order. */
  paragraphs: text('paragraphs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  words: integer('words').notNull().default(0),
  live_words: integer('live_words').notNull().default(0),
  bytes: integer('bytes').notNull().default(0),
  /**
   * A write took paragraphs out of the document since their rows were last collected: the
   * collection job (jobs/collect-paragraphs.ts) deletes the rows nothing refers to any more.
   */
  paragraphs_released: boolean('paragraphs_released').notNull().default(false),
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
 * The paragraphs of transcript documents, each stored once per file under a key made from its
 * content (a hash of its JSON): the current document and every kept version name the rows they
 * hold, so an edit of one paragraph adds one row. `body` is `json`, not `jsonb`: it is only ever
 * read and written whole, and PostgreSQL hands json back as the text it was given, which the
 * details answer puts together without parsing it. Rows nothing names any more are deleted by the
 * collection job.
 */
export const transcriptParagraphs = pgTable(
  'transcript_paragraphs',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The paragraph's own id (Snippet.id): comments name their paragraph by it. */
    paragraph_id: text('paragraph_id').notNull(),
    body: json('body').$type<Snippet>().notNull(),
    /**
     * The paragraph as it reads, the JSON text of a DisplayParagraph (`displayParagraph` in
     * packages/transcript), written with the body: the details answer strings these together, since
     * taking them out of the bodies costs the database (PGlite above all) a parse of every word.
     */
    display: text('display').notNull(),
    /** Its ParagraphMeasure (packages/transcript). */
    words: integer('words').notNull(),
    live_words: integer('live_words').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.file_id, t.key] }),
    index('transcript_paragraphs_paragraph_idx').on(t.file_id, t.paragraph_id),
  ],
);

/**
 * Saved versions of a transcript document (docs/product.md#version-history): what a save wrote,
 * recorded in the save's own transaction. A version names its paragraphs' keys like the document
 * does, so versions share every paragraph they have in common. `processed_data` holds only the
 * editable parts (abstract, insights, keywords, entities); the generated rest is never restored.
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
    /** Keys of its paragraphs in `transcript_paragraphs`, in order: shared with the document and other versions. */
    paragraphs: text('paragraphs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    speakers: jsonb('speakers').$type<Speaker[]>().notNull(),
    processed_data: jsonb('processed_data').$type<StoredProcessedData>().notNull(),
  },
  (t) => [uniqueIndex('transcript_versions_file_version_idx').on(t.file_id, t.version)],
);
