import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { TokenClaims, type UserInfo } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';

export interface TokenService {
  issue(user: UserRow): Promise<string>;
  /** Undefined for a token that is malformed, forged or expired. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/** How many verified tokens a process remembers (a few MB at most); the oldest go first. */
const REMEMBERED_TOKENS = 10_000;

export function createTokenService(secret: string, ttlSeconds: number, issuer: string): TokenService {
  // Imported once: given the raw bytes, jose imports the key again for every signature it checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /**
   * Tokens whose signature this process has checked, with their claims and expiry. Every
   * authenticated request presents its token again; checking the same bytes with the same secret
   * again would only repeat the answer, so a remembered token is refused only once it expires.
   * Whether its user still exists and its version is current is checked on every request anyway.
   */
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  return {
    async issue(user) {
      return new SignJWT({ email: user.email, org_role: user.org_role ?? null, tv: user.token_version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { issuer, algorithms: ['HS256'] });
        const claims = TokenClaims.safeParse(payload);
        if (!claims.success) return undefined;
        // Tokens without an expiry are not ours (issue always sets one), and not remembered.
        if (typeof payload.exp === 'number') {
          if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
          verified.set(token, { claims: claims.data, expiresAtMs: payload.exp * 1000 });
        }
        return claims.data;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return undefined;
        throw err;
      }
    },
  };
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    org_role: (user.org_role ?? null) as UserInfo['org_role'],
    email_verified: user.email_verified_at !== null,
  };
}
