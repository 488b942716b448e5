import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/*
 * Unexpected errors go to an error-reporting service when SENTRY_DSN names one (lib/error-reports.ts).
 * A local stand-in takes the envelopes the SDK sends, as Sentry or GlitchTip would; the test reads
 * what arrived: the error, where it happened, and nothing of the request or the person.
 */
let t: TestApp;
let standIn: http.Server;
const received: { path: string; body: string }[] = [];

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp(
    { sentryDsn: `http://publickey@127.0.0.1:${port}/42` },
    {
      beforeReady: (app) => {
        // A failure like a database error's: its message carries what was sent with the query.
        app.post('/test/boom/:id', async () => {
          throw new Error('insert failed\nparams: person@example.com,Dear diary');
        });
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => standIn?.close(resolve));
});

/** The envelope's items: header line, then item header and payload pairs. */
function envelopeItems(body: string): { type: string; payload: Record<string, unknown> }[] {
  const lines = body.split('\n').filter(Boolean);
  const items: { type: string; payload: Record<string, unknown> }[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    items.push({ type: (JSON.parse(lines[i]!) as { type: string }).type, payload: JSON.parse(lines[i + 1]!) });
  }
  return items;
}

describe('error reports', () => {
  it('sends an unexpected request error with its route and nothing of the request or the person', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/test/boom/7f1c?email=person@example.com',
      headers: { authorization: 'Bearer secret-token-value', cookie: 'session=abc' },
      payload: { text: 'Dear diary, my private words' },
    });
    expect(res.statusCode).toBe(500);
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.path.split('?')[0]).toBe('/api/42/envelope/');
    const events = envelopeItems(sent!.body).filter((item) => item.type === 'event');
    expect(events).toHaveLength(1);
    const event = events[0]!.payload as {
      exception: { values: { type: string; value: string; stacktrace?: { frames: unknown[] } }[] };
      tags: Record<string, string>;
      request?: unknown;
      user?: unknown;
    };
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'insert failed' });
    expect(event.exception.values[0]!.stacktrace?.frames.length).toBeGreaterThan(0);
    expect(event.tags).toMatchObject({ kind: 'request', where: 'POST /test/boom/:id' });
    expect(event.request).toBeUndefined();
    expect(event.user).toBeUndefined();
    for (const secret of ['person@example.com', 'Dear diary', 'secret-token-value', 'session=abc', '7f1c']) {
      expect(sent!.body).not.toContain(secret);
    }
  });

  it('sends nothing for a refusal that is the caller\u2019s (a 401)', async () => {
    const before = received.length;
    const res = await t.request({ method: 'GET', url: '/api/up/details/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(401);
    await t.runtime.ctx.reports.flush();
    expect(received.length).toBe(before);
  });
});
