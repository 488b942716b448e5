import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { codeFrom, createTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
    mailFrom: 'Scriptloom <hello@scriptloom.test>',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the signup code to the SMTP server, and the code confirms the account', async () => {
    const email = uniqueEmail('smtp');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: 'long enough 1', first_name: 'Sam' },
    });
    expect(res.statusCode).toBe(201);
    const deadline = Date.now() + 15_000;
    while (!smtp.received.some((m) => m.to.includes(email)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('hello@scriptloom.test');
    expect(mail!.raw).toContain('Subject: Confirm your Scriptloom email address');
    const code = codeFrom({ text: mail!.raw });
    const confirm = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    expect(confirm.statusCode).toBe(200);
  });

  it('has no dev mailbox when SMTP is configured', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
  });
});
