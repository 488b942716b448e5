import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';
import type { UrlSigner } from './url-signer.js';

/** Where the bucket is and how to reach it (from the S3_* settings). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface S3Options extends S3Settings {
  /**
   * Local scratch space (under the process's work folder, cleaned at start-up): uploads are
   * spooled here (to count bytes) and objects fetched for ffmpeg.
   */
  scratchDir: string;
}

/**
 * An S3-compatible bucket. Browsers talk to the bucket directly through presigned URLs; the server
 * spools uploads through a local scratch file so the size limit holds before anything is stored.
 */
export function createS3Storage(options: S3Options, signer: UrlSigner): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default CRC checksums use aws-chunked bodies, which several S3-compatible servers
    // store verbatim; send checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  const scratchRoot = options.scratchDir;
  // Byte counting and partial-file clean-up are the local adapter's; reuse it for the spool.
  const spool = createLocalStorage(scratchRoot, signer);

  async function putLocal(key: string, localPath: string) {
    const { size } = await fsp.stat(localPath);
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(localPath), ContentLength: size }),
    );
  }

  return {
    kind: 's3',
    async write(key, body, opts = {}) {
      const spoolKey = `spool/${randomUUID()}`;
      const { bytes } = await spool.write(spoolKey, body, opts);
      const local = (await spool.localPath(spoolKey)).path;
      try {
        await putLocal(key, local);
      } finally {
        await spool.delete(spoolKey);
      }
      return { bytes };
    },
    async putFile(key, localPath) {
      await putLocal(key, localPath);
      await fsp.rm(localPath, { force: true });
    },
    async localPath(key) {
      const dir = path.join(scratchRoot, 'fetch', randomUUID());
      await fsp.mkdir(dir, { recursive: true });
      const target = path.join(dir, path.basename(key));
      const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      await pipeline(res.Body as Readable, fs.createWriteStream(target));
      return { path: target, release: () => fsp.rm(dir, { recursive: true, force: true }) };
    },
    async read(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return res.Body as Readable;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (err as Error).name === 'NotFound') return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: base, ContinuationToken: token }));
        for (const obj of page.Contents ?? []) {
          if (obj.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: obj.Key }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async signedUploadUrl(key, { ttlSeconds }) {
      // A presigned PUT cannot cap the size; ingest checks the stored object's size instead.
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: 'application/octet-stream' }), {
        expiresIn: ttlSeconds,
      });
    },
    async signedDownloadUrl(key, { ttlSeconds, fileName }) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: fileName
            ? `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`
            : undefined,
        }),
        { expiresIn: ttlSeconds },
      );
    },
  };
}
