import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app.js';

/** The dev outbox holds reset links and codes for everyone: it must answer this machine only. */
describe('dev outbox', () => {
  let t: TestApp;
  const email = uniqueEmail('outbox');
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.request({
      method: 'POST',
      url: '/api/login/reset-password-link',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const mailbox = (extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`, ...extra });

  it('answers a request from this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await mailbox({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('is not there for anyone else', async () => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.5', '2001:db8::1']) {
      const res = await mailbox({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json()).toEqual({ error: 'No such route: GET /api/dev/mailbox', code: 'NOT_FOUND' });
    }
  });

  it('is not there for a request whose Host names another machine (DNS rebinding)', async () => {
    // A page of evil.example whose name resolves to 127.0.0.1: the browser connects from this
    // machine but says which site it thinks it talks to.
    for (const host of [
      'evil.example',
      'evil.example:8080',
      '127.0.0.1.evil.example',
      '127.evil.example:8080',
      'localhost.evil.example',
      '[2001:db8::1]:8080',
    ]) {
      const res = await mailbox({ headers: { host } });
      expect(res.statusCode, host).toBe(404);
      expect(res.json()).toEqual({ error: 'No such route: GET /api/dev/mailbox', code: 'NOT_FOUND' });
    }
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080', '127.1.2.3', '[::1]:8080', 'app.localhost']) {
      const res = await mailbox({ headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('asks for the address whose mail to show', async () => {
    for (const url of ['/api/dev/mailbox', '/api/dev/mailbox?to=', '/api/dev/mailbox?to=%20']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: 'to: Give the address whose mail to show: ?to=EMAIL.',
        fields: [{ field: 'to', message: 'Give the address whose mail to show: ?to=EMAIL.' }],
      });
    }
    // With it, that address's mail: a sign-up's confirmation code, once its job has sent it.
    const newcomer = uniqueEmail('outbox-newcomer');
    const signup = await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email: newcomer, password: TEST_PASSWORD, first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await t.waitForMail(newcomer)).to).toBe(newcomer);
  });

  it('is not there for a request a proxy on this machine forwarded', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const headers of forwarded) {
      const res = await mailbox({ headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('dev outbox elsewhere', () => {
  it('does not exist in production mode, even without SMTP and from this machine', async () => {
    const t = await createTestApp({ production: true });
    try {
      const res = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=a@example.test' });
      expect(res.statusCode).toBe(404);
      const docs = (await t.request({ method: 'GET', url: '/api/docs' })).json();
      expect(docs.paths).not.toHaveProperty(['/api/dev/mailbox']);
    } finally {
      await t.close();
    }
  });

  it('does not exist when mail goes through SMTP', async () => {
    const t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=a@example.test' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
