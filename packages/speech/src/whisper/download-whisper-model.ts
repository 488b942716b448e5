import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { SpeechError } from '../speech-error.js';

/** Where whisper.cpp's own download script fetches its converted models (ggml-<name>.bin). */
export const DEFAULT_WHISPER_MODEL_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

/**
 * SHA-1 of each model file, as whisper.cpp publishes them (models/README.md, "Available models").
 * Only the models listed there with a checksum are offered: a file we cannot check is not fetched.
 * small.en-tdrz is left out: it is served from another repository than the others.
 */
export const WHISPER_MODEL_CHECKSUMS: Readonly<Record<string, string>> = {
  tiny: 'bd577a113a864445d4c299885e0cb97d4ba92b5f',
  'tiny.en': 'c78c86eb1a8faa21b369bcd33207cc90d64ae9df',
  base: '465707469ff3a37a2b9b8d8f89f2f99de7299dac',
  'base.en': '137c40403d78fd54d454da0f9bd998f78703390c',
  small: '55356645c2b361a969dfd0ef2c5a50d530afd8d5',
  'small.en': 'db8a495a91d927739e50b3fc1cc4c6b8f6c2d022',
  medium: 'fd9727b6e1217c2f614f9b698455c4ffd82463b4',
  'medium.en': '8c30f0e44ce9560643ebd10bbe50cd20eafd3723',
  'large-v1': 'b1caaf735c4cc1429223d5a74f0f4d0b9b59a299',
  'large-v2': '0f4c8e34f21cf1a914c59d8b3ce882345ad349d6',
  'large-v2-q5_0': '00e39f2196344e901b3a2bd5814807a769bd1630',
  'large-v3': 'ad82bf6a9043ceed055076d0fd39f5f186ff8062',
  'large-v3-q5_0': 'e6e2ed78495d403bef4b7cff42ef4aaadcfea8de',
  'large-v3-turbo': '4af2b29d7ec73d781377bfd1758ca957a807e941',
  'large-v3-turbo-q5_0': 'e050f7970618a659205450ad97eb95a18d69c9ee',
};

export interface DownloadWhisperModelOptions {
  /** A key of `checksums`, e.g. "base.en". */
  name: string;
  /** Folder the model is saved in (DATA_DIR/models); made when missing. */
  modelsDir: string;
  /** Base URL the file ggml-<name>.bin is fetched under; defaults to whisper.cpp's. */
  baseUrl?: string;
  /** Expected SHA-1 (hex) by model name; defaults to whisper.cpp's published ones. */
  checksums?: Readonly<Record<string, string>>;
  /** Bytes received so far and the total when the server says it. */
  onProgress?: (received: number, total: number | undefined) => void;
  signal?: AbortSignal;
}

export interface DownloadedWhisperModel {
  path: string;
  bytes: number;
  /** True when a file with the right checksum was already there and nothing was fetched. */
  alreadyPresent: boolean;
}

/**
 * Fetches a whisper.cpp model into `modelsDir`. The bytes go to `<file>.part` while their SHA-1 is
 * computed; the file takes its real name only once the checksum matches, so WHISPER_MODEL never
 * points at a half-downloaded or wrong file, and a failed or mismatched download leaves nothing.
 */
export async function downloadWhisperModel(options: DownloadWhisperModelOptions): Promise<DownloadedWhisperModel> {
  const checksums = options.checksums ?? WHISPER_MODEL_CHECKSUMS;
  const expected = Object.hasOwn(checksums, options.name) ? checksums[options.name]!.toLowerCase() : undefined;
  if (!expected) {
    throw new SpeechError(
      'CONFIG',
      `Unknown whisper.cpp model "${options.name}". Known models: ${Object.keys(checksums).join(', ')}.`,
    );
  }
  const file = `ggml-${options.name}.bin`;
  const path = join(options.modelsDir, file);
  const present = await existingSize(path);
  if (present !== undefined && (await sha1OfFile(path)) === expected) {
    return { path, bytes: present, alreadyPresent: true };
  }

  const url = `${(options.baseUrl ?? DEFAULT_WHISPER_MODEL_URL).replace(/\/+$/, '')}/${file}`;
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new SpeechError('REMOTE_FAILED', `Could not reach ${url}: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SpeechError(
      'REMOTE_FAILED',
      `Downloading ${url} failed: HTTP ${response.status} ${response.statusText}`.trim(),
    );
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;

  await mkdir(options.modelsDir, { recursive: true });
  const part = `${path}.part`;
  const hash = createHash('sha1');
  let received = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      received += chunk.length;
      options.onProgress?.(received, total);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), measure, createWriteStream(part), {
      signal: options.signal,
    });
    const actual = hash.digest('hex');
    if (actual !== expected) {
      throw new SpeechError(
        'REMOTE_FAILED',
        `${url} does not have the expected checksum (SHA-1 ${actual}, expected ${expected}); the download was removed.`,
      );
    }
    await rename(part, path);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  return { path, bytes: received, alreadyPresent: false };
}

async function existingSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

async function sha1OfFile(path: string): Promise<string> {
  const hash = createHash('sha1');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
