import { hmac, safeEqualHex } from '../lib/secrets.js';

/**
 * Signs what a storage URL allows (method, key, expiry, size limit) so that the URL itself is the
 * permission: no bearer token is needed, which is what lets <audio src> and plain PUTs work.
 */
export function createUrlSigner(secret: string) {
  const payload = (parts: Record<string, string | number>) =>
    Object.keys(parts)
      .sort()
      .map((k) => `${k}=${parts[k]}`)
      .join('&');
  return {
    sign(parts: Record<string, string | number>): string {
      return hmac(secret, payload(parts));
    },
    /** False for a wrong signature or a past expiry (`exp`, seconds since the epoch). */
    verify(parts: Record<string, string | number>, signature: string): boolean {
      if (!/^[0-9a-f]{64}$/.test(signature)) return false;
      if (Number(parts.exp) * 1000 < Date.now()) return false;
      return safeEqualHex(hmac(secret, payload(parts)), signature);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
