import PDFDocument from 'pdfkit';
import { resolvePdfFonts, type PdfFontOptions } from './pdf-fonts.js';

/** What an invoice shows (docs/product.md#billing). Amounts are integer cents. */
export interface InvoiceDocument {
  number: string;
  date: Date;
  seller: string;
  customerName: string;
  customerEmail: string;
  lines: { description: string; quantity: number; amountCents: number }[];
  discountPercent: number;
  totalCents: number;
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
  for (const [name, data] of fonts.files) pdf.registerFont(name, data);
  const text = (value: string, face: 'regular' | 'bold', size: number, options: PDFKit.Mixins.TextOptions = {}) => {
    // Characters no installed font has become "?" rather than boxes.
    const clean = fonts
      .pieces(value, face)
      .map((p) => p.text)
      .join('');
    pdf.font(fonts.nameOf(face)).fontSize(size).text(clean, options);
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
    const qty = line.quantity > 1 ? ` × ${line.quantity}` : '';
    text(`${line.description}${qty}: ${money(line.amountCents)}`, 'regular', 11);
  }
  if (invoice.discountPercent > 0) text(`Discount: ${invoice.discountPercent}%`, 'regular', 11);
  pdf.moveDown(0.5);
  text(`Amount paid: ${money(invoice.totalCents)}`, 'bold', 13);
  pdf.moveDown();
  text(invoice.paymentNote, 'regular', 10);
  pdf.end();
  return done;
}
