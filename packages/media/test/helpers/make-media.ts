import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh temp folder and a function that removes it (call it in afterAll). */
export function makeTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `scriptloom-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs ffmpeg quietly to generate a test input; throws with ffmpeg's stderr when it fails. */
export function ffmpeg(...args: string[]): void {
  execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Tone, silence, tone, ...: `pattern` lists [seconds, 'tone' | 'silence'] pieces, written as a
 * 16 kHz mono WAV, so tests know exactly where the silences are.
 */
export function makeToneWav(path: string, pattern: Array<[number, 'tone' | 'silence']>): void {
  const inputs = pattern.flatMap(([sec, kind]) =>
    kind === 'tone'
      ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=16000:duration=${sec}`]
      : ['-f', 'lavfi', '-i', `anullsrc=channel_layout=mono:sample_rate=16000:d=${sec}`],
  );
  const labels = pattern.map((_, i) => `[${i}:a]`).join('');
  ffmpeg(
    ...inputs,
    '-filter_complex',
    `${labels}concat=n=${pattern.length}:v=0:a=1[out]`,
    '-map',
    '[out]',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    path,
  );
}
