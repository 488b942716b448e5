import { and, asc, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { cards, invoices, paymentEvents, testProcessorCharges, users } from '../schema/index.js';

export type CardRow = typeof cards.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'user_id' | 'created_at' | 'updated_at'>;
/** The user columns a billing change writes. */
export type BillingPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'plan'
    | 'plan_start_date'
    | 'next_billing_date'
    | 'plan_amount_cents'
    | 'pending_plan'
    | 'discount_percent'
    | 'discount_months_left'
    | 'transcript_total'
    | 'transcript_used'
    | 'audio_with_media_total'
    | 'audio_with_media_used'
  >
>;
export type BillingUserRow = typeof users.$inferSelect;
type UserRow = BillingUserRow;

/**
 * Billing's records (docs/product.md#billing): cards, invoices, processor events and the plan part
 * of the user row. Payments themselves (intents, and the invoices they write) are `paymentsRepo`.
 */
export function billingRepo(db: Db) {
  return {
    async user(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async setCustomerId(userId: string, customerId: string): Promise<void> {
      await db.update(users).set({ payment_customer_id: customerId }).where(eq(users.id, userId));
    },

    async cards(userId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(cards)
        .where(eq(cards.user_id, userId))
        .orderBy(desc(cards.is_default), asc(cards.created_at));
    },

    /** Saves a card; the first card, or one asked for, becomes the default (one default at a time). */
    async addCard(
      userId: string,
      card: Pick<CardRow, 'processor' | 'ref' | 'brand' | 'last4' | 'exp_month' | 'exp_year'>,
      makeDefault: boolean,
    ): Promise<CardRow> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [existing] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(cards)
          .where(eq(cards.user_id, userId));
        const isDefault = makeDefault || (existing?.n ?? 0) === 0;
        if (isDefault) await tx.update(cards).set({ is_default: false }).where(eq(cards.user_id, userId));
        const [row] = await tx
          .insert(cards)
          .values({ ...card, user_id: userId, is_default: isDefault })
          .returning();
        return row!;
      });
    },

    /** Removes a card; when it was the default, the newest other card becomes the default. */
    async removeCard(userId: string, cardId: string): Promise<CardRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [removed] = await tx
          .delete(cards)
          .where(and(eq(cards.id, cardId), eq(cards.user_id, userId)))
          .returning();
        if (removed?.is_default) {
          const [next] = await tx
            .select({ id: cards.id })
            .from(cards)
            .where(eq(cards.user_id, userId))
            .orderBy(desc(cards.created_at))
            .limit(1);
          if (next) await tx.update(cards).set({ is_default: true }).where(eq(cards.id, next.id));
        }
        return removed;
      });
    },

    async setDefaultCard(userId: string, cardId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [card] = await tx
          .select({ id: cards.id })
          .from(cards)
          .where(and(eq(cards.id, cardId), eq(cards.user_id, userId)));
        if (!card) return false;
        await tx.update(cards).set({ is_default: false }).where(eq(cards.user_id, userId));
        await tx.update(cards).set({ is_default: true }).where(eq(cards.id, cardId));
        return true;
      });
    },

    async defaultCard(userId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(cards)
        .where(and(eq(cards.user_id, userId), eq(cards.is_default, true)))
        .limit(1);
      return row;
    },

    async invoices(userId: string): Promise<InvoiceRow[]> {
      return db.select().from(invoices).where(eq(invoices.user_id, userId)).orderBy(desc(invoices.created_at));
    },

    async invoice(userId: string, invoiceId: string): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.user_id, userId)))
        .limit(1);
      return row;
    },

    /** A billing change without a charge (a scheduled downgrade or cancellation, a period rolled over). */
    async change(userId: string, patch: (user: UserRow) => BillingPatch | null): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) return undefined;
        const changes = patch(user);
        if (!changes) return user;
        const [row] = await tx
          .update(users)
          .set({ ...changes, billing_revision: sql`${users.billing_revision} + 1`, updated_at: new Date() })
          .where(eq(users.id, userId))
          .returning();
        return row;
      });
    },

    /** Users on a paid plan whose billing date has come. */
    async due(now: Date, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(ne(users.plan, 'free'), isNotNull(users.next_billing_date), lte(users.next_billing_date, now)))
        .orderBy(asc(users.next_billing_date))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Whether an event was handled already. */
    async handled(eventId: string): Promise<boolean> {
      const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId));
      return row !== undefined;
    },

    /** Records an event as handled; true the first time. */
    async firstSeen(eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ id: eventId, type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length === 1;
    },

    /** The test processor's ledger: the charge made under `key`, made now if it is the first. */
    async testCharge(
      key: string,
      charge: Omit<typeof testProcessorCharges.$inferInsert, 'idempotency_key' | 'created_at'>,
    ): Promise<typeof testProcessorCharges.$inferSelect> {
      await db
        .insert(testProcessorCharges)
        .values({ ...charge, idempotency_key: key })
        .onConflictDoNothing();
      const [row] = await db.select().from(testProcessorCharges).where(eq(testProcessorCharges.idempotency_key, key));
      return row!;
    },

    async testChargeByKey(key: string): Promise<typeof testProcessorCharges.$inferSelect | undefined> {
      const [row] = await db.select().from(testProcessorCharges).where(eq(testProcessorCharges.idempotency_key, key));
      return row;
    },

    async testChargeCount(customerId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(testProcessorCharges)
        .where(eq(testProcessorCharges.customer_id, customerId));
      return row?.n ?? 0;
    },
  };
}
export type BillingRepo = ReturnType<typeof billingRepo>;
