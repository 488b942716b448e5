import { CURRENCY } from '@scriptloom/contracts';

/**
 * Integer cents as money of `currency` ("$24.00"); `locale` defaults to the browser's. The one way
 * the app prints a price, so the plans page, checkout, invoices and the profile agree.
 */
export function formatMoney(cents: number, currency: string = CURRENCY, locale?: string): string {
  const code = (currency || CURRENCY).toUpperCase();
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(cents / 100);
  } catch {
    // An unknown currency code: the amount with the code after it, rather than nothing.
    return `${(cents / 100).toFixed(2)} ${code}`;
  }
}
