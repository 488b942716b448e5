// Real recorded speech with known text, for measuring recognition on voices nobody tuned on:
// the English voice-over of Debian's `drascula` package (about 46 minutes by ten characters,
// licensed for free redistribution; see /usr/share/doc/drascula/copyright in the package).
//
//   npx tsx scripts/corpus/make-drascula.ts [--out DIR] [--episode-seconds 120]
//
// Downloads the package (`apt-get download`, no install), reads each clip's line from its
// drascula.dat, and joins consecutive clips into episodes of about two minutes: DIR/NAME.mp3 with
// DIR/NAME.ref.json (turns with speaker, text, start, end), the layout `bench:asr --dir DIR` reads.
// Clips are single lines said one after another (line n of each character in turn), so an episode
// has several voices but no overlap, and its speaker count is in the reference.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHARACTER_TABLES, readDrasculaTables } from './drascula-text.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { out: { type: 'string' }, 'episode-seconds': { type: 'string' } },
});
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/drascula'));
const episodeSeconds = Number(values['episode-seconds'] ?? 120);
const cache = path.join(root, '.tmp/corpus/packages');

/** The package's English folder (clips and drascula.dat), downloaded and unpacked once. */
function packageFolder(): string {
  const unpacked = path.join(cache, 'drascula');
  const folder = path.join(unpacked, 'usr/share/scummvm/drascula/en');
  if (fs.existsSync(path.join(folder, 'drascula.dat'))) return folder;
  fs.mkdirSync(cache, { recursive: true });
  execFileSync('apt-get', ['download', 'drascula'], { cwd: cache, stdio: 'inherit' });
  const deb = fs.readdirSync(cache).find((f) => /^drascula_.*\.deb$/.test(f));
  if (!deb) throw new Error('apt-get download drascula left no .deb');
  execFileSync('dpkg', ['-x', path.join(cache, deb), unpacked], { stdio: 'inherit' });
  return folder;
}

// Clips are raw 8-bit unsigned mono at 11,025 Hz after a 32-byte header, with 64 bytes of padding
// at the end (how the game's engine plays them).
const RATE = 11_025;
const HEADER = 32;
const TRAILER = 64;
const GAP_SECONDS = 0.6;

interface Clip {
  id: string;
  speaker: string;
  text: string;
  audio: Buffer;
}

const folder = packageFolder();
const tables = readDrasculaTables(fs.readFileSync(path.join(folder, 'drascula.dat')));
const clips: Clip[] = [];
for (const file of fs.readdirSync(folder).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
  const match = /^([A-Z]*)(\d+)\.ALS$/.exec(file);
  const table = match && CHARACTER_TABLES[match[1]!];
  if (!table) continue; // sound effects and files of no character
  const text = tables.get(table)?.[Number(match[2])]?.trim();
  const raw = fs.readFileSync(path.join(folder, file));
  const audio = raw.subarray(HEADER, raw.length - TRAILER);
  if (!text || audio.length < RATE / 5) continue; // no line, or too short to say one
  // The speaker is the character, named by the clip's prefix (the hero's clips have none).
  clips.push({ id: file.slice(0, -4), speaker: match[1] || 'hero', text, audio });
}

// Line n of every character, then line n+1: episodes alternate between voices, as a conversation does.
const lineNumber = (clip: Clip) => Number(/\d+$/.exec(clip.id)![0]);
clips.sort((a, b) => lineNumber(a) - lineNumber(b) || a.speaker.localeCompare(b.speaker));

fs.mkdirSync(out, { recursive: true });
const gap = Buffer.alloc(Math.round(GAP_SECONDS * RATE), 128); // 128 is silence in unsigned 8-bit
let episode = 0;
for (let first = 0; first < clips.length;) {
  const parts: Buffer[] = [];
  const turns: { speaker: string; text: string; start: number; end: number; clip: string }[] = [];
  let at = 0;
  let next = first;
  while (next < clips.length && (at < episodeSeconds || turns.length === 0)) {
    const clip = clips[next++]!;
    const seconds = clip.audio.length / RATE;
    turns.push({ speaker: clip.speaker, text: clip.text, start: round(at), end: round(at + seconds), clip: clip.id });
    parts.push(clip.audio, gap);
    at += seconds + GAP_SECONDS;
  }
  first = next;
  const name = `drascula-${String(++episode).padStart(2, '0')}`;
  execFileSync(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 'u8', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0', '-b:a', '64k', mp3(name)],
    { input: Buffer.concat(parts), stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const speakers = [...new Set(turns.map((t) => t.speaker))];
  const reference = { title: `Drascula voice-over, part ${episode}`, duration: round(at), speakers, turns };
  fs.writeFileSync(path.join(out, `${name}.ref.json`), `${JSON.stringify(reference, null, 2)}\n`);
}
console.log(`${clips.length} clips in ${episode} episodes under ${out}`);

function mp3(name: string): string {
  return path.join(out, `${name}.mp3`);
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}
