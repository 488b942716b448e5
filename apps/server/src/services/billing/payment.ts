import {
  BillingMessages,
  PACKS,
  PackId,
  payAsYouGoName,
  type PaymentRequest,
  type PaymentResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { billingAccount } from './account.js';
import { addPacks } from './allowances.js';
import { cardForPayment, customerOf } from './cards.js';
import { processorOf } from './processor-access.js';
import { chargeAndRecord, purchaseKey } from './purchase.js';

/**
 * The payment call (`POST /v1/payment`): `cancel` cancels the subscription at the end of its
 * period; otherwise `add_on` packs of `plan` (a pack id) are bought now and top up the allowance
 * at once. Answers the invoice entries.
 */
export async function pay(
  ctx: ServiceContext,
  user: UserRow,
  req: PaymentRequest,
  clientKey?: string,
): Promise<PaymentResponse> {
  processorOf(ctx);
  if (req.cancel) return cancel(ctx, user);
  const packId = PackId.safeParse(req.plan);
  if (!packId.success) throw badRequest('Choose a pack to buy.');
  const pack = PACKS.find((p) => p.id === packId.data)!;
  const count = req.add_on ?? 1;
  const card = await cardForPayment(ctx, user, req.token_id);
  const customer = await customerOf(ctx, user);
  await chargeAndRecord(ctx, user, customer, card, {
    kind: 'pack',
    item: pack.id,
    quantity: count,
    description: payAsYouGoName(pack, count),
    amountCents: pack.price * count,
    discountPercent: 0,
    period: null,
    idempotencyKey: purchaseKey(user, `pack:${pack.id}:${count}`, clientKey),
    apply: (u) => addPacks(u, pack, count),
  });
  const account = await billingAccount(ctx, user.id);
  return { success: BillingMessages.packBought, invoices: account.invoices, account };
}

/** The plan stays until the next billing date, then becomes Free; nothing more is charged. */
async function cancel(ctx: ServiceContext, user: UserRow): Promise<PaymentResponse> {
  if (user.plan === 'free') throw conflict(BillingMessages.notOnPaidPlan);
  await ctx.repos.billing.change(user.id, (u) => (u.plan === 'free' ? null : { pending_plan: 'free' }));
  const account = await billingAccount(ctx, user.id);
  return { success: BillingMessages.cancelled, invoices: account.invoices, account };
}
