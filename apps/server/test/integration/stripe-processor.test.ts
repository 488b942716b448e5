import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingMessages, TEST_TOKENS } from '@scriptloom/contracts';
import {
  PaymentError,
  WebhookMalformedError,
  WebhookSignatureError,
  type PaymentProcessor,
} from '../../src/payments/processor.js';
import { createStripeProcessor } from '../../src/payments/stripe-processor.js';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.js';

// The Stripe processor through the real SDK against a local fake of Stripe's API.

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let stripe: PaymentProcessor;
let n = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProcessor({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
  fake.addCoupon({ id: 'WELCOME20', percent_off: 20, duration: 'once' });
  fake.addCoupon({
    id: 'SPRING',
    percent_off: 50,
    duration: 'repeating',
    duration_in_months: 3,
    metadata: { applies_to: 'hobbyist, professional' },
  });
  fake.addCoupon({ id: 'FRIENDS', percent_off: 10, duration: 'forever' });
  fake.addCoupon({ id: 'FIVE_OFF', amount_off: 500, duration: 'once' });
  fake.addCoupon({ id: 'EXPIRED', percent_off: 30, duration: 'once', valid: false });
});
afterAll(async () => {
  await fake?.close();
});

const newUser = () => {
  n += 1;
  return { id: `user-${n}-${Date.now()}`, email: `p${n}@example.com`, name: `Person ${n}`, customerId: null };
};

/** A customer with a saved card made from the token. */
async function customerWithCard(token: string) {
  const customerId = await stripe.ensureCustomer(newUser());
  const card = await stripe.attachCard(customerId, token);
  return { customerId, card };
}

async function refusal(promise: Promise<unknown>): Promise<PaymentError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

const chargeRequest = (customerId: string, cardRef: string, idempotencyKey: string) => ({
  customerId,
  cardRef,
  amountCents: 2900,
  currency: 'usd',
  description: 'Hobbyist, monthly',
  idempotencyKey,
  metadata: { user_id: 'u-1', plan: 'hobbyist_monthly' },
});

describe('Stripe processor', () => {
  it('makes one customer per user, however often it is asked', async () => {
    const user = newUser();
    const first = await stripe.ensureCustomer(user);
    const second = await stripe.ensureCustomer(user);
    expect(first).toMatch(/^cus_/);
    expect(second).toBe(first);
    expect([...fake.customers.values()].filter((c) => c.email === user.email)).toHaveLength(1);
    expect(fake.customers.get(first)).toMatchObject({ name: user.name, metadata: { user_id: user.id } });
    const creates = fake.requests.filter((r) => r.idempotencyKey === `customer:${user.id}`);
    expect(creates.map((r) => r.replayed)).toEqual([false, true]);

    const before = fake.requests.length;
    expect(await stripe.ensureCustomer({ ...user, customerId: first })).toBe(first);
    expect(fake.requests.length).toBe(before);
  });

  it('saves tok_visa and charges it', async () => {
    const { customerId, card } = await customerWithCard(TEST_TOKENS.visa);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    expect(card.ref).toMatch(/^pm_/);
    expect(card.expYear).toBeGreaterThan(new Date().getFullYear());
    expect(fake.paymentMethods.get(card.ref)?.customer).toBe(customerId);

    const result = await stripe.charge(chargeRequest(customerId, card.ref, `charge:${customerId}:1`));
    expect(result.chargeId).toMatch(/^ch_/);
    expect(result.amountCents).toBe(2900);
    const sent = fake.requests.find((r) => r.idempotencyKey === `charge:${customerId}:1`);
    expect(sent?.params).toMatchObject({
      amount: '2900',
      confirm: 'true',
      off_session: 'true',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
    });
    const charge = fake.charges.find((c) => c.id === result.chargeId);
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount: 2900,
      currency: 'usd',
      customer: customerId,
      payment_method: card.ref,
      description: 'Hobbyist, monthly',
      metadata: { user_id: 'u-1', plan: 'hobbyist_monthly' },
    });
  });

  it('refuses tok_chargeDeclined as declined and tok_chargeDeclinedExpiredCard as expired', async () => {
    const customerId = await stripe.ensureCustomer(newUser());
    const declined = await refusal(stripe.attachCard(customerId, TEST_TOKENS.declined));
    expect(declined.reason).toBe('declined');
    expect(declined.message).toBe(BillingMessages.declined);
    const expired = await refusal(stripe.attachCard(customerId, TEST_TOKENS.expired));
    expect(expired.reason).toBe('expired');
    expect(expired.message).toBe(BillingMessages.expired);
  });

  it('asks for an unknown token again', async () => {
    const customerId = await stripe.ensureCustomer(newUser());
    const err = await refusal(stripe.attachCard(customerId, 'tok_doesNotExist'));
    expect(err.reason).toBe('invalid_token');
    expect(err.message).toBe('That card could not be read. Please enter it again.');
  });

  it('charges once per idempotency key', async () => {
    const { customerId, card } = await customerWithCard('tok_mastercard');
    const key = `charge:${customerId}:once`;
    const first = await stripe.charge(chargeRequest(customerId, card.ref, key));
    const again = await stripe.charge(chargeRequest(customerId, card.ref, key));
    expect(again).toEqual(first);
    expect(fake.charges.filter((c) => c.customer === customerId)).toHaveLength(1);
    const sent = fake.requests.filter((r) => r.idempotencyKey === key);
    expect(sent.map((r) => [r.path, r.replayed])).toEqual([
      ['/v1/payment_intents', false],
      ['/v1/payment_intents', true],
    ]);

    await stripe.charge(chargeRequest(customerId, card.ref, `charge:${customerId}:next`));
    expect(fake.charges.filter((c) => c.customer === customerId)).toHaveLength(2);
  });

  it('maps a charge the bank refuses, also when asked again with the same key', async () => {
    const { customerId, card } = await customerWithCard('tok_chargeCustomerFail');
    const key = `charge:${customerId}:declined`;
    for (let i = 0; i < 2; i++) {
      const err = await refusal(stripe.charge(chargeRequest(customerId, card.ref, key)));
      expect(err.reason).toBe('declined');
      expect(err.message).toBe(BillingMessages.declined);
    }
    expect(fake.charges.filter((c) => c.customer === customerId).map((c) => c.status)).toEqual(['failed']);
  });

  it('refuses a charge the bank wants confirmed', async () => {
    const { customerId, card } = await customerWithCard('tok_authenticationRequired');
    const err = await refusal(stripe.charge(chargeRequest(customerId, card.ref, `charge:${customerId}:3ds`)));
    expect(err.reason).toBe('declined');
    expect(err.message).toBe(
      'Your bank asks to confirm this payment, which is not supported yet. Please use another card.',
    );
    expect(fake.charges.filter((c) => c.customer === customerId)).toHaveLength(0);
  });

  it('detaches a saved card, and a card already gone is no error', async () => {
    const { customerId, card } = await customerWithCard('tok_mastercard');
    await stripe.detachCard(customerId, card.ref);
    expect(fake.paymentMethods.get(card.ref)?.customer).toBeNull();
    await stripe.detachCard(customerId, card.ref);
    await stripe.detachCard(customerId, 'pm_missing');
  });

  it('finds coupons, and reads a missing or unsupported one as none', async () => {
    expect(await stripe.findCoupon('WELCOME20')).toEqual({
      code: 'WELCOME20',
      percentOff: 20,
      duration: 'once',
      months: null,
      appliesTo: [],
    });
    expect(await stripe.findCoupon('SPRING')).toEqual({
      code: 'SPRING',
      percentOff: 50,
      duration: 'repeating',
      months: 3,
      appliesTo: ['hobbyist', 'professional'],
    });
    expect(await stripe.findCoupon('FRIENDS')).toMatchObject({ percentOff: 10, duration: 'forever', months: null });
    expect(await stripe.findCoupon('NOPE')).toBeNull();
    expect(await stripe.findCoupon('FIVE_OFF')).toBeNull();
    expect(await stripe.findCoupon('EXPIRED')).toBeNull();
    expect(await stripe.findCoupon('a/../b?c')).toBeNull();
  });

  it('verifies a webhook and reads the charge it is about', async () => {
    const { customerId, card } = await customerWithCard(TEST_TOKENS.visa);
    const { chargeId } = await stripe.charge(chargeRequest(customerId, card.ref, `charge:${customerId}:hook`));

    const succeeded = fake.chargeEvent('charge.succeeded', chargeId);
    const event = stripe.verifyWebhook(Buffer.from(succeeded), fake.sign(succeeded, WEBHOOK_SECRET));
    expect(event).toEqual({
      id: JSON.parse(succeeded).id,
      type: 'charge.succeeded',
      charge: {
        id: chargeId,
        amountCents: 2900,
        amountRefundedCents: 0,
        currency: 'usd',
        metadata: { user_id: 'u-1', plan: 'hobbyist_monthly' },
      },
    });

    // A partial refund reports Stripe's running total of what went back.
    const partial = fake.refundEvent(chargeId, 100);
    expect(stripe.verifyWebhook(Buffer.from(partial), fake.sign(partial, WEBHOOK_SECRET))).toMatchObject({
      type: 'charge.refunded',
      charge: { id: chargeId, amountCents: 2900, amountRefundedCents: 100 },
    });
    const refunded = fake.chargeEvent('charge.refunded', chargeId);
    expect(stripe.verifyWebhook(Buffer.from(refunded), fake.sign(refunded, WEBHOOK_SECRET))).toMatchObject({
      type: 'charge.refunded',
      charge: { id: chargeId, amountCents: 2900, amountRefundedCents: 2900 },
    });

    const opened = fake.disputeEvent(chargeId, 'needs_response');
    expect(stripe.verifyWebhook(Buffer.from(opened), fake.sign(opened, WEBHOOK_SECRET))).toMatchObject({
      type: 'charge.dispute',
      dispute: { chargeId, amountCents: 2900, status: 'open' },
    });
    const lost = fake.disputeEvent(chargeId, 'lost');
    expect(stripe.verifyWebhook(Buffer.from(lost), fake.sign(lost, WEBHOOK_SECRET))).toMatchObject({
      type: 'charge.dispute',
      dispute: { chargeId, status: 'lost' },
    });

    const other = fake.chargeEvent('customer.updated', chargeId);
    const otherEvent = stripe.verifyWebhook(Buffer.from(other), fake.sign(other, WEBHOOK_SECRET));
    expect(otherEvent).toEqual({ id: JSON.parse(other).id, type: 'other' });
  });

  it('refuses correctly signed bodies that are not readable events as malformed', () => {
    const bodies = [
      '[]',
      '{"type":"charge.succeeded","data":{"object":{"id":"ch_1","amount":1,"currency":"usd"}}}',
      '{"id":"evt_\\u0000x","type":"charge.succeeded"}',
      '{"id":"evt_1","type":"charge.refunded","data":{"object":{"id":"ch_1"}}}',
      '{"id":"evt_1","type":"charge.dispute.created","data":{"object":{"amount":5}}}',
      'not json at all',
      '{"id":"evt_1"}',
    ];
    for (const payload of bodies) {
      expect(() => stripe.verifyWebhook(Buffer.from(payload), fake.sign(payload, WEBHOOK_SECRET)), payload).toThrow(
        WebhookMalformedError,
      );
    }
  });

  it("finds what became of an intent's charge without making one", async () => {
    const { customerId, card } = await customerWithCard(TEST_TOKENS.visa);
    const since = new Date();
    const intentId = '00000000-0000-4000-8000-000000000001';
    const lookup = { customerId, intentId, idempotencyKey: `intent_${intentId}`, since };
    expect(await stripe.findCharge(lookup)).toEqual({ state: 'none' });
    const request = {
      ...chargeRequest(customerId, card.ref, lookup.idempotencyKey),
      metadata: { intent_id: intentId },
    };
    const { chargeId } = await stripe.charge(request);
    const before = fake.charges.length;
    expect(await stripe.findCharge(lookup)).toEqual({ state: 'succeeded', chargeId, amountCents: 2900 });
    expect(await stripe.findCharge({ ...lookup, intentId: '00000000-0000-4000-8000-000000000002' })).toEqual({
      state: 'none',
    });
    expect(fake.charges.length).toBe(before);

    const refusing = await customerWithCard('tok_chargeCustomerFail');
    const refusedId = '00000000-0000-4000-8000-000000000003';
    await stripe
      .charge({
        ...chargeRequest(refusing.customerId, refusing.card.ref, `intent_${refusedId}`),
        metadata: { intent_id: refusedId },
      })
      .catch(() => undefined);
    expect(
      await stripe.findCharge({
        customerId: refusing.customerId,
        intentId: refusedId,
        idempotencyKey: `intent_${refusedId}`,
        since,
      }),
    ).toEqual({ state: 'failed' });
  });

  it('refuses a webhook with a wrong, missing or stale signature, or without a secret', async () => {
    const { customerId, card } = await customerWithCard(TEST_TOKENS.visa);
    const { chargeId } = await stripe.charge(chargeRequest(customerId, card.ref, `charge:${customerId}:bad`));
    const payload = fake.chargeEvent('charge.succeeded', chargeId);
    const body = Buffer.from(payload);

    expect(() => stripe.verifyWebhook(body, fake.sign(payload, 'whsec_someone_else'))).toThrow();
    expect(() => stripe.verifyWebhook(body, undefined)).toThrow();
    const tampered = Buffer.from(payload.replace('"amount":2900', '"amount":1'));
    expect(() => stripe.verifyWebhook(tampered, fake.sign(payload, WEBHOOK_SECRET))).toThrow();
    const stale = fake.sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect(() => stripe.verifyWebhook(body, stale)).toThrow(WebhookSignatureError);
    // Stripe's SDK lets a timestamp in the future through; an hour ahead is a prepared replay.
    const future = fake.sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 3600);
    expect(() => stripe.verifyWebhook(body, future)).toThrow(WebhookSignatureError);
    const slightlyAhead = fake.sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 60);
    expect(stripe.verifyWebhook(body, slightlyAhead).type).toBe('charge.succeeded');

    const unconfigured = createStripeProcessor({ secretKey: 'sk_test_fake', webhookSecret: null, apiBase: fake.url });
    expect(() => unconfigured.verifyWebhook(body, fake.sign(payload, WEBHOOK_SECRET))).toThrow(/not configured/);
  });

  it('says payments are not available when Stripe cannot be reached or refuses our key', async () => {
    const gone = await startFakeStripe();
    await gone.close();
    const down = createStripeProcessor({ secretKey: 'sk_test_fake', webhookSecret: null, apiBase: gone.url });
    const err = await refusal(down.ensureCustomer(newUser()));
    expect(err.reason).toBe('processor_unavailable');
    expect(err.message).toBe('Payments are not available right now. Please try again in a few minutes.');

    const wrongKey = createStripeProcessor({ secretKey: 'rk_live_wrong', webhookSecret: null, apiBase: fake.url });
    expect((await refusal(wrongKey.findCoupon('WELCOME20'))).reason).toBe('processor_unavailable');
  });
});
