import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';

/*
 * Billing and payments (docs/product.md#billing): saved cards, invoices, payment intents, coupons,
 * processor events and the built-in test processor's ledger.
 */

/** Saved cards (payment methods) of a user; `ref` is the processor's id. */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    ref: text('ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('cards_user_idx').on(t.user_id)],
);

/**
 * One row per successful charge. `idempotency_key` and `charge_id` are unique: recording a charge
 * a second time (a retried request, a replayed webhook) finds the first row instead.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    idempotency_key: text('idempotency_key').notNull().unique(),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    charge_id: text('charge_id').notNull().unique(),
    /** The payment intent it completes (null for invoices older than intents). */
    intent_id: uuid('intent_id'),
    kind: text('kind', { enum: ['subscription', 'renewal', 'pack'] }).notNull(),
    /** The plan code or pack id bought. */
    item: text('item').notNull(),
    quantity: integer('quantity').notNull().default(1),
    description: text('description').notNull(),
    /** What was charged: unit price × quantity, less the discount and the credit. */
    amount_cents: integer('amount_cents').notNull(),
    /** Price of one unit (a period of the plan, one pack); 0 on invoices older than this column. */
    unit_cents: integer('unit_cents').notNull().default(0),
    discount_percent: integer('discount_percent').notNull().default(0),
    discount_cents: integer('discount_cents').notNull().default(0),
    /** The unused part of the period an upgrade replaced, taken off its price. */
    credit_cents: integer('credit_cents').notNull().default(0),
    currency: text('currency').notNull(),
    period_start: timestamp('period_start', { withTimezone: true }),
    period_end: timestamp('period_end', { withTimezone: true }),
    /** Given back so far, as the processor reports it (its running total). */
    refunded_cents: integer('refunded_cents').notNull().default(0),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    /** A dispute (chargeback) of the charge: open, won or lost, and the sum disputed. */
    dispute_status: text('dispute_status', { enum: ['open', 'won', 'lost'] }),
    disputed_cents: integer('disputed_cents').notNull().default(0),
    /** When what the charge bought was taken back (a full refund or a lost dispute); once only. */
    reversed_at: timestamp('reversed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('invoices_user_created_idx').on(t.user_id, t.created_at)],
);

/**
 * What a payment intent buys, kept as data so that whoever settles it (the request, the settling
 * job after a crash, a webhook) applies the same thing (docs/product.md#payments).
 */
export type IntentPurchase =
  | {
      type: 'plan';
      plan: string;
      /** The period it pays for, ISO dates. */
      start: string;
      end: string;
      couponCode: string | null;
      /** The coupon's percentage and the months of payments it still covers after this one. */
      discountPercent: number;
      discountMonthsLeft: number;
    }
  | { type: 'renewal'; plan: string; start: string; end: string; discountPercent: number; discountMonthsLeft: number }
  | { type: 'pack'; pack: string; count: number };

/**
 * A payment, recorded before any processor is called (docs/product.md#payments). At most one is
 * `pending` per account (a partial unique index), which serialises an account's billing across
 * processes; the processor's idempotency key is `intent_<id>`. It ends `succeeded` (its invoice
 * written and its purchase applied, in one transaction) or `failed` (nothing charged).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The request's `Idempotency-Key`, or one made from the billing revision: a retry finds this row. */
    client_key: text('client_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    kind: text('kind', { enum: ['subscription', 'renewal', 'pack'] }).notNull(),
    purchase: jsonb('purchase').$type<IntentPurchase>().notNull(),
    item: text('item').notNull(),
    quantity: integer('quantity').notNull().default(1),
    description: text('description').notNull(),
    unit_cents: integer('unit_cents').notNull(),
    discount_cents: integer('discount_cents').notNull().default(0),
    credit_cents: integer('credit_cents').notNull().default(0),
    /** Charged now: unit × quantity − discount − credit (0: nothing to charge). */
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The processor's customer and card, set before the charge so a settle can ask about it. */
    customer_ref: text('customer_ref'),
    card_ref: text('card_ref'),
    charge_id: text('charge_id'),
    invoice_id: uuid('invoice_id'),
    /** Why it failed, as said to the person. */
    error: text('error'),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_intents_client_key_idx').on(t.user_id, t.client_key),
    uniqueIndex('payment_intents_one_open_idx')
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
    index('payment_intents_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Coupons an account has redeemed: each code once per account (docs/product.md#coupons). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    intent_id: uuid('intent_id').notNull(),
    redeemed_at: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.code] })],
);

/** Processor events already handled: a replayed webhook is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test processor's ledger (docs/product.md#billing): what it charged under which
 * idempotency key, so it answers a repeated key with the first charge, as a real processor does.
 */
export const testProcessorCharges = pgTable('test_processor_charges', {
  idempotency_key: text('idempotency_key').primaryKey(),
  charge_id: text('charge_id').notNull(),
  customer_id: text('customer_id').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
