import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE, type Card } from '@scriptloom/contracts';
import {
  addOnCount,
  brandName,
  cardExpiry,
  cardName,
  cardTokenFrom,
  formatMoney,
  invoiceStatusLabel,
  packContent,
  paymentErrorMessage,
  payingCard,
  planLabel,
  priceLine,
} from '../../src/features/billing/billing-format';

const hobbyist = PLAN_CATALOGUE.find((plan) => plan.id === 'hobbyist')!;

describe('billing money', () => {
  it('formats cents in the currency', () => {
    expect(formatMoney(2900, 'usd', 'en-US')).toBe('$29.00');
    expect(formatMoney(23040, 'USD', 'en-US')).toBe('$230.40');
    expect(formatMoney(0, 'usd', 'en-US')).toBe('$0.00');
    expect(formatMoney(1900, 'eur', 'en-US')).toBe('€19.00');
  });

  it('falls back to the amount and code for a currency it does not know', () => {
    expect(formatMoney(1234, 'not-a-currency', 'en-US')).toBe('12.34 NOT-A-CURRENCY');
  });

  it('shows yearly prices per month, billed yearly', () => {
    expect(priceLine(hobbyist.price, 'monthly', 'usd', 'en-US')).toEqual({
      perMonth: '$29.00',
      note: 'per month, billed monthly',
    });
    expect(priceLine(hobbyist.price, 'yearly', 'usd', 'en-US')).toEqual({
      perMonth: '$24.00',
      note: 'per month, billed yearly ($288.00 a year)',
    });
    expect(priceLine({ monthly: 0, yearly: 0 }, 'yearly', 'usd', 'en-US').note).toBe('free for ever');
  });

  it("names how an invoice's money stands, and nothing when it is simply paid", () => {
    expect(invoiceStatusLabel('paid')).toBeNull();
    expect(invoiceStatusLabel('partially_refunded')).toBe('Partly refunded');
    expect(invoiceStatusLabel('refunded')).toBe('Refunded');
    expect(invoiceStatusLabel('disputed')).toBe('Disputed');
    expect(invoiceStatusLabel('dispute_lost')).toBe('Charged back');
  });
});

describe('billing names', () => {
  it('names plan codes with their period', () => {
    expect(planLabel('free')).toBe('Flexi Free');
    expect(planLabel('hobbyist_yearly')).toBe('Hobbyist (yearly)');
    expect(planLabel('professional_monthly')).toBe('Professional (monthly)');
  });

  it('names packs by what their minutes are for', () => {
    expect(packContent({ tier: 'limited' })).toBe('written content');
    expect(packContent({ tier: 'full' })).toBe('written and media content');
  });
});

describe('cards', () => {
  const card = (patch: Partial<Card>): Card => ({
    id: 'card_1',
    brand: 'visa',
    last4: '4242',
    exp_month: 4,
    exp_year: 2031,
    default: false,
    usable: true,
    ...patch,
  });

  it('sends a token as typed and a card number without its spaces', () => {
    expect(cardTokenFrom(' tok_visa ')).toBe('tok_visa');
    expect(cardTokenFrom('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardTokenFrom('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(cardTokenFrom('   ')).toBeUndefined();
  });

  it('prints brand, last four and expiry', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('discover')).toBe('Discover');
    expect(brandName('')).toBe('Card');
    expect(cardName(card({}))).toBe('Visa ending in 4242');
    expect(cardExpiry(4, 2031)).toBe('04/2031');
    expect(cardExpiry(12, 2030)).toBe('12/2030');
  });

  it('pays with the default card only while it is usable', () => {
    const other = card({ id: 'card_2' });
    expect(payingCard([other, card({ id: 'card_3', default: true })])?.id).toBe('card_3');
    expect(payingCard([other, card({ id: 'card_3', default: true, usable: false })])).toBeUndefined();
    expect(payingCard([])).toBeUndefined();
  });
});

describe('packs and payment errors', () => {
  it('reads the number of packs as a whole count within the limit', () => {
    expect(addOnCount('1')).toBe(1);
    expect(addOnCount(' 10 ')).toBe(10);
    expect(addOnCount('11')).toBeNull();
    expect(addOnCount('0')).toBeNull();
    expect(addOnCount('1.5')).toBeNull();
    expect(addOnCount('')).toBeNull();
  });

  it("shows the server's message of a refused payment, or the error's own", () => {
    expect(
      paymentErrorMessage({ status: 402, data: { error: 'Your card was declined.', code: 'PAYMENT_FAILED' } }),
    ).toBe('Your card was declined.');
    expect(paymentErrorMessage({ message: 'Aborted' })).toBe('Aborted');
  });
});
