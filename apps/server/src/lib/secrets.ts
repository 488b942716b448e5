import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code for mail, uniformly drawn. */
export const newNumericCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A long random token for links (password reset). */
export const newUrlToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Short codes are keyed with the installation secret so a copy of the table cannot be brute-forced offline. */
export const hmac = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
