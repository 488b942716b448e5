import type { FastifyRequest } from 'fastify';

/**
 * The cookie in which a browser keeps its proofs of earlier sign-ins (see
 * `services/auth/sign-in-throttle.ts`). Only the sign-in routes ever receive it; scripts cannot read it.
 */
export const KNOWN_SIGN_IN_COOKIE = 'scriptloom_known_sign_in';
const COOKIE_PATH = '/api/v1/login';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const PROOF = /^[0-9a-f]{32}$/;

/** The proofs the request carries; anything malformed is ignored. */
export function readKnownSignIns(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === KNOWN_SIGN_IN_COOKIE)
      return value
        .split('.')
        .filter((proof) => PROOF.test(proof))
        .slice(0, 10);
  }
  return [];
}

/** The `set-cookie` value that stores `proofs`; `secure` when the app is served over HTTPS. */
export function knownSignInCookie(proofs: readonly string[], secure: boolean): string {
  return [
    `${KNOWN_SIGN_IN_COOKIE}=${proofs.join('.')}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
