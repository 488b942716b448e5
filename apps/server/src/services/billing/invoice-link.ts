import { safeEqualHex } from '../../lib/secrets.js';
import type { UrlSigner } from '../../storage/url-signer.js';
import { forbidden } from '../../lib/app-error.js';

/** An invoice link works this long; the account page asks for fresh ones each time it loads. */
export const INVOICE_LINK_TTL_SEC = 60 * 60;

export interface InvoiceLinkQuery {
  uid: string;
  exp: number;
  sig: string;
}

const signed = (uid: string, invoiceId: string, exp: number) => ({ op: 'invoice-pdf', uid, inv: invoiceId, exp });

/** A signed, expiring same-origin link to an invoice's PDF: a plain link downloads it. */
export function invoicePdfUrl(signer: UrlSigner, userId: string, invoiceId: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + INVOICE_LINK_TTL_SEC;
  const sig = signer.sign(signed(userId, invoiceId, exp));
  return `/api/payment/invoices/${invoiceId}/pdf?${new URLSearchParams({ uid: userId, exp: String(exp), sig })}`;
}

/** The user a link was issued to; 403 when it was changed or has expired. */
export function verifyInvoiceLink(signer: UrlSigner, invoiceId: string, q: InvoiceLinkQuery, now = Date.now()): string {
  const valid = /^[0-9a-f]{64}$/.test(q.sig) && safeEqualHex(signer.sign(signed(q.uid, invoiceId, q.exp)), q.sig);
  if (!valid) throw forbidden('This invoice link is not valid. Open your invoices again to get a new one.');
  if (q.exp * 1000 < now) throw forbidden('This invoice link has expired. Open your invoices again to get a new one.');
  return q.uid;
}
