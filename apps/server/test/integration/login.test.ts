import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDRESS_RULE, PAIR_RULE } from '../../src/services/auth/sign-in-throttle.js';
import { bearer, codeFrom, createTestApp, signUpVerified, uniqueEmail, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string, from: { ip?: string; cookie?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    remoteAddress: from.ip ?? '127.0.0.1',
    headers: from.cookie ? { cookie: from.cookie } : {},
  });

/** Each test signs in from its own addresses, so their failures never add up. */
let addresses = 0;
const newAddress = () => `10.1.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

const cookieFrom = (res: { headers: Record<string, unknown> }) => {
  const header = String(res.headers['set-cookie'] ?? '');
  return header.split(';')[0]!;
};

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

  it('validates the body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/login', payload: { email: 'a@b.test' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('password: Enter your password.');
  });
});

describe('sign-in throttling', () => {
  // Only `Date` is faked, and only once the account exists (signing up waits for mail): then the
  // clock stands still unless a test moves it, so how long the shared machine takes over a
  // request cannot use up a wait.
  const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  afterEach(() => {
    vi.useRealTimers();
  });
  const letTimePass = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('slows the pair that failed, before the password is checked, with a clear 429', async () => {
    const { email, password } = await signUpVerified(t);
    freezeClock();
    const ip = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong ${i} guess`, { ip })).statusCode).toBe(401);
    const right = await login(email, password, { ip });
    const wrong = await login(email, 'wrong again', { ip });
    for (const res of [right, wrong]) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
    }
    // A throttled guess learns nothing: right and wrong passwords get the same answer.
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual({
      code: 'RATE_LIMITED',
      error: 'Too many failed sign-in attempts. Try again in 1 second, or reset your password.',
    });
  });

  it('never slows the owner on another address', async () => {
    const { email, password } = await signUpVerified(t);
    freezeClock();
    const attacker = newAddress();
    for (let i = 0; i < 12; i++) await login(email, `guess ${i}`, { ip: attacker });
    expect((await login(email, password, { ip: attacker })).statusCode).toBe(429);
    expect((await login(email, password, { ip: newAddress() })).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to a cap, and a success clears the pair', async () => {
    const { email, password } = await signUpVerified(t);
    freezeClock();
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await login(email, `wrong ${i}`, { ip });
    for (const wait of [1, 2, 4, 8]) {
      const early = await login(email, 'too soon', { ip });
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe(String(wait));
      letTimePass(wait * 1000 - 1);
      expect((await login(email, 'still too soon', { ip })).statusCode).toBe(429);
      letTimePass(1);
      expect((await login(email, `guess after ${wait} s`, { ip })).statusCode).toBe(401);
    }
    for (let i = 0; i < 12; i++) {
      letTimePass(PAIR_RULE.capMs);
      await login(email, `patient guess ${i}`, { ip });
    }
    expect((await login(email, 'too soon', { ip })).headers['retry-after']).toBe(String(PAIR_RULE.capMs / 1000));
    letTimePass(PAIR_RULE.capMs);
    expect((await login(email, password, { ip })).statusCode).toBe(200);
    // Forgiven: the free tries are back.
    for (let i = 0; i < 5; i++) expect((await login(email, `fresh ${i}`, { ip })).statusCode).toBe(401);
    expect((await login(email, 'too soon', { ip })).statusCode).toBe(429);
  });

  it('lets only the free tries through when guesses arrive at once', async () => {
    const { email } = await signUpVerified(t);
    freezeClock();
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `parallel ${i}`, { ip })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('slows an address that sprays many accounts, except for accounts this browser signed in to', async () => {
    const { email, password } = await signUpVerified(t);
    freezeClock();
    const office = newAddress();
    const signedIn = await login(email, password, { ip: office });
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieFrom(signedIn);
    expect(cookie).toMatch(/^scriptloom_known_sign_in=[0-9a-f]{32}$/);
    expect(String(signedIn.headers['set-cookie'])).toMatch(
      /; Path=\/api\/v1\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );

    const sprayed = await Promise.all(
      Array.from({ length: ADDRESS_RULE.free }, () => login(uniqueEmail('sprayed'), 'Summer2024!', { ip: office })),
    );
    expect(sprayed.every((r) => r.statusCode === 401)).toBe(true);
    const next = await login(uniqueEmail('sprayed'), 'Summer2024!', { ip: office });
    expect(next.statusCode).toBe(429);
    // The owner's browser, which signed in from here before, is not held up ...
    expect((await login(email, password, { ip: office, cookie })).statusCode).toBe(200);
    // ... a made-up proof does not help ...
    const forged = `scriptloom_known_sign_in=${'ab'.repeat(16)}`;
    expect((await login(email, password, { ip: office, cookie: forged })).statusCode).toBe(429);
    // ... and other addresses are not affected at all.
    expect((await login(email, password, { ip: newAddress() })).statusCode).toBe(200);
  });

  it('keeps the two-step code limit of its own', async () => {
    const { email, password, token } = await signUpVerified(t);
    await t.request({ method: 'POST', url: '/api/user/two-step', headers: bearer(token), payload: { enabled: true } });
    const ip = newAddress();
    const first = await login(email, password, { ip });
    const { challenge_id } = first.json();
    const code = codeFrom(await t.waitForMail(email, (m) => m.subject.includes('sign-in code')));
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < 5; i++) {
      await t.request({ method: 'POST', url: '/api/v1/login/verify', payload: { challenge_id, code: wrong } });
    }
    const blocked = await t.request({ method: 'POST', url: '/api/v1/login/verify', payload: { challenge_id, code } });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toBe('Too many wrong codes. Ask for a new code.');
    // Wrong codes are not failed sign-ins: the password still gets through from here.
    expect((await login(email, password, { ip })).statusCode).toBe(200);
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
