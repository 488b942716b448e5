import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { TokenClaims, type UserInfo } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';

export interface TokenService {
  issue(user: UserRow): Promise<string>;
  /** Undefined for a token that is malformed, forged or expired. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

export function createTokenService(secret: string, ttlSeconds: number, issuer: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue(user) {
      return new SignJWT({ email: user.email, org_role: user.org_role ?? null, tv: user.token_version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        const claims = TokenClaims.safeParse(payload);
        return claims.success ? claims.data : undefined;
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
