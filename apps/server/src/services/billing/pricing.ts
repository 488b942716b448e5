import { periodPrice, planOf, type CouponResponse } from '@scriptloom/contracts';
import type { BillingSnapshot } from '@scriptloom/db';
import type { Coupon } from '../../payments/processor.js';
import { addPeriod, planEntry } from './allowances.js';
import { couponMonths, periodDiscount, periodMonths } from './discounts.js';

/**
 * What a payment costs (docs/product.md#coupons, #upgrades). Pure: the same figures are shown by
 * `POST /payment/quote` before paying and charged by the intent, computed from the account row
 * under its lock.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const clampPercent = (percent: number) => Math.min(100, Math.max(1, Math.round(percent)));

/** A coupon as `POST /payment/coupon` answers it, for `plan`. */
export function couponTerms(coupon: Coupon, plan: string): CouponResponse {
  const percent = clampPercent(coupon.percentOff);
  const months = couponMonths(coupon, plan);
  const summary =
    coupon.duration === 'once'
      ? `${percent}% off the first payment`
      : coupon.duration === 'forever'
        ? `${percent}% off every payment`
        : `${percent}% off for the first ${months} month${months === 1 ? '' : 's'}`;
  return {
    coupon_code: coupon.code,
    discountPercent: percent,
    discountPeriod: Math.max(1, Math.ceil(months / periodMonths(plan))),
    duration: coupon.duration,
    discountMonths: coupon.duration === 'repeating' ? months : null,
    summary,
  };
}

/**
 * The credit an upgrade gives for the period it replaces (docs/product.md#upgrades): what was paid
 * for the current period, less refunds, in proportion to the whole days left of it. Nothing on
 * Free or past the billing date.
 */
export function unusedCredit(snapshot: BillingSnapshot, now: Date): { cents: number; days: number } {
  const { user, currentPeriodPaidCents } = snapshot;
  const start = user.plan_start_date;
  const end = user.next_billing_date;
  if (user.plan === 'free' || !start || !end || end <= now || currentPeriodPaidCents <= 0) {
    return { cents: 0, days: 0 };
  }
  const total = Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
  const days = Math.min(total, Math.floor((end.getTime() - now.getTime()) / DAY_MS));
  return { cents: Math.floor((currentPeriodPaidCents * days) / total), days };
}

export interface UpgradePrice {
  plan: string;
  start: Date;
  end: Date;
  unit: number;
  discount: number;
  credit: number;
  amount: number;
  percent: number;
  /** Months of the coupon left after this payment. */
  monthsLeft: number;
  creditNote: string | null;
}

/**
 * An upgrade to `plan` now: its period's price, less the coupon, less the unused credit. Without a
 * new coupon, what is left of the current one goes on when the plan stays the same and only its
 * period changes (monthly to yearly): a coupon is for a plan, so a move to another plan ends it.
 */
export function upgradePrice(snapshot: BillingSnapshot, plan: string, coupon: Coupon | null, now: Date): UpgradePrice {
  const unit = periodPrice(plan);
  const { user } = snapshot;
  const carried =
    !coupon && planOf(user.plan).family === planOf(plan).family && user.discount_percent > 0
      ? { percent: user.discount_percent, months: user.discount_months_left }
      : null;
  const percent = coupon ? clampPercent(coupon.percentOff) : (carried?.percent ?? 0);
  const months = coupon ? couponMonths(coupon, plan) : (carried?.months ?? 0);
  const discount = periodDiscount(plan, percent, months);
  const credit = unusedCredit(snapshot, now);
  const creditCents = Math.min(credit.cents, unit - discount.cents);
  const current = planEntry(snapshot.user.plan).name;
  return {
    plan,
    start: now,
    end: addPeriod(now, plan),
    unit,
    discount: discount.cents,
    credit: creditCents,
    amount: unit - discount.cents - creditCents,
    percent,
    monthsLeft: months - discount.months,
    creditNote:
      creditCents > 0
        ? `Credit for ${credit.days} unused day${credit.days === 1 ? '' : 's'} of ${current} (${planOf(snapshot.user.plan).period})`
        : null,
  };
}
