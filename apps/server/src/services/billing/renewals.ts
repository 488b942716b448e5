import { PLAN_CATALOGUE, periodPrice, planOf } from '@scriptloom/contracts';
import { logAndContinue } from '../../lib/logger.js';
import type { ServiceContext } from '../context.js';
import { addPeriod, discounted, startPeriod } from './allowances.js';
import { cardUsable } from './account.js';
import { chargeAndRecord } from './purchase.js';

/**
 * Renews every plan whose billing date has come (docs/product.md#billing): the scheduled job's work.
 * Each period starts at the billing date, not at the run, so late runs do not shift the dates.
 */
export async function renewDuePlans(ctx: ServiceContext, now = new Date()): Promise<number> {
  let renewed = 0;
  for (const userId of await ctx.repos.billing.due(now)) {
    try {
      if (await renewOne(ctx, userId, now)) renewed++;
    } catch (err) {
      // One account's failure must not stop the others; the next run tries it again.
      logAndContinue(ctx.log, 'error', 'plan renewal failed', { userId })(err);
    }
  }
  return renewed;
}

/**
 * A waiting downgrade or cancellation takes over; otherwise the same plan is charged again, with
 * what is left of a coupon. A renewal that cannot be charged (no usable card, a refusal) moves the
 * account to Free rather than giving a paid period away.
 */
async function renewOne(ctx: ServiceContext, userId: string, now: Date): Promise<boolean> {
  const repo = ctx.repos.billing;
  const user = await repo.user(userId);
  if (!user?.next_billing_date || user.next_billing_date > now || user.plan === 'free') return false;
  const at = user.next_billing_date;
  const target = user.pending_plan ?? user.plan;
  const toFree = () =>
    repo.change(userId, (u) =>
      u.next_billing_date?.getTime() === at.getTime()
        ? startPeriod(u, 'free', at, { percent: 0, periodsLeft: 0 })
        : null,
    );
  if (target === 'free') {
    await toFree();
    return true;
  }
  const card = await repo.defaultCard(userId);
  const percent = user.discount_periods_left > 0 ? user.discount_percent : 0;
  if (!card || !cardUsable(card, now) || !ctx.payments() || !user.payment_customer_id) {
    ctx.log.warn({ userId }, 'renewal without a usable card: the account moves to Free');
    await toFree();
    return true;
  }
  const name = PLAN_CATALOGUE.find((p) => p.id === planOf(target).family)!.name;
  try {
    await chargeAndRecord(ctx, user, user.payment_customer_id, card, {
      kind: 'renewal',
      item: target,
      quantity: 1,
      description: `${name} (${planOf(target).period}), renewal`,
      amountCents: discounted(periodPrice(target), percent),
      discountPercent: percent,
      period: { start: at, end: addPeriod(at, target) },
      // The billing date names the period: a retried run charges it once.
      idempotencyKey: `renewal:${userId}:${at.toISOString()}`,
      apply: (u) =>
        startPeriod(u, target, at, {
          percent: u.discount_percent,
          periodsLeft: Math.max(0, u.discount_periods_left - 1),
        }),
    });
  } catch (err) {
    logAndContinue(ctx.log, 'warn', 'renewal charge refused: the account moves to Free', { userId })(err);
    await toFree();
  }
  return true;
}
