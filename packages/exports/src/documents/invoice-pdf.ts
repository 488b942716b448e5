import PDFDocument from 'pdfkit';
import { resolvePdfFonts, type PdfFontOptions } from './pdf-fonts.js';

/** What an invoice shows (docs/product.md#billing). Amounts are integer cents. */
export interface InvoiceDocument {
  number: string;
  date: Date;
  seller: string;
  customerName: string;
  customerEmail: string;
  /** What was bought: one unit's price and how many (a pack bought twice is one line, × 2). */
  lines: { description: string; quantity: number; unitCents: number }[];
  /** The coupon's discount, e.g. "50% for 6 of 12 months", and its cents; null without one. */
  discount: { label: string; cents: number } | null;
  /** Taken off for the unused part of the period an upgrade replaced. */
  creditCents: number;
  /** Charged. */
  totalCents: number;
  /** Given back since (refunds, a lost dispute). */
  refundedCents: number;
  currency: string;
  /** e.g. "Paid with visa ending 4242"; a test-mode invoice says so. */
  paymentNote: string;
  period: { start: Date; end: Date } | null;
}

export const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A one-page A4 invoice with real (extractable) text, in DejaVu Sans where installed. */
export async function renderInvoicePdf(invoice: InvoiceDocument, fontOptions: PdfFontOptions = {}): Promise<Buffer> {
  const fonts = await resolvePdfFonts(fontOptions);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: { Title: `Invoice ${invoice.number}`, Creator: invoice.seller, Author: invoice.seller },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  fonts.register(pdf);
  const text = (value: string, face: 'regular' | 'bold', size: number) => {
    // Each piece in the font that has its characters (a name in Japanese, say); characters no
    // installed font has are "?" rather than boxes.
    const pieces = fonts.pieces(value, face);
    pdf.fontSize(size);
    pieces.forEach((piece, i) => pdf.font(piece.font).text(piece.text, { continued: i < pieces.length - 1 }));
  };
  const money = (cents: number) => formatMoney(cents, invoice.currency);

  text(invoice.seller, 'bold', 20);
  pdf.moveDown(0.5);
  text(`Invoice ${invoice.number}`, 'bold', 14);
  text(`Date: ${day(invoice.date)}`, 'regular', 11);
  if (invoice.period) text(`Period: ${day(invoice.period.start)} to ${day(invoice.period.end)}`, 'regular', 11);
  pdf.moveDown();
  text('Billed to', 'bold', 11);
  text(invoice.customerName || invoice.customerEmail, 'regular', 11);
  if (invoice.customerName) text(invoice.customerEmail, 'regular', 11);
  pdf.moveDown();
  for (const line of invoice.lines) {
    const amount = money(line.unitCents * line.quantity);
    const each = line.quantity > 1 ? ` × ${line.quantity} at ${money(line.unitCents)}` : '';
    text(`${line.description}${each}: ${amount}`, 'regular', 11);
  }
  if (invoice.discount) text(`Discount (${invoice.discount.label}): −${money(invoice.discount.cents)}`, 'regular', 11);
  if (invoice.creditCents > 0)
    text(`Credit for the unused part of the previous plan: −${money(invoice.creditCents)}`, 'regular', 11);
  pdf.moveDown(0.5);
  text(`Amount paid: ${money(invoice.totalCents)}`, 'bold', 13);
  if (invoice.refundedCents > 0) {
    text(`Refunded since: −${money(invoice.refundedCents)}`, 'regular', 11);
    text(`Kept: ${money(invoice.totalCents - invoice.refundedCents)}`, 'bold', 11);
  }
  pdf.moveDown();
  text(invoice.paymentNote, 'regular', 10);
  pdf.end();
  return done;
}
