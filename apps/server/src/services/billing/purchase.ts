import { CURRENCY } from '@scriptloom/contracts';
import type { BillingPatch, CardRow, InvoiceRow, NewInvoice, UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { asPaymentFailure, processorOf } from './processor-access.js';

/**
 * The idempotency key of a purchase: the client's own key when it sent one (one per checkout, so a
 * retry after a lost answer is recognised), else the user's billing revision, which a double submit
 * shares and any completed purchase moves on. Both name what is bought.
 */
export function purchaseKey(user: UserRow, what: string, clientKey: string | undefined): string {
  return clientKey ? `client:${user.id}:${clientKey}:${what}` : `${what}:${user.id}:${user.billing_revision}`;
}

/** One thing bought: what the invoice says and what it changes on the user row. */
export interface Purchase {
  kind: NewInvoice['kind'];
  item: string;
  quantity: number;
  description: string;
  amountCents: number;
  discountPercent: number;
  period: { start: Date; end: Date } | null;
  /**
   * Same key, one charge: built from the user's billing revision (or the billing date, for a
   * renewal), so a double submit or a retry charges once and a later purchase gets a new key.
   */
  idempotencyKey: string;
  apply(user: UserRow): BillingPatch;
}

/**
 * Charges the card (once per idempotency key, whatever happens after) and records the invoice and
 * what it bought in one transaction. A repeat of the same purchase finds the first invoice and
 * changes nothing. A free purchase (a 100% coupon) records an invoice without a charge.
 */
export async function chargeAndRecord(
  ctx: ServiceContext,
  user: UserRow,
  customerId: string,
  card: CardRow | null,
  purchase: Purchase,
): Promise<{ invoice: InvoiceRow; recorded: boolean }> {
  const processor = processorOf(ctx);
  let chargeId = `nocharge_${purchase.idempotencyKey}`;
  if (purchase.amountCents > 0) {
    const charged = await processor
      .charge({
        customerId,
        cardRef: card!.ref,
        amountCents: purchase.amountCents,
        currency: CURRENCY,
        description: purchase.description,
        idempotencyKey: purchase.idempotencyKey,
        metadata: {
          user_id: user.id,
          kind: purchase.kind,
          item: purchase.item,
          quantity: String(purchase.quantity),
          idempotency_key: purchase.idempotencyKey,
        },
      })
      .catch(asPaymentFailure);
    chargeId = charged.chargeId;
  }
  const outcome = await ctx.repos.billing.recordCharge(
    user.id,
    {
      idempotency_key: purchase.idempotencyKey,
      processor: processor.kind,
      charge_id: chargeId,
      kind: purchase.kind,
      item: purchase.item,
      quantity: purchase.quantity,
      description: purchase.description,
      amount_cents: purchase.amountCents,
      discount_percent: purchase.discountPercent,
      currency: CURRENCY,
      period_start: purchase.period?.start ?? null,
      period_end: purchase.period?.end ?? null,
    },
    purchase.apply,
  );
  return { invoice: outcome.invoice, recorded: outcome.status === 'recorded' };
}
