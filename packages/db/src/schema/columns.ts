import { timestamp } from 'drizzle-orm/pg-core';

/*
 * Columns many tables share.
 */

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
