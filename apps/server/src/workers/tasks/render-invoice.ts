import type { InvoiceDocument } from '@scriptloom/exports';
import { withMovedBuffers } from '../transfer.js';

/** An invoice PDF: embedding its font is tens of milliseconds of CPU, too long for the event loop. */
export async function renderInvoiceTask(invoice: InvoiceDocument): Promise<{ body: Uint8Array }> {
  // Loaded here, not at the top: a thread that never renders never loads the exports package.
  const { renderInvoicePdf } = await import('@scriptloom/exports');
  const body = await renderInvoicePdf(invoice);
  return withMovedBuffers({ body }, [body]);
}
