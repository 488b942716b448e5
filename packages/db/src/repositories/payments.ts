import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { couponRedemptions, invoices, paymentIntents, users } from '../schema/index.js';
import type { BillingPatch, BillingUserRow, InvoiceRow } from './billing.js';

export type IntentRow = typeof paymentIntents.$inferSelect;
/** What a new intent records; the repository adds its id, account, key and status. */
export type NewIntent = Omit<
  typeof paymentIntents.$inferInsert,
  | 'id'
  | 'user_id'
  | 'client_key'
  | 'status'
  | 'charge_id'
  | 'invoice_id'
  | 'error'
  | 'settled_at'
  | 'created_at'
  | 'updated_at'
>;

/** What deciding a purchase may read, all under the account row's lock. */
export interface BillingSnapshot {
  user: BillingUserRow;
  /** Coupon codes this account has redeemed. */
  redeemedCoupons: string[];
  /** Cents paid (less refunds) for the period the account is in now: an upgrade credits its unused part. */
  currentPeriodPaidCents: number;
}

export type OpenIntentResult =
  /** Recorded now: the caller charges it. */
  | { status: 'created'; intent: IntentRow }
  /** The same request again (same client key): its intent, in whatever state it is. */
  | { status: 'existing'; intent: IntentRow }
  /** Another payment of this account is open: one at a time. */
  | { status: 'busy'; intent: IntentRow };

export type CompleteResult =
  | { status: 'recorded'; invoice: InvoiceRow; intent: IntentRow }
  /** Completed before (a retry, a webhook after the request, the settling job): nothing changed. */
  | { status: 'duplicate'; invoice: InvoiceRow | undefined; intent: IntentRow };

/** Invoice numbers are readable and never reused: SL- and the year, then a random suffix. */
const invoiceNumber = () =>
  `SL-${new Date().getUTCFullYear()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}${Date.now()
    .toString(36)
    .slice(-4)
    .toUpperCase()}`;

/** The processor's idempotency key of an intent: taken from the intent, so every retry shares it. */
export const intentProcessorKey = (intentId: string) => `intent_${intentId}`;

/**
 * Payments (docs/product.md#payments): an intent is recorded before any processor is called, one
 * open at a time per account; completing it writes the invoice and applies what it bought in one
 * transaction under the account row's lock, once. Refunds and disputes update the invoice and, when
 * the money is all gone, take the purchase back, once.
 */
export function paymentsRepo(db: Db) {
  const lockUser = async (tx: Db, userId: string) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    return user;
  };
  const writeUser = (tx: Db, userId: string, patch: BillingPatch) =>
    tx
      .update(users)
      .set({ ...patch, billing_revision: sql`${users.billing_revision} + 1`, updated_at: new Date() })
      .where(eq(users.id, userId));

  return {
    /**
     * Records a payment before anything is charged: under the account's lock, finds the request's
     * own intent (same client key) or another open one; otherwise `decide` (which may throw, e.g. a
     * 409 for the plan the account already has) says what to charge, from the row as it is now.
     */
    async open(
      userId: string,
      clientKey: string,
      decide: (snapshot: BillingSnapshot) => NewIntent,
    ): Promise<OpenIntentResult> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user) throw new Error(`no user ${userId}`);
        const [same] = await tx
          .select()
          .from(paymentIntents)
          .where(and(eq(paymentIntents.user_id, userId), eq(paymentIntents.client_key, clientKey)));
        if (same) return { status: 'existing' as const, intent: same };
        const [open] = await tx
          .select()
          .from(paymentIntents)
          .where(and(eq(paymentIntents.user_id, userId), eq(paymentIntents.status, 'pending')));
        if (open) return { status: 'busy' as const, intent: open };
        const draft = decide(await snapshotOf(tx, user));
        const [intent] = await tx
          .insert(paymentIntents)
          .values({ ...draft, user_id: userId, client_key: clientKey, status: 'pending' })
          .returning();
        return { status: 'created' as const, intent: intent! };
      });
    },

    /** The same figures `open` decides from, read without a lock (a quote shown before paying). */
    async snapshot(userId: string): Promise<BillingSnapshot | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user ? snapshotOf(db, user) : undefined;
    },

    async intent(intentId: string): Promise<IntentRow | undefined> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
      return row;
    },

    /** Remembers the customer and card an intent charges, before the charge, so it can be asked about. */
    async setCard(intentId: string, customerRef: string, cardRef: string): Promise<void> {
      await db
        .update(paymentIntents)
        .set({ customer_ref: customerRef, card_ref: cardRef, updated_at: new Date() })
        .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'pending')));
    },

    /**
     * Ends a pending intent without a charge; false when it was settled already. The billing
     * revision moves on too, so a request without an `Idempotency-Key` after a refusal (another
     * card, a card added since) is a new attempt rather than a replay of the refusal.
     */
    async fail(intentId: string, error: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(paymentIntents)
          .set({ status: 'failed', error, settled_at: new Date(), updated_at: new Date() })
          .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'pending')))
          .returning({ user_id: paymentIntents.user_id });
        if (rows.length === 0) return false;
        await tx
          .update(users)
          .set({ billing_revision: sql`${users.billing_revision} + 1` })
          .where(eq(users.id, rows[0]!.user_id));
        return true;
      });
    },

    /**
     * The charge of an intent succeeded: writes its invoice and applies `apply(user)` (from the row
     * under the lock), once. A failed intent whose charge turns out to have succeeded (a late
     * answer, a webhook) is completed too: money taken is never left without its purchase. With
     * `refundedCents` covering the whole amount (the refund arrived first) the invoice records it
     * and nothing is applied.
     */
    async complete(
      intentId: string,
      chargeId: string,
      apply: (user: BillingUserRow, intent: IntentRow) => BillingPatch,
      { refundedCents = 0 }: { refundedCents?: number } = {},
    ): Promise<CompleteResult> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ user_id: paymentIntents.user_id })
          .from(paymentIntents)
          .where(eq(paymentIntents.id, intentId));
        if (!found) throw new Error(`no payment intent ${intentId}`);
        const user = await lockUser(tx, found.user_id);
        const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)).for('update');
        if (!user || !intent) throw new Error(`no payment intent ${intentId}`);
        const [earlier] = await tx
          .select()
          .from(invoices)
          .where(
            sql`${invoices.idempotency_key} = ${intentProcessorKey(intentId)} or ${invoices.charge_id} = ${chargeId}`,
          )
          .limit(1);
        if (intent.status === 'succeeded' || earlier) {
          return { status: 'duplicate' as const, invoice: earlier, intent };
        }
        const reversed = refundedCents >= intent.amount_cents && intent.amount_cents > 0;
        const now = new Date();
        const purchase = intent.purchase;
        const period =
          purchase.type === 'pack' ? null : { start: new Date(purchase.start), end: new Date(purchase.end) };
        const [invoice] = await tx
          .insert(invoices)
          .values({
            user_id: intent.user_id,
            number: invoiceNumber(),
            idempotency_key: intentProcessorKey(intentId),
            processor: intent.processor,
            charge_id: chargeId,
            intent_id: intentId,
            kind: intent.kind,
            item: intent.item,
            quantity: intent.quantity,
            description: intent.description,
            amount_cents: intent.amount_cents,
            unit_cents: intent.unit_cents,
            discount_percent: purchase.type === 'pack' ? 0 : purchase.discountPercent,
            discount_cents: intent.discount_cents,
            credit_cents: intent.credit_cents,
            currency: intent.currency,
            period_start: period?.start ?? null,
            period_end: period?.end ?? null,
            refunded_cents: Math.min(refundedCents, intent.amount_cents),
            refunded_at: refundedCents > 0 ? now : null,
            reversed_at: reversed ? now : null,
          })
          .returning();
        if (!reversed) await writeUser(tx, intent.user_id, apply(user, intent));
        if (purchase.type === 'plan' && purchase.couponCode) {
          await tx
            .insert(couponRedemptions)
            .values({ user_id: intent.user_id, code: purchase.couponCode, intent_id: intentId })
            .onConflictDoNothing();
        }
        const [done] = await tx
          .update(paymentIntents)
          .set({
            status: 'succeeded',
            charge_id: chargeId,
            invoice_id: invoice!.id,
            error: null,
            settled_at: now,
            updated_at: now,
          })
          .where(eq(paymentIntents.id, intentId))
          .returning();
        return { status: 'recorded' as const, invoice: invoice!, intent: done! };
      });
    },

    /** Intents still open that were made before `before`, oldest first: the settling job's list. */
    async pendingBefore(before: Date, limit = 50): Promise<IntentRow[]> {
      return db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.status, 'pending'), lt(paymentIntents.created_at, before)))
        .orderBy(asc(paymentIntents.created_at))
        .limit(limit);
    },

    /** The intents of an account, newest first (the billing page's "being processed"). */
    async intentsOf(userId: string, limit = 20): Promise<IntentRow[]> {
      return db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.user_id, userId))
        .orderBy(desc(paymentIntents.created_at))
        .limit(limit);
    },

    /** How many renewal intents an account has for one billing date: a retry after a failure is the next. */
    async renewalAttempts(userId: string, keyPrefix: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.user_id, userId), sql`${paymentIntents.client_key} like ${`${keyPrefix}%`}`));
      return row?.n ?? 0;
    },

    /**
     * Money given back: `refundedCents` is the processor's running total (never lowered here). When
     * refunds and a lost dispute together cover the whole charge, `reverse(user, invoice)` takes the
     * purchase back, once. Undefined when no invoice has that charge.
     */
    async refund(
      chargeId: string,
      refundedCents: number,
      reverse: (user: BillingUserRow, invoice: InvoiceRow) => BillingPatch | null,
    ): Promise<{ invoice: InvoiceRow; reversed: boolean } | undefined> {
      return changeInvoice(chargeId, reverse, (invoice) => ({
        refunded_cents: Math.min(invoice.amount_cents, Math.max(invoice.refunded_cents, refundedCents)),
        refunded_at: refundedCents > invoice.refunded_cents ? new Date() : invoice.refunded_at,
      }));
    },

    /** A dispute opened, won or lost; a lost one takes back what the disputed money bought. */
    async dispute(
      chargeId: string,
      status: 'open' | 'won' | 'lost',
      disputedCents: number,
      reverse: (user: BillingUserRow, invoice: InvoiceRow) => BillingPatch | null,
    ): Promise<{ invoice: InvoiceRow; reversed: boolean } | undefined> {
      return changeInvoice(chargeId, reverse, (invoice) => ({
        // A decided dispute stays decided: a late "open" update changes nothing.
        dispute_status:
          invoice.dispute_status === 'won' || invoice.dispute_status === 'lost' ? invoice.dispute_status : status,
        disputed_cents: Math.min(invoice.amount_cents, disputedCents),
      }));
    },

    async invoiceByCharge(chargeId: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.charge_id, chargeId));
      return row;
    },
  };

  async function snapshotOf(tx: Db, user: BillingUserRow): Promise<BillingSnapshot> {
    const redeemed = await tx
      .select({ code: couponRedemptions.code })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.user_id, user.id));
    const [period] = user.next_billing_date
      ? await tx
          .select({ paid: sql<number>`coalesce(sum(${invoices.amount_cents} - ${invoices.refunded_cents}), 0)::int` })
          .from(invoices)
          .where(
            and(
              eq(invoices.user_id, user.id),
              inArray(invoices.kind, ['subscription', 'renewal']),
              eq(invoices.item, user.plan),
              eq(invoices.period_end, user.next_billing_date),
            ),
          )
      : [];
    return {
      user,
      redeemedCoupons: redeemed.map((r) => r.code),
      currentPeriodPaidCents: Math.max(0, period?.paid ?? 0),
    };
  }

  /** One change of an invoice's money under the account's lock, and the reversal it may bring. */
  async function changeInvoice(
    chargeId: string,
    reverse: (user: BillingUserRow, invoice: InvoiceRow) => BillingPatch | null,
    change: (invoice: InvoiceRow) => Partial<typeof invoices.$inferInsert>,
  ): Promise<{ invoice: InvoiceRow; reversed: boolean } | undefined> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ user_id: invoices.user_id })
        .from(invoices)
        .where(eq(invoices.charge_id, chargeId));
      if (!found) return undefined;
      const user = await lockUser(tx, found.user_id);
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.charge_id, chargeId)).for('update');
      if (!user || !invoice) return undefined;
      const now = new Date();
      const changes = change(invoice);
      const next = { ...invoice, ...changes } as InvoiceRow;
      const gone = next.refunded_cents + (next.dispute_status === 'lost' ? next.disputed_cents : 0);
      const reversing = !invoice.reversed_at && invoice.amount_cents > 0 && gone >= invoice.amount_cents;
      const [row] = await tx
        .update(invoices)
        .set({ ...changes, ...(reversing ? { reversed_at: now } : {}), updated_at: now })
        .where(eq(invoices.id, invoice.id))
        .returning();
      if (reversing) {
        const patch = reverse(user, invoice);
        if (patch) await writeUser(tx, invoice.user_id, patch);
      }
      return { invoice: row!, reversed: reversing };
    });
  }
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
