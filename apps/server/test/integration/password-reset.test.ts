import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@scriptloom/db';
import {
  bearer,
  createTestApp,
  resetTokenFrom,
  signUpVerified,
  uniqueEmail,
  type TestApp,
} from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://app.scriptloom.test' });
});
afterAll(() => t?.close());

const askReset = (email: string) =>
  t.request({ method: 'POST', url: '/api/login/reset-password-link', payload: { email } });
const confirm = (token: string, password: string) =>
  t.request({ method: 'POST', url: '/api/login/confirm-reset-password', payload: { token, password } });
const isResetMail = (m: { subject: string }) => m.subject.startsWith('Reset your');

describe('password reset', () => {
  it('mails a link; the link sets a new password once and signs out older sessions', async () => {
    const { email, password, token: oldToken } = await signUpVerified(t);
    const res = await askReset(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toContain(email);
    const mail = await t.waitForMail(email, isResetMail);
    expect(mail.text).toContain('https://app.scriptloom.test/auth/reset-password?token=');
    const token = resetTokenFrom(mail);

    const done = await confirm(token, 'brand new secret 9');
    expect(done.statusCode).toBe(200);
    expect(done.json().success).toBe('Your password has been reset. Sign in with the new password.');

    expect((await t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password } })).statusCode).toBe(
      401,
    );
    const fresh = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: 'brand new secret 9' },
    });
    expect(fresh.statusCode).toBe(200);
    const old = await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(oldToken) });
    expect(old.statusCode).toBe(401);

    const reused = await confirm(token, 'another secret 10');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: 'This reset link has already been used. Ask for a new one.',
      code: 'INVALID_TOKEN',
    });
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const { email, password } = await signUpVerified(t);
    await askReset(email);
    const token = resetTokenFrom(await t.waitForMail(email, isResetMail));
    await t.runtime.database.db.update(schema.passwordResets).set({ expires_at: new Date(Date.now() - 1000) });
    const res = await confirm(token, 'brand new secret 9');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This reset link has expired. Ask for a new one.');
    expect((await t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a made-up token and a short password', async () => {
    const bogus = await confirm('x'.repeat(43), 'brand new secret 9');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error).toBe('This reset link is not valid. Ask for a new one.');
    const short = await confirm('x'.repeat(43), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await askReset(email);
    expect(res.statusCode).toBe(200);
    const box = await t.request({ method: 'GET', url: `/api/dev/mailbox?to=${email}` });
    expect(box.json()).toEqual([]);
  });
});
