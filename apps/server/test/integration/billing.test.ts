import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillingAccount,
  CouponResponse,
  PaymentResponse,
  PlansResponse,
  SubscribeResponse,
  UserProfile,
} from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { renewDuePlans } from '../../src/services/billing/renewals.js';
import { testWebhookSecret } from '../../src/payments/create-processor.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser } from '../support/editor-seed.js';
import { pdfText } from '../support/export-tools.js';
import { multipart, toneMp3 } from '../support/media-files.js';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.js';

type User = Awaited<ReturnType<typeof editorUser>>;
let t: TestApp;

const account = async (user: User) => (await user.call('GET', '/api/payment/account')).json() as BillingAccount;
const profile = async (user: User) => (await user.call('GET', '/api/v1/user/profile')).json() as UserProfile;
const userId = async (user: User) => (await profile(user)).id;
const subscribe = (user: User, body: object) => user.call('POST', '/api/v1/payment/subscribe', body);

/** Signs a webhook body the way the processors do: t=..,v1=HMAC-SHA256("t.body"). */
function signed(body: string, secret: string) {
  const ts = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
  return `t=${ts},v1=${v1}`;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('catalogue and coupons', () => {
  it('answers the plans and packs with their exact prices, in test mode', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payment/plans' });
    const body = res.json() as PlansResponse;
    expect(body.test_mode).toBe(true);
    expect(body.plans.map((p) => [p.id, p.name, p.price.monthly, p.price.yearly, p.minutes])).toEqual([
      ['free', 'Flexi Free', 0, 0, 40],
      ['hobbyist', 'Hobbyist', 2900, 2400, 240],
      ['professional', 'Professional', 6900, 6400, 240],
    ]);
    expect(body.plans.map((p) => [p.maxFileSize, p.maxFileLength])).toEqual([
      [250_000_000, 40],
      [1_000_000_000, 90],
      [null, null],
    ]);
    expect(body.packs.map((p) => [p.price, p.minutes, p.tier])).toEqual([
      [1900, 120, 'limited'],
      [3900, 120, 'full'],
    ]);
  });

  it('checks a coupon against the plan', async () => {
    const user = await editorUser(t);
    const ok = await user.call('POST', '/api/payment/coupon', { coupon_code: 'welcome20', plan: 'hobbyist_yearly' });
    expect(ok.json() as CouponResponse).toEqual({
      coupon_code: 'WELCOME20',
      discountPercent: 20,
      discountPeriod: 1,
      duration: 'once',
      discountMonths: null,
      summary: '20% off the first payment',
    });
    const unknown = await user.call('POST', '/api/payment/coupon', { coupon_code: 'NOPE', plan: 'hobbyist_yearly' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('That coupon code is not valid.');
    const wrongPlan = await user.call('POST', '/api/payment/coupon', {
      coupon_code: 'HALFYEAR50',
      plan: 'professional_monthly',
    });
    expect(wrongPlan.json().error).toBe('That coupon does not apply to this plan.');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/payment/coupon',
      payload: { coupon_code: 'WELCOME20', plan: 'hobbyist_yearly' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('subscribing', () => {
  it('buys Hobbyist yearly with a coupon: one discounted charge, the allowance, the dates', async () => {
    const user = await editorUser(t);
    const res = await subscribe(user, { plan: 'hobbyist_yearly', token_id: 'tok_visa', coupon_code: 'WELCOME20' });
    expect(res.statusCode, res.body).toBe(200);
    const { success, account: after } = res.json() as SubscribeResponse;
    expect(success).toBe('Plan Upgraded');
    expect(after.plan).toBe('hobbyist_yearly');
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]!.amount_paid).toBe(Math.round(2400 * 12 * 0.8));
    expect(after.invoice_amount).toBe(23040);
    // The coupon was for the first period only: the next charge is the full price.
    expect(after.amount).toBe(28800);
    const days = (Date.parse(after.next_billing_date!) - Date.parse(after.start_date!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    expect(after.cards).toMatchObject([{ brand: 'visa', last4: '4242', default: true, usable: true }]);
    const p = await profile(user);
    expect(p.plan).toBe('hobbyist_yearly');
    expect(p.plan_details.plan).toBe('hobbyist_yearly');
    expect([p.transcript_total, p.transcript_used]).toEqual([240, 0]);
    expect(await subscribe(user, { plan: 'hobbyist_yearly' }).then((r) => r.statusCode)).toBe(409);
  });

  it('refuses declined and expired cards with their message, changing nothing', async () => {
    const user = await editorUser(t);
    const declined = await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_chargeDeclined' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_FAILED', error: 'Your card was declined.' });
    const expired = await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_chargeDeclinedExpiredCard' });
    expect(expired.json().error).toBe('Your card has expired.');
    const noCard = await subscribe(user, { plan: 'hobbyist_monthly' });
    expect(noCard.json().error).toBe('Add a card to pay.');
    const after = await account(user);
    expect([after.plan, after.invoices.length, after.cards.length]).toEqual(['free', 0, 0]);
  });

  it('makes a new card paid with the default only when asked to', async () => {
    const user = await editorUser(t);
    expect((await user.call('POST', '/api/payment/cards', { token_id: 'tok_visa' })).statusCode).toBe(200);
    // A pack paid with a new card, not asked to be the default: the Visa stays the default.
    const kept = await user.call('POST', '/api/v1/payment', {
      plan: 'written_120',
      add_on: 1,
      token_id: 'tok_mastercard',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await account(user)).cards.map((c) => [c.last4, c.default])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    // Asked to: the new card is the default, and the renewals are charged to it.
    const chosen = await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_mastercard', default_card: true });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const cards = (await account(user)).cards;
    expect(cards.find((c) => c.default)?.last4).toBe('4444');
    expect(cards.filter((c) => c.default)).toHaveLength(1);
  });

  it('charges a double submit once', async () => {
    const user = await editorUser(t);
    expect((await user.call('POST', '/api/payment/cards', { token_id: 'tok_visa' })).statusCode).toBe(200);
    const both = await Promise.all([
      subscribe(user, { plan: 'professional_monthly' }),
      subscribe(user, { plan: 'professional_monthly' }),
    ]);
    // The second either finds the same charge (200) or, arriving after the first finished, the plan
    // already bought (409): either way one charge.
    expect(both.map((r) => r.statusCode).sort()).toSatisfy(
      (codes: number[]) => codes[0] === 200 && [200, 409].includes(codes[1]!),
    );
    const after = await account(user);
    expect(after.invoices).toHaveLength(1);
    const customer = `cus_test_${(await userId(user)).replace(/-/g, '').slice(0, 16)}`;
    expect(await t.runtime.ctx.repos.billing.testChargeCount(customer)).toBe(1);
    expect((await profile(user)).audio_with_media_total).toBe(240);
  });

  it('refuses a default card whose expiry month has passed', async () => {
    const user = await editorUser(t);
    await user.call('POST', '/api/payment/cards', { token_id: 'tok_visa' });
    await t.runtime.database.db
      .update(schema.cards)
      .set({ exp_month: 1, exp_year: 2020 })
      .where(eq(schema.cards.user_id, await userId(user)));
    expect((await account(user)).cards[0]!.usable).toBe(false);
    const res = await subscribe(user, { plan: 'hobbyist_monthly' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('Your card has expired.');
  });
});

describe('packs and quotas', () => {
  it('tops up the allowance; a spent allowance refuses uploads until then', async () => {
    const user = await editorUser(t);
    const uploadTone = () => {
      const body = multipart({ path: toneMp3(4) });
      return user.call('POST', '/api/v1/up/save', body.payload, { ...bearer(user.token), ...body.headers });
    };
    await t.runtime.database.db
      .update(schema.users)
      .set({ transcript_used: 40 })
      .where(eq(schema.users.email, user.email));
    const refused = await uploadTone();
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('NO_MINUTES_LEFT');

    const res = await user.call('POST', '/api/v1/payment', { token_id: 'tok_visa', plan: 'written_120', add_on: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PaymentResponse;
    expect(body.success).toBe('Pack added to your allowance.');
    expect(body.invoices[0]).toMatchObject({ amount_paid: 3800, description: 'Written content pack × 2' });
    const p = await profile(user);
    expect([p.transcript_total, p.audio_with_media_total]).toEqual([40 + 240, 0]);
    const accepted = await uploadTone();
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await profile(user)).transcript_used).toBe(41);
    await user.call('GET', `/api/up/delete/${accepted.json().id}`);
    const media = await user.call('POST', '/api/v1/payment', { plan: 'media_120', add_on: 1 });
    expect(media.statusCode, media.body).toBe(200);
    expect((await profile(user)).audio_with_media_total).toBe(120);
    expect((await user.call('POST', '/api/v1/payment', { plan: 'free' })).statusCode).toBe(400);
    expect((await user.call('POST', '/api/v1/payment', { plan: 'written_120', add_on: 11 })).statusCode).toBe(400);
  });
});

describe('retries', () => {
  it('answers a request retried with the same Idempotency-Key with the first charge', async () => {
    const user = await editorUser(t);
    const headers = { ...bearer(user.token), 'idempotency-key': 'checkout-0001-abcdef' };
    const buy = () => user.call('POST', '/api/v1/payment', { token_id: 'tok_visa', plan: 'written_120' }, headers);
    const first = await buy();
    const retried = await buy();
    expect([first.statusCode, retried.statusCode]).toEqual([200, 200]);
    const after = await account(user);
    expect(after.invoices).toHaveLength(1);
    expect((await profile(user)).transcript_total).toBe(40 + 120);
    const customer = `cus_test_${(await userId(user)).replace(/-/g, '').slice(0, 16)}`;
    expect(await t.runtime.ctx.repos.billing.testChargeCount(customer)).toBe(1);
    // Without the key, a second purchase is a second purchase.
    expect((await user.call('POST', '/api/v1/payment', { plan: 'written_120' })).statusCode).toBe(200);
    expect((await account(user)).invoices).toHaveLength(2);
    const bad = await user.call(
      'POST',
      '/api/v1/payment',
      { plan: 'written_120' },
      { ...bearer(user.token), 'idempotency-key': 'x' },
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('downgrades, cancelling and renewals', () => {
  it('downgrades at the billing date, renewing once at the lower price', async () => {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'professional_monthly', token_id: 'tok_visa' });
    const scheduled = await subscribe(user, { plan: 'hobbyist_monthly' });
    expect(scheduled.json().success).toBe('Your plan changes at the next billing date.');
    const before = await account(user);
    expect([before.plan, before.pending_plan]).toEqual(['professional_monthly', 'hobbyist_monthly']);
    const due = new Date(Date.parse(before.next_billing_date!) + 1000);
    await renewDuePlans(t.runtime.ctx, due);
    await renewDuePlans(t.runtime.ctx, due);
    const after = await account(user);
    expect([after.plan, after.pending_plan]).toEqual(['hobbyist_monthly', null]);
    expect(after.invoices.map((i) => i.amount_paid)).toEqual([2900, 6900]);
    expect(after.start_date).toBe(before.next_billing_date);
    const p = await profile(user);
    expect([p.transcript_total, p.transcript_used, p.audio_with_media_total]).toEqual([240, 0, 0]);
  });

  it('cancels at the end of the period: nothing more is charged, then Free', async () => {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa' });
    const res = await user.call('POST', '/api/v1/payment', { cancel: true });
    expect(res.json().success).toBe('Plan Cancelled');
    const before = await account(user);
    expect([before.plan, before.pending_plan, before.amount]).toEqual(['hobbyist_monthly', 'free', 0]);
    await renewDuePlans(t.runtime.ctx, new Date(Date.parse(before.next_billing_date!) + 1000));
    const after = await account(user);
    expect([after.plan, after.next_billing_date, after.invoices.length]).toEqual(['free', null, 1]);
    expect((await user.call('POST', '/api/v1/payment', { cancel: true })).statusCode).toBe(409);
  });
});

describe('invoices and webhooks', () => {
  it('serves an invoice PDF through its signed link only', async () => {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa' });
    const [invoice] = (await account(user)).invoices;
    const pdf = await t.request({ method: 'GET', url: invoice!.invoice_pdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(invoice!.invoice_id);
    expect(text).toContain('$29.00');
    expect(text).toContain('Test mode');
    const tampered = invoice!.invoice_pdf.replace(/sig=[0-9a-f]{4}/, 'sig=0000');
    expect((await t.request({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });

  it('handles a refund webhook once and refuses a bad signature', async () => {
    const user = await editorUser(t);
    await subscribe(user, { plan: 'hobbyist_monthly', token_id: 'tok_visa' });
    const [row] = await t.runtime.database.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.user_id, await userId(user)));
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'charge.refunded',
      data: { object: { id: row!.charge_id, amount: 2900, amount_refunded: 2900, currency: 'usd' } },
    });
    const send = (signature: string) =>
      t.request({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    const secret = testWebhookSecret(t.runtime.ctx.secret);
    expect((await send(signed(body, secret))).json()).toEqual({ received: true, duplicate: false });
    expect((await send(signed(body, secret))).json()).toEqual({ received: true, duplicate: true });
    const after = await account(user);
    expect(after.invoice_amount).toBe(0);
    expect(after.invoices[0]).toMatchObject({
      amount: 2900,
      amount_refunded: 2900,
      amount_paid: 0,
      status: 'refunded',
    });
    // The whole period's money went back: the period it paid for ends now.
    expect([after.plan, after.next_billing_date]).toEqual(['free', null]);
    expect((await send(signed(body, 'wrong'))).statusCode).toBe(400);
  });
});

describe('without a processor', () => {
  it('answers 503 where payments are off (production without Stripe)', async () => {
    const off = await createTestApp({ payments: { kind: 'off' } });
    try {
      const user = await editorUser(off);
      const res = await user.call('POST', '/api/v1/payment/subscribe', {
        plan: 'hobbyist_monthly',
        token_id: 'tok_visa',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('PAYMENTS_OFF');
      expect((await off.request({ method: 'GET', url: '/api/payment/plans' })).json().test_mode).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe('through Stripe (the real SDK against a local stand-in)', () => {
  let fake: FakeStripe;
  let s: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    fake.addCoupon({ id: 'SPRING30', percent_off: 30, duration: 'once' });
    s = await createTestApp({
      payments: { kind: 'stripe', secretKey: 'sk_test_local', webhookSecret: 'whsec_local', apiBase: fake.url },
    });
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });

  it('subscribes with a coupon, charges a double submit once, and ignores a replayed webhook', async () => {
    const user = await editorUser(s);
    const coupon = await user.call('POST', '/api/payment/coupon', {
      coupon_code: 'SPRING30',
      plan: 'hobbyist_monthly',
    });
    expect(coupon.json()).toMatchObject({ discountPercent: 30, discountPeriod: 1 });
    const card = await user.call('POST', '/api/payment/cards', { token_id: 'tok_visa' });
    expect(card.statusCode, card.body).toBe(200);
    const both = await Promise.all([
      subscribe(user, { plan: 'hobbyist_monthly', coupon_code: 'SPRING30' }),
      subscribe(user, { plan: 'hobbyist_monthly', coupon_code: 'SPRING30' }),
    ]);
    // The second either finds the same charge (200) or, arriving after the first finished, the plan
    // already bought (409): either way one charge.
    expect(both.map((r) => r.statusCode).sort()).toSatisfy(
      (codes: number[]) => codes[0] === 200 && [200, 409].includes(codes[1]!),
    );
    const succeeded = fake.charges.filter((c) => c.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.amount).toBe(2030);
    const after = (await user.call('GET', '/api/payment/account')).json() as BillingAccount;
    expect(after.invoices).toHaveLength(1);
    expect(after.test_mode).toBe(false);

    const declined = await editorUser(s);
    const refused = await subscribe(declined, { plan: 'hobbyist_monthly', token_id: 'tok_chargeDeclined' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toBe('Your card was declined.');

    const event = fake.chargeEvent('charge.refunded', succeeded[0]!.id);
    const send = () =>
      s.request({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(event, 'whsec_local') },
        payload: event,
      });
    expect((await send()).json()).toMatchObject({ duplicate: false });
    expect((await send()).json()).toMatchObject({ duplicate: true });
    expect(((await user.call('GET', '/api/payment/account')).json() as BillingAccount).invoice_amount).toBe(0);
  });
});
