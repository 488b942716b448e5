import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { devOutboxServed, localBaseUrl, mailDeliveryNotice } from '../../src/mail/dev-outbox.js';
import { isLoopbackHost } from '../../src/http/local-request.js';

const config = (env: Record<string, string> = {}) => loadConfig(env as NodeJS.ProcessEnv);

describe('where the server listens and where mail goes', () => {
  it('binds to loopback unless HOST says otherwise', () => {
    expect(config().host).toBe('127.0.0.1');
    expect(config({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('serves the dev outbox only without SMTP and outside production', () => {
    expect(devOutboxServed(config())).toBe(true);
    expect(devOutboxServed(config({ NODE_ENV: 'production' }))).toBe(false);
    expect(devOutboxServed(config({ SMTP_URL: 'smtp://mail.example.com:587' }))).toBe(false);
  });

  it('says at start-up where mail goes, without the SMTP password', () => {
    const smtp = mailDeliveryNotice(config({ SMTP_URL: 'smtp://user:s3cret-pass@mail.example.com:587' }));
    expect(smtp).toContain('smtp://mail.example.com:587');
    expect(smtp).not.toContain('s3cret-pass');
    expect(smtp).not.toContain('user');

    expect(mailDeliveryNotice(config({ PORT: '9001' }))).toContain('http://127.0.0.1:9001/api/dev/mailbox?to=EMAIL');
    expect(mailDeliveryNotice(config({ NODE_ENV: 'production' }))).toMatch(/NOT delivered.*SMTP_URL/);
  });

  it('gives a local address for any bound interface', () => {
    expect(localBaseUrl({ host: '0.0.0.0', port: 80 })).toBe('http://127.0.0.1:80');
    expect(localBaseUrl({ host: '::1', port: 80 })).toBe('http://[::1]:80');
    expect(localBaseUrl({ host: '127.0.0.1', port: 8080 })).toBe('http://127.0.0.1:8080');
  });

  it('takes a Host header for this machine only when it names loopback', () => {
    for (const host of [
      'localhost',
      'LOCALHOST:80',
      'localhost.',
      'app.localhost:5173',
      '127.0.0.1',
      '127.255.0.9:8080',
      '[::1]',
      '[::1]:8080',
      '[::ffff:127.0.0.1]:80',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      '',
      'evil.example',
      '127.0.0.1.evil.example',
      '127.evil.example',
      '127.0.0.256',
      'localhost.evil.example',
      '[2001:db8::1]',
      '10.0.0.1:8080',
      '[::2]',
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});
