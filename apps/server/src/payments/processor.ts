/**
 * The payment processor behind billing (docs/product.md#billing): the built-in test processor (the
 * embedded default, no real money) or Stripe (`STRIPE_SECRET_KEY`). Services see only this
 * interface. Amounts are integer cents. Every charge carries an idempotency key: the same key
 * never charges twice, whatever the processor.
 */

/** Why a card or a charge was refused, in the processor's terms mapped to ours. */
export type PaymentFailure = 'declined' | 'expired' | 'invalid_token' | 'processor_unavailable';

export class PaymentError extends Error {
  constructor(
    readonly reason: PaymentFailure,
    /** Said to the person (stored as the page's card error). */
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

export interface CardDetails {
  /** The processor's id of the saved card (a payment method). */
  ref: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  customerId: string;
  cardRef: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Same key, same charge: a retried request or job never charges twice. */
  idempotencyKey: string;
  /** Ours, carried on the charge so a webhook can be matched: user id, what was bought. */
  metadata: Record<string, string>;
}

export interface ChargeResult {
  chargeId: string;
  amountCents: number;
}

export interface Coupon {
  code: string;
  percentOff: number;
  /**
   * `once`: the first payment; `repeating`: the payments of the first `months` months, counted in
   * months whatever the plan's period; `forever`: every payment (docs/product.md#coupons).
   */
  duration: 'once' | 'repeating' | 'forever';
  /** Months of a `repeating` coupon; null otherwise. */
  months: number | null;
  /** Plan families it is for; empty = every paid plan. */
  appliesTo: string[];
}

/** Which charge to look for: the one a payment intent of ours made, if any. */
export interface ChargeLookup {
  customerId: string;
  /** Ours: carried in the charge's metadata as `intent_id`. */
  intentId: string;
  idempotencyKey: string;
  /** The intent's creation: no charge of it can be older. */
  since: Date;
}

/** What the processor knows of an intent's charge. */
export type ChargeState =
  | { state: 'succeeded'; chargeId: string; amountCents: number }
  /** Started and not finished (a bank still deciding): ask again later. */
  | { state: 'processing' }
  /** Tried and refused: no money moved. */
  | { state: 'failed' }
  /** Never made: no money moved. */
  | { state: 'none' };

/** A charge as an event describes it. `amountRefundedCents` is the processor's running total. */
export interface ChargeInfo {
  id: string;
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  metadata: Record<string, string>;
}

/** A verified processor event: what billing reacts to. */
export type WebhookEvent =
  | { id: string; type: 'charge.succeeded' | 'charge.refunded'; charge: ChargeInfo }
  /** A dispute (chargeback) opened, updated or closed: `lost` takes the disputed money back. */
  | { id: string; type: 'charge.dispute'; dispute: { chargeId: string; amountCents: number; status: DisputeState } }
  | { id: string; type: 'other' };
export type DisputeState = 'open' | 'won' | 'lost';

/** A webhook whose signature does not verify (or is too old or too far in the future). */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
/** A correctly signed webhook whose body is not an event we can read: answered 400, never retried into a 500. */
export class WebhookMalformedError extends Error {
  override name = 'WebhookMalformedError';
}

export interface PaymentProcessor {
  readonly kind: 'test' | 'stripe';
  /** The processor's customer for our user, made on first use. */
  ensureCustomer(user: { id: string; email: string; name: string; customerId: string | null }): Promise<string>;
  /** Saves the card a browser token stands for; PaymentError when it is refused. */
  attachCard(customerId: string, tokenId: string): Promise<CardDetails>;
  detachCard(customerId: string, cardRef: string): Promise<void>;
  /** Charges a saved card once per idempotency key; PaymentError when refused. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Asks what became of an intent's charge, without ever making one (settling after a crash). */
  findCharge(lookup: ChargeLookup): Promise<ChargeState>;
  /** A coupon by its code, or null when there is none. */
  findCoupon(code: string): Promise<Coupon | null>;
  /**
   * Checks a webhook's signature and reads it: WebhookSignatureError when the signature does not
   * verify, WebhookMalformedError when a verified body is not a readable event.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
