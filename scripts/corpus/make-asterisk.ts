// Real recorded speech with known text, one clean studio voice at telephone quality: the English
// prompts of Debian's `asterisk-core-sounds-en-wav` (about 25 minutes by one speaker, CC-BY-SA-3.0),
// with their text from `asterisk-core-sounds-en`'s core-sounds-en.txt.
//
//   npx tsx scripts/corpus/make-asterisk.ts [--out DIR] [--episode-seconds 120]
//
// Writes DIR/NAME.mp3 with DIR/NAME.ref.json (default .tmp/corpus/asterisk), the layout
// `bench:asr --dir DIR` reads. The audio is 8 kHz: report its figures apart from wide-band speech.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { asteriskEnglishPrompts } from './asterisk-prompts.js';
import { writeEpisodes, type Clip } from './episodes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { out: { type: 'string' }, 'episode-seconds': { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/asterisk'));
const cache = path.join(root, '.tmp/corpus/packages');
const RATE = 8000;

// `[...]` texts are tones, not speech.
const clips: Clip[] = [];
for (const { key, text, wav } of asteriskEnglishPrompts(cache)) {
  if (text.startsWith('[') || !/[A-Za-z0-9]/.test(text)) continue;
  if (!wav) continue; // listed but not shipped
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-f', 's16le', '-ac', '1', '-ar', String(RATE), '-'], {
    maxBuffer: 1 << 28,
  });
  // "*" and "#" are said "star" and "pound".
  clips.push({ id: key, speaker: 'Allison', text: text.replace(/\*/g, ' star ').replace(/#/g, ' pound '), pcm });
}

const episodes = writeEpisodes(clips, {
  out,
  name: 'asterisk',
  title: 'Telephone prompts',
  rate: RATE,
  episodeSeconds: Number(values['episode-seconds'] ?? 120),
});
console.log(`${clips.length} clips in ${episodes} episodes under ${out}`);
