// Joins short recorded clips with known text into episodes of a few minutes, in the layout the
// benchmarks read: NAME.mp3 beside NAME.ref.json (title, duration, speakers, turns with speaker,
// text, start and end in seconds).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Clip {
  id: string;
  speaker: string;
  text: string;
  /** 16-bit signed little-endian mono samples at the corpus's rate. */
  pcm: Buffer;
}

export interface EpisodeOptions {
  out: string;
  /** File names are `<name>-01`, `<name>-02`, ... */
  name: string;
  title: string;
  /** Sample rate of every clip's pcm. */
  rate: number;
  /** An episode ends with the first clip that takes it past this length. */
  episodeSeconds: number;
  /** Silence between clips, so each turn has its own start and end. */
  gapSeconds?: number;
  /** Digits of the episode number (default 2); names must sort in number order for the odd/even split. */
  digits?: number;
}

/** Writes the episodes; returns how many. */
export function writeEpisodes(clips: Clip[], options: EpisodeOptions): number {
  const gapSeconds = options.gapSeconds ?? 0.6;
  const gap = Buffer.alloc(2 * Math.round(gapSeconds * options.rate)); // zeros: silence
  fs.mkdirSync(options.out, { recursive: true });
  let episode = 0;
  for (let next = 0; next < clips.length;) {
    const parts: Buffer[] = [];
    const turns: { speaker: string; text: string; start: number; end: number; clip: string }[] = [];
    let at = 0;
    while (next < clips.length && (at < options.episodeSeconds || turns.length === 0)) {
      const clip = clips[next++]!;
      const seconds = clip.pcm.length / 2 / options.rate;
      turns.push({ speaker: clip.speaker, text: clip.text, start: round(at), end: round(at + seconds), clip: clip.id });
      parts.push(clip.pcm, gap);
      at += seconds + gapSeconds;
    }
    const file = path.join(options.out, `${options.name}-${String(++episode).padStart(options.digits ?? 2, '0')}`);
    encodeMp3(`${file}.mp3`, options.rate, Buffer.concat(parts));
    const speakers = [...new Set(turns.map((t) => t.speaker))];
    const reference = { title: `${options.title}, part ${episode}`, duration: round(at), speakers, turns };
    fs.writeFileSync(`${file}.ref.json`, `${JSON.stringify(reference, null, 2)}\n`);
  }
  return episode;
}

/** Writes 16-bit mono samples at `rate` as a 64 kb/s MP3. */
export function encodeMp3(file: string, rate: number, pcm: Buffer): void {
  const input = ['-f', 's16le', '-ar', String(rate), '-ac', '1', '-i', 'pipe:0'];
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...input, '-b:a', '64k', file], {
    input: pcm,
    stdio: ['pipe', 'inherit', 'inherit'],
    maxBuffer: 1 << 30,
  });
}

/** A Debian package unpacked under `cache` (downloaded once with `apt-get download`, not installed). */
export function unpackedPackage(cache: string, pkg: string): string {
  const unpacked = path.join(cache, pkg);
  if (fs.existsSync(unpacked)) return unpacked;
  fs.mkdirSync(cache, { recursive: true });
  execFileSync('apt-get', ['download', pkg], { cwd: cache, stdio: 'inherit' });
  const deb = fs.readdirSync(cache).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${pkg} left no .deb`);
  execFileSync('dpkg', ['-x', path.join(cache, deb), unpacked], { stdio: 'inherit' });
  return unpacked;
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}
