import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { devOutboxServed, localBaseUrl, mailDeliveryNotice } from '../../src/mail/dev-outbox.js';

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
});
