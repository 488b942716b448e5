import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoFixture = (name: string) => fileURLToPath(new URL(`../../../../fixtures/${name}`, import.meta.url));

/**
 * Generated media is kept between runs in the repository's scratch folder (ignored by git): the
 * files are small, and a folder per run or per test file was left behind whenever a worker was
 * stopped rather than ended (the integration tests share one module graph per worker, so a hook
 * here would run for the first test file only).
 */
const dir = fileURLToPath(new URL('../../../../.tmp/test-media/', import.meta.url));

/**
 * Generates a small test file with ffmpeg's synthetic sources. The name carries a hash of the
 * arguments, so a changed recipe makes a new file; it is written under a temporary name and then
 * renamed, so two workers making the same file never read half of one.
 */
export function generated(name: string, ffmpegArgs: string[]): string {
  const recipe = createHash('sha256').update(JSON.stringify(ffmpegArgs)).digest('hex').slice(0, 12);
  const out = path.join(dir, `${recipe}-${name}`);
  if (fs.existsSync(out)) return out;
  return replaced(out, (partial) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...ffmpegArgs, partial]));
}

/** Writes `name` in the media folder whole, the same way (files other workers may be reading). */
function written(name: string, bytes: string | Buffer): string {
  return replaced(path.join(dir, name), (partial) => fs.writeFileSync(partial, bytes));
}

function replaced(out: string, write: (partial: string) => void): string {
  fs.mkdirSync(dir, { recursive: true });
  // The extension stays last: ffmpeg picks the container from it.
  const partial = path.join(dir, `.${process.pid}-${path.basename(out)}`);
  write(partial);
  fs.renameSync(partial, out);
  return out;
}

/** The first `seconds` of the two-speaker podcast: real speech, for tests that need a job to run a while but not to the end of the fixture. */
export const podcastOpening = (seconds: number) =>
  generated(`podcast-opening-${seconds}s.mp3`, [
    '-i',
    repoFixture('podcast-2spk.mp3'),
    '-t',
    String(seconds),
    '-c',
    'copy',
  ]);

export const toneMp3 = (seconds = 4) =>
  generated(`tone-${seconds}s.mp3`, [
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-ac',
    '1',
    '-b:a',
    '32k',
  ]);

export const silenceMp3 = (seconds: number) =>
  generated(`silence-${seconds}s.mp3`, [
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=8000:cl=mono`,
    '-t',
    String(seconds),
    '-b:a',
    '8k',
  ]);

export const textFile = (name = 'notes.mp3') => written(name, 'This is a text file, not audio.\n'.repeat(50));

export const emptyFile = (name = 'empty.mp3') => written(name, '');

/** A real MP3's first 600 bytes followed by noise: starts like audio, cannot be decoded. */
export function corruptMp3(): string {
  const head = fs.readFileSync(toneMp3(4)).subarray(0, 600);
  const noise = Buffer.alloc(20_000);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return written('corrupt.mp3', Buffer.concat([head, noise]));
}

/**
 * `make()`'s file cut to its first `keepSec` of `wholeSec` seconds, as an upload that stopped part
 * way leaves it: the header still claims the whole length.
 */
export function truncated(make: () => string, wholeSec: number, keepSec: number): string {
  const source = make();
  const bytes = fs.readFileSync(source);
  return written(
    `cut-${keepSec}-of-${path.basename(source)}`,
    bytes.subarray(0, Math.round((bytes.length * keepSec) / wholeSec)),
  );
}

/** Builds a multipart/form-data body for fastify.inject. */
export function multipart(file: { path: string; name?: string } | undefined, fields: Record<string, string> = {}) {
  const boundary = `----scriptloom${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? path.basename(file.path)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      fs.readFileSync(file.path),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
