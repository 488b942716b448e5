import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '@scriptloom/db';
import { createTokenService, toUserInfo } from '../../src/services/auth/tokens.js';

const user = {
  id: '7b0e3c1e-8a61-4f4e-9a53-5c2f2b1d0a11',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  org_role: null,
  token_version: 3,
  email_verified_at: null,
} as unknown as UserRow;

const secret = 'a test secret that is long enough for HS256';

describe('token service', () => {
  it('round-trips the claims the API relies on', async () => {
    const tokens = createTokenService(secret, 3600, 'Scriptloom');
    const claims = await tokens.verify(await tokens.issue(user));
    expect(claims).toMatchObject({ sub: user.id, email: user.email, org_role: null, tv: 3 });
  });

  it('carries the organisation role for enterprise users', async () => {
    const tokens = createTokenService(secret, 3600, 'Scriptloom');
    const claims = await tokens.verify(await tokens.issue({ ...user, org_role: 'reviewer' }));
    expect(claims?.org_role).toBe('reviewer');
  });

  it('rejects expired, tampered, foreign and garbage tokens', async () => {
    const tokens = createTokenService(secret, 3600, 'Scriptloom');
    const expired = await createTokenService(secret, -10, 'Scriptloom').issue(user);
    const foreign = await createTokenService('another secret, also long enough!!', 3600, 'Scriptloom').issue(user);
    const otherIssuer = await createTokenService(secret, 3600, 'Elsewhere').issue(user);
    const good = await tokens.issue(user);
    const [h, p, s] = good.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = [h, Buffer.from(JSON.stringify({ ...payload, tv: 4 })).toString('base64url'), s].join('.');
    for (const token of [expired, foreign, otherIssuer, tampered, 'garbage', '']) {
      expect(await tokens.verify(token)).toBeUndefined();
    }
  });

  describe('remembering verified tokens', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('checks a signature once, then answers the same token from memory', async () => {
      const tokens = createTokenService(secret, 3600, 'Scriptloom');
      const token = await tokens.issue(user);
      const checks = vi.spyOn(crypto.subtle, 'verify');
      const first = await tokens.verify(token);
      const again = await tokens.verify(token);
      expect(again).toEqual(first);
      expect(again?.tv).toBe(3);
      expect(checks).toHaveBeenCalledTimes(1);
    });

    it('refuses a remembered token once it expires', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
      const tokens = createTokenService(secret, 60, 'Scriptloom');
      const token = await tokens.issue(user);
      expect(await tokens.verify(token)).toBeDefined();
      vi.setSystemTime(new Date('2030-01-01T00:00:59Z'));
      expect(await tokens.verify(token)).toBeDefined();
      vi.setSystemTime(new Date('2030-01-01T00:01:00Z'));
      expect(await tokens.verify(token)).toBeUndefined();
      expect(await tokens.verify(token)).toBeUndefined();
    });

    it('still refuses a tampered copy of a remembered token', async () => {
      const tokens = createTokenService(secret, 3600, 'Scriptloom');
      const good = await tokens.issue(user);
      expect(await tokens.verify(good)).toBeDefined();
      const [h, p, sig] = good.split('.');
      const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const tampered = [h, Buffer.from(JSON.stringify({ ...payload, tv: 4 })).toString('base64url'), sig].join('.');
      expect(await tokens.verify(tampered)).toBeUndefined();
    });
  });

  it('maps a user to the stored userInfo', () => {
    expect(toUserInfo(user)).toEqual({
      id: user.id,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      org_role: null,
      email_verified: false,
    });
  });
});
