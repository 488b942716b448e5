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
import { clientKeyOf, pay } from './intents.js';
import { processorOf } from './processor-access.js';

/**
 * The payment call (`POST /v1/payment`): `cancel` cancels the subscription at the end of its
 * period; otherwise `add_on` packs of `plan` (a pack id) are bought now, as one payment
 * (docs/product.md#payments), and top up the allowance at once. Answers the invoice entries.
 */
export async function payment(
  ctx: ServiceContext,
  user: UserRow,
  req: PaymentRequest,
  idempotencyKey?: string,
): Promise<PaymentResponse> {
  processorOf(ctx);
  if (req.cancel) return cancel(ctx, user);
  const packId = PackId.safeParse(req.plan);
  if (!packId.success) throw badRequest('Choose a pack to buy.');
  const pack = PACKS.find((p) => p.id === packId.data)!;
  const count = req.add_on ?? 1;
  await pay(ctx, user, {
    clientKey: clientKeyOf(user, `pack:${pack.id}:${count}`, idempotencyKey),
    tokenId: req.token_id,
    makeDefault: req.default_card ?? false,
    decide: () => ({
      kind: 'pack',
      item: pack.id,
      quantity: count,
      description: payAsYouGoName(pack, count),
      unit_cents: pack.price,
      amount_cents: pack.price * count,
      purchase: { type: 'pack', pack: pack.id, count },
    }),
  });
  const account = await billingAccount(ctx, user.id);
  return { success: BillingMessages.packBought, invoices: account.invoices, account };
}

/** The plan stays until the next billing date, then becomes Free; nothing more is charged. */
async function cancel(ctx: ServiceContext, user: UserRow): Promise<PaymentResponse> {
  await ctx.repos.billing.change(user.id, (u) => {
    if (u.plan === 'free') throw conflict(BillingMessages.notOnPaidPlan);
    return { pending_plan: 'free' };
  });
  const account = await billingAccount(ctx, user.id);
  return { success: BillingMessages.cancelled, invoices: account.invoices, account };
}
