// One turn of a script spoken by Debian's flite or espeak-ng, as 16 kHz mono 16-bit PCM.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { VoiceSpec } from './episode-script.js';

export const RATE = 16_000;

/** The Debian packages that speak with these voices. */
export function packagesFor(voices: VoiceSpec[]): string[] {
  return [...new Set(voices.map((v) => v.engine))];
}

/** Speaks `text` into `scratch`/turn.wav and returns it resampled to RATE. */
export function synthesise(text: string, voice: VoiceSpec, scratch: string): Buffer {
  const wav = join(scratch, 'turn.wav');
  if (voice.engine === 'flite') {
    const args = ['-voice', voice.voice];
    if (voice.speed !== undefined) args.push('--setf', `duration_stretch=${voice.speed}`);
    if (voice.pitch !== undefined) args.push('--setf', `int_f0_target_mean=${voice.pitch}`);
    execFileSync('flite', [...args, '-t', text, '-o', wav]);
  } else {
    const args = ['-v', voice.voice];
    if (voice.speed !== undefined) args.push('-s', String(voice.speed));
    if (voice.pitch !== undefined) args.push('-p', String(voice.pitch));
    // "--" keeps a turn that starts with "-" from reading as an option.
    execFileSync('espeak-ng', [...args, '-w', wav, '--', text]);
  }
  return execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-f', 's16le', '-ac', '1', '-ar', String(RATE), '-'], {
    maxBuffer: 1 << 28,
  });
}
