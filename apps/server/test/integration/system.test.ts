import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('system routes', () => {
  it('GET /api/health names the database in use', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      product: 'Scriptloom',
      database: t.runtime.database.kind,
      role: 'all',
    });
  });

  it('GET /api/docs is an OpenAPI document generated from the contracts', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/signup',
      '/api/signup/confirm-email',
      '/api/signup/resend-verification-email',
      '/api/v1/login',
      '/api/v1/login/verify',
      '/api/login/reset-password-link',
      '/api/login/confirm-reset-password',
      '/api/v1/user/profile',
      '/api/user/profile',
      '/api/user/password',
      '/api/user/email-verification',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const signup = doc.paths['/api/v1/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'first_name']),
    );
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such route: GET /api/no/such/thing', code: 'NOT_FOUND' });
  });
});
