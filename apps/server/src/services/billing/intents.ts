import { BillingMessages, CURRENCY, ErrorCode } from '@scriptloom/contracts';
import { intentProcessorKey, type BillingSnapshot, type IntentRow, type NewIntent, type UserRow } from '@scriptloom/db';
import { AppError, conflict } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import { PaymentError } from '../../payments/processor.js';
import type { ServiceContext } from '../context.js';
import { cardForPayment, customerOf } from './cards.js';
import { applyPurchase } from './effects.js';
import { asPaymentFailure, processorOf } from './processor-access.js';

/**
 * A payment as an intent (docs/product.md#payments): recorded before any processor is called, one
 * open at a time per account, charged under the processor key the intent names, then completed
 * (invoice and purchase in one transaction) or failed. An intent whose outcome is unknown (the
 * processor did not answer, the server died) stays pending until `settleIntent` asks the processor.
 */

/**
 * How old an open intent must be before anyone but its own request settles it: past the processor's
 * time limit and retries (stripe-processor.ts: 10 s, once more), with room to spare.
 */
export const SETTLE_AFTER_MS = 2 * 60 * 1000;
/** An intent still open after this long is reported at error level for a person to check. */
const NEEDS_A_PERSON_MS = 23 * 60 * 60 * 1000;

/** What a payment request asks for: its client key and how to decide the charge under the lock. */
export interface PaymentAsk {
  /** The request's own key (`Idempotency-Key`, or one made from the billing revision). */
  clientKey: string;
  /** Under the account's lock: what to charge, or a refusal (AppError). */
  decide: (snapshot: BillingSnapshot) => Omit<NewIntent, 'processor' | 'currency'>;
  /** A browser's card token: saved and charged; else the default card. */
  tokenId: string | undefined;
  /** Whether the token's card becomes the default (the person's choice). */
  makeDefault: boolean;
}

/** The key a payment request is known by: the client's own, else the billing revision and what it buys. */
export const clientKeyOf = (user: UserRow, what: string, header: string | undefined) =>
  header ? `client:${header}:${what}` : `auto:${user.billing_revision}:${what}`;

const ageMs = (intent: IntentRow, now = Date.now()) => now - intent.created_at.getTime();

/**
 * Runs a payment to its end: answers the completed intent, or throws the refusal (402 with the
 * card's reason, 409 when another payment of the account is open, 503 when the processor cannot
 * tell). The same request again (same client key) answers what the first one did.
 */
export async function pay(ctx: ServiceContext, user: UserRow, ask: PaymentAsk): Promise<IntentRow> {
  const processor = processorOf(ctx);
  const repo = ctx.repos.payments;
  const open = () =>
    repo.open(user.id, ask.clientKey, (snapshot) => ({
      ...ask.decide(snapshot),
      processor: processor.kind,
      currency: CURRENCY,
    }));
  let opened = await open();
  if (opened.status === 'busy' && ageMs(opened.intent) > SETTLE_AFTER_MS) {
    // Left open by a request that died: settle it first, then this payment may go ahead.
    await settleIntent(ctx, opened.intent);
    opened = await open();
  }
  if (opened.status === 'busy') throw conflict(BillingMessages.paymentInProgress, ErrorCode.paymentInProgress);
  let intent = opened.intent;
  if (intent.status === 'succeeded') return intent;
  if (intent.status === 'failed')
    throw new AppError(402, ErrorCode.paymentFailed, intent.error ?? BillingMessages.declined);

  if (!intent.card_ref) {
    try {
      const card = await cardForPayment(ctx, user, ask.tokenId, ask.makeDefault);
      const customer = await customerOf(ctx, user);
      await repo.setCard(intent.id, customer, card.ref);
      intent = { ...intent, customer_ref: customer, card_ref: card.ref };
    } catch (err) {
      // Nothing was charged: the intent ends with the reason the person is given.
      await repo.fail(intent.id, err instanceof Error ? err.message : BillingMessages.declined);
      throw err instanceof PaymentError ? asPaymentFailure(err) : err;
    }
  }
  let chargeId = `nocharge_${intent.id}`;
  if (intent.amount_cents > 0) {
    try {
      const charged = await processor.charge({
        customerId: intent.customer_ref!,
        cardRef: intent.card_ref!,
        amountCents: intent.amount_cents,
        currency: intent.currency,
        description: intent.description,
        idempotencyKey: intentProcessorKey(intent.id),
        metadata: {
          intent_id: intent.id,
          user_id: user.id,
          kind: intent.kind,
          item: intent.item,
          quantity: String(intent.quantity),
        },
      });
      chargeId = charged.chargeId;
    } catch (err) {
      // A refusal is final; "unavailable" means the outcome is unknown, and the intent stays open
      // for settleIntent (which asks the processor) rather than being guessed either way.
      if (err instanceof PaymentError && err.reason !== 'processor_unavailable')
        await repo.fail(intent.id, err.message);
      asPaymentFailure(err);
    }
  }
  const done = await repo.complete(intent.id, chargeId, applyPurchase);
  return done.intent;
}

/**
 * Settles an open intent by asking the processor what became of its charge: money taken completes
 * it, a refusal or no charge fails it, and "still processing" or no answer leaves it for the next
 * try. Safe to run at any time and more than once.
 */
export async function settleIntent(ctx: ServiceContext, intent: IntentRow): Promise<IntentRow['status']> {
  const repo = ctx.repos.payments;
  const processor = ctx.payments();
  if (intent.status !== 'pending') return intent.status;
  if (intent.amount_cents === 0 || !intent.customer_ref || !intent.card_ref) {
    // It never reached the processor: nothing to charge, or no card chosen before the request died.
    await repo.fail(intent.id, 'The payment was not completed. Nothing was charged.');
    return 'failed';
  }
  if (!processor || processor.kind !== intent.processor) return 'pending';
  const state = await processor.findCharge({
    customerId: intent.customer_ref,
    intentId: intent.id,
    idempotencyKey: intentProcessorKey(intent.id),
    since: intent.created_at,
  });
  switch (state.state) {
    case 'succeeded':
      await repo.complete(intent.id, state.chargeId, applyPurchase);
      return 'succeeded';
    case 'failed':
      await repo.fail(intent.id, BillingMessages.declined);
      return 'failed';
    case 'none':
      await repo.fail(intent.id, 'The payment was not completed. Nothing was charged.');
      return 'failed';
    case 'processing':
      return 'pending';
  }
}

/**
 * The settling job's work (every few minutes, and at start-up): every intent made before `madeBefore`
 * (by default, open for longer than SETTLE_AFTER_MS) is settled. One that cannot be settled now
 * (processor unreachable) is logged and tried again next time.
 */
export async function settlePendingPayments(
  ctx: ServiceContext,
  madeBefore = new Date(Date.now() - SETTLE_AFTER_MS),
): Promise<{ settled: number; open: number }> {
  const counts = { settled: 0, open: 0 };
  for (const intent of await ctx.repos.payments.pendingBefore(madeBefore)) {
    let status: IntentRow['status'] = 'pending';
    try {
      status = await settleIntent(ctx, intent);
    } catch (err) {
      logAndContinue(ctx.log, 'warn', 'payment could not be settled yet', { intentId: intent.id })(err);
    }
    counts[status === 'pending' ? 'open' : 'settled']++;
    if (status === 'pending' && ageMs(intent) > NEEDS_A_PERSON_MS) {
      // Past this a processor may have forgotten the request: a person must look rather than a guess.
      ctx.log.error(
        { intentId: intent.id, userId: intent.user_id },
        'payment open for more than a day: check it at the processor',
      );
    }
  }
  return counts;
}
