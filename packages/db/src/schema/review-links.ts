import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { files } from './files.js';

/**
 * Review links (docs/product.md#review-links): a file's owner (or a workflow's admin or QA) lets
 * someone without an account read the transcript, and comment or decide, through a secret URL.
 * Only the SHA-256 of the link's token is kept, so a copy of the table opens nothing; a link is
 * found by that hash through its unique index, never by scanning and comparing.
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** Who made it; the link outlives an account that is gone (its comments say "via link"). */
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Hex SHA-256 of the 32-byte base64url token; the token itself is shown once and never stored. */
    token_hash: text('token_hash').notNull().unique(),
    access: text('access', { enum: ['view', 'comment'] }).notNull(),
    /** scrypt hash (lib/passwords.ts) of the optional passcode. */
    passcode_hash: text('passcode_hash'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_opened_at: timestamp('last_opened_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_links_file_idx').on(t.file_id, t.created_at)],
);
