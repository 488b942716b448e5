import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingAccount, CheckoutQuote, UserProfile } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { testWebhookSecret } from '../../src/payments/create-processor.js';
import { settlePendingPayments } from '../../src/services/billing/intents.js';
import { renewDuePlans } from '../../src/services/billing/renewals.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser } from '../support/editor-seed.js';
import { pdfText } from '../support/export-tools.js';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.js';

// Payments as intents (docs/product.md#payments): one open payment per account, settled exactly
// once whoever gets there first (the request, the settling job, a webhook), coupons counted per
// account and in months, refunds and disputes as the processor reports them. Expected figures are
// worked out by hand from the catalogue.

type User = Awaited<ReturnType<typeof editorUser>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const account = async (user: User) => (await user.call('GET', '/api/payment/account')).json() as BillingAccount;
const profile = async (user: User) => (await user.call('GET', '/api/v1/user/profile')).json() as UserProfile;
const key = () => `k${randomBytes(12).toString('hex')}`;
const withKey = (user: User, k = key()) => ({ ...bearer(user.token), 'idempotency-key': k });
const subscribe = (user: User, body: object, k = key()) =>
  user.call('POST', '/api/v1/payment/subscribe', body, withKey(user, k));
const buyPack = (user: User, body: object, k = key()) => user.call('POST', '/api/v1/payment', body, withKey(user, k));
const userIdOf = async (app: TestApp, user: User) => {
  const [row] = await app.runtime.database.db.select().from(schema.users).where(eq(schema.users.email, user.email));
  return row!.id;
};
const testCharges = async (user: User) => {
  const id = await userIdOf(t, user);
  return t.runtime.ctx.repos.billing.testChargeCount(`cus_test_${id.replace(/-/g, '').slice(0, 16)}`);
};

/** A signed webhook to the test processor, as its verifyWebhook expects (Stripe's scheme). */
function sendTestWebhook(app: TestApp, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const secret = testWebhookSecret(app.runtime.ctx.secret);
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return app.request({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${v1}` },
    payload: body,
  });
}
const chargeOf = async (app: TestApp, user: User) => {
  const rows = await app.runtime.database.db
    .select()
    .from(schema.invoices)
    .where(eq(schema.invoices.user_id, await userIdOf(app, user)));
  return rows;
};
let eventN = 0;
const refundEvent = (chargeId: string, amount: number, refunded: number) =>
  JSON.stringify({
    id: `evt_refund_${++eventN}_${Date.now()}`,
    type: 'charge.refunded',
    data: { object: { id: chargeId, amount, amount_refunded: refunded, currency: 'usd', metadata: {} } },
  });
const disputeEvent = (chargeId: string, amount: number, status: string) =>
  JSON.stringify({
    id: `evt_dispute_${++eventN}_${Date.now()}`,
    type: status === 'needs_response' ? 'charge.dispute.created' : 'charge.dispute.closed',
    data: { object: { id: `dp_${eventN}`, charge: chargeId, amount, status } },
  });

describe('one payment at a time', () => {
  it('four checkouts of one plan at once, each with its own key, charge once', async () => {
    const user = await editorUser(t);
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa' })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(['PAYMENT_IN_PROGRESS', 'CONFLICT']).toContain(refused.json().code);
    }
    expect(await testCharges(user)).toBe(1);
    const after = await account(user);
    expect(after.invoices.map((i) => i.amount_paid)).toEqual([2900]);
    // Refused tabs saved no card of their own.
    expect(after.cards).toHaveLength(1);
    expect(after.open_payment).toBeNull();
  });

  it('re-checks the plan inside the serialisation: buying the plan already held is a 409, not a charge', async () => {
    const user = await editorUser(t);
    expect((await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa' })).statusCode).toBe(200);
    const again = await subscribe(user, { plan: 'hobbyist_monthly' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already on this plan.');
    expect(await testCharges(user)).toBe(1);
  });

  it('packs bought in four tabs at once: one payment goes through, the others are told to wait', async () => {
    const user = await editorUser(t);
    await user.call('POST', '/api/payment/cards', { token_id: 'tok_visa' });
    const answers = await Promise.all([0, 1, 2, 3].map(() => buyPack(user, { plan: 'media_120' })));
    const ok = answers.filter((r) => r.statusCode === 200);
    const waiting = answers.filter((r) => r.statusCode === 409);
    expect(ok.length + waiting.length).toBe(4);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of waiting) expect(r.json().code).toBe('PAYMENT_IN_PROGRESS');
    expect(await testCharges(user)).toBe(ok.length);
    expect((await account(user)).invoices).toHaveLength(ok.length);
    expect((await profile(user)).transcript_total).toBe(40 + 120 * ok.length);
  });

  it('settles a payment left open by a request that died before the next one goes ahead', async () => {
    const user = await editorUser(t);
    await user.call('POST', '/api/payment/cards', { token_id: 'tok_visa' });
    const userId = await userIdOf(t, user);
    // What a request killed before it reached the processor leaves: an intent with its card, no charge.
    const [card] = await t.runtime.database.db.select().from(schema.cards).where(eq(schema.cards.user_id, userId));
    const [left] = await t.runtime.database.db
      .insert(schema.paymentIntents)
      .values({
        user_id: userId,
        client_key: 'client:dead-request:pack',
        status: 'pending',
        processor: 'test',
        kind: 'pack',
        purchase: { type: 'pack', pack: 'written_120', count: 1 },
        item: 'written_120',
        description: 'Written content pack × 1',
        unit_cents: 1900,
        amount_cents: 1900,
        currency: 'usd',
        customer_ref: `cus_test_${userId.replace(/-/g, '').slice(0, 16)}`,
        card_ref: card!.ref,
        created_at: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    expect((await account(user)).open_payment).toMatchObject({ description: 'Written content pack × 1' });
    const res = await buyPack(user, { plan: 'media_120' });
    expect(res.statusCode, res.body).toBe(200);
    const [settled] = await t.runtime.database.db
      .select()
      .from(schema.paymentIntents)
      .where(eq(schema.paymentIntents.id, left!.id));
    expect(settled!.status).toBe('failed');
    expect((await account(user)).invoices.map((i) => i.amount_paid)).toEqual([3900]);
  });
});

describe('coupons', () => {
  it('a once-only coupon applies once per account', async () => {
    const user = await editorUser(t);
    const first = await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa', coupon_code: 'WELCOME20' });
    expect(first.statusCode, first.body).toBe(200);
    expect((await account(user)).invoices[0]!.amount_paid).toBe(2320);
    const check = await user.call('POST', '/api/payment/coupon', {
      coupon_code: 'WELCOME20',
      plan: 'professional_monthly',
    });
    expect(check.statusCode).toBe(400);
    expect(check.json().error).toBe('You have already used this coupon.');
    const again = await subscribe(user, { plan: 'professional_monthly', coupon_code: 'WELCOME20' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('You have already used this coupon.');
    expect(await testCharges(user)).toBe(1);
  });

  it('six months of 50% on a yearly plan are half of six months, not six years', async () => {
    const user = await editorUser(t);
    const res = await subscribe(user, { plan: 'hobbyist_yearly', token_id: 'tok_visa', coupon_code: 'HALFYEAR50' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await account(user);
    // 288.00 a year, 50% off six of its twelve months: 216.00; the next year is full price.
    expect(after.invoices[0]!.amount_paid).toBe(21600);
    expect(after.amount).toBe(28800);
    await renewDuePlans(t.runtime.ctx, new Date(Date.parse(after.next_billing_date!) + 1000));
    expect((await account(user)).invoices.map((i) => i.amount_paid)).toEqual([28800, 21600]);
  });

  it('six months of 50% on a monthly plan: six half-price payments, then full price', async () => {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa', coupon_code: 'HALFYEAR50' });
    for (let month = 0; month < 6; month++) {
      const { next_billing_date } = await account(user);
      await renewDuePlans(t.runtime.ctx, new Date(Date.parse(next_billing_date!) + 1000));
    }
    const paid = (await account(user)).invoices.map((i) => i.amount_paid).reverse();
    expect(paid).toEqual([1450, 1450, 1450, 1450, 1450, 1450, 2900]);
  });
});

describe('upgrades say what they cost and credit the unused period', () => {
  /** Puts the account ten days into a 30-day Hobbyist month that it paid 29.00 for. */
  async function tenDaysIntoHobbyist() {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa' });
    const userId = await userIdOf(t, user);
    const start = new Date(Date.now() - 10 * 86_400_000 - 60_000);
    const next = new Date(start.getTime() + 30 * 86_400_000);
    await t.runtime.database.db
      .update(schema.users)
      .set({ plan_start_date: start, next_billing_date: next })
      .where(eq(schema.users.id, userId));
    await t.runtime.database.db
      .update(schema.invoices)
      .set({ period_start: start, period_end: next })
      .where(eq(schema.invoices.user_id, userId));
    return user;
  }

  it('quotes the credit before paying, and charges what it quoted', async () => {
    const user = await tenDaysIntoHobbyist();
    const res = await user.call('POST', '/api/payment/quote', { plan: 'professional_monthly' });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json() as CheckoutQuote;
    // 19 whole days of 30 left of 29.00: 18.36 credited against 69.00.
    expect(q).toMatchObject({ change: 'upgrade', price: 6900, discount: 0, credit: 1836, amount_due: 5064 });
    expect(q.credit_note).toBe('Credit for 19 unused days of Hobbyist (monthly)');
    expect((await subscribe(user, { plan: 'professional_monthly' })).statusCode).toBe(200);
    expect((await account(user)).invoices[0]!.amount_paid).toBe(5064);
  });

  it('switches a monthly subscription to yearly, less the month left', async () => {
    const user = await tenDaysIntoHobbyist();
    const q = (await user.call('POST', '/api/payment/quote', { plan: 'hobbyist_yearly' })).json() as CheckoutQuote;
    expect([q.change, q.price, q.credit, q.amount_due]).toEqual(['upgrade', 28800, 1836, 26964]);
    expect((await subscribe(user, { plan: 'hobbyist_yearly' })).statusCode).toBe(200);
    const after = await account(user);
    expect(after.plan).toBe('hobbyist_yearly');
    expect(after.invoices[0]!.amount_paid).toBe(26964);
  });

  it('resumes a cancelled subscription before its end date', async () => {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa' });
    await user.call('POST', '/api/v1/payment', { cancel: true });
    expect((await account(user)).pending_plan).toBe('free');
    const resumed = await subscribe(user, { plan: 'hobbyist_monthly' });
    expect(resumed.statusCode, resumed.body).toBe(200);
    // Nothing was bought: the answer says what happened, not 'Plan Upgraded'.
    expect(resumed.json().success).toBe('Subscription resumed: your plan renews as before. Nothing was charged.');
    const after = await account(user);
    expect([after.pending_plan, after.amount, after.invoices.length]).toEqual([null, 2900, 1]);
  });

  it('takes back a waiting downgrade, saying so, with nothing charged', async () => {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'professional_monthly', token_id: 'tok_visa' });
    await subscribe(user, { plan: 'hobbyist_monthly' });
    expect((await account(user)).pending_plan).toBe('hobbyist_monthly');
    const kept = await subscribe(user, { plan: 'professional_monthly' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().success).toBe('Plan change taken back: you keep your current plan. Nothing was charged.');
    const after = await account(user);
    expect([after.plan, after.pending_plan, after.invoices.length]).toEqual(['professional_monthly', null, 1]);
  });
});

describe('refunds and disputes', () => {
  it('a $1 refund of a $39 pack leaves $38 paid; the rest refunded takes the pack back', async () => {
    const user = await editorUser(t);
    expect((await buyPack(user, { plan: 'media_120', token_id: 'tok_visa' })).statusCode).toBe(200);
    const [invoice] = await chargeOf(t, user);
    expect((await sendTestWebhook(t, refundEvent(invoice!.charge_id, 3900, 100))).statusCode).toBe(200);
    let after = await account(user);
    expect(after.invoices[0]).toMatchObject({
      amount: 3900,
      amount_refunded: 100,
      amount_paid: 3800,
      status: 'partially_refunded',
    });
    expect(after.invoice_amount).toBe(3800);
    expect((await profile(user)).transcript_total).toBe(40 + 120);
    expect((await sendTestWebhook(t, refundEvent(invoice!.charge_id, 3900, 3900))).statusCode).toBe(200);
    after = await account(user);
    expect(after.invoices[0]).toMatchObject({ amount_paid: 0, status: 'refunded' });
    const p = await profile(user);
    expect([p.transcript_total, p.audio_with_media_total]).toEqual([40, 0]);
    // A repeated running total changes nothing more.
    await sendTestWebhook(t, refundEvent(invoice!.charge_id, 3900, 3900));
    expect((await profile(user)).transcript_total).toBe(40);
  });

  it('a dispute shows on the invoice; lost, it ends the period it paid for', async () => {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa' });
    const [invoice] = await chargeOf(t, user);
    await sendTestWebhook(t, disputeEvent(invoice!.charge_id, 2900, 'needs_response'));
    let after = await account(user);
    expect([after.invoices[0]!.status, after.plan]).toEqual(['disputed', 'hobbyist_monthly']);
    await sendTestWebhook(t, disputeEvent(invoice!.charge_id, 2900, 'lost'));
    after = await account(user);
    expect(after.invoices[0]).toMatchObject({ status: 'dispute_lost', amount_paid: 0 });
    expect([after.plan, after.next_billing_date]).toEqual(['free', null]);
  });

  it('a dispute won changes nothing of the purchase', async () => {
    const user = await editorUser(t);
    await buyPack(user, { plan: 'written_120', token_id: 'tok_visa' });
    const [invoice] = await chargeOf(t, user);
    await sendTestWebhook(t, disputeEvent(invoice!.charge_id, 1900, 'needs_response'));
    await sendTestWebhook(t, disputeEvent(invoice!.charge_id, 1900, 'won'));
    expect((await account(user)).invoices[0]).toMatchObject({ status: 'paid', amount_paid: 1900 });
    expect((await profile(user)).transcript_total).toBe(160);
  });

  it('answers signed but malformed events with 400, and refuses a timestamp far from now', async () => {
    for (const body of ['[]', '{"type":"charge.refunded"}', '{"id":"evt_\\u0000","type":"charge.refunded"}', 'nope']) {
      const res = await sendTestWebhook(t, body);
      expect(res.statusCode, body).toBe(400);
    }
    const fine = JSON.stringify({ id: `evt_other_${Date.now()}`, type: 'customer.updated', data: { object: {} } });
    expect((await sendTestWebhook(t, fine, Math.floor(Date.now() / 1000) + 3600)).statusCode).toBe(400);
    expect((await sendTestWebhook(t, fine, Math.floor(Date.now() / 1000) - 3600)).statusCode).toBe(400);
    expect((await sendTestWebhook(t, fine)).json()).toEqual({ received: true, duplicate: false });
  });
});

describe('invoices', () => {
  it('names a pack bought twice once, with its count and unit price', async () => {
    const user = await editorUser(t);
    await buyPack(user, { plan: 'written_120', add_on: 2, token_id: 'tok_visa' });
    const [invoice] = (await account(user)).invoices;
    expect(invoice!.description).toBe('Written content pack × 2');
    const text = await pdfText((await t.request({ method: 'GET', url: invoice!.invoice_pdf })).rawPayload);
    expect(text).toContain('Written content pack × 2 at $19.00: $38.00');
    expect(text).not.toContain('× 2 × 2');
  });
});

describe('through Stripe: a payment is settled once, whoever comes first', () => {
  let fake: FakeStripe;
  let s: TestApp;
  const stripeSecret = 'whsec_payments';
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      payments: { kind: 'stripe', secretKey: 'sk_test_local', webhookSecret: stripeSecret, apiBase: fake.url },
    });
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });
  const succeededFor = (customer: string) =>
    fake.charges.filter((c) => c.status === 'succeeded' && c.customer === customer);
  const customerOf = async (user: User) => {
    const [row] = await s.runtime.database.db.select().from(schema.users).where(eq(schema.users.email, user.email));
    return row!.payment_customer_id!;
  };
  const webhook = (event: string) =>
    s.request({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(event, stripeSecret) },
      payload: event,
    });
  const stripeUser = async () => {
    const user = await editorUser(s);
    expect((await user.call('POST', '/api/payment/cards', { token_id: 'tok_visa' })).statusCode).toBe(200);
    return user;
  };
  const sAccount = async (user: User) => (await user.call('GET', '/api/payment/account')).json() as BillingAccount;

  it('four checkouts at once with different keys make one Stripe charge', async () => {
    const user = await stripeUser();
    const answers = await Promise.all([0, 1, 2, 3].map(() => subscribe(user, { plan: 'professional_monthly' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(succeededFor(await customerOf(user))).toHaveLength(1);
    expect((await sAccount(user)).invoices).toHaveLength(1);
  });

  it('the settling job completes a payment whose request has not recorded it; the request then finds it done', async () => {
    const user = await stripeUser();
    const held = fake.holdNextCharge();
    const request = buyPack(user, { plan: 'media_120' });
    await held.charged;
    expect((await sAccount(user)).open_payment).not.toBeNull();
    const counts = await settlePendingPayments(s.runtime.ctx, new Date(Date.now() + 1000));
    expect(counts).toEqual({ settled: 1, open: 0 });
    expect((await sAccount(user)).invoices.map((i) => i.amount_paid)).toEqual([3900]);
    held.release();
    expect((await request).statusCode).toBe(200);
    const after = await sAccount(user);
    expect([after.invoices.length, after.open_payment]).toEqual([1, null]);
    expect((await (await user.call('GET', '/api/v1/user/profile')).json()).transcript_total).toBe(40 + 120);
    // The next purchase is a purchase of its own.
    expect((await buyPack(user, { plan: 'media_120' })).statusCode).toBe(200);
    expect(succeededFor(await customerOf(user))).toHaveLength(2);
    expect((await sAccount(user)).invoices).toHaveLength(2);
  });

  it('a charge.succeeded webhook completes the payment its request never recorded', async () => {
    const user = await stripeUser();
    const held = fake.holdNextCharge();
    const request = buyPack(user, { plan: 'written_120' });
    const charge = await held.charged;
    const res = await webhook(fake.chargeEvent('charge.succeeded', charge.id));
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect((await sAccount(user)).invoices.map((i) => i.amount_paid)).toEqual([1900]);
    held.release();
    expect((await request).statusCode).toBe(200);
    expect((await sAccount(user)).invoices).toHaveLength(1);
    expect(succeededFor(await customerOf(user))).toHaveLength(1);
  });

  it('a refund that arrives before the payment is recorded: the invoice says so and nothing is added', async () => {
    const user = await stripeUser();
    const held = fake.holdNextCharge();
    const request = buyPack(user, { plan: 'written_120' });
    const charge = await held.charged;
    expect((await webhook(fake.refundEvent(charge.id, charge.amount))).statusCode).toBe(200);
    held.release();
    await request;
    const after = await sAccount(user);
    expect(after.invoices[0]).toMatchObject({ status: 'refunded', amount_paid: 0 });
    expect((await (await user.call('GET', '/api/v1/user/profile')).json()).transcript_total).toBe(40);
  });
});
