import { describe, expect, it } from 'vitest';
import type { BillingSnapshot, UserRow } from '@scriptloom/db';
import type { Coupon } from '../../src/payments/processor.js';
import { periodDiscount } from '../../src/services/billing/discounts.js';
import { couponTerms, unusedCredit, upgradePrice } from '../../src/services/billing/pricing.js';

// docs/product.md#coupons and #upgrades: what a payment costs, as pure functions. Every expected
// figure below is worked out by hand from the catalogue (Hobbyist 29.00 a month or 24.00 a month
// billed yearly, Professional 69.00 or 64.00).

const halfYear: Coupon = { code: 'HALFYEAR50', percentOff: 50, duration: 'repeating', months: 6, appliesTo: [] };
const welcome: Coupon = { code: 'WELCOME20', percentOff: 20, duration: 'once', months: null, appliesTo: [] };
const forever: Coupon = { code: 'ALWAYS10', percentOff: 10, duration: 'forever', months: null, appliesTo: [] };

const snapshot = (fields: Partial<UserRow>, paid = 0): BillingSnapshot => ({
  user: { plan: 'free', plan_start_date: null, next_billing_date: null, ...fields } as UserRow,
  redeemedCoupons: [],
  currentPeriodPaidCents: paid,
});

describe('coupons count months, whatever the billing period', () => {
  it('six months of 50% are six monthly payments at half price, then full price', () => {
    const first = upgradePrice(snapshot({}), 'hobbyist_monthly', halfYear, new Date('2026-01-01T00:00:00Z'));
    expect([first.unit, first.discount, first.amount, first.monthsLeft]).toEqual([2900, 1450, 1450, 5]);
    let left = first.monthsLeft;
    const charged: number[] = [];
    for (let renewal = 0; renewal < 6; renewal++) {
      const d = periodDiscount('hobbyist_monthly', 50, left);
      charged.push(2900 - d.cents);
      left -= d.months;
    }
    expect(charged).toEqual([1450, 1450, 1450, 1450, 1450, 2900]);
  });

  it('six months of 50% on a yearly plan take 25% off the first year, and nothing off the second', () => {
    const first = upgradePrice(snapshot({}), 'hobbyist_yearly', halfYear, new Date('2026-01-01T00:00:00Z'));
    // 288.00 a year; half of six of its twelve months is 72.00.
    expect([first.unit, first.discount, first.amount, first.monthsLeft]).toEqual([28800, 7200, 21600, 0]);
    expect(periodDiscount('hobbyist_yearly', 50, first.monthsLeft)).toEqual({ cents: 0, months: 0 });
  });

  it('a once-only coupon discounts the first payment whole, monthly or yearly, and no renewal', () => {
    const yearly = upgradePrice(snapshot({}), 'professional_yearly', welcome, new Date('2026-01-01T00:00:00Z'));
    expect([yearly.unit, yearly.discount, yearly.amount, yearly.monthsLeft]).toEqual([76800, 15360, 61440, 0]);
    const monthly = upgradePrice(snapshot({}), 'hobbyist_monthly', welcome, new Date('2026-01-01T00:00:00Z'));
    expect([monthly.discount, monthly.amount, monthly.monthsLeft]).toEqual([580, 2320, 0]);
  });

  it('a forever coupon discounts every payment', () => {
    const first = upgradePrice(snapshot({}), 'hobbyist_monthly', forever, new Date('2026-01-01T00:00:00Z'));
    expect(first.amount).toBe(2610);
    expect(periodDiscount('hobbyist_monthly', 10, first.monthsLeft).cents).toBe(290);
  });

  it('says what a coupon does for a plan', () => {
    expect(couponTerms(halfYear, 'hobbyist_monthly')).toMatchObject({
      discountPercent: 50,
      discountPeriod: 6,
      discountMonths: 6,
      duration: 'repeating',
      summary: '50% off for the first 6 months',
    });
    expect(couponTerms(halfYear, 'hobbyist_yearly').discountPeriod).toBe(1);
    expect(couponTerms(welcome, 'hobbyist_yearly')).toMatchObject({
      discountPeriod: 1,
      discountMonths: null,
      summary: '20% off the first payment',
    });
  });
});

describe('an upgrade credits the unused part of the current period', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  const next = new Date('2026-03-31T00:00:00Z');
  const onHobbyist = snapshot({ plan: 'hobbyist_monthly', plan_start_date: start, next_billing_date: next }, 2900);

  it('in proportion to the whole days left of what was paid', () => {
    // 30-day period, 20 whole days left: 29.00 × 20 / 30 = 19.33.
    expect(unusedCredit(onHobbyist, new Date('2026-03-11T00:00:00Z'))).toEqual({ cents: 1933, days: 20 });
    expect(unusedCredit(onHobbyist, new Date('2026-03-11T12:00:00Z'))).toEqual({ cents: 1836, days: 19 });
  });

  it('takes the credit off the new plan and says so', () => {
    const price = upgradePrice(onHobbyist, 'professional_monthly', null, new Date('2026-03-11T00:00:00Z'));
    expect([price.unit, price.credit, price.amount]).toEqual([6900, 1933, 4967]);
    expect(price.creditNote).toBe('Credit for 20 unused days of Hobbyist (monthly)');
    expect(price.end.toISOString()).toBe('2026-04-11T00:00:00.000Z');
  });

  it('switching monthly to yearly pays the year less the month left', () => {
    const price = upgradePrice(onHobbyist, 'hobbyist_yearly', null, new Date('2026-03-11T00:00:00Z'));
    expect([price.unit, price.credit, price.amount]).toEqual([28800, 1933, 26867]);
  });

  it('keeps what is left of a coupon when only the period changes, and ends it with the plan', () => {
    // Hobbyist monthly at 50% for 5 more months: the year pays 50% of 5 of its 12 months (60.00).
    const withCoupon = { ...onHobbyist, user: { ...onHobbyist.user, discount_percent: 50, discount_months_left: 5 } };
    const yearly = upgradePrice(withCoupon, 'hobbyist_yearly', null, new Date('2026-03-11T00:00:00Z'));
    expect([yearly.discount, yearly.percent, yearly.monthsLeft]).toEqual([6000, 50, 0]);
    const other = upgradePrice(withCoupon, 'professional_monthly', null, new Date('2026-03-11T00:00:00Z'));
    expect([other.discount, other.percent]).toEqual([0, 0]);
  });

  it('gives nothing on Free, after the billing date, or for a period nothing was paid for', () => {
    expect(unusedCredit(snapshot({}), new Date('2026-03-11T00:00:00Z')).cents).toBe(0);
    expect(unusedCredit(onHobbyist, new Date('2026-04-02T00:00:00Z')).cents).toBe(0);
    expect(unusedCredit({ ...onHobbyist, currentPeriodPaidCents: 0 }, new Date('2026-03-11T00:00:00Z')).cents).toBe(0);
  });
});
