import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { sweepUploadsHandler } from '../../src/jobs/sweep-uploads.js';
import { createS3Storage, type S3Settings } from '../../src/storage/s3-storage.js';
import { createUrlSigner } from '../../src/storage/url-signer.js';
import { ObjectTooLargeError, type Storage } from '../../src/storage/storage.js';

import { bearer, createTestApp, signUpVerified } from '../support/test-app.js';

let server: S3rver;
let storage: Storage;
let dir: string;
let settings: S3Settings;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 'buckets'),
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  settings = {
    bucket: 'media',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  storage = createS3Storage({ ...settings, scratchDir: path.join(dir, 'scratch') }, createUrlSigner('test secret'));
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const text = async (s: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('S3-compatible storage', () => {
  it('writes, reads, lists and deletes objects', async () => {
    expect(await storage.write('files/u/1/a.txt', Readable.from(['hello ', 'bucket']))).toEqual({ bytes: 12 });
    expect(await text(await storage.read('files/u/1/a.txt'))).toBe('hello bucket');
    expect(await storage.exists('files/u/1/a.txt')).toBe(true);
    expect(await storage.exists('files/u/1/missing')).toBe(false);
    const local = await storage.localPath('files/u/1/a.txt');
    expect(fs.readFileSync(local.path, 'utf8')).toBe('hello bucket');
    await local.release();
    expect(fs.existsSync(local.path)).toBe(false);
    await storage.write('files/u/1/b.txt', Readable.from(['b']));
    await storage.deletePrefix('files/u/1');
    expect(await storage.exists('files/u/1/a.txt')).toBe(false);
    expect(await storage.exists('files/u/1/b.txt')).toBe(false);
  });

  it('refuses an object over the size limit and stores nothing', async () => {
    await expect(
      storage.write('files/u/big', Readable.from([Buffer.alloc(2000)]), { maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.exists('files/u/big')).toBe(false);
    expect(fs.readdirSync(path.join(dir, 'scratch', 'spool'))).toEqual([]);
  });

  it('presigned URLs let a browser PUT and GET directly', async () => {
    const putUrl = await storage.signedUploadUrl('uploads/u/x/ep.mp3', { ttlSeconds: 60, maxBytes: null });
    const put = await fetch(putUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: 'audio bytes',
    });
    expect(put.status).toBe(200);
    const getUrl = await storage.signedDownloadUrl('uploads/u/x/ep.mp3', { ttlSeconds: 60 });
    const got = await fetch(getUrl);
    expect(await got.text()).toBe('audio bytes');
    // The test server does not check signatures; what we control is that the URLs are signed and expire.
    for (const url of [putUrl, getUrl]) {
      expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
      expect(url).toContain('X-Amz-Expires=60');
    }
  });
});

describe('pending uploads in a bucket', () => {
  it('are deleted a day after their link was issued when never transcribed', async () => {
    const t = await createTestApp({ storage: { kind: 's3', ...settings }, workDir: path.join(dir, 'work') });
    try {
      const { token } = await signUpVerified(t);
      const link = await t.request({
        method: 'GET',
        url: '/api/s2t/upload_url?file_name=ep.mp3',
        headers: bearer(token),
      });
      const { url, key } = link.json();
      const put = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: 'audio bytes',
      });
      expect(put.status).toBe(200);
      const sweep = sweepUploadsHandler(t.runtime.ctx);
      const meta = {
        id: 'manual',
        retryCount: 0,
        retryLimit: 0,
        isLastAttempt: true,
        shutdown: new AbortController().signal,
      };
      await sweep.handle({}, meta);
      expect(await storage.exists(key)).toBe(true);

      await t.runtime.database.db
        .update(schema.pendingUploads)
        .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(schema.pendingUploads.key, key));
      await sweep.handle({}, meta);
      expect(await storage.exists(key)).toBe(false);
      expect(await t.runtime.database.db.select().from(schema.pendingUploads)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
