import { describe, expect, it } from 'vitest';
import { orgRoleFromToken, webRoleOf } from '../../src/shared/session/token-role';
import { sessionStarted, tokenReplaced, userSlice, type UserState } from '../../src/shared/session/user-slice';

/** A token shaped like the server's (the signature is never checked in the browser). */
const tokenWith = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub: 'u1', email: 'a@example.test', tv: 0, ...claims })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('signature')
    .join('.');

const user = {
  id: 'u1',
  email: 'a@example.test',
  first_name: 'Ada',
  last_name: '',
  org_role: null,
  email_verified: true,
};

describe('the role in the browser comes from the token (docs/product.md#session-in-the-browser)', () => {
  it('reads the org_role claim, and takes user when there is none', () => {
    expect(orgRoleFromToken(tokenWith({ org_role: 'qa' }))).toBe('qa');
    expect(webRoleOf(tokenWith({ org_role: 'reviewer' }))).toBe('reviewer');
    expect(webRoleOf(tokenWith({ org_role: null }))).toBe('user');
    expect(webRoleOf(tokenWith({ org_role: 'member' }))).toBe('user');
    expect(webRoleOf('not a token')).toBe('user');
    expect(webRoleOf(null)).toBe('user');
    // Non-ASCII claims survive the base64url decoding.
    expect(orgRoleFromToken(tokenWith({ email: 'zoë@example.test', org_role: 'admin' }))).toBe('admin');
  });

  it('keeps the stored user in step with each new token', () => {
    const signedOut: UserState = { userInfo: null, token: null, endReason: null };
    const started = userSlice.reducer(
      signedOut,
      sessionStarted({ token: tokenWith({ org_role: 'reviewer' }), user: { ...user, org_role: null } }),
    );
    expect(started.userInfo?.org_role).toBe('reviewer');
    const founded = userSlice.reducer(
      { ...started, userInfo: { ...user } },
      tokenReplaced(tokenWith({ org_role: 'admin' })),
    );
    expect(founded.userInfo?.org_role).toBe('admin');
  });
});
