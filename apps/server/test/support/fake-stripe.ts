import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A fake of Stripe's HTTP API for the endpoints the Stripe processor uses, so tests run the real SDK
 * (its form encoding, headers, retries and error classes) without the network: customers, payment
 * methods made from a token, attach and detach, payment intents created and confirmed at once, and
 * coupons. It answers in Stripe's shapes (objects carry `object`; errors are `{error: {type, code,
 * message, ...}}` with Stripe's statuses) and honours `Idempotency-Key` as Stripe does: the same key
 * replays the stored answer (errors included, `Idempotent-Replayed: true`), and the same key with
 * other parameters is refused (400 `idempotency_error`). Every charge attempt is recorded.
 *
 * Test tokens behave as in Stripe's test mode: `tok_visa` and `tok_mastercard` work;
 * `tok_chargeDeclined` and `tok_chargeDeclinedExpiredCard` are refused when attached (Stripe checks a
 * card as it saves it); `tok_chargeCustomerFail` attaches but every charge is declined;
 * `tok_authenticationRequired` attaches but an off-session charge needs the bank's confirmation
 * (402 `authentication_required`). Like Stripe's test tokens, each can be used any number of times. Any
 * other token does not exist (404 `resource_missing`).
 */

type Behaviour = 'ok' | 'declined' | 'expired' | 'charge_fails' | 'authentication_required';

interface TestCard {
  brand: string;
  last4: string;
  behaviour: Behaviour;
}

const TOKENS: Record<string, TestCard> = {
  tok_visa: { brand: 'visa', last4: '4242', behaviour: 'ok' },
  tok_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'ok' },
  tok_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declined' },
  tok_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', behaviour: 'expired' },
  tok_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: 'charge_fails' },
  tok_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authentication_required' },
};

type Json = Record<string, unknown>;
export type Params = { [key: string]: string | Params };

export interface FakeCharge extends Json {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string;
  payment_method: string;
  payment_intent: string;
  description: string | null;
  metadata: Record<string, string>;
  status: 'succeeded' | 'failed';
  paid: boolean;
  refunded: boolean;
}

export interface FakeCouponInput {
  id: string;
  percent_off?: number | null;
  amount_off?: number | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months?: number | null;
  metadata?: Record<string, string>;
  valid?: boolean;
}

export interface FakeStripe {
  /** `http://127.0.0.1:PORT`: the processor's `apiBase`. */
  url: string;
  /** Every charge attempt, in order (failed ones too, as Stripe records them). */
  charges: FakeCharge[];
  customers: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  /** Every request the fake answered (replays included), its form parameters read back into objects. */
  requests: { method: string; path: string; params: Params; idempotencyKey: string | null; replayed: boolean }[];
  addCoupon(coupon: FakeCouponInput): void;
  /** A Stripe event's JSON for a recorded charge, as a webhook delivers it (`charge.refunded`: in full). */
  chargeEvent(type: 'charge.succeeded' | 'charge.refunded' | 'customer.updated', chargeId: string): string;
  /** Refunds `cents` more of a charge (Stripe's running total grows) and answers its `charge.refunded` event. */
  refundEvent(chargeId: string, cents: number): string;
  /** A `charge.dispute.*` event for a charge: opened, or closed won or lost. */
  disputeEvent(chargeId: string, status: 'needs_response' | 'won' | 'lost'): string;
  /**
   * The next successful charge is made and recorded, then its answer is held back: the returned
   * promise resolves with the charge while the caller still waits (a test kills the server then).
   * `release()` sends the held answer.
   */
  holdNextCharge(): { charged: Promise<FakeCharge>; release: () => void };
  /** The `Stripe-Signature` header Stripe would send with this payload. */
  sign(payload: string, secret: string, timestamp?: number): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`metadata[user_id]=u1&card[token]=tok_visa`) back into nested objects. */
function parseForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out;
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        node[part] = value;
      } else {
        const next = node[part];
        node = typeof next === 'object' ? next : (node[part] = {});
      }
    }
  }
  return out;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const missing = (what: string, value: string, param: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${value}'`,
    param,
  });
const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param && { param }) });
const cardError = (code: string, declineCode: string, message: string, extra: Json = {}) =>
  new StripeFailure(402, { type: 'card_error', code, decline_code: declineCode, message, ...extra });

const text = (value: string | Params | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const stringMap = (value: string | Params | undefined): Record<string, string> => {
  if (typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json & { card: Json; customer: string | null }>();
  /** The behaviour of each payment method's card, by payment method id. */
  const behaviours = new Map<string, Behaviour>();
  const coupons = new Map<string, Json>();
  const charges: FakeCharge[] = [];
  const requests: FakeStripe['requests'] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const intents = new Map<string, Json>();
  let hold: { onCharge: (charge: FakeCharge) => void; released: Promise<void> } | null = null;

  function cardBehaviour(methodId: string): Behaviour {
    return behaviours.get(methodId) ?? 'ok';
  }

  function createPaymentMethod(params: Params): Json {
    if (text(params.type) !== 'card') throw invalid('Invalid payment method type.', 'type');
    const card = params.card;
    const token = typeof card === 'object' ? text(card.token) : undefined;
    if (!token) throw invalid('Missing required param: card[token].', 'card[token]');
    const test = TOKENS[token];
    if (!test) throw missing('token', token, 'card[token]');
    const method = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      livemode: false,
      customer: null,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: test.brand,
        last4: test.last4,
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
    };
    paymentMethods.set(method.id, method);
    behaviours.set(method.id, test.behaviour);
    return method;
  }

  function attach(methodId: string, params: Params): Json {
    const method = paymentMethods.get(methodId);
    if (!method) throw missing('PaymentMethod', methodId, 'payment_method');
    const customer = text(params.customer);
    if (!customer || !customers.has(customer)) throw missing('customer', customer ?? '', 'customer');
    if (method.customer && method.customer !== customer) {
      throw invalid('The payment method you provided has already been attached to a customer.', 'payment_method');
    }
    const behaviour = cardBehaviour(methodId);
    if (behaviour === 'declined') throw cardError('card_declined', 'generic_decline', 'Your card was declined.');
    if (behaviour === 'expired') throw cardError('expired_card', 'expired_card', 'Your card has expired.');
    method.customer = customer;
    return method;
  }

  function detach(methodId: string): Json {
    const method = paymentMethods.get(methodId);
    if (!method) throw missing('PaymentMethod', methodId, 'payment_method');
    if (!method.customer) {
      throw invalid(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        'payment_method',
      );
    }
    method.customer = null;
    return method;
  }

  function createPaymentIntent(params: Params): Json {
    const amount = Number(text(params.amount));
    const currency = text(params.currency);
    if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid integer: amount.', 'amount');
    if (!currency) throw invalid('Missing required param: currency.', 'currency');
    if (text(params.confirm) !== 'true' || text(params.off_session) !== 'true') {
      throw invalid('The fake answers only confirmed off-session payment intents.');
    }
    const customer = text(params.customer) ?? '';
    if (!customers.has(customer)) throw missing('customer', customer, 'customer');
    const methodId = text(params.payment_method) ?? '';
    const method = paymentMethods.get(methodId);
    if (!method) throw missing('payment_method', methodId, 'payment_method');
    if (method.customer !== customer) {
      throw invalid(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, ' +
          'shared with a connected account without Customer attachment, or was detached from a Customer.',
        'payment_method',
      );
    }
    const metadata = stringMap(params.metadata);
    const description = text(params.description) ?? null;
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      customer,
      payment_method: methodId,
      description,
      metadata,
      created: now(),
      livemode: false,
      confirmation_method: 'automatic',
      capture_method: 'automatic',
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
    };
    const behaviour = cardBehaviour(methodId);
    if (behaviour === 'authentication_required') {
      // Stripe makes no charge: the bank wants the person, who is not there (off session).
      const error = {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      };
      throw new StripeFailure(402, { ...error, payment_intent: { ...intent, last_payment_error: error } });
    }
    // Stripe copies the intent's metadata and description onto the charge it makes.
    const charge: FakeCharge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency,
      customer,
      payment_method: methodId,
      payment_intent: String(intent.id),
      description,
      metadata,
      status: behaviour === 'ok' ? 'succeeded' : 'failed',
      paid: behaviour === 'ok',
      refunded: false,
      created: now(),
      livemode: false,
    };
    charges.push(charge);
    intent.latest_charge = charge.id;
    if (behaviour !== 'ok') {
      intents.set(String(intent.id), { ...intent, status: 'requires_payment_method' });
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        charge: charge.id,
      };
      throw new StripeFailure(402, { ...error, payment_intent: { ...intent, last_payment_error: error } });
    }
    const succeeded = { ...intent, status: 'succeeded', amount_received: amount };
    intents.set(String(intent.id), succeeded);
    return succeeded;
  }

  /** `GET /v1/payment_intents`: a customer's intents, newest first, from `created[gte]` on. */
  function listPaymentIntents(query: Params): Json {
    const customer = text(query.customer);
    const created = typeof query.created === 'object' ? Number(text(query.created.gte) ?? 0) : 0;
    const data = [...intents.values()]
      .filter((i) => (!customer || i.customer === customer) && Number(i.created) >= created)
      .reverse();
    return { object: 'list', url: '/v1/payment_intents', has_more: false, data };
  }

  /** The answer to one request: the object Stripe would send, or a StripeFailure. */
  function route(method: string, path: string, params: Params): Json {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        created: now(),
        livemode: false,
        email: text(params.email) ?? null,
        name: text(params.name) ?? null,
        metadata: stringMap(params.metadata),
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/payment_methods') return createPaymentMethod(params);
    if ((m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path)) && method === 'GET') {
      const found = paymentMethods.get(decodeURIComponent(m[1]!));
      if (!found) throw missing('PaymentMethod', decodeURIComponent(m[1]!), 'payment_method');
      return found;
    }
    if ((m = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path)) && method === 'POST') {
      return attach(decodeURIComponent(m[1]!), params);
    }
    if ((m = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path)) && method === 'POST') {
      return detach(decodeURIComponent(m[1]!));
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if (method === 'GET' && path === '/v1/payment_intents') return listPaymentIntents(params);
    if ((m = /^\/v1\/coupons\/([^/]+)$/.exec(path)) && method === 'GET') {
      const code = decodeURIComponent(m[1]!);
      const coupon = coupons.get(code);
      if (!coupon) throw missing('coupon', code, 'id');
      return coupon;
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const body = Buffer.concat(chunks).toString();
      // GET requests carry their parameters in the query string, in the same encoding.
      const params = parseForm(method === 'GET' ? url.search.slice(1) : body);
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const send = (status: number, payload: string, replayed = false) => {
        requests.push({ method, path: url.pathname, params, idempotencyKey: key, replayed });
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
          ...(key && { 'idempotency-key': key }),
          ...(replayed && { 'idempotent-replayed': 'true' }),
          // A refusal is final: the SDK must not retry it.
          ...(status >= 400 && status < 500 && { 'stripe-should-retry': 'false' }),
        });
        res.end(payload);
      };

      const auth = req.headers.authorization ?? '';
      if (!/^Bearer sk_test_\S+$/.test(auth)) {
        send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
        return;
      }
      const fingerprint = `${method} ${url.pathname} ${body}`;
      if (key && method === 'POST') {
        const stored = idempotent.get(key);
        if (stored && stored.fingerprint !== fingerprint) {
          const message =
            'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
            `Try using a key other than '${key}' if you meant to execute a different request.`;
          send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
          return;
        }
        if (stored) {
          send(stored.status, stored.body, true);
          return;
        }
      }

      let status = 200;
      let payload: string;
      try {
        payload = JSON.stringify(route(method, url.pathname, params));
      } catch (err) {
        // A fault of the fake itself answers as Stripe's own errors do (the SDK retries a 500).
        const failure =
          err instanceof StripeFailure ? err : new StripeFailure(500, { type: 'api_error', message: String(err) });
        status = failure.status;
        payload = JSON.stringify({ error: failure.error });
      }
      // Stripe saves the answer of every request that started to run, a decline included; a request
      // refused while its parameters were checked (400) saves nothing.
      if (key && method === 'POST' && status !== 400) idempotent.set(key, { fingerprint, status, body: payload });
      const made =
        status === 200 && method === 'POST' && url.pathname === '/v1/payment_intents' ? charges.at(-1) : undefined;
      if (made && hold) {
        const held = hold;
        hold = null;
        held.onCharge(made);
        void held.released.then(() => send(status, payload));
        return;
      }
      send(status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  /** An event as Stripe delivers it to a webhook endpoint. */
  const event = (type: string, object: Json) =>
    JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    charges,
    customers,
    paymentMethods,
    requests,
    addCoupon(input) {
      coupons.set(input.id, {
        object: 'coupon',
        id: input.id,
        name: null,
        created: now(),
        livemode: false,
        percent_off: input.percent_off ?? null,
        amount_off: input.amount_off ?? null,
        currency: input.amount_off ? 'usd' : null,
        duration: input.duration,
        duration_in_months: input.duration === 'repeating' ? (input.duration_in_months ?? 1) : null,
        max_redemptions: null,
        redeem_by: null,
        times_redeemed: 0,
        valid: input.valid ?? true,
        metadata: input.metadata ?? {},
      });
    },
    chargeEvent(type, chargeId) {
      const charge = charges.find((c) => c.id === chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      if (type === 'charge.refunded') {
        charge.amount_refunded = charge.amount;
        charge.refunded = true;
      }
      const object = { ...charge };
      return event(type, type === 'customer.updated' ? customers.get(charge.customer)! : object);
    },
    refundEvent(chargeId, cents) {
      const charge = charges.find((c) => c.id === chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + cents);
      charge.refunded = charge.amount_refunded === charge.amount;
      return event('charge.refunded', { ...charge });
    },
    disputeEvent(chargeId, status) {
      const charge = charges.find((c) => c.id === chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      const type = status === 'needs_response' ? 'charge.dispute.created' : 'charge.dispute.closed';
      return event(type, {
        id: id('dp'),
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        currency: charge.currency,
        payment_intent: charge.payment_intent,
        reason: 'fraudulent',
        status,
        created: now(),
        livemode: false,
      });
    },
    holdNextCharge() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const charged = new Promise<FakeCharge>((resolve) => (hold = { onCharge: resolve, released }));
      return { charged, release };
    },
    sign(payload, secret, timestamp) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp && { timestamp }) });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
