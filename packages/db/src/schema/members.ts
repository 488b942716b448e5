import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { organisations, users } from './accounts.js';
import { files } from './files.js';

/*
 * What an organisation keeps about its people: the invited addresses, leave, hiring scores and
 * notes, disputes.
 */

/**
 * The addresses an organisation's admins invited, with the role each joins with
 * (docs/product.md#organisations). Joining is the person's choice: an account that existed before
 * its address was invited joins only when it accepts; one created with the address after it was
 * invited joins when the address is confirmed (signing up with it was the answer). Several
 * organisations may invite one address; an account is a member of one organisation at most.
 */
export const validUsers = pgTable(
  'valid_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower-cased, as users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'qa', 'reviewer'] }).notNull(),
    /**
     * `invited` until the person answers; `joined` (with `user_id`) once they are a member;
     * `declined` when they said no; `left` when they left the organisation themselves.
     */
    status: text('status', { enum: ['invited', 'joined', 'declined', 'left'] })
      .notNull()
      .default('invited'),
    /**
     * When the address was last invited (listed, changed to, or invited again), by the database's
     * clock: an account created after it signed up with an invited address.
     */
    invited_at: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who invited it, named in the invitation. */
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The account that joined through this entry, while it is a member. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('valid_users_org_email_idx').on(t.org_id, t.email),
    index('valid_users_email_idx').on(t.email),
    // One membership per account.
    uniqueIndex('valid_users_user_idx')
      .on(t.user_id)
      .where(sql`${t.user_id} is not null`),
  ],
);

/**
 * Leave requests (docs/product.md#leave): calendar days in UTC, both ends included. A member's
 * pending and approved requests never overlap (checked under a lock on the member's row).
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leave_type: text('leave_type', { enum: ['vacation', 'sick', 'personal', 'other'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    reason: text('reason'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision_note: text('decision_note'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('leave_requests_org_start_idx').on(t.org_id, t.start_date),
    index('leave_requests_user_start_idx').on(t.user_id, t.start_date),
    check('leave_requests_dates_check', sql`${t.end_date} >= ${t.start_date}`),
  ],
);

/**
 * A reviewer's accuracy on one workflow: their submitted pass against the QA-corrected final
 * (docs/product.md#hiring-scores). Recomputed whenever either is kept again.
 */
export const hiringScores = pgTable(
  'hiring_scores',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accuracy: doublePrecision('accuracy').notNull(),
    words: integer('words').notNull(),
    substitutions: integer('substitutions').notNull(),
    deletions: integer('deletions').notNull(),
    insertions: integer('insertions').notNull(),
    speaker_errors: integer('speaker_errors').notNull(),
    too_different: boolean('too_different').notNull().default(false),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.file_id, t.user_id] }),
    index('hiring_scores_user_idx').on(t.user_id, t.computed_at),
  ],
);

/** QA's and admins' notes on a reviewer's work (docs/product.md#hiring-scores). */
export const hiringNotes = pgTable(
  'hiring_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hiring_notes_user_idx').on(t.user_id, t.created_at)],
);

/**
 * A member's dispute of a hiring score or of a QA correction, and the admin's answer
 * (docs/product.md#disputes). The workflow's title is kept, so a dispute outlives its workflow.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file_id: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    workflow_title: text('workflow_title').notNull(),
    kind: text('kind', { enum: ['score', 'correction'] }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    resolved_by: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /** When the member saw the answer: until then the app shows it as a notice. */
    seen_at: timestamp('seen_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disputes_org_status_idx').on(t.org_id, t.status, t.created_at),
    index('disputes_user_idx').on(t.user_id),
  ],
);
