import { PLAN_CATALOGUE, packMinutesLeft, planOf, type Pack, type PlanCatalogueEntry } from '@scriptloom/contracts';
import type { BillingPatch, UserRow } from '@scriptloom/db';
import { nextCharge } from './discounts.js';

/**
 * How plans and packs move the usage counters (docs/product.md#usage). Pure: the repository calls
 * these with the user row as it is under its lock.
 */

export const planEntry = (code: string): PlanCatalogueEntry =>
  PLAN_CATALOGUE.find((p) => p.id === planOf(code).family) ?? PLAN_CATALOGUE[0]!;

/** Pack minutes not used yet: the contracts' rule, which also decides what packs unlock. */
export const packLeft = packMinutesLeft;

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
 * (with what remains of a coupon, in months). Free has no billing date and no charge.
 */
export function startPeriod(
  user: UserRow,
  code: string,
  at: Date,
  discount: { percent: number; monthsLeft: number },
): BillingPatch {
  const before = planEntry(user.plan);
  const after = planEntry(code);
  const paid = code !== 'free';
  const left = paid && discount.percent > 0 ? discount.monthsLeft : 0;
  return {
    plan: code,
    plan_start_date: at,
    next_billing_date: paid ? addPeriod(at, code) : null,
    plan_amount_cents: paid ? nextCharge(code, discount.percent, left) : 0,
    pending_plan: null,
    discount_percent: left > 0 ? discount.percent : 0,
    discount_months_left: left,
    transcript_total: after.minutes + packLeft(user.transcript_total, user.transcript_used, before.minutes),
    transcript_used: 0,
    audio_with_media_total:
      after.media_minutes + packLeft(user.audio_with_media_total, user.audio_with_media_used, before.media_minutes),
    audio_with_media_used: 0,
  };
}

/**
 * A paid period taken back at `at` (its money refunded in full, or lost to a dispute): the account
 * is on Free from then, nothing more is charged, and it keeps its pack minutes. What it used of the
 * plan's own minutes counts against Free's, so taking a period back never hands out fresh minutes.
 */
export function endPaidPeriod(user: UserRow, at: Date): BillingPatch {
  const before = planEntry(user.plan);
  const free = planEntry('free');
  const planUsed = (used: number, planMinutes: number, freeMinutes: number) => Math.min(used, planMinutes, freeMinutes);
  return {
    plan: 'free',
    plan_start_date: at,
    next_billing_date: null,
    plan_amount_cents: 0,
    pending_plan: null,
    discount_percent: 0,
    discount_months_left: 0,
    transcript_total: free.minutes + packLeft(user.transcript_total, user.transcript_used, before.minutes),
    transcript_used: planUsed(user.transcript_used, before.minutes, free.minutes),
    audio_with_media_total:
      free.media_minutes + packLeft(user.audio_with_media_total, user.audio_with_media_used, before.media_minutes),
    audio_with_media_used: planUsed(user.audio_with_media_used, before.media_minutes, free.media_minutes),
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

/** Packs taken back (refunded in full): their minutes leave the allowance, never below what was used. */
export function removePacks(user: UserRow, pack: Pack, count: number): BillingPatch {
  const minutes = pack.minutes * count;
  return {
    transcript_total: Math.max(user.transcript_used, user.transcript_total - minutes),
    ...(pack.tier === 'full'
      ? { audio_with_media_total: Math.max(user.audio_with_media_used, user.audio_with_media_total - minutes) }
      : {}),
  };
}
