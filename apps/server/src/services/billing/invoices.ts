import { BillingMessages, PACKS } from '@scriptloom/contracts';
import type { InvoiceRow } from '@scriptloom/db';
import { notFound } from '../../lib/app-error.js';
import { asBuffer } from '../../workers/transfer.js';
import type { ServiceContext } from '../context.js';
import { verifyInvoiceLink, type InvoiceLinkQuery } from './invoice-link.js';

/** The line's name: a pack's own name (its count is the quantity), else what the invoice says. */
const lineName = (invoice: InvoiceRow) =>
  invoice.kind === 'pack'
    ? (PACKS.find((p) => p.id === invoice.item)?.name ?? invoice.description)
    : invoice.description;

/** One unit's price; invoices older than `unit_cents` have it worked back from the amount. */
const unitOf = (invoice: InvoiceRow) =>
  invoice.unit_cents > 0
    ? invoice.unit_cents
    : Math.round(
        (invoice.amount_cents + invoice.discount_cents + invoice.credit_cents) / Math.max(1, invoice.quantity),
      );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invoice as a PDF, for a signed link; the link is the permission (docs/product.md#billing). */
export async function invoicePdf(ctx: ServiceContext, invoiceId: string, query: InvoiceLinkQuery) {
  if (!UUID.test(invoiceId)) throw notFound(BillingMessages.invoiceNotFound);
  const userId = verifyInvoiceLink(ctx.signer, invoiceId, query);
  const [user, invoice] = await Promise.all([
    ctx.repos.billing.user(userId),
    ctx.repos.billing.invoice(userId, invoiceId),
  ]);
  if (!user || !invoice) throw notFound(BillingMessages.invoiceNotFound);
  const rendered = await ctx.cpu.run(
    'renderInvoiceTask',
    {
      number: invoice.number,
      date: invoice.created_at,
      seller: ctx.config.productName,
      customerName: `${user.first_name} ${user.last_name}`.trim(),
      customerEmail: user.email,
      lines: [{ description: lineName(invoice), quantity: invoice.quantity, unitCents: unitOf(invoice) }],
      discount:
        invoice.discount_cents > 0
          ? { label: `${invoice.discount_percent}% coupon`, cents: invoice.discount_cents }
          : null,
      creditCents: invoice.credit_cents,
      totalCents: invoice.amount_cents,
      refundedCents: Math.min(
        invoice.amount_cents,
        invoice.refunded_cents + (invoice.dispute_status === 'lost' ? invoice.disputed_cents : 0),
      ),
      currency: invoice.currency,
      paymentNote:
        invoice.processor === 'test'
          ? 'Test mode: no money was charged for this invoice.'
          : invoice.refunded_at
            ? `Paid by card. Last refund on ${invoice.refunded_at.toISOString().slice(0, 10)}.`
            : 'Paid by card.',
      period:
        invoice.period_start && invoice.period_end ? { start: invoice.period_start, end: invoice.period_end } : null,
    },
    // A one-page invoice: seconds would mean something is wrong.
    { lane: 'request', owner: userId, timeoutMs: 30_000 },
  );
  return { body: asBuffer(rendered.body), fileName: `Invoice ${invoice.number}.pdf` };
}
