import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { files } from './files.js';

/*
 * Published transcripts (docs/product.md#publishing): public addresses of a file's page, player
 * and Podcasting 2.0 files.
 */

/**
 * One row per published file. `slug` is the public id in every address (`/p/{slug}`): 128 random
 * bits, base64url, so it cannot be guessed from the file's id or from another slug. Unpublishing
 * deletes the row, so every public address answers 404 at once, as for a slug never handed out;
 * publishing again makes a new slug. Nothing else is stored: what the addresses serve is read from
 * the file and its saved transcript at request time, so they follow every edit.
 */
export const publications = pgTable('publications', {
  slug: text('slug').primaryKey(),
  file_id: uuid('file_id')
    .notNull()
    .unique()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** Who published it (the owner, or an admin of the workflow's organisation). */
  published_by: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
