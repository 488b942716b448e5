import type { FailureHistory } from '@scriptloom/db';
import { hmac, safeEqualHex } from '../../lib/secrets.js';

/**
 * Failed sign-ins slow down whoever makes them, never the owner elsewhere:
 *
 * - per (email, client address) pair: a few free tries, then each further attempt must wait a
 *   delay that doubles with every failure, up to a cap. The owner on another address has a pair
 *   of their own and is never slowed by someone else's guesses.
 * - per client address, against one address spraying many accounts: past a budget of failures the
 *   address waits the same way, but only for accounts this browser has not signed in to before
 *   (see `knownSignInProof`), so a shared office or home address does not lock its people out.
 *
 * A success clears its pair; a password reset clears every pair of that email.
 */
export interface BackoffRule {
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** Failures allowed before any waiting. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseMs: number;
  capMs: number;
}

export const PAIR_RULE: BackoffRule = { windowMs: 24 * 3600_000, free: 5, baseMs: 1000, capMs: 15 * 60_000 };
export const ADDRESS_RULE: BackoffRule = { windowMs: 3600_000, free: 30, baseMs: 1000, capMs: 5 * 60_000 };

/** The wait owed after `failures` failures: 0 while free, then base, 2 x base, 4 x base ... up to the cap. */
export function backoffMs(failures: number, rule: BackoffRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** (failures - rule.free), rule.capMs);
}

/** Milliseconds this attempt must still wait (0: it may go ahead), from the failures on record. */
export function waitBeforeAttempt(history: FailureHistory, knownSignIn: boolean, now: number): number {
  // Within the free tries nothing is owed, even when a parallel attempt from the same address was
  // recorded after this one began (its time is then later than `now`).
  const owed = (entry: FailureHistory['pair'], rule: BackoffRule) => {
    const delay = backoffMs(entry.count, rule);
    return entry.last && delay > 0 ? entry.last.getTime() + delay - now : 0;
  };
  const pair = owed(history.pair, PAIR_RULE);
  const address = knownSignIn ? 0 : owed(history.address, ADDRESS_RULE);
  return Math.max(0, pair, address);
}

/**
 * Proof, kept by the browser in a cookie, that it has signed in to this account before: it exempts
 * that account from the per-address budget (never from the per-pair backoff). Keyed with the
 * installation secret, so it cannot be made up; it says nothing a stranger could read.
 */
export const knownSignInProof = (secret: string, email: string): string =>
  hmac(secret, `known-sign-in:${email}`).slice(0, 32);

export const hasKnownSignIn = (secret: string, email: string, proofs: readonly string[]): boolean => {
  const expected = knownSignInProof(secret, email);
  return proofs.some((proof) => safeEqualHex(proof, expected));
};

/** Most recent first; a browser shared by a family keeps a few accounts. */
export const MAX_KNOWN_SIGN_INS = 5;

export const rememberSignIn = (secret: string, email: string, proofs: readonly string[]): string[] => {
  const proof = knownSignInProof(secret, email);
  return [proof, ...proofs.filter((p) => p !== proof)].slice(0, MAX_KNOWN_SIGN_INS);
};

/** "45 seconds", "3 minutes": for the 429 message. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
