import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/*
 * Who signs in: the organisations accounts belong to, the accounts, and what signing in keeps
 * (codes sent by mail, password resets, failed attempts).
 */

/** Enterprise customers. Personal users have no organisation. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Auto-assign also runs on its schedule for this organisation (docs/product.md#auto-assign). */
  auto_assign_scheduled: boolean('auto_assign_scheduled').notNull().default(false),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased; the unique index makes signup races safe. */
    email: text('email').notNull().unique(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    podcast_name: text('podcast_name').notNull().default(''),
    company_name: text('company_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    two_step_enabled: boolean('two_step_enabled').notNull().default(false),
    /** Bumped when the password changes; tokens carrying an older value are refused. */
    token_version: integer('token_version').notNull().default(0),
    org_id: uuid('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    org_role: text('org_role'),
    /** Standing names and terms the recogniser should know for every upload (docs/product.md#vocabulary). */
    vocabulary: text('vocabulary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What processing does with profanity in this account's uploads (docs/product.md#profanity-filter). */
    profanity_filter: text('profanity_filter', { enum: ['mask', 'remove', 'leave'] })
      .notNull()
      .default('mask'),
    plan: text('plan').notNull().default('free'),
    plan_start_date: timestamp('plan_start_date', { withTimezone: true }),
    next_billing_date: timestamp('next_billing_date', { withTimezone: true }),
    plan_amount_cents: integer('plan_amount_cents').notNull().default(0),
    /** Usage counters in minutes (docs/product.md#profile). */
    transcript_used: integer('transcript_used').notNull().default(0),
    transcript_total: integer('transcript_total').notNull().default(40),
    audio_used: integer('audio_used').notNull().default(0),
    audio_total: integer('audio_total').notNull().default(0),
    media_content: integer('media_content').notNull().default(0),
    audio_with_media_used: integer('audio_with_media_used').notNull().default(0),
    audio_with_media_total: integer('audio_with_media_total').notNull().default(0),
    /** Billing (docs/product.md#billing): the processor's customer, made on first payment. */
    payment_customer_id: text('payment_customer_id'),
    /** The plan taking over at the next billing date: a downgrade, or 'free' for a cancellation. */
    pending_plan: text('pending_plan'),
    /**
     * A coupon's discount and how many more months of payments it covers (docs/product.md#coupons):
     * a renewal covering N months takes min(N, left) of them, at that share of the percentage.
     */
    discount_percent: integer('discount_percent').notNull().default(0),
    discount_months_left: integer('discount_months_left').notNull().default(0),
    /**
     * Bumped by every billing change: part of the key a payment request without an
     * `Idempotency-Key` gets, so a double submit finds the same payment and a later one does not.
     */
    billing_revision: integer('billing_revision').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('users_org_idx').on(t.org_id), index('users_next_billing_idx').on(t.next_billing_date)],
);

/**
 * Short numeric codes sent by mail: email confirmation and two-step sign-in.
 * Only a hash of the code is stored; `attempts` caps guessing.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'login'] }).notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_user_idx').on(t.user_id, t.purpose)],
);

/** Single-use password reset links; the token itself is never stored, only its hash. */
export const passwordResets = pgTable('password_resets', {
  token_hash: text('token_hash').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins, counted per email and per client address to rate-limit guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.created_at),
    index('login_failures_ip_idx').on(t.ip, t.created_at),
  ],
);
