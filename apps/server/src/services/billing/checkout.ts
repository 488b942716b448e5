import {
  BillingMessages,
  PLAN_CHOICES,
  periodPrice,
  planChange,
  planOf,
  type CheckoutQuote,
  type CouponResponse,
  type QuoteRequest,
  type SubscribeRequest,
  type SubscribeResponse,
} from '@scriptloom/contracts';
import type { BillingSnapshot, UserRow } from '@scriptloom/db';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { Coupon } from '../../payments/processor.js';
import type { ServiceContext } from '../context.js';
import { billingAccount } from './account.js';
import { addPeriod, planEntry } from './allowances.js';
import { clientKeyOf, pay } from './intents.js';
import { couponTerms, upgradePrice } from './pricing.js';
import { asPaymentFailure, processorOf } from './processor-access.js';

/**
 * A coupon that applies to `plan` and that the account has not used, or a 400 saying why not. A
 * checkout leaves the "used" test to its decision under the account's lock, after the plan's own.
 */
async function usableCoupon(
  ctx: ServiceContext,
  userId: string,
  code: string,
  plan: string,
  { checkUsed = true } = {},
): Promise<Coupon> {
  const coupon = await processorOf(ctx).findCoupon(code).catch(asPaymentFailure);
  if (!coupon) throw badRequest(BillingMessages.unknownCoupon);
  const { family } = planOf(plan);
  if (family === 'free' || (coupon.appliesTo.length > 0 && !coupon.appliesTo.includes(family))) {
    throw badRequest(BillingMessages.couponNotForPlan);
  }
  if (checkUsed) {
    const snapshot = await ctx.repos.payments.snapshot(userId);
    if (snapshot?.redeemedCoupons.includes(coupon.code)) throw badRequest(BillingMessages.couponUsed);
  }
  return coupon;
}

/** `POST /payment/coupon`: what a code takes off a plan, and for how long. */
export async function checkCoupon(
  ctx: ServiceContext,
  user: UserRow,
  code: string,
  plan: string,
): Promise<CouponResponse> {
  return couponTerms(await usableCoupon(ctx, user.id, code, plan), plan);
}

const planName = (code: string) => `${planEntry(code).name} (${planOf(code).period})`;

/**
 * `POST /payment/quote` (docs/product.md#upgrades): what checking out a plan costs now, before
 * anything is charged: the period's price, the coupon's discount, the credit for the unused part of
 * the current period, and what is due. A downgrade is due nothing now: it waits for the billing date.
 */
export async function quote(ctx: ServiceContext, user: UserRow, req: QuoteRequest): Promise<CheckoutQuote> {
  processorOf(ctx);
  const snapshot = await ctx.repos.payments.snapshot(user.id);
  if (!snapshot) throw notFound('Account not found.');
  const change = planChange(snapshot.user.plan, req.plan);
  const now = new Date();
  if (change !== 'upgrade') {
    const start = snapshot.user.next_billing_date ?? now;
    return {
      plan: req.plan,
      change,
      period_start: start.toISOString(),
      period_end: addPeriod(start, req.plan).toISOString(),
      price: periodPrice(req.plan),
      discount: 0,
      credit: 0,
      amount_due: 0,
      coupon: null,
      credit_note: null,
    };
  }
  const coupon = req.coupon_code ? await usableCoupon(ctx, user.id, req.coupon_code, req.plan) : null;
  const price = upgradePrice(snapshot, req.plan, coupon, now);
  return {
    plan: req.plan,
    change,
    period_start: price.start.toISOString(),
    period_end: price.end.toISOString(),
    price: price.unit,
    discount: price.discount,
    credit: price.credit,
    amount_due: price.amount,
    coupon: coupon ? couponTerms(coupon, req.plan) : null,
    credit_note: price.creditNote,
  };
}

/** The upgrade's charge, decided from the account under its lock (the plan may have changed meanwhile). */
function decideUpgrade(plan: string, coupon: Coupon | null) {
  return (snapshot: BillingSnapshot) => {
    const change = planChange(snapshot.user.plan, plan);
    if (change === 'same') throw conflict(BillingMessages.samePlan);
    if (change === 'downgrade') throw conflict(BillingMessages.planChangedMeanwhile);
    if (coupon && snapshot.redeemedCoupons.includes(coupon.code)) throw badRequest(BillingMessages.couponUsed);
    const price = upgradePrice(snapshot, plan, coupon, new Date());
    return {
      kind: 'subscription' as const,
      item: plan,
      quantity: 1,
      description: planName(plan),
      unit_cents: price.unit,
      discount_cents: price.discount,
      credit_cents: price.credit,
      amount_cents: price.amount,
      purchase: {
        type: 'plan' as const,
        plan,
        start: price.start.toISOString(),
        end: price.end.toISOString(),
        couponCode: coupon?.code ?? null,
        discountPercent: price.percent,
        discountMonthsLeft: price.monthsLeft,
      },
    };
  };
}

/**
 * `POST /v1/payment/subscribe` (docs/product.md#billing). An upgrade (by plan rank; monthly to yearly
 * of one plan counts as one) is a payment: charged now, less a coupon and the credit for the unused
 * part of the current period, and it starts a new period at once. A downgrade, to a plan the current
 * one may choose without paying, waits for the next billing date; Free then is the same as
 * cancelling. Choosing the current plan while a change waits takes the change back (a cancelled
 * subscription is resumed).
 */
export async function subscribe(
  ctx: ServiceContext,
  user: UserRow,
  req: SubscribeRequest,
  idempotencyKey?: string,
): Promise<SubscribeResponse> {
  processorOf(ctx);
  const change = planChange(user.plan, req.plan);
  if (change === 'same') {
    // What was waiting, as read under the lock: the answer says which change was taken back.
    const taken: { back?: string } = {};
    await ctx.repos.billing.change(user.id, (u) => {
      if (u.plan !== req.plan || !u.pending_plan) throw conflict(BillingMessages.samePlan);
      taken.back = u.pending_plan;
      return { pending_plan: null };
    });
    const success = taken.back === 'free' ? BillingMessages.resumed : BillingMessages.changeWithdrawn;
    return { success, account: await billingAccount(ctx, user.id) };
  }
  if (change === 'downgrade') {
    const allowed = PLAN_CHOICES[planOf(user.plan).family].includes(planOf(req.plan).family);
    if (!allowed) throw badRequest(BillingMessages.samePlan);
    await ctx.repos.billing.change(user.id, (u) => {
      if (u.plan === 'free') return null;
      if (planChange(u.plan, req.plan) !== 'downgrade') throw conflict(BillingMessages.planChangedMeanwhile);
      return { pending_plan: req.plan };
    });
    const success = req.plan === 'free' ? BillingMessages.cancelled : BillingMessages.downgradeScheduled;
    return { success, account: await billingAccount(ctx, user.id) };
  }
  const coupon = req.coupon_code
    ? await usableCoupon(ctx, user.id, req.coupon_code, req.plan, { checkUsed: false })
    : null;
  await pay(ctx, user, {
    clientKey: clientKeyOf(user, `subscribe:${req.plan}:${coupon?.code ?? ''}`, idempotencyKey),
    tokenId: req.token_id,
    makeDefault: req.default_card ?? false,
    decide: decideUpgrade(req.plan, coupon),
  });
  return { success: BillingMessages.subscribed, account: await billingAccount(ctx, user.id) };
}
