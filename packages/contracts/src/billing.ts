import { z } from 'zod';
import { SafeText } from './text.js';
import { PlanCode } from './user.js';

/**
 * Plans, packs, checkout, invoices and cards (docs/product.md#billing). Money is integer cents of
 * one currency; a yearly plan's price is per month, charged twelve months at a time.
 */

export const CURRENCY = 'usd';

export const PlanFamily = z.enum(['free', 'hobbyist', 'professional']);
export type PlanFamily = z.infer<typeof PlanFamily>;

export const BillingPeriod = z.enum(['monthly', 'yearly']);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

/** One plan of the catalogue (`GET /payment/plans`). */
export const PlanCatalogueEntry = z.object({
  id: PlanFamily,
  name: z.string(),
  description: z.string(),
  /** Cents a month: billed monthly, or per month of a yearly plan. */
  price: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
  /** Minutes of transcription a billing period. */
  minutes: z.number().int(),
  /** Minutes of audiograms and reels a billing period (0: not included). */
  media_minutes: z.number().int(),
  features: z.array(z.string()),
  /** Largest upload in bytes; null: no plan limit. */
  maxFileSize: z.number().int().nullable(),
  /** Longest upload in minutes; null: no plan limit. */
  maxFileLength: z.number().int().nullable(),
  editingFeatures: z.array(z.string()),
});
export type PlanCatalogueEntry = z.infer<typeof PlanCatalogueEntry>;

export const PLAN_CATALOGUE: readonly PlanCatalogueEntry[] = [
  {
    id: 'free',
    name: 'Flexi Free',
    description: 'Try Scriptloom on your first episodes.',
    price: { monthly: 0, yearly: 0 },
    minutes: 40,
    media_minutes: 0,
    features: [
      '40 minutes of transcription',
      'Files up to 250 MB and 40 minutes',
      'Transcript editor and exports',
      'Summary, chapters, keywords and quotes',
    ],
    maxFileSize: 250_000_000,
    maxFileLength: 40,
    editingFeatures: ['Transcript editor', 'Exports'],
  },
  {
    id: 'hobbyist',
    name: 'Hobbyist',
    description: 'For a show that publishes every week.',
    price: { monthly: 2900, yearly: 2400 },
    minutes: 240,
    media_minutes: 0,
    features: [
      '240 minutes a month',
      'Files up to 1 GB and 90 minutes',
      'Everything in Flexi Free',
      'Written content: show notes, posts, captions and articles',
    ],
    maxFileSize: 1_000_000_000,
    maxFileLength: 90,
    editingFeatures: ['Transcript editor', 'Exports', 'Version history'],
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'Text and media for every episode.',
    price: { monthly: 6900, yearly: 6400 },
    minutes: 240,
    media_minutes: 240,
    features: [
      '240 minutes a month',
      'No file size or length limit',
      'Everything in Hobbyist',
      'Media: audiograms and video reels',
    ],
    maxFileSize: null,
    maxFileLength: null,
    editingFeatures: ['Transcript editor', 'Exports', 'Version history'],
  },
];

/** Higher is more: a change to a higher rank is an upgrade, to a lower one a downgrade. */
export const PLAN_RANK: Record<PlanFamily, number> = { free: 0, hobbyist: 1, professional: 2 };

/**
 * Plans a person may switch to without paying, by their current plan (docs/product.md#billing):
 * their own and those below it. Anything else is an upgrade, bought through checkout.
 */
export const PLAN_CHOICES: Record<PlanFamily, readonly PlanFamily[]> = {
  free: ['free'],
  hobbyist: ['free', 'hobbyist'],
  professional: ['free', 'hobbyist', 'professional'],
};

/** The family and period of a plan code; a code containing 'yearly' is a yearly subscription. */
export function planOf(code: string): { family: PlanFamily; period: BillingPeriod } {
  const family = PlanFamily.options.find((f) => code.startsWith(f)) ?? 'free';
  return { family, period: code.includes('yearly') ? 'yearly' : 'monthly' };
}

export function planCode(family: PlanFamily, period: BillingPeriod): PlanCode {
  return family === 'free' ? 'free' : (`${family}_${period}` as PlanCode);
}

export type PlanChange = 'same' | 'upgrade' | 'downgrade';
/** Upgrade or downgrade by rank; between periods of one family, yearly counts as the upgrade. */
export function planChange(from: string, to: string): PlanChange {
  const a = planOf(from);
  const b = planOf(to);
  const rank = PLAN_RANK[b.family] - PLAN_RANK[a.family];
  if (rank !== 0) return rank > 0 ? 'upgrade' : 'downgrade';
  if (a.period === b.period || b.family === 'free') return 'same';
  return b.period === 'yearly' ? 'upgrade' : 'downgrade';
}

/** Cents charged for one billing period of a plan code (a yearly plan: twelve months). */
export function periodPrice(code: string): number {
  const { family, period } = planOf(code);
  const entry = PLAN_CATALOGUE.find((p) => p.id === family)!;
  return period === 'yearly' ? entry.price.yearly * 12 : entry.price.monthly;
}

/** A pay-per-use pack: minutes that top up the allowance once, never expire with the period. */
export const PackId = z.enum(['written_120', 'media_120']);
export type PackId = z.infer<typeof PackId>;
export const Pack = z.object({
  id: PackId,
  name: z.string(),
  /** Cents, once. */
  price: z.number().int(),
  minutes: z.number().int(),
  /** `limited`: written content (transcription) only; `full`: written and media content. */
  tier: z.enum(['limited', 'full']),
});
export type Pack = z.infer<typeof Pack>;
export const PACKS: readonly Pack[] = [
  { id: 'written_120', name: 'Written content pack', price: 1900, minutes: 120, tier: 'limited' },
  { id: 'media_120', name: 'Written and media pack', price: 3900, minutes: 120, tier: 'full' },
];
/** Pay-as-you-go products are named by how many packs (add-ons) they hold. */
export const payAsYouGoName = (pack: Pack, addOns: number) => `${pack.name} × ${addOns}`;
export const MAX_ADD_ONS = 10;

/** `GET /payment/plans`. */
export const PlansResponse = z.object({
  plans: z.array(PlanCatalogueEntry),
  packs: z.array(Pack),
  currency: z.string(),
  /** True on the built-in test processor: no real money moves; the page says so. */
  test_mode: z.boolean(),
});
export type PlansResponse = z.infer<typeof PlansResponse>;

/** What the browser sends as a card: a processor token id (`tok_visa`, ...). */
const TokenId = SafeText(200).trim().min(1, 'Enter a card.');
const CouponCode = SafeText(64).trim().min(1, 'Enter a coupon code.');

/** `POST /payment/coupon`. */
export const CouponRequest = z.object({ coupon_code: CouponCode, plan: PlanCode }).strict();

/**
 * How long a coupon lasts (docs/product.md#coupons): `once` discounts the first payment, `repeating`
 * the payments of its first `discountMonths` months (counted in months whatever the billing period:
 * on a yearly plan six months are half of the first year), `forever` every payment.
 */
export const CouponDuration = z.enum(['once', 'repeating', 'forever']);
export type CouponDuration = z.infer<typeof CouponDuration>;

export const CouponResponse = z.object({
  coupon_code: z.string(),
  discountPercent: z.number().int().min(1).max(100),
  /** Billing periods of this plan the discount touches (1: the first payment only). */
  discountPeriod: z.number().int().min(1),
  duration: CouponDuration,
  /** Months a `repeating` coupon lasts; null for `once` and `forever`. */
  discountMonths: z.number().int().min(1).nullable(),
  /** The coupon in words, e.g. "50% off for the first 6 months". */
  summary: z.string(),
});
export type CouponResponse = z.infer<typeof CouponResponse>;

/** `POST /payment/quote`: what checking out `plan` would cost now, before anything is charged. */
export const QuoteRequest = z.object({ plan: PlanCode, coupon_code: CouponCode.optional() }).strict();
export type QuoteRequest = z.infer<typeof QuoteRequest>;
export const CheckoutQuote = z.object({
  plan: PlanCode,
  /** `upgrade` is charged now; `downgrade` waits for the next billing date; `same` is refused. */
  change: z.enum(['upgrade', 'downgrade', 'same']),
  /** The period the payment would pay for (an upgrade starts one now). */
  period_start: z.string(),
  period_end: z.string(),
  /** Cents: the plan's price for that period, the coupon's discount, the credit for the unused part of the current period, and what is charged now. */
  price: z.number().int(),
  discount: z.number().int(),
  credit: z.number().int(),
  amount_due: z.number().int(),
  coupon: CouponResponse.nullable(),
  /** Says what the credit is for, e.g. "Credit for 20 unused days of Hobbyist (monthly)"; null without one. */
  credit_note: z.string().nullable(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;

/**
 * With `token_id`, whether the new card becomes the default card (renewals are charged to it): the
 * person's explicit choice, false when left out. An account's first card is its default anyway.
 */
const DefaultCard = z.boolean().optional();

/** `POST /v1/payment/subscribe`. */
export const SubscribeRequest = z
  .object({
    plan: PlanCode,
    token_id: TokenId.optional(),
    default_card: DefaultCard,
    coupon_code: CouponCode.optional(),
  })
  .strict();
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

/** Where an invoice's money stands: refunds and disputes (chargebacks) as the processor reports them. */
export const InvoiceStatus = z.enum(['paid', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const Invoice = z.object({
  invoice_id: z.string(),
  invoice_date: z.string(),
  /** A link to the invoice as PDF (signed, same origin). */
  invoice_pdf: z.string(),
  /** Cents kept: the amount charged less what was refunded or lost to a dispute. */
  amount_paid: z.number().int(),
  /** Cents charged. */
  amount: z.number().int(),
  /** Cents given back (refunds, and a dispute lost). */
  amount_refunded: z.number().int(),
  status: InvoiceStatus,
  currency: z.string(),
  description: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const Card = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  default: z.boolean(),
  /** False once its expiry month has ended: a default card is usable only until then. */
  usable: z.boolean(),
});
export type Card = z.infer<typeof Card>;

/** The plan part of the profile, invoices and cards (`GET /payment/account`). */
export const BillingAccount = z.object({
  plan: PlanCode,
  start_date: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  /** Cents charged at the next billing date (0 on Free or when cancelled). */
  amount: z.number().int(),
  /** The plan taking over at the next billing date (a downgrade or a cancellation), or null. */
  pending_plan: PlanCode.nullable(),
  invoices: z.array(Invoice),
  /** Sum of amount_paid over the invoices, cents. */
  invoice_amount: z.number().int(),
  cards: z.array(Card),
  /** A payment still being processed (its outcome not known yet), or null: the page says so. */
  open_payment: z.object({ description: z.string(), started_at: z.string() }).nullable(),
  test_mode: z.boolean(),
});
export type BillingAccount = z.infer<typeof BillingAccount>;

export const SubscribeResponse = z.object({ success: z.string(), account: BillingAccount });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

/**
 * The payment call (`POST /v1/payment`): buys `add_on` packs of `plan` (a pack id) with `token_id`,
 * or with `cancel` cancels the subscription at the end of its period. Answers the invoice entries.
 */
export const PaymentRequest = z
  .object({
    token_id: TokenId.optional(),
    default_card: DefaultCard,
    plan: z.union([PackId, PlanCode]).optional(),
    add_on: z.number().int().min(1).max(MAX_ADD_ONS).optional(),
    cancel: z.boolean().optional(),
  })
  .strict();
export type PaymentRequest = z.infer<typeof PaymentRequest>;
export const PaymentResponse = z.object({ success: z.string(), invoices: z.array(Invoice), account: BillingAccount });
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/**
 * The optional `Idempotency-Key` header of a payment request: the page makes one per checkout, so a
 * request retried after its answer was lost finds the first charge instead of making another.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key: 8 to 100 letters, digits, - or _.')
    .optional(),
});

/** `POST /payment/cards {token_id, default?}`. */
export const AddCardRequest = z.object({ token_id: TokenId, default: z.boolean().optional() }).strict();

/** The test processor's token ids (docs/product.md#billing): what each one does. */
export const TEST_TOKENS = {
  visa: 'tok_visa',
  declined: 'tok_chargeDeclined',
  expired: 'tok_chargeDeclinedExpiredCard',
} as const;

export const BillingMessages = {
  subscribed: 'Plan Upgraded',
  cancelled: 'Plan Cancelled',
  /** Choosing the plan held while its cancellation waits: nothing is charged, so not 'Plan Upgraded'. */
  resumed: 'Subscription resumed: your plan renews as before. Nothing was charged.',
  /** The same for a waiting downgrade. */
  changeWithdrawn: 'Plan change taken back: you keep your current plan. Nothing was charged.',
  downgradeScheduled: 'Your plan changes at the next billing date.',
  packBought: 'Pack added to your allowance.',
  cardAdded: 'Card added.',
  cardRemoved: 'Card removed.',
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  noCard: 'Add a card to pay.',
  unknownCoupon: 'That coupon code is not valid.',
  couponNotForPlan: 'That coupon does not apply to this plan.',
  samePlan: 'You are already on this plan.',
  couponUsed: 'You have already used this coupon.',
  paymentInProgress:
    'Another payment on this account is still being processed. Wait a moment, then check your plan before paying again.',
  planChangedMeanwhile: 'Your plan changed while you were checking out. Please look at it again before paying.',
  notOnPaidPlan: 'You have no subscription to cancel.',
  invoiceNotFound: 'Invoice not found.',
  cardNotFound: 'Card not found.',
  noMediaAllowance:
    'Your plan has no media minutes left for audiograms and reels. Upgrade to Professional or buy a written and media pack.',
} as const;

/**
 * `POST /payment/webhook`: an event of the payment processor (Stripe's shape), taken as the exact
 * bytes it signed. The signature header is checked by the server, which answers 400 without it.
 */
export const ProcessorEvent = z.looseObject({
  id: z.string(),
  type: z.string().describe('charge.succeeded, charge.refunded, charge.dispute.*; others are acknowledged only'),
  data: z.looseObject({ object: z.looseObject({}) }),
});
export const WebhookHeaders = z.object({
  'stripe-signature': z.string().optional().describe('t=<seconds>,v1=<HMAC-SHA256 of "t.body">'),
});
/** The webhook's answer: `duplicate` when the event id was handled before. */
export const WebhookReceipt = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookReceipt = z.infer<typeof WebhookReceipt>;
