import Stripe from 'stripe';
import { BillingMessages } from '@scriptloom/contracts';
import {
  PaymentError,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type Coupon,
  type PaymentFailure,
  type PaymentProcessor,
  type WebhookEvent,
} from './processor.js';

/**
 * The payment processor on Stripe (`STRIPE_SECRET_KEY`), through the official SDK. Cards are
 * PaymentMethods made from the browser's token and saved on the person's Customer; a charge is a
 * PaymentIntent confirmed at once, off session. Every create call carries an idempotency key, so a
 * retried request (ours or the SDK's own network retry) never makes a second customer or charge;
 * Stripe keeps a key's answer for 24 hours.
 */

export interface StripeProcessorOptions {
  secretKey: string;
  /** The endpoint's signing secret (`whsec_...`); without it every webhook is refused. */
  webhookSecret: string | null;
  /** Another address for Stripe's API, for tests: `http://127.0.0.1:PORT`. */
  apiBase?: string;
}

/** Stripe answers in well under a second; past this the person is better told to try again. */
const TIMEOUT_MS = 10_000;
/** The SDK retries connection errors, 409 and 5xx once, with the same idempotency key. */
const MAX_NETWORK_RETRIES = 1;
/** A coupon that lasts `forever` applies to this many billing periods (a hundred years of months). */
const FOREVER_PERIODS = 1200;

const Messages = {
  invalidToken: 'That card could not be read. Please enter it again.',
  unavailable: 'Payments are not available right now. Please try again in a few minutes.',
  authenticationRequired:
    'Your bank asks to confirm this payment, which is not supported yet. Please use another card.',
} as const;

function failure(reason: PaymentFailure, message: string, cause?: unknown): PaymentError {
  const error = new PaymentError(reason, message);
  // Kept for the log: Stripe's own words, request id and codes.
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * A Stripe error in our terms. Card errors are the person's card; a token or saved card Stripe does
 * not know (or a token used twice) must be entered again; anything else (network, Stripe's side,
 * rate limits, our key or our request) is "not available", with Stripe's error kept as the cause.
 * Errors that are not Stripe's are ours and go up unchanged.
 */
function paymentErrorOf(err: unknown): unknown {
  if (err instanceof PaymentError || !(err instanceof Stripe.errors.StripeError)) return err;
  if (err instanceof Stripe.errors.StripeCardError) {
    if (err.code === 'expired_card') return failure('expired', BillingMessages.expired, err);
    if (err.code === 'authentication_required' || err.decline_code === 'authentication_required') {
      return failure('declined', Messages.authenticationRequired, err);
    }
    if (err.code === 'processing_error') return failure('processor_unavailable', Messages.unavailable, err);
    return failure('declined', BillingMessages.declined, err);
  }
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    (err.code === 'resource_missing' ||
      err.code === 'token_already_used' ||
      err.code === 'payment_method_unexpected_state' ||
      err.param?.startsWith('card') === true ||
      err.param === 'payment_method')
  ) {
    return failure('invalid_token', Messages.invalidToken, err);
  }
  return failure('processor_unavailable', Messages.unavailable, err);
}

/** Stripe's "no such object" (404 `resource_missing`). */
const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === 'resource_missing');

function cardDetails(method: Stripe.PaymentMethod): CardDetails {
  const card = method.card;
  if (!card) throw failure('invalid_token', Messages.invalidToken);
  return { ref: method.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/**
 * Our coupon from Stripe's. Only percentage coupons are supported: one with `amount_off` (a fixed
 * sum in one currency) has no place in our rules (a percentage over some periods), so it reads as no
 * coupon. A coupon Stripe no longer honours (`valid: false`: past `redeem_by` or its redemptions
 * used up) is none either. Periods are months for `repeating` coupons (Stripe counts those in
 * months); billing counts them as billing periods, so on a yearly plan a 3-month coupon covers the
 * first three yearly payments. The plan families a coupon is for are `metadata.applies_to`, a
 * comma list (`hobbyist,professional`); without it, every paid plan.
 */
function couponOf(coupon: Stripe.Coupon): Coupon | null {
  if (coupon.valid === false || coupon.percent_off === null || coupon.percent_off <= 0) return null;
  let periods: number;
  switch (coupon.duration) {
    case 'once':
      periods = 1;
      break;
    case 'repeating':
      periods = Math.max(1, coupon.duration_in_months ?? 1);
      break;
    case 'forever':
      periods = FOREVER_PERIODS;
      break;
    default:
      return null;
  }
  const appliesTo = (coupon.metadata?.applies_to ?? '')
    .split(',')
    .map((family) => family.trim())
    .filter((family) => family.length > 0);
  return { code: coupon.id, percentOff: coupon.percent_off, periods, appliesTo };
}

export function createStripeProcessor(options: StripeProcessorOptions): PaymentProcessor {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(options.secretKey, {
    timeout: TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'Scriptloom' },
    ...(base && {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });

  return {
    kind: 'stripe',

    async ensureCustomer(user) {
      if (user.customerId) return user.customerId;
      try {
        const customer = await stripe.customers.create(
          { email: user.email, name: user.name, metadata: { user_id: user.id } },
          // One customer per user even when the first answer is lost and billing asks again. Within
          // Stripe's 24 hours the same key with other details (a changed email) is refused, which
          // reads as "not available"; billing stores the id as soon as it has it.
          { idempotencyKey: `customer:${user.id}` },
        );
        return customer.id;
      } catch (err) {
        throw paymentErrorOf(err);
      }
    },

    async attachCard(customerId, tokenId) {
      try {
        // A browser's token is good for one use: asked again (a lost answer), the same token gives the
        // same payment method. Stripe's test tokens (`tok_visa`) can be used again and again, by
        // anyone, hence the customer in the key.
        const method = await stripe.paymentMethods.create(
          { type: 'card', card: { token: tokenId } },
          { idempotencyKey: `payment_method:${customerId}:${tokenId}` },
        );
        // Attaching checks the card with its bank: a declined or expired card is refused here.
        const attached = await stripe.paymentMethods.attach(
          method.id,
          { customer: customerId },
          { idempotencyKey: `attach:${method.id}:${customerId}` },
        );
        return cardDetails(attached);
      } catch (err) {
        throw paymentErrorOf(err);
      }
    },

    async detachCard(customerId, cardRef) {
      try {
        // Only a card saved on this customer; one already gone (or never Stripe's) is removed already.
        const method = await stripe.paymentMethods.retrieve(cardRef);
        const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
        if (owner !== customerId) return;
        await stripe.paymentMethods.detach(cardRef);
      } catch (err) {
        if (isMissing(err)) return;
        throw paymentErrorOf(err);
      }
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            customer: request.customerId,
            payment_method: request.cardRef,
            confirm: true,
            off_session: true,
            // A saved card paid on the server: nothing to redirect the person to.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            // Stripe copies these onto the charge, where the webhooks find them.
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (err) {
        throw paymentErrorOf(err);
      }
      switch (intent.status) {
        case 'succeeded': {
          const charge = intent.latest_charge;
          const chargeId = typeof charge === 'string' ? charge : (charge?.id ?? intent.id);
          return { chargeId, amountCents: intent.amount_received || intent.amount };
        }
        case 'requires_action':
        case 'requires_confirmation':
          throw failure('declined', Messages.authenticationRequired);
        case 'processing':
          // Cards settle at once, so this is not expected. The money may still arrive: the same key
          // answers the same for 24 hours, and `charge.succeeded` carries our metadata.
          throw failure('processor_unavailable', Messages.unavailable);
        default:
          // requires_payment_method (refused), canceled, requires_capture (never asked for).
          throw failure('declined', BillingMessages.declined);
      }
    },

    async findCoupon(code) {
      const id = code.trim();
      if (id.length === 0) return null;
      try {
        const coupon = await stripe.coupons.retrieve(id);
        return coupon.object === 'coupon' ? couponOf(coupon) : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw paymentErrorOf(err);
      }
    },

    verifyWebhook(rawBody, signature): WebhookEvent {
      if (!options.webhookSecret) throw new Error('Stripe webhooks are not configured: no webhook signing secret.');
      if (!signature) throw new Error('The webhook has no Stripe-Signature header.');
      // Throws StripeSignatureVerificationError on a wrong signature or one older than 5 minutes.
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      switch (event.type) {
        case 'charge.succeeded':
        case 'charge.refunded': {
          const charge = event.data.object;
          return {
            id: event.id,
            type: event.type,
            // The charge's amount, also on a (possibly partial) refund: Stripe's `amount_refunded`
            // says how much went back.
            charge: { id: charge.id, amountCents: charge.amount, currency: charge.currency, metadata: charge.metadata },
          };
        }
        default:
          return { id: event.id, type: 'other' };
      }
    },
  };
}
