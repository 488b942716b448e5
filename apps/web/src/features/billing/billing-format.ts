import {
  CURRENCY,
  MAX_ADD_ONS,
  PLAN_CATALOGUE,
  PLAN_CHOICES,
  planChange,
  planCode,
  planOf,
  type BillingPeriod,
  type Card,
  type InvoiceStatus,
  type Pack,
  type PlanCode,
  type PlanFamily,
} from '@scriptloom/contracts';
import { describeApiError } from '../../api/api-error';
import { formatMoney } from '../../shared/money';

/**
 * Pure helpers of the billing page (docs/product.md#billing): money, plan prices, the plan
 * buttons' labels and actions, the card field and the coupon's words. No React, no store.
 */

export { formatMoney };

export const periodNoun = (period: BillingPeriod) => (period === 'yearly' ? 'year' : 'month');
export const periodAdjective = (period: BillingPeriod) => (period === 'yearly' ? 'Yearly' : 'Monthly');

/** The plan's display name by family (the catalogue's). */
export function familyName(family: PlanFamily): string {
  return PLAN_CATALOGUE.find((plan) => plan.id === family)?.name ?? family;
}

/** "Hobbyist (yearly)", "Flexi Free". */
export function planLabel(code: PlanCode | string): string {
  const { family, period } = planOf(code);
  return family === 'free' ? familyName(family) : `${familyName(family)} (${period})`;
}

export interface PriceLine {
  /** Per month, the headline price: "$24.00". */
  perMonth: string;
  /** Under it: "per month, billed yearly ($288.00 a year)", "per month", or "free". */
  note: string;
}

/** A catalogue price shown on a plan card: yearly prices are per month, billed yearly. */
export function priceLine(
  price: { monthly: number; yearly: number },
  period: BillingPeriod,
  currency: string = CURRENCY,
  locale?: string,
): PriceLine {
  const monthly = period === 'yearly' ? price.yearly : price.monthly;
  const perMonth = formatMoney(monthly, currency, locale);
  if (monthly === 0) return { perMonth, note: 'free for ever' };
  if (period === 'monthly') return { perMonth, note: 'per month, billed monthly' };
  return { perMonth, note: `per month, billed yearly (${formatMoney(monthly * 12, currency, locale)} a year)` };
}

export type PlanAction =
  /** The plan the account is on: a marked, disabled button. */
  | 'current'
  /** A higher plan (or the same one yearly): bought through the checkout modal. */
  | 'checkout'
  /** A lower paid plan: confirmed in the change plan modal, scheduled for the next billing date. */
  | 'downgrade'
  /** Free from a paid plan: the same as cancelling the subscription. */
  | 'cancel';

export interface PlanButton {
  action: PlanAction;
  label: 'Current plan' | 'Upgrade' | 'Downgrade' | 'Switch to yearly' | 'Switch to monthly';
  /** The code the button would switch to. */
  target: PlanCode;
}

/**
 * The button of one plan card: its label by `planChange()` (so by `PLAN_RANK`), and what pressing it
 * does. `PLAN_CHOICES` lists the plans one may pick without paying (one's own and lower); anything
 * else, and any upgrade, goes through checkout.
 */
export function planButton(current: PlanCode, family: PlanFamily, period: BillingPeriod): PlanButton {
  const target = planCode(family, period);
  const change = planChange(current, target);
  if (change === 'same') return { action: 'current', label: 'Current plan', target };
  // The plan held, in the other period: yearly is paid now (less the month left), monthly waits.
  const samePlan = planOf(current).family === family;
  const free = PLAN_CHOICES[planOf(current).family].includes(family);
  if (change === 'upgrade' || !free) {
    return { action: 'checkout', label: samePlan ? 'Switch to yearly' : 'Upgrade', target };
  }
  if (family === 'free') return { action: 'cancel', label: 'Downgrade', target };
  return { action: 'downgrade', label: samePlan ? 'Switch to monthly' : 'Downgrade', target };
}

/** "Refunded", "Partly refunded", ...: how an invoice's money stands, or null when simply paid. */
export function invoiceStatusLabel(status: InvoiceStatus): string | null {
  switch (status) {
    case 'paid':
      return null;
    case 'partially_refunded':
      return 'Partly refunded';
    case 'refunded':
      return 'Refunded';
    case 'disputed':
      return 'Disputed';
    case 'dispute_lost':
      return 'Charged back';
  }
}

/**
 * What the "Card" field sends as `token_id`: a processor token as typed (trimmed), or a card number
 * with its spaces and dashes taken out. Empty: no card given (the default card pays, if any).
 */
export function cardTokenFrom(input: string): string | undefined {
  const value = input.trim();
  if (!value) return undefined;
  return /^[\d\s-]+$/.test(value) ? value.replace(/[\s-]/g, '') : value;
}

/** "04/2031": a card's expiry as printed on it. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** "Visa": processors name brands in lower case. */
export function brandName(brand: string): string {
  if (!brand) return 'Card';
  const known: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa' };
  return known[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/**
 * What a failed payment shows as the card error: the server's message (a 402 says why the card was
 * refused), or the error's own message when no answer came.
 */
export function paymentErrorMessage(error: unknown): string {
  return describeApiError(error).message;
}

/** The saved card that pays when the "Card" field is left empty: the default one, while usable. */
export function payingCard(cards: readonly Card[]): Card | undefined {
  return cards.find((card) => card.default && card.usable);
}

/** "Visa ending in 4242": how a saved card is named to people and screen readers. */
export const cardName = (card: Pick<Card, 'brand' | 'last4'>) => `${brandName(card.brand)} ending in ${card.last4}`;

/** What a pack's minutes are for: written content only, or written and media content. */
export const packContent = (pack: Pick<Pack, 'tier'>) =>
  pack.tier === 'full' ? 'written and media content' : 'written content';

/** The "Number of packs" field as an add-on count, or null when it is not a whole 1..MAX_ADD_ONS. */
export function addOnCount(input: string): number | null {
  const value = input.trim();
  if (!/^\d+$/.test(value)) return null;
  const count = Number(value);
  return count >= 1 && count <= MAX_ADD_ONS ? count : null;
}
