import { bigint, index, integer, json, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Snippet, Speaker } from '@scriptloom/contracts';
import { organisations, users } from './accounts.js';
import { files } from './files.js';

/*
 * Enterprise workflows beyond their file row: the list's version counter, the history, and the
 * transcripts kept at the review steps.
 */

/**
 * A counter per organisation that every committed change to what its workflow list shows moves on
 * (its files, and its members' names): triggers in migration 0018 bump it at commit time. The list
 * keeps answers it has built and serves one again only while the counter is unchanged
 * (docs/product.md#workflows). Its own table, which no code locks, so the commit-time bump can never
 * wait in a cycle with a transaction that holds the organisation's row.
 */
export const workflowListVersions = pgTable('workflow_list_versions', {
  org_id: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * What happened to a workflow: status changes, assignments, takeovers, renames, copies, deletes
 * (docs/product.md#workflow-history). No foreign key to files on purpose: a delete is history too.
 */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id').notNull(),
    org_id: uuid('org_id').notNull(),
    /** Who did it; null when the product did (auto-assignment). */
    actor_id: uuid('actor_id'),
    action: text('action').notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workflow_events_file_idx').on(t.file_id, t.created_at),
    index('workflow_events_org_idx').on(t.org_id, t.created_at),
  ],
);

/**
 * Transcripts kept at the review steps: each reviewer's submitted pass (`review`) and the
 * QA-corrected final (`qa_final`), so scores can compare them later (docs/product.md#workflows).
 */
export const workflowTranscripts = pgTable(
  'workflow_transcripts',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['review', 'qa_final'] }).notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snippets: json('snippets').$type<Snippet[]>().notNull(),
    speakers: jsonb('speakers').$type<Speaker[]>().notNull(),
    /** The transcript document's version it was taken from. */
    transcript_version: integer('transcript_version').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.file_id, t.kind, t.user_id] })],
);
