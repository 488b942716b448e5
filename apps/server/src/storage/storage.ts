import type { Readable } from 'node:stream';

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** Where media lives: local disk (default) or an S3-compatible bucket. Keys are slash-separated paths. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams into `key`; never buffers the whole object. Throws ObjectTooLargeError past maxBytes (nothing is left behind). */
  write(key: string, body: Readable, options?: { maxBytes?: number }): Promise<{ bytes: number }>;
  /** Stores a local file under `key` (moved when possible). */
  putFile(key: string, localPath: string): Promise<void>;
  /** A local path to read the object from (ffmpeg needs files); call release() when done. */
  localPath(key: string): Promise<{ path: string; release(): Promise<void> }>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** A URL the browser can PUT the object to, valid for `ttlSeconds`. */
  signedUploadUrl(key: string, options: { ttlSeconds: number; maxBytes: number | null }): Promise<string>;
  /** A URL the browser can GET (with ranges) the object from, valid for `ttlSeconds`. */
  signedDownloadUrl(key: string, options: { ttlSeconds: number; fileName?: string }): Promise<string>;
}
