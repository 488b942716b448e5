import { PACKS } from '@scriptloom/contracts';
import type { BillingPatch, IntentRow, InvoiceRow, UserRow } from '@scriptloom/db';
import { addPacks, endPaidPeriod, removePacks, startPeriod } from './allowances.js';

/**
 * What a completed payment does to the account, and what taking it back does (docs/product.md#payments).
 * Pure, and read from the intent's own record of what it buys, so the request, the settling job and
 * a webhook all apply the same thing to the row as it is under its lock.
 */

const packOf = (id: string) => {
  const pack = PACKS.find((p) => p.id === id);
  if (!pack) throw new Error(`unknown pack ${id}`);
  return pack;
};

export function applyPurchase(user: UserRow, intent: IntentRow): BillingPatch {
  const purchase = intent.purchase;
  switch (purchase.type) {
    case 'pack':
      return addPacks(user, packOf(purchase.pack), purchase.count);
    case 'plan':
    case 'renewal':
      return startPeriod(user, purchase.plan, new Date(purchase.start), {
        percent: purchase.discountPercent,
        monthsLeft: purchase.discountMonthsLeft,
      });
  }
}

/**
 * A payment whose money is all gone (refunded, or lost to a dispute): packs leave the allowance; a
 * plan payment ends the paid period at once when it is the period the account is in, and changes
 * nothing when that period is already over.
 */
export function reversePurchase(user: UserRow, invoice: InvoiceRow, now = new Date()): BillingPatch | null {
  if (invoice.kind === 'pack') return removePacks(user, packOf(invoice.item), invoice.quantity);
  const current =
    user.plan === invoice.item &&
    invoice.period_end !== null &&
    user.next_billing_date?.getTime() === invoice.period_end.getTime();
  return current ? endPaidPeriod(user, now) : null;
}
