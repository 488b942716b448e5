import { describe, expect, it } from 'vitest';
import {
  ADDRESS_RULE,
  backoffMs,
  describeWait,
  hasKnownSignIn,
  knownSignInProof,
  MAX_KNOWN_SIGN_INS,
  PAIR_RULE,
  rememberSignIn,
  waitBeforeAttempt,
} from '../../src/services/auth/sign-in-throttle.js';

const now = 1_700_000_000_000;
const ago = (ms: number) => new Date(now - ms);
const none = { count: 0, last: null };

describe('sign-in backoff', () => {
  it('gives free tries, then doubles the wait with every failure, up to the cap', () => {
    expect([0, 4].map((n) => backoffMs(n, PAIR_RULE))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => backoffMs(n, PAIR_RULE))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(40, PAIR_RULE)).toBe(PAIR_RULE.capMs);
    expect(backoffMs(10_000, PAIR_RULE)).toBe(PAIR_RULE.capMs);
  });

  it('counts the wait from the last failure of the pair', () => {
    const history = { pair: { count: 6, last: ago(500) }, address: none };
    expect(waitBeforeAttempt(history, false, now)).toBe(1500);
    expect(waitBeforeAttempt({ ...history, pair: { count: 6, last: ago(2500) } }, false, now)).toBe(0);
  });

  it('owes nothing for free tries, even one recorded after this attempt began (parallel sign-ins)', () => {
    const later = new Date(now + 300);
    const history = { pair: { count: 1, last: later }, address: { count: 4, last: later } };
    expect(waitBeforeAttempt(history, false, now)).toBe(0);
  });

  it('slows an address past its budget only for accounts this browser has not signed in to', () => {
    const history = { pair: none, address: { count: ADDRESS_RULE.free + 3, last: ago(1000) } };
    expect(waitBeforeAttempt(history, false, now)).toBe(7000);
    expect(waitBeforeAttempt(history, true, now)).toBe(0);
    // A known browser still owes its own pair's backoff.
    expect(waitBeforeAttempt({ ...history, pair: { count: 5, last: ago(0) } }, true, now)).toBe(1000);
  });

  it('proves earlier sign-ins with a keyed value that cannot be made up', () => {
    const proof = knownSignInProof('secret', 'ada@example.test');
    expect(proof).toMatch(/^[0-9a-f]{32}$/);
    expect(hasKnownSignIn('secret', 'ada@example.test', [proof])).toBe(true);
    expect(hasKnownSignIn('secret', 'bob@example.test', [proof])).toBe(false);
    expect(hasKnownSignIn('another secret', 'ada@example.test', [proof])).toBe(false);
    expect(hasKnownSignIn('secret', 'ada@example.test', ['0'.repeat(32), 'zz'])).toBe(false);
  });

  it('keeps the most recent accounts first, a few at most', () => {
    let proofs: string[] = [];
    for (let i = 0; i < MAX_KNOWN_SIGN_INS + 2; i++) proofs = rememberSignIn('s', `u${i}@x.test`, proofs);
    proofs = rememberSignIn('s', 'u3@x.test', proofs);
    expect(proofs).toHaveLength(MAX_KNOWN_SIGN_INS);
    expect(proofs[0]).toBe(knownSignInProof('s', 'u3@x.test'));
    expect(new Set(proofs).size).toBe(proofs.length);
  });

  it('says how long to wait in words', () => {
    expect(describeWait(400)).toBe('1 second');
    expect(describeWait(32_000)).toBe('32 seconds');
    expect(describeWait(15 * 60_000)).toBe('15 minutes');
  });
});
