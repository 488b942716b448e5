import { z } from 'zod';
import { WebhookMalformedError, WebhookSignatureError, type DisputeState, type WebhookEvent } from './processor.js';

/**
 * Reading processor events, shared by both processors: the test processor signs and shapes its
 * events as Stripe does, so one reader and one timestamp rule serve both.
 */

/**
 * How far a signature's timestamp may be from our clock, either way. Stripe's SDK only refuses old
 * ones; a timestamp in the future is as suspect (a replay prepared in advance), so it is refused too.
 */
export const SIGNATURE_TOLERANCE_S = 300;

/** The `t=` of a `Stripe-Signature` header; throws when it is missing or outside the tolerance. */
export function checkSignatureTime(header: string, nowMs = Date.now()): number {
  const t = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
  if (!t) throw new WebhookSignatureError('The webhook signature has no timestamp.');
  const skew = Math.abs(nowMs / 1000 - Number(t));
  if (skew > SIGNATURE_TOLERANCE_S) {
    throw new WebhookSignatureError(`The webhook signature's timestamp is ${Math.round(skew)} s from now.`);
  }
  return Number(t);
}

/** Processor ids: letters, digits, `_` and `-` (Stripe's `evt_...`, `ch_...`). */
const ProcessorId = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/);
const Cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const RawEvent = z.object({
  id: ProcessorId,
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/),
  data: z.object({ object: z.unknown() }).optional(),
});

const ChargeObject = z.object({
  id: ProcessorId,
  amount: Cents,
  amount_refunded: Cents.optional(),
  currency: z.string().max(10),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const DisputeObject = z.object({
  charge: z.union([ProcessorId, z.object({ id: ProcessorId })]),
  amount: Cents,
  status: z.string().max(100),
});

/** Stripe's dispute statuses in our three: still open, decided for us, decided against us. */
function disputeState(status: string): DisputeState {
  if (status === 'lost') return 'lost';
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'won';
  return 'open';
}

const malformed = (what: string) => new WebhookMalformedError(`The webhook is not a readable event: ${what}.`);

/** The event a verified body holds; WebhookMalformedError for anything else (a bare array, no id, ...). */
export function readWebhookEvent(body: unknown): WebhookEvent {
  const raw = RawEvent.safeParse(body);
  if (!raw.success) throw malformed(raw.error.issues[0]?.path.join('.') || 'not an event object');
  const { id, type } = raw.data;
  const object = raw.data.data?.object;
  if (type === 'charge.succeeded' || type === 'charge.refunded') {
    const charge = ChargeObject.safeParse(object);
    if (!charge.success) throw malformed(`data.object.${charge.error.issues[0]?.path.join('.') ?? ''}`);
    const c = charge.data;
    return {
      id,
      type,
      charge: {
        id: c.id,
        amountCents: c.amount,
        amountRefundedCents: c.amount_refunded ?? 0,
        currency: c.currency,
        metadata: c.metadata ?? {},
      },
    };
  }
  if (type.startsWith('charge.dispute.')) {
    const dispute = DisputeObject.safeParse(object);
    if (!dispute.success) throw malformed(`data.object.${dispute.error.issues[0]?.path.join('.') ?? ''}`);
    const d = dispute.data;
    return {
      id,
      type: 'charge.dispute',
      dispute: {
        chargeId: typeof d.charge === 'string' ? d.charge : d.charge.id,
        amountCents: d.amount,
        status: disputeState(d.status),
      },
    };
  }
  return { id, type: 'other' };
}

/** JSON.parse for a verified body; malformed JSON is a malformed event, not a 500. */
export function parseWebhookBody(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8')) as unknown;
  } catch {
    throw malformed('not JSON');
  }
}
