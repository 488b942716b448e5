import { periodPrice, planOf } from '@scriptloom/contracts';
import type { Coupon } from '../../payments/processor.js';

/**
 * Coupons counted in months (docs/product.md#coupons): how many months of payments a coupon covers,
 * and what that takes off one payment. Pure.
 */

/** A coupon that lasts `forever` covers this many months (a hundred years). */
export const FOREVER_MONTHS = 1200;

export const periodMonths = (plan: string) => (planOf(plan).period === 'yearly' ? 12 : 1);

/**
 * Months of payments a coupon covers from its first payment on `plan`: `once` exactly that
 * payment's period, `repeating` its months whatever the period, `forever` all of them.
 */
export function couponMonths(coupon: Pick<Coupon, 'duration' | 'months'>, plan: string): number {
  switch (coupon.duration) {
    case 'once':
      return periodMonths(plan);
    case 'repeating':
      return coupon.months ?? 1;
    case 'forever':
      return FOREVER_MONTHS;
  }
}

/**
 * The discount on one payment for `plan` while `monthsLeft` months of a `percent` coupon remain: the
 * share of the period they cover, at that percentage (six months of 50% on a yearly payment are 25%
 * of it). Answers the cents off and the months used.
 */
export function periodDiscount(plan: string, percent: number, monthsLeft: number): { cents: number; months: number } {
  if (percent <= 0 || monthsLeft <= 0) return { cents: 0, months: 0 };
  const months = Math.min(periodMonths(plan), monthsLeft);
  return { cents: Math.round((periodPrice(plan) * percent * months) / (100 * periodMonths(plan))), months };
}

/** What the next renewal of `plan` will charge with `monthsLeft` of a coupon left. */
export const nextCharge = (plan: string, percent: number, monthsLeft: number) =>
  plan === 'free' ? 0 : periodPrice(plan) - periodDiscount(plan, percent, monthsLeft).cents;
