import Stripe from 'stripe';
import { BillingMessages } from '@scriptloom/contracts';
import {
  PaymentError,
  WebhookSignatureError,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type ChargeState,
  type Coupon,
  type PaymentFailure,
  type PaymentProcessor,
  type WebhookEvent,
} from './processor.js';
import { SIGNATURE_TOLERANCE_S, checkSignatureTime, parseWebhookBody, readWebhookEvent } from './webhook-event.js';

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
/** How far back before an intent's creation its charge is looked for (clocks differ a little). */
const LOOKUP_SLACK_S = 3600;

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
 * sum in one currency) has no place in our rules, so it reads as no coupon. A coupon Stripe no
 * longer honours (`valid: false`: past `redeem_by` or its redemptions used up) is none either.
 * Durations are Stripe's: `once`, `repeating` for `duration_in_months` months (months whatever the
 * billing period, docs/product.md#coupons), `forever`. The plan families a coupon is for are
 * `metadata.applies_to`, a comma list (`hobbyist,professional`); without it, every paid plan.
 */
function couponOf(coupon: Stripe.Coupon): Coupon | null {
  if (coupon.valid === false || coupon.percent_off === null || coupon.percent_off <= 0) return null;
  const duration = COUPON_DURATIONS.find((d) => d === coupon.duration);
  if (!duration) return null;
  const months = duration === 'repeating' ? Math.max(1, coupon.duration_in_months ?? 1) : null;
  const appliesTo = (coupon.metadata?.applies_to ?? '')
    .split(',')
    .map((family) => family.trim())
    .filter((family) => family.length > 0);
  return { code: coupon.id, percentOff: coupon.percent_off, duration, months, appliesTo };
}

const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;

/** What a PaymentIntent's status says of its money. */
function chargeStateOf(intent: Stripe.PaymentIntent): ChargeState {
  switch (intent.status) {
    case 'succeeded': {
      const charge = intent.latest_charge;
      const chargeId = typeof charge === 'string' ? charge : (charge?.id ?? intent.id);
      return { state: 'succeeded', chargeId, amountCents: intent.amount_received || intent.amount };
    }
    case 'processing':
      return { state: 'processing' };
    default:
      // requires_payment_method (refused), requires_action (the bank wants the person), canceled.
      return { state: 'failed' };
  }
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
      const state = chargeStateOf(intent);
      switch (state.state) {
        case 'succeeded':
          return { chargeId: state.chargeId, amountCents: state.amountCents };
        case 'processing':
          // Cards settle at once, so this is not expected. The money may still arrive: the intent
          // stays pending and is settled later (findCharge, or `charge.succeeded`).
          throw failure('processor_unavailable', Messages.unavailable);
        default:
          if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
            throw failure('declined', Messages.authenticationRequired);
          }
          throw failure('declined', BillingMessages.declined);
      }
    },

    async findCharge(lookup) {
      // Listing is read-after-write consistent (search is not): the customer's intents since ours
      // was made, matched by the intent id we put in their metadata.
      try {
        const since = Math.floor(lookup.since.getTime() / 1000) - LOOKUP_SLACK_S;
        let best: ChargeState = { state: 'none' };
        for await (const intent of stripe.paymentIntents.list({
          customer: lookup.customerId,
          created: { gte: since },
          limit: 100,
        })) {
          if (intent.metadata?.intent_id !== lookup.intentId) continue;
          const state = chargeStateOf(intent);
          // One intent of ours makes one PaymentIntent; should there be more, money taken wins.
          if (state.state === 'succeeded') return state;
          if (state.state === 'processing' || best.state === 'none') best = state;
        }
        return best;
      } catch (err) {
        throw paymentErrorOf(err);
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
      if (!options.webhookSecret) {
        throw new WebhookSignatureError('Stripe webhooks are not configured: no webhook signing secret.');
      }
      if (!signature) throw new WebhookSignatureError('The webhook has no Stripe-Signature header.');
      checkSignatureTime(signature);
      try {
        // constructEvent checks the signature as verifyHeader does and parses the body; a verified
        // body it cannot parse is read again below, so that it answers as malformed, not as a 500.
        stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, SIGNATURE_TOLERANCE_S);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(err.message);
        if (!(err instanceof SyntaxError)) throw err;
      }
      return readWebhookEvent(parseWebhookBody(rawBody));
    },
  };
}
