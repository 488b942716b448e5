import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectTooLargeError, type Storage } from './storage.js';
import type { UrlSigner } from './url-signer.js';

/** Rejects keys that could climb out of the storage root. */
function safeKey(key: string): string {
  const normalised = path.posix.normalize(key);
  if (normalised.startsWith('/') || normalised.startsWith('..') || normalised.includes('\0')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return normalised;
}

/** Counts bytes as they pass and fails the stream past the limit. */
function byteLimit(maxBytes: number | undefined, counter: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      counter.bytes += chunk.length;
      if (maxBytes !== undefined && counter.bytes > maxBytes) done(new ObjectTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

export function createLocalStorage(root: string, signer: UrlSigner, apiBase = '/api'): Storage {
  // Made at once, not on first write: the media route serves files from this folder and expects it.
  fs.mkdirSync(root, { recursive: true });
  const full = (key: string) => path.join(root, safeKey(key));
  return {
    kind: 'local',
    async write(key, body, options = {}) {
      const target = full(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a file.
      const partial = `${target}.partial-${process.pid}-${Date.now()}`;
      const counter = { bytes: 0 };
      try {
        await pipeline(body, byteLimit(options.maxBytes, counter), fs.createWriteStream(partial));
        await fsp.rename(partial, target);
        return { bytes: counter.bytes };
      } catch (err) {
        await fsp.rm(partial, { force: true });
        // Drain what the client is still sending so the connection can answer.
        body.resume();
        throw err;
      }
    },
    async putFile(key, localPath) {
      const target = full(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        await fsp.rename(localPath, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fsp.copyFile(localPath, target);
        await fsp.rm(localPath, { force: true });
      }
    },
    async localPath(key) {
      const p = full(key);
      await fsp.access(p);
      return { path: p, release: async () => {} };
    },
    async read(key) {
      return fs.createReadStream(full(key)) as Readable;
    },
    async exists(key) {
      return fsp
        .access(full(key))
        .then(() => true)
        .catch(() => false);
    },
    async delete(key) {
      await fsp.rm(full(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fsp.rm(full(prefix), { recursive: true, force: true });
    },
    async signedUploadUrl(key, { ttlSeconds, maxBytes }) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const parts = { op: 'put', key, exp, max: maxBytes ?? 0 };
      const q = new URLSearchParams({ key, exp: String(exp), max: String(maxBytes ?? 0), sig: signer.sign(parts) });
      return `${apiBase}/storage/upload?${q}`;
    },
    async signedDownloadUrl(key, { ttlSeconds, fileName }) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const parts = { op: 'get', key, exp, name: fileName ?? '' };
      const q = new URLSearchParams({ key, exp: String(exp), sig: signer.sign(parts) });
      if (fileName) q.set('name', fileName);
      return `${apiBase}/storage/object?${q}`;
    },
  };
}

/** Where a local storage key lives on disk, for serving it with range support. */
export const localObjectPath = (root: string, key: string) => path.join(root, safeKey(key));
