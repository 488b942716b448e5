import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

export const repoFixture = (name: string) => fileURLToPath(new URL(`../../../../fixtures/${name}`, import.meta.url));

// Each test file loads this module afresh, so each gets its own folder, removed when it ends.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-media-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Generates a small test file with ffmpeg's synthetic sources (cached per name). */
export function generated(name: string, ffmpegArgs: string[]): string {
  const out = path.join(dir, name);
  if (!fs.existsSync(out)) execFileSync('ffmpeg', ['-v', 'error', '-y', ...ffmpegArgs, out]);
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

export function textFile(name = 'notes.mp3'): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, 'This is a text file, not audio.\n'.repeat(50));
  return p;
}

export function emptyFile(name = 'empty.mp3'): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, '');
  return p;
}

/** A real MP3's first 600 bytes followed by noise: starts like audio, cannot be decoded. */
export function corruptMp3(): string {
  const p = path.join(dir, 'corrupt.mp3');
  const head = fs.readFileSync(toneMp3(4)).subarray(0, 600);
  const noise = Buffer.alloc(20_000);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  fs.writeFileSync(p, Buffer.concat([head, noise]));
  return p;
}

/**
 * `make()`'s file cut to its first `keepSec` of `wholeSec` seconds, as an upload that stopped part
 * way leaves it: the header still claims the whole length.
 */
export function truncated(make: () => string, wholeSec: number, keepSec: number): string {
  const source = make();
  const p = path.join(dir, `cut-${keepSec}-of-${path.basename(source)}`);
  const bytes = fs.readFileSync(source);
  fs.writeFileSync(p, bytes.subarray(0, Math.round((bytes.length * keepSec) / wholeSec)));
  return p;
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
