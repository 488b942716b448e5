import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@scriptloom/db';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';
import { multipart, toneMp3 } from '../support/media-files.js';
import { onPostgresPass } from '../support/test-database.js';

/** A real listening server (fastify.inject has no sockets), with bodies cut off after 1 s of silence. */
const IDLE_MS = 1000;
let t: TestApp;
let dataDir: string;
let port: number;
let token: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-idle-'));
  t = await createTestApp({
    mediaDir: path.join(dataDir, 'media'),
    workDir: path.join(dataDir, 'work'),
    uploadIdleTimeoutMs: IDLE_MS,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  token = (await signUpVerified(t)).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw client: sends `head`, then each piece of `body` `gapMs` apart, and collects the answer. */
function rawRequest(head: string, body: Buffer[], gapMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += d.toString()));
  socket.on('error', () => {}); // a reset is one of the outcomes under test
  const closed = new Promise<number>((resolve) => {
    const opened = Date.now();
    socket.on('close', () => resolve(Date.now() - opened));
  });
  void (async () => {
    socket.write(head);
    for (const piece of body) {
      if (socket.destroyed) return;
      socket.write(piece);
      await sleep(gapMs);
    }
  })();
  return { closed, answer: () => answer, end: () => socket.destroy() };
}

/** Files under the media folder (partial ones included). */
const filesUnder = (sub: string) => {
  const root = path.join(dataDir, 'media', sub);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) =>
    fs.statSync(path.join(root, p)).isFile(),
  );
};

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

async function signedUrl() {
  const res = await t.request({ method: 'GET', url: '/api/s2t/upload_url?file_name=a.mp3', headers: bearer(token) });
  return res.json() as { url: string; key: string };
}

const putHead = (url: string, length: number) =>
  `PUT ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`;

describe.skipIf(onPostgresPass)('upload bodies that go silent', () => {
  it('a signed PUT that stops sending is cut off and its partial file removed', async () => {
    const { url, key } = await signedUrl();
    const client = rawRequest(putHead(url, 1_000_000), [Buffer.alloc(50_000, 1)], 0);
    const folder = path.dirname(key);
    expect(await until(() => filesUnder(folder).length > 0)).toBe(true); // the partial is being written
    const after = await client.closed;
    expect(after).toBeGreaterThanOrEqual(IDLE_MS);
    expect(after).toBeLessThan(IDLE_MS + 15_000);
    expect(await until(() => filesUnder(folder).length === 0)).toBe(true);
  });

  it('a multipart upload that stops sending is cut off and leaves nothing', async () => {
    const body = multipart({ path: toneMp3(10) });
    const head =
      `POST /api/v1/up/save HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`;
    const client = rawRequest(head, [body.payload.subarray(0, body.payload.length / 2)], 0);
    expect(await until(() => filesUnder('tmp').length > 0)).toBe(true);
    const after = await client.closed;
    expect(after).toBeGreaterThanOrEqual(IDLE_MS);
    expect(after).toBeLessThan(IDLE_MS + 15_000);
    expect(await until(() => filesUnder('tmp').length === 0)).toBe(true);
    const multipartRows = async () =>
      (await t.runtime.database.db.select().from(schema.pendingUploads)).filter((r) => r.kind === 'multipart');
    expect(await until(async () => (await multipartRows()).length === 0)).toBe(true);
  });

  it('a slow but steady signed PUT is never cut off, however long it takes', async () => {
    const { url } = await signedUrl();
    // 24 pieces, 400 ms apart: about 10 idle periods end to end, never one of silence.
    const pieces = Array.from({ length: 24 }, () => Buffer.alloc(100, 7));
    const client = rawRequest(putHead(url, 2400), pieces, IDLE_MS * 0.4);
    expect(await until(() => client.answer().includes('\r\n\r\n'), 30_000)).toBe(true);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.answer()).toContain('"bytes":2400');
    client.end();
  });

  it('a slow but steady multipart upload is never cut off', async () => {
    const body = multipart({ path: toneMp3(4) });
    const head =
      `POST /api/v1/up/save HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`;
    const size = Math.ceil(body.payload.length / 12);
    const pieces = Array.from({ length: 12 }, (_, i) => body.payload.subarray(i * size, (i + 1) * size));
    const client = rawRequest(head, pieces, IDLE_MS * 0.5);
    expect(await until(() => client.answer().includes('\r\n\r\n'), 30_000)).toBe(true);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 201/);
    client.end();
  });
});
