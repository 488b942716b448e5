import {
  CURRENCY,
  PACKS,
  PLAN_CATALOGUE,
  type BillingAccount,
  type InvoiceStatus,
  type PlanCode,
  type PlansResponse,
} from '@scriptloom/contracts';
import type { CardRow, InvoiceRow } from '@scriptloom/db';
import { notFound } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { invoicePdfUrl } from './invoice-link.js';

/** A default card is usable until the end of its expiry month (docs/product.md#billing). */
export function cardUsable(card: Pick<CardRow, 'exp_month' | 'exp_year'>, now = new Date()): boolean {
  const endOfMonth = Date.UTC(card.exp_year, card.exp_month, 1);
  return now.getTime() < endOfMonth;
}

export const testMode = (ctx: ServiceContext) => ctx.config.payments.kind === 'test';

/** `GET /payment/plans`. */
export function plans(ctx: ServiceContext): PlansResponse {
  return { plans: [...PLAN_CATALOGUE], packs: [...PACKS], currency: CURRENCY, test_mode: testMode(ctx) };
}

/** Where an invoice's money stands, from what the processor reported. */
function invoiceStatus(row: InvoiceRow): InvoiceStatus {
  if (row.dispute_status === 'lost') return 'dispute_lost';
  if (row.dispute_status === 'open') return 'disputed';
  if (row.refunded_cents >= row.amount_cents && row.amount_cents > 0) return 'refunded';
  return row.refunded_cents > 0 ? 'partially_refunded' : 'paid';
}

/** Cents given back or taken back: refunds, and the sum of a dispute that was lost. */
const givenBack = (row: InvoiceRow) =>
  Math.min(row.amount_cents, row.refunded_cents + (row.dispute_status === 'lost' ? row.disputed_cents : 0));

const toInvoice = (ctx: ServiceContext, userId: string, row: InvoiceRow) => ({
  invoice_id: row.number,
  invoice_date: row.created_at.toISOString(),
  invoice_pdf: invoicePdfUrl(ctx.signer, userId, row.id),
  amount_paid: row.amount_cents - givenBack(row),
  amount: row.amount_cents,
  amount_refunded: givenBack(row),
  status: invoiceStatus(row),
  currency: row.currency,
  description: row.description,
});

/** The plan part of the profile, invoices and cards (`GET /payment/account`). */
export async function billingAccount(ctx: ServiceContext, userId: string): Promise<BillingAccount> {
  const repo = ctx.repos.billing;
  const [user, invoiceRows, cardRows, intents] = await Promise.all([
    repo.user(userId),
    repo.invoices(userId),
    repo.cards(userId),
    ctx.repos.payments.intentsOf(userId, 1),
  ]);
  const open = intents[0]?.status === 'pending' ? intents[0] : undefined;
  if (!user) throw notFound('Account not found.');
  const invoices = invoiceRows.map((row) => toInvoice(ctx, userId, row));
  return {
    plan: user.plan as PlanCode,
    start_date: user.plan_start_date?.toISOString() ?? null,
    next_billing_date: user.next_billing_date?.toISOString() ?? null,
    amount: user.pending_plan === 'free' ? 0 : user.plan_amount_cents,
    pending_plan: (user.pending_plan as PlanCode | null) ?? null,
    invoices,
    invoice_amount: invoices.reduce((sum, i) => sum + i.amount_paid, 0),
    cards: cardRows.map((c) => ({
      id: c.id,
      brand: c.brand,
      last4: c.last4,
      exp_month: c.exp_month,
      exp_year: c.exp_year,
      default: c.is_default,
      usable: cardUsable(c),
    })),
    open_payment: open ? { description: open.description, started_at: open.created_at.toISOString() } : null,
    test_mode: testMode(ctx),
  };
}
