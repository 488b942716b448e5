import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { UserProfile } from '@scriptloom/contracts';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/v1/user/profile', () => {
  it('returns the profile in the contract shape with plan and usage', async () => {
    const { token, email } = await signUpVerified(t);
    const res = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const profile = UserProfile.parse(res.json());
    expect(profile).toMatchObject({
      email,
      first_name: 'Ada',
      plan: 'free',
      transcript_used: 0,
      transcript_total: 40,
      email_verified: true,
      org_role: null,
    });
  });

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['a garbage token', { authorization: 'Bearer not.a.jwt' }],
  ])('answers 401 with %s', async (_label, headers) => {
    const res = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for an expired token and for one signed with another key', async () => {
    const { token } = await signUpVerified(t);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const sign = (secret: string, exp: number) =>
      new SignJWT({ email: claims.email, org_role: null, tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(claims.iss)
        .setIssuedAt(exp - 3600)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(t.runtime.ctx.secret, now - 60);
    const forged = await sign('another secret that is long enough to use', now + 3600);
    const valid = await sign(t.runtime.ctx.secret, now + 3600);
    for (const tok of [expired, forged]) {
      expect((await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(tok) })).statusCode).toBe(
        401,
      );
    }
    expect((await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(valid) })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/user/profile', () => {
  it('updates the fields sent, trims them, and answers with the success text', async () => {
    const { token } = await signUpVerified(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: {
        first_name: '  Grace ',
        podcast_name: 'Compilers Weekly',
        company_name: 'Navy',
        bio: 'Talks about code.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 'Profile updated successfully.',
      profile: {
        first_name: 'Grace',
        last_name: 'Lovelace',
        podcast_name: 'Compilers Weekly',
        bio: 'Talks about code.',
      },
    });
    const again = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
    expect(again.json().company_name).toBe('Navy');
  });

  it.each([
    ['an empty body', {}, 'Nothing to update'],
    ['an empty first name', { first_name: '' }, 'First name cannot be empty.'],
    ['a bio over 2000 characters', { bio: 'x'.repeat(2001) }, 'At most 2000 characters.'],
    ['a field that is not in the profile', { email: 'new@x.test' }, 'Unrecognized key'],
    ['a number for a name', { first_name: 42 }, 'first_name'],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const { token } = await signUpVerified(t);
    const res = await t.request({ method: 'POST', url: '/api/user/profile', headers: bearer(token), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    const profile = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
    expect(profile.json().first_name).toBe('Ada');
  });

  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'POST', url: '/api/user/profile', payload: { first_name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('changes the password, returns a new token, and retires tokens issued before', async () => {
    const { email, password, token } = await signUpVerified(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { current_password: password, new_password: 'a new one 42' },
    });
    expect(res.statusCode).toBe(200);
    const { token: newToken, success } = res.json();
    expect(success).toContain('Your password has been changed');

    const old = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
    expect(old.statusCode).toBe(401);
    const current = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(newToken) });
    expect(current.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: 'a new one 42' },
    });
    expect(login.statusCode).toBe(200);
    await t.waitForMail(email, (m) => m.subject.includes('password was changed'));
  });

  it('refuses a wrong current password with 400 (not 401, which would sign the user out)', async () => {
    const { token } = await signUpVerified(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { current_password: 'not it at all', new_password: 'a new one 42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Your current password is not correct.', code: 'INVALID_CREDENTIALS' });
    expect((await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a weak or unchanged new password', async () => {
    const { token, password } = await signUpVerified(t);
    const weak = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { current_password: password, new_password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const same = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { current_password: password, new_password: password },
    });
    expect(same.statusCode).toBe(400);
  });
});

describe('GET /api/user/email-verification', () => {
  it('tells whether the address is confirmed', async () => {
    const { token, email } = await signUpVerified(t);
    const res = await t.request({ method: 'GET', url: '/api/user/email-verification', headers: bearer(token) });
    expect(res.json()).toEqual({ email, email_verified: true });
    expect((await t.request({ method: 'GET', url: '/api/user/email-verification' })).statusCode).toBe(401);
  });
});
