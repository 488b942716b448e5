import { PLAN_CATALOGUE, periodPrice, planOf } from '@scriptloom/contracts';
import { AppError, conflict } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import type { ServiceContext } from '../context.js';
import { cardUsable } from './account.js';
import { addPeriod, startPeriod } from './allowances.js';
import { periodDiscount } from './discounts.js';
import { pay } from './intents.js';

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
 * A waiting downgrade or cancellation takes over; otherwise the same plan is charged again, as a
 * payment intent keyed by the billing date (what is left of a coupon comes off). A renewal that is
 * refused, or has no usable card, moves the account to Free rather than giving a paid period away;
 * one whose outcome is unknown (the processor did not answer) stays open and is settled later.
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
        ? startPeriod(u, 'free', at, { percent: 0, monthsLeft: 0 })
        : null,
    );
  if (target === 'free') {
    await toFree();
    return true;
  }
  const card = await repo.defaultCard(userId);
  if (!card || !cardUsable(card, now) || !ctx.payments() || !user.payment_customer_id) {
    ctx.log.warn({ userId }, 'renewal without a usable card: the account moves to Free');
    await toFree();
    return true;
  }
  const name = PLAN_CATALOGUE.find((p) => p.id === planOf(target).family)!.name;
  // The billing date names the period; a retry after a refusal or a failed settle is a new attempt.
  const key = `renewal:${at.toISOString()}`;
  const attempt = await ctx.repos.payments.renewalAttempts(userId, key);
  try {
    await pay(ctx, user, {
      clientKey: `${key}#${attempt}`,
      tokenId: undefined,
      makeDefault: false,
      decide: ({ user: u }) => {
        if (u.next_billing_date?.getTime() !== at.getTime()) {
          throw conflict('The period was renewed or changed meanwhile.');
        }
        const discount = periodDiscount(target, u.discount_percent, u.discount_months_left);
        return {
          kind: 'renewal',
          item: target,
          quantity: 1,
          description: `${name} (${planOf(target).period}), renewal`,
          unit_cents: periodPrice(target),
          discount_cents: discount.cents,
          amount_cents: periodPrice(target) - discount.cents,
          purchase: {
            type: 'renewal',
            plan: target,
            start: at.toISOString(),
            end: addPeriod(at, target).toISOString(),
            discountPercent: u.discount_percent,
            discountMonthsLeft: u.discount_months_left - discount.months,
          },
        };
      },
    });
  } catch (err) {
    // 402: refused for good. 409: another payment of the account is open, or the period moved on
    // meanwhile; the next run looks again. Anything else (processor unreachable) is retried too.
    if (err instanceof AppError && err.status === 402) {
      logAndContinue(ctx.log, 'warn', 'renewal charge refused: the account moves to Free', { userId })(err);
      await toFree();
      return true;
    }
    if (err instanceof AppError && err.status === 409) return false;
    throw err;
  }
  return true;
}
