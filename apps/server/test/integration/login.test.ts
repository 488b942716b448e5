import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeFrom, createTestApp, signUpVerified, uniqueEmail, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password } });

describe('POST /api/v1/login', () => {
  it('signs in with the right password and returns a token with the org_role claim', async () => {
    const { email, password } = await signUpVerified(t);
    const res = await login(email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, email_verified: true, org_role: null });
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ email, org_role: null, sub: body.user.id });
    const profile = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const { email } = await signUpVerified(t);
    const wrong = await login(email, 'not the password');
    const unknown = await login(uniqueEmail('nobody'), 'whatever 123');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Incorrect email or password.', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('lets an unverified account in, marked unverified so the app can ask to verify', async () => {
    const email = uniqueEmail('unverified');
    await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: 'long enough 1', first_name: 'U' },
    });
    const res = await login(email, 'long enough 1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email_verified).toBe(false);
    const status = await t.request({
      method: 'GET',
      url: '/api/user/email-verification',
      headers: bearer(res.json().token),
    });
    expect(status.json()).toEqual({ email, email_verified: false });
  });

  it('rate-limits repeated failures for an account, even with the right password afterwards', async () => {
    const { email, password } = await signUpVerified(t);
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong ${i} guess`)).statusCode).toBe(401);
    const blocked = await login(email, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringContaining('Too many failed sign-in attempts'),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/login', payload: { email: 'a@b.test' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('password: Enter your password.');
  });
});

describe('two-step sign-in', () => {
  it('needs a verified email to be turned on', async () => {
    const email = uniqueEmail('twostep-unverified');
    await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: 'long enough 1', first_name: 'U' },
    });
    const { token } = (await login(email, 'long enough 1')).json();
    const res = await t.request({
      method: 'POST',
      url: '/api/user/two-step',
      headers: bearer(token),
      payload: { enabled: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('mails a code after the password and signs in only with that code, once', async () => {
    const { email, password, token } = await signUpVerified(t);
    const on = await t.request({
      method: 'POST',
      url: '/api/user/two-step',
      headers: bearer(token),
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({ two_step_enabled: true });

    const first = await login(email, password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ verify_required: true, challenge_id: expect.any(String) });
    expect(first.json().token).toBeUndefined();
    const { challenge_id } = first.json();
    const code = codeFrom(await t.waitForMail(email, (m) => m.subject.includes('sign-in code')));

    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/login/verify',
      payload: { challenge_id, code: code === '999999' ? '000000' : '999999' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CODE');

    const ok = await t.request({ method: 'POST', url: '/api/v1/login/verify', payload: { challenge_id, code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);

    const reused = await t.request({ method: 'POST', url: '/api/v1/login/verify', payload: { challenge_id, code } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('EXPIRED_CODE');
  });

  it('refuses an unknown challenge', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/login/verify',
      payload: { challenge_id: '00000000-0000-4000-8000-000000000000', code: '123456' },
    });
    expect(res.statusCode).toBe(400);
    const malformed = await t.request({
      method: 'POST',
      url: '/api/v1/login/verify',
      payload: { challenge_id: 'x', code: '123456' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
  });
});
