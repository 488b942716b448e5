import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/storage/s3-storage.js';
import { createUrlSigner } from '../../src/storage/url-signer.js';
import { ObjectTooLargeError, type Storage } from '../../src/storage/storage.js';

let server: S3rver;
let storage: Storage;
let dir: string;

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
  storage = createS3Storage(
    {
      bucket: 'media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      scratchDir: path.join(dir, 'scratch'),
    },
    createUrlSigner('test secret'),
  );
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
