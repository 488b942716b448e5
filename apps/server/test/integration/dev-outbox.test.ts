import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

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
