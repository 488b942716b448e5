import { badRequest } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import type { ServiceContext } from '../context.js';
import { processorOf } from './processor-access.js';

/**
 * `POST /payment/webhook`: a processor event, verified by its signature (400 otherwise) and
 * handled once (a replayed event id changes nothing). A refund marks its invoice refunded.
 * Charges are recorded when they are made (idempotently), so `charge.succeeded` only confirms.
 */
export async function handleWebhook(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined) {
  const processor = processorOf(ctx);
  let event;
  try {
    event = processor.verifyWebhook(rawBody, signature);
  } catch (err) {
    logAndContinue(ctx.log, 'warn', 'payment webhook refused')(err);
    throw badRequest('The webhook signature does not verify.');
  }
  if (!(await ctx.repos.billing.firstSeen(event.id, event.type))) return { received: true, duplicate: true };
  if (event.type === 'charge.refunded' && event.charge) await ctx.repos.billing.markRefunded(event.charge.id);
  return { received: true, duplicate: false };
}
