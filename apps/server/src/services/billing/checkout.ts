import {
  BillingMessages,
  PLAN_CATALOGUE,
  PLAN_CHOICES,
  periodPrice,
  planChange,
  planOf,
  type CouponResponse,
  type SubscribeRequest,
  type SubscribeResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { Coupon } from '../../payments/processor.js';
import type { ServiceContext } from '../context.js';
import { billingAccount } from './account.js';
import { addPeriod, discounted, startPeriod } from './allowances.js';
import { cardForPayment, customerOf } from './cards.js';
import { asPaymentFailure, processorOf } from './processor-access.js';
import { chargeAndRecord, purchaseKey } from './purchase.js';

/** A coupon that applies to `plan`, or a 400 saying why not. */
async function usableCoupon(ctx: ServiceContext, code: string, plan: string): Promise<Coupon> {
  const coupon = await processorOf(ctx).findCoupon(code).catch(asPaymentFailure);
  if (!coupon) throw badRequest(BillingMessages.unknownCoupon);
  const { family } = planOf(plan);
  if (family === 'free' || (coupon.appliesTo.length > 0 && !coupon.appliesTo.includes(family))) {
    throw badRequest(BillingMessages.couponNotForPlan);
  }
  return coupon;
}

/** `POST /payment/coupon`: what a code takes off a plan, and for how many billing periods. */
export async function checkCoupon(ctx: ServiceContext, code: string, plan: string): Promise<CouponResponse> {
  const coupon = await usableCoupon(ctx, code, plan);
  return {
    coupon_code: coupon.code,
    discountPercent: Math.min(100, Math.max(1, Math.round(coupon.percentOff))),
    discountPeriod: coupon.periods,
  };
}

/**
 * `POST /v1/payment/subscribe` (docs/product.md#billing). An upgrade (by plan rank; monthly to yearly
 * of one plan counts as one) is charged now and starts a new period at once. A downgrade, to a plan
 * the current one may choose without paying, waits for the next billing date; Free then is the same
 * as cancelling. Choosing the current plan while a change waits takes the change back.
 */
export async function subscribe(
  ctx: ServiceContext,
  user: UserRow,
  req: SubscribeRequest,
  clientKey?: string,
): Promise<SubscribeResponse> {
  processorOf(ctx);
  const change = planChange(user.plan, req.plan);
  if (change === 'same') {
    if (!user.pending_plan || req.plan !== user.plan) throw conflict(BillingMessages.samePlan);
    await ctx.repos.billing.change(user.id, () => ({ pending_plan: null }));
    return { success: BillingMessages.subscribed, account: await billingAccount(ctx, user.id) };
  }
  if (change === 'downgrade') {
    const allowed = PLAN_CHOICES[planOf(user.plan).family].includes(planOf(req.plan).family);
    if (!allowed) throw badRequest(BillingMessages.samePlan);
    await ctx.repos.billing.change(user.id, (u) => (u.plan === 'free' ? null : { pending_plan: req.plan }));
    const success = req.plan === 'free' ? BillingMessages.cancelled : BillingMessages.downgradeScheduled;
    return { success, account: await billingAccount(ctx, user.id) };
  }
  const coupon = req.coupon_code ? await usableCoupon(ctx, req.coupon_code, req.plan) : null;
  const card = await cardForPayment(ctx, user, req.token_id);
  const customer = await customerOf(ctx, user);
  const percent = coupon ? Math.min(100, Math.max(1, Math.round(coupon.percentOff))) : 0;
  const now = new Date();
  const name = PLAN_CATALOGUE.find((p) => p.id === planOf(req.plan).family)!.name;
  await chargeAndRecord(ctx, user, customer, card, {
    kind: 'subscription',
    item: req.plan,
    quantity: 1,
    description: `${name} (${planOf(req.plan).period})`,
    amountCents: discounted(periodPrice(req.plan), percent),
    discountPercent: percent,
    period: { start: now, end: addPeriod(now, req.plan) },
    idempotencyKey: purchaseKey(user, `subscribe:${req.plan}`, clientKey),
    // This payment used the coupon's first period.
    apply: (u) => startPeriod(u, req.plan, now, { percent, periodsLeft: coupon ? coupon.periods - 1 : 0 }),
  });
  return { success: BillingMessages.subscribed, account: await billingAccount(ctx, user.id) };
}
