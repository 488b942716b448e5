import { describe, expect, it } from 'vitest';
import { hmac } from '../../src/lib/secrets.js';
import { MAX_CODE_ATTEMPTS, redeemCode } from '../../src/services/auth/one-time-codes.js';
import type { ServiceContext } from '../../src/services/context.js';

const secret = 'unit-test-secret';

/** Just enough of the service context for the code rules: an in-memory codes table. */
function fakeContext() {
  const attempts = new Map<string, number>();
  const consumed = new Set<string>();
  const ctx = {
    secret,
    repos: {
      codes: {
        recordAttempt: async (id: string) => {
          attempts.set(id, (attempts.get(id) ?? 0) + 1);
          return attempts.get(id)!;
        },
        consume: async (id: string) => (consumed.has(id) ? false : (consumed.add(id), true)),
      },
    },
  } as unknown as ServiceContext;
  return { ctx, attempts, consumed };
}

const row = (overrides: Partial<Parameters<typeof redeemCode>[1] & object> = {}) => ({
  id: 'c1',
  purpose: 'verify_email' as const,
  code_hash: hmac(secret, '123456'),
  attempts: 0,
  expires_at: new Date(Date.now() + 60_000),
  consumed_at: null,
  ...overrides,
});

describe('redeemCode', () => {
  it('accepts the right code once', async () => {
    const { ctx, consumed } = fakeContext();
    await redeemCode(ctx, row(), '123456', 'verify_email');
    expect(consumed.has('c1')).toBe(true);
    await expect(redeemCode(ctx, row(), '123456', 'verify_email')).rejects.toMatchObject({ code: 'EXPIRED_CODE' });
  });

  it('counts a wrong code and says how many tries are left', async () => {
    const { ctx, attempts } = fakeContext();
    await expect(redeemCode(ctx, row(), '654321', 'verify_email')).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_CODE',
      message: expect.stringContaining(`${MAX_CODE_ATTEMPTS - 1} tries left`),
    });
    expect(attempts.get('c1')).toBe(1);
  });

  it.each([
    ['missing', undefined, 'EXPIRED_CODE'],
    ['expired', row({ expires_at: new Date(Date.now() - 1) }), 'EXPIRED_CODE'],
    ['already used', row({ consumed_at: new Date() }), 'EXPIRED_CODE'],
    ['for another purpose', row({ purpose: 'login' }), 'EXPIRED_CODE'],
    ['out of attempts', row({ attempts: MAX_CODE_ATTEMPTS }), 'EXPIRED_CODE'],
  ])('refuses a code that is %s, even with the right digits', async (_label, stored, code) => {
    const { ctx, consumed } = fakeContext();
    await expect(redeemCode(ctx, stored, '123456', 'verify_email')).rejects.toMatchObject({ code });
    expect(consumed.size).toBe(0);
  });
});
