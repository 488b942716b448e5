import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, usersRepo } from '@scriptloom/db';
import { codeFrom, createTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signup = (payload: unknown) => t.request({ method: 'POST', url: '/api/v1/signup', payload: payload as object });

describe('POST /api/v1/signup', () => {
  it('creates an unverified account and mails a 6-digit code', async () => {
    const email = uniqueEmail('new');
    const res = await signup({ email, password: 'long enough 1', first_name: 'Grace', last_name: 'Hopper' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: expect.stringContaining(email), email });
    const mail = await t.waitForMail(email);
    expect(mail.subject).toBe('Confirm your Scriptloom email address');
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    const row = await usersRepo(t.runtime.database.db).findByEmail(email);
    expect(row?.email_verified_at).toBeNull();
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain('long enough 1');
  });

  it('refuses an email already in use, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await signup({ email, password: 'long enough 1', first_name: 'A' })).statusCode).toBe(201);
    const again = await signup({ email: email.toUpperCase(), password: 'another one 2', first_name: 'B' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', error: expect.stringContaining('already exists') });
  });

  it.each([
    [{ password: 'long enough 1', first_name: 'A' }, 'email', 'Enter your email address.'],
    [{ email: 'not-an-email', password: 'long enough 1', first_name: 'A' }, 'email', 'Enter a valid email address.'],
    [{ email: 'a@b.test', password: 'short', first_name: 'A' }, 'password', 'Passwords need at least 8 characters.'],
    [{ email: 'a@b.test', password: 'long enough 1' }, 'first_name', 'First name is required.'],
    [{ email: 'a@b.test', password: 'long enough 1', first_name: '   ' }, 'first_name', 'First name is required.'],
  ])('answers 400 with the field for %j', async (payload, field, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: `${field}: ${message}` });
  });

  it('answers 400 for malformed JSON and writes nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "x@y.test", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'MALFORMED_JSON' });
    expect(await usersRepo(t.runtime.database.db).findByEmail('x@y.test')).toBeUndefined();
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { 'content-type': 'text/csv' },
      payload: 'email,password',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /api/signup/confirm-email', () => {
  it('confirms with the mailed code, signs the user in, and the code works once', async () => {
    const email = uniqueEmail('confirm');
    await signup({ email, password: 'long enough 1', first_name: 'Grace' });
    const code = codeFrom(await t.waitForMail(email));
    const res = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 'Your email address is confirmed.',
      token: expect.any(String),
      user: { email, first_name: 'Grace', email_verified: true, org_role: null },
    });
    const again = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    expect(again.statusCode).toBe(409);
  });

  it('counts wrong codes and blocks the code after five', async () => {
    const email = uniqueEmail('wrong');
    await signup({ email, password: 'long enough 1', first_name: 'G' });
    const code = codeFrom(await t.waitForMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.request({
      method: 'POST',
      url: '/api/signup/confirm-email',
      payload: { email, code: wrong },
    });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'INVALID_CODE', error: expect.stringContaining('4 tries left') });
    for (let i = 0; i < 4; i++) {
      await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code: wrong } });
    }
    const right = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ error: 'Too many wrong codes. Ask for a new code.' });
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    await signup({ email, password: 'long enough 1', first_name: 'G' });
    const code = codeFrom(await t.waitForMail(email));
    await t.runtime.database.db.update(schema.emailCodes).set({ expires_at: new Date(Date.now() - 1000) });
    const res = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EXPIRED_CODE');
  });

  it('rejects a code of the wrong shape and an unknown email', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/signup/confirm-email',
      payload: { email: 'a@b.test', code: '12ab' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('code: Enter the 6-digit code from the email.');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/signup/confirm-email',
      payload: { email: uniqueEmail('nobody'), code: '123456' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_CODE');
  });
});

describe('POST /api/signup/resend-verification-email', () => {
  it('sends a new code that replaces the old one, at most every 30 s', async () => {
    const email = uniqueEmail('resend');
    await signup({ email, password: 'long enough 1', first_name: 'G' });
    const oldCode = codeFrom(await t.waitForMail(email));
    // Pretend the first code is older than the cool-down.
    await t.runtime.database.db.update(schema.emailCodes).set({ created_at: new Date(Date.now() - 60_000) });
    const res = await t.request({ method: 'POST', url: '/api/signup/resend-verification-email', payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toContain('new code');
    const mail = await t.waitForMail(email, (m) => codeFrom(m) !== oldCode);
    const soon = await t.request({ method: 'POST', url: '/api/signup/resend-verification-email', payload: { email } });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();

    if (codeFrom(mail) !== oldCode) {
      const stale = await t.request({
        method: 'POST',
        url: '/api/signup/confirm-email',
        payload: { email, code: oldCode },
      });
      expect(stale.statusCode).toBe(400);
    }
    const ok = await t.request({
      method: 'POST',
      url: '/api/signup/confirm-email',
      payload: { email, code: codeFrom(mail) },
    });
    expect(ok.statusCode).toBe(200);
    const done = await t.request({ method: 'POST', url: '/api/signup/resend-verification-email', payload: { email } });
    expect(done.statusCode).toBe(409);
  });

  it('answers the same for an unknown address', async () => {
    const email = uniqueEmail('ghost');
    const res = await t.request({ method: 'POST', url: '/api/signup/resend-verification-email', payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toContain(email);
  });
});
