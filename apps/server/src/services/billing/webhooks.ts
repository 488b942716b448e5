import { ErrorCode } from '@scriptloom/contracts';
import { badRequest } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import { WebhookMalformedError, type ChargeInfo, type WebhookEvent } from '../../payments/processor.js';
import type { ServiceContext } from '../context.js';
import { applyPurchase, reversePurchase } from './effects.js';
import { processorOf } from './processor-access.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /payment/webhook` (docs/product.md#payments): a processor event, verified by its signature
 * (400 otherwise, and 400 for a verified body that is not a readable event, so the processor stops
 * sending it) and handled once per event id. A charge that succeeded completes its intent if nothing
 * else has (the request died after charging); refunds and disputes update the invoice and, when the
 * money is all gone, take the purchase back.
 */
export async function handleWebhook(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined) {
  const processor = processorOf(ctx);
  let event: WebhookEvent;
  try {
    event = processor.verifyWebhook(rawBody, signature);
  } catch (err) {
    logAndContinue(ctx.log, 'warn', 'payment webhook refused')(err);
    if (err instanceof WebhookMalformedError) throw badRequest(err.message, ErrorCode.validation);
    throw badRequest('The webhook signature does not verify.');
  }
  // Recorded once handled, not before: a handler that fails (the database away) leaves the event
  // unrecorded, so the processor's retry handles it. Every handler is idempotent, so two deliveries
  // at once changing things twice is not possible either.
  if (await ctx.repos.billing.handled(event.id)) return { received: true, duplicate: true };
  switch (event.type) {
    case 'charge.succeeded':
      await chargeSucceeded(ctx, event.charge);
      break;
    case 'charge.refunded':
      await chargeRefunded(ctx, event.charge);
      break;
    case 'charge.dispute':
      await ctx.repos.payments.dispute(
        event.dispute.chargeId,
        event.dispute.status,
        event.dispute.amountCents,
        (user, invoice) => reversePurchase(user, invoice),
      );
      break;
    case 'other':
      break;
  }
  const first = await ctx.repos.billing.firstSeen(event.id, event.type);
  return { received: true, duplicate: !first };
}

/** The intent a charge names in its metadata, if it is one of ours. */
async function intentOf(ctx: ServiceContext, charge: ChargeInfo) {
  const id = charge.metadata.intent_id;
  return id && UUID.test(id) ? ctx.repos.payments.intent(id) : undefined;
}

/** Money taken: the intent is completed with this charge unless that happened already. */
async function chargeSucceeded(ctx: ServiceContext, charge: ChargeInfo) {
  const intent = await intentOf(ctx, charge);
  if (!intent || intent.status === 'succeeded') return;
  await ctx.repos.payments.complete(intent.id, charge.id, applyPurchase, { refundedCents: charge.amountRefundedCents });
}

/**
 * Money given back. A refund of a charge whose intent was never completed (it arrived first)
 * completes it with the refund recorded, and applies nothing when the whole sum went back.
 */
async function chargeRefunded(ctx: ServiceContext, charge: ChargeInfo) {
  const known = await ctx.repos.payments.invoiceByCharge(charge.id);
  if (!known) {
    const intent = await intentOf(ctx, charge);
    if (intent && intent.status !== 'succeeded') {
      await ctx.repos.payments.complete(intent.id, charge.id, applyPurchase, {
        refundedCents: charge.amountRefundedCents,
      });
      return;
    }
  }
  await ctx.repos.payments.refund(charge.id, charge.amountRefundedCents, (user, invoice) =>
    reversePurchase(user, invoice),
  );
}
