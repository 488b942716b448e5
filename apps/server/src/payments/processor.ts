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
  /** Billing periods it applies to; 1 = the first payment only. */
  periods: number;
  /** Plan families it is for; empty = every paid plan. */
  appliesTo: string[];
}

/** A verified processor event: what billing reacts to. */
export interface WebhookEvent {
  id: string;
  type: 'charge.succeeded' | 'charge.refunded' | 'other';
  charge?: { id: string; amountCents: number; currency: string; metadata: Record<string, string> };
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
  /** A coupon by its code, or null when there is none. */
  findCoupon(code: string): Promise<Coupon | null>;
  /** Checks a webhook's signature and reads it; throws when the signature does not verify. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
