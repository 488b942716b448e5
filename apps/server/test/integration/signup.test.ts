import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, usersRepo } from '@scriptloom/db';
import { resendVerificationJob } from '../../src/queue/job-definitions.js';
import { bearer, codeFrom, createTestApp, uniqueEmail, waitForJobs, type TestApp } from '../support/test-app.js';

const CODE_NOT_ACCEPTED = {
  error: 'That code is not right, or it no longer works. Check the email address and the code, or ask for a new code.',
  code: 'INVALID_CODE',
};

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
    // The notice names what the mail holds: a code to enter, not a link to follow.
    expect(res.json()).toEqual({
      success: `Almost done: we sent a message to ${email}. Enter the 6-digit code from it here to finish setting up your account.`,
      email,
    });
    const mail = await t.waitForMail(email);
    expect(mail.subject).toBe('Confirm your Scriptloom email address');
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    const row = await usersRepo(t.runtime.database.db).findByEmail(email);
    expect(row?.email_verified_at).toBeNull();
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain('long enough 1');
  });

  it('answers a taken address exactly like a new one, and mails its owner a note instead of a code', async () => {
    const email = uniqueEmail('dup');
    const first = await signup({ email, password: 'long enough 1', first_name: 'A' });
    expect(first.statusCode).toBe(201);
    await t.waitForMail(email, (m) => m.subject.startsWith('Confirm'));
    const again = await signup({ email: email.toUpperCase(), password: 'another one 2', first_name: 'B' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());

    const note = await t.waitForMail(email, (m) => m.subject.startsWith('Someone tried'));
    expect(note.text).toContain('which already has one');
    expect(note.text).toContain('/auth/forgot-password');
    // The account is untouched: the first password still works, the second does not.
    const login = (password: string) =>
      t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: '10.9.9.9' });
    expect((await login('another one 2')).statusCode).toBe(401);
    expect((await login('long enough 1')).statusCode).toBe(200);
  });

  it.each([
    ['a common password', 'password1', 'this is a commonly used password'],
    ['one built from the email', 'grace.hopper1', 'mostly your name, your email address'],
    ['one built from the name', 'GraceHopper!', 'mostly your name, your email address'],
    ['the product name', 'Scriptloom2024', 'mostly your name, your email address or Scriptloom'],
  ])('refuses %s, names the field and says why', async (_label, password, why) => {
    const email = uniqueEmail('grace.hopper');
    const res = await signup({ email, password, first_name: 'Grace', last_name: 'Hopper' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({
      error: expect.stringContaining(why),
      code: 'WEAK_PASSWORD',
      fields: [{ field: 'password', message: body.error }],
    });
    expect(body.error).toMatch(/^This password is too easy to guess: .+\. [A-Z].+\.$/);
    expect(await usersRepo(t.runtime.database.db).findByEmail(email)).toBeUndefined();
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
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(CODE_NOT_ACCEPTED);
  });

  it('counts wrong codes and blocks the code after five', async () => {
    const email = uniqueEmail('wrong');
    await signup({ email, password: 'long enough 1', first_name: 'G' });
    const code = codeFrom(await t.waitForMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/signup/confirm-email',
        payload: { email, code: wrong },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(CODE_NOT_ACCEPTED);
    }
    const right = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(CODE_NOT_ACCEPTED);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    await signup({ email, password: 'long enough 1', first_name: 'G' });
    const code = codeFrom(await t.waitForMail(email));
    await t.runtime.database.db.update(schema.emailCodes).set({ expires_at: new Date(Date.now() - 1000) });
    const res = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CODE_NOT_ACCEPTED);
  });

  it('answers an unknown, an unconfirmed and a confirmed address alike', async () => {
    const confirmed = uniqueEmail('confirmed');
    await signup({ email: confirmed, password: 'long enough 1', first_name: 'G' });
    const code = codeFrom(await t.waitForMail(confirmed));
    await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email: confirmed, code } });
    const pending = uniqueEmail('pending');
    await signup({ email: pending, password: 'long enough 1', first_name: 'G' });
    const pendingCode = codeFrom(await t.waitForMail(pending));
    const guess = pendingCode === '123456' ? '654321' : '123456';
    for (const email of [uniqueEmail('nobody'), pending, confirmed]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/signup/confirm-email',
        payload: { email, code: guess },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(CODE_NOT_ACCEPTED);
    }
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
    expect(unknown.json()).toEqual(CODE_NOT_ACCEPTED);
  });
});

describe('POST /api/signup/resend-verification-email', () => {
  const resend = (email: string, token?: string) =>
    t.request({
      method: 'POST',
      url: '/api/signup/resend-verification-email',
      payload: { email },
      headers: token ? bearer(token) : {},
    });

  it('answers a stranger the same for unknown, unconfirmed and confirmed addresses', async () => {
    const confirmed = uniqueEmail('resend-confirmed');
    await signup({ email: confirmed, password: 'long enough 1', first_name: 'G' });
    const code = codeFrom(await t.waitForMail(confirmed));
    await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email: confirmed, code } });
    const pending = uniqueEmail('resend-pending');
    await signup({ email: pending, password: 'long enough 1', first_name: 'G' });
    await t.waitForMail(pending);

    const unknown = uniqueEmail('ghost');
    // Within the cool-down for `pending`: still the same answer, the job just sends nothing.
    const answers = await Promise.all([unknown, pending, confirmed].map((email) => resend(email)));
    for (const [i, email] of [unknown, pending, confirmed].entries()) {
      expect(answers[i]!.statusCode).toBe(200);
      expect(answers[i]!.json()).toEqual({
        success: `If ${email} has an account waiting for confirmation, a new code is on its way.`,
      });
    }
    await waitForJobs(t, resendVerificationJob.name);
    const mailbox = async (email: string) =>
      (await t.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json();
    expect(await mailbox(unknown)).toEqual([]);
    expect(await mailbox(pending)).toHaveLength(1);
    expect(await mailbox(confirmed)).toHaveLength(1);
  });

  it('sends a new code that replaces the old one, once the cool-down has passed', async () => {
    const email = uniqueEmail('resend');
    await signup({ email, password: 'long enough 1', first_name: 'G' });
    const oldCode = codeFrom(await t.waitForMail(email));
    // Pretend the first code is older than the cool-down.
    await t.runtime.database.db.update(schema.emailCodes).set({ created_at: new Date(Date.now() - 60_000) });
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    const mail = await t.waitForMail(email, (m) => codeFrom(m) !== oldCode);

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
  });

  it('tells the signed-in owner of the address the truth: wait, or already confirmed', async () => {
    const email = uniqueEmail('resend-owner');
    await signup({ email, password: 'long enough 1', first_name: 'G' });
    const code = codeFrom(await t.waitForMail(email));
    const { token } = (
      await t.request({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email, password: 'long enough 1' },
        remoteAddress: '10.9.9.8',
      })
    ).json();

    const soon = await resend(email, token);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringContaining('Please wait') });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else's token (or none) gets the stranger's answer.
    expect((await resend(email)).statusCode).toBe(200);

    const confirmed = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    const done = await resend(email, confirmed.json().token);
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe('This email address is already confirmed.');
  });
});
