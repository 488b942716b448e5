import { PLAN_CATALOGUE, periodPrice, planOf, type Pack, type PlanCatalogueEntry } from '@scriptloom/contracts';
import type { BillingPatch, UserRow } from '@scriptloom/db';

/**
 * How plans and packs move the usage counters (docs/product.md#usage). Pure: the repository calls
 * these with the user row as it is under its lock.
 */

export const planEntry = (code: string): PlanCatalogueEntry =>
  PLAN_CATALOGUE.find((p) => p.id === planOf(code).family) ?? PLAN_CATALOGUE[0]!;

export const discounted = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);

/**
 * Pack minutes not used yet: the plan's own minutes are used first, so what was used beyond them
 * came out of packs, and what packs added beyond that is left.
 */
export function packLeft(total: number, used: number, planMinutes: number): number {
  return Math.max(0, total - planMinutes - Math.max(0, used - planMinutes));
}

/** A month (or a year) after `from`, on the same day where the month has it, else its last day. */
export function addPeriod(from: Date, code: string): Date {
  const months = planOf(code).period === 'yearly' ? 12 : 1;
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * A plan's period starting at `at`: the allowances of the new plan plus the pack minutes left,
 * used counters back to 0, the next billing date one period on, and what that charge will be
 * (with what remains of a coupon's discount). Free has no billing date and no charge.
 */
export function startPeriod(
  user: UserRow,
  code: string,
  at: Date,
  discount: { percent: number; periodsLeft: number },
): BillingPatch {
  const before = planEntry(user.plan);
  const after = planEntry(code);
  const paid = code !== 'free';
  const left = paid ? discount.periodsLeft : 0;
  return {
    plan: code,
    plan_start_date: at,
    next_billing_date: paid ? addPeriod(at, code) : null,
    plan_amount_cents: paid ? discounted(periodPrice(code), left > 0 ? discount.percent : 0) : 0,
    pending_plan: null,
    discount_percent: left > 0 ? discount.percent : 0,
    discount_periods_left: left,
    transcript_total: after.minutes + packLeft(user.transcript_total, user.transcript_used, before.minutes),
    transcript_used: 0,
    audio_with_media_total:
      after.media_minutes + packLeft(user.audio_with_media_total, user.audio_with_media_used, before.media_minutes),
    audio_with_media_used: 0,
  };
}

/** Packs add minutes at once: written content to transcription, a full pack to media as well. */
export function addPacks(user: UserRow, pack: Pack, count: number): BillingPatch {
  const minutes = pack.minutes * count;
  return {
    transcript_total: user.transcript_total + minutes,
    ...(pack.tier === 'full' ? { audio_with_media_total: user.audio_with_media_total + minutes } : {}),
  };
}
