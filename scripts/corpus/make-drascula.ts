// Real recorded speech with known text, for measuring recognition on voices nobody tuned on:
// the English voice-over of Debian's `drascula` package (about 46 minutes by ten characters,
// licensed for free redistribution; see /usr/share/doc/drascula/copyright in the package).
//
//   npx tsx scripts/corpus/make-drascula.ts [--out DIR] [--episode-seconds 120]
//
// Downloads the package (`apt-get download`, no install), reads each clip's line from its
// drascula.dat, and joins the clips into episodes of about two minutes: DIR/NAME.mp3 with
// DIR/NAME.ref.json, the layout `bench:asr --dir DIR` reads. Clips are single lines said one after
// another (line n of each character in turn), so an episode has several voices but no overlap.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHARACTER_TABLES, readDrasculaTables } from './drascula-text.js';
import { unpackedPackage, writeEpisodes, type Clip } from './episodes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { out: { type: 'string' }, 'episode-seconds': { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/drascula'));

// Clips are raw 8-bit unsigned mono at 11,025 Hz after a 32-byte header, with 64 bytes of padding
// at the end (how the game's engine plays them).
const RATE = 11_025;
const HEADER = 32;
const TRAILER = 64;

const folder = path.join(
  unpackedPackage(path.join(root, '.tmp/corpus/packages'), 'drascula'),
  'usr/share/scummvm/drascula/en',
);
const tables = readDrasculaTables(fs.readFileSync(path.join(folder, 'drascula.dat')));
const clips: (Clip & { line: number })[] = [];
for (const file of fs.readdirSync(folder)) {
  const match = /^([A-Z]*)(\d+)\.ALS$/.exec(file);
  const table = match && CHARACTER_TABLES[match[1]!];
  if (!table) continue; // sound effects
  const line = Number(match[2]);
  const text = tables.get(table)?.[line]?.trim();
  const raw = fs.readFileSync(path.join(folder, file));
  const samples = raw.subarray(HEADER, raw.length - TRAILER);
  if (!text || samples.length < RATE / 5) continue; // no line, or too short to say one
  // The speaker is the character, named by the clip's prefix (the hero's clips have none).
  clips.push({ id: file.slice(0, -4), speaker: match[1] || 'hero', text, pcm: toPcm16(samples), line });
}
// Line n of every character, then line n+1: episodes alternate between voices, as a conversation does.
clips.sort((a, b) => a.line - b.line || a.speaker.localeCompare(b.speaker));

const episodes = writeEpisodes(clips, {
  out,
  name: 'drascula',
  title: 'Drascula voice-over',
  rate: RATE,
  episodeSeconds: Number(values['episode-seconds'] ?? 120),
});
console.log(`${clips.length} clips in ${episodes} episodes under ${out}`);

/** Unsigned 8-bit samples (128 is silence) as signed 16-bit little-endian. */
function toPcm16(samples: Buffer): Buffer {
  const pcm = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) pcm.writeInt16LE((samples[i]! - 128) << 8, i * 2);
  return pcm;
}
