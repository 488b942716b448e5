import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * What the installation keeps for itself: the dev outbox and settings shared by every process.
 */

/** The dev outbox: mail lands here when no SMTP server is configured. */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_mail_to_idx').on(t.to, t.created_at)],
);

/** Installation-wide settings shared by every process (e.g. the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
