import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { BillingMessages, TEST_TOKENS } from '@scriptloom/contracts';
import type { BillingRepo } from '@scriptloom/db';
import {
  PaymentError,
  WebhookSignatureError,
  type CardDetails,
  type Coupon,
  type PaymentProcessor,
} from './processor.js';
import { checkSignatureTime, parseWebhookBody, readWebhookEvent } from './webhook-event.js';

/**
 * The built-in test processor (docs/product.md#billing): no money moves. It takes the well-known
 * test tokens and test card numbers, keeps what it charged per idempotency key in the database
 * (so a repeated key answers the first charge, across restarts, as a real processor does), and
 * knows a few test coupons. It is the embedded default and never runs in production unless
 * PAYMENTS_TEST_MODE says so (config.ts).
 */

/** What a token or test card number stands for: a card, or the refusal it triggers. */
type TestCard = { brand: string; last4: string } | { refuse: 'declined' | 'expired' };
const TEST_CARDS: Record<string, TestCard> = {
  [TEST_TOKENS.visa]: { brand: 'visa', last4: '4242' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  [TEST_TOKENS.declined]: { refuse: 'declined' },
  [TEST_TOKENS.expired]: { refuse: 'expired' },
  '4242424242424242': { brand: 'visa', last4: '4242' },
  '5555555555554444': { brand: 'mastercard', last4: '4444' },
  '4000000000000002': { refuse: 'declined' },
  '4000000000000069': { refuse: 'expired' },
};

const TEST_COUPONS: Coupon[] = [
  { code: 'WELCOME20', percentOff: 20, duration: 'once', months: null, appliesTo: [] },
  { code: 'HALFYEAR50', percentOff: 50, duration: 'repeating', months: 6, appliesTo: ['hobbyist'] },
];

const REFUSALS = { declined: BillingMessages.declined, expired: BillingMessages.expired } as const;

export function createTestProcessor(repo: BillingRepo, webhookSecret: string): PaymentProcessor {
  return {
    kind: 'test',
    async ensureCustomer(user) {
      return user.customerId ?? `cus_test_${user.id.replace(/-/g, '').slice(0, 16)}`;
    },
    async attachCard(_customerId, tokenId): Promise<CardDetails> {
      const card = TEST_CARDS[tokenId.replace(/[\s-]/g, '')];
      if (!card) throw new PaymentError('invalid_token', 'That card could not be read. Please enter it again.');
      if ('refuse' in card) throw new PaymentError(card.refuse, REFUSALS[card.refuse]);
      // Valid until the end of a year three years on: test cards never expire in a test.
      const expYear = new Date().getUTCFullYear() + 3;
      return { ref: `pm_test_${randomUUID().replace(/-/g, '').slice(0, 20)}`, ...card, expMonth: 12, expYear };
    },
    async detachCard() {},
    async charge(request) {
      const row = await repo.testCharge(request.idempotencyKey, {
        charge_id: `ch_test_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
        customer_id: request.customerId,
        amount_cents: request.amountCents,
        currency: request.currency,
      });
      return { chargeId: row.charge_id, amountCents: row.amount_cents };
    },
    async findCharge(lookup) {
      // Its ledger is kept by idempotency key: a charge was made under the intent's key, or none was.
      const row = await repo.testChargeByKey(lookup.idempotencyKey);
      return row ? { state: 'succeeded', chargeId: row.charge_id, amountCents: row.amount_cents } : { state: 'none' };
    },
    async findCoupon(code) {
      return TEST_COUPONS.find((c) => c.code === code.toUpperCase()) ?? null;
    },
    verifyWebhook(rawBody, signature) {
      // The same scheme as Stripe's (t=..,v1=HMAC-SHA256 of "t.body"), so one test drives both.
      if (!signature) throw new WebhookSignatureError('The webhook has no signature header.');
      const t = checkSignatureTime(signature);
      const expected = createHmac('sha256', webhookSecret).update(`${t}.`).update(rawBody).digest();
      const matches = signature
        .split(',')
        .map((part) => /^\s*v1=([0-9a-f]{64})\s*$/.exec(part)?.[1])
        .some((hex) => hex !== undefined && timingSafeEqual(Buffer.from(hex, 'hex'), expected));
      if (!matches) throw new WebhookSignatureError('The webhook signature does not verify.');
      return readWebhookEvent(parseWebhookBody(rawBody));
    },
  };
}
