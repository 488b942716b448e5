// Synthetic conversations between Debian flite voices, for measuring speaker counting: pairs of
// male voices (the hard case), male/female pairs, three and four voices, and single voices.
//
//   npx tsx scripts/corpus/make-flite-voices.ts [--out DIR]
//
// The lines are the turns of the scripts in fixtures/src, rotated so files differ in text. Writes
// DIR/flite-NN-VOICES.mp3 with .ref.json beside it (the layout `bench:diarize --dir DIR` reads).
// Needs flite and ffmpeg.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeEpisodes, type Clip } from './episodes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/flite'));
const RATE = 16_000;

// awb, rms and kal16 are three different men; slt is the only woman (kal is kal16 at 8 kHz).
// `weights` skews who talks how much: real conversations are rarely balanced.
const MIXES: { voices: string[]; weights?: number[] }[] = [
  { voices: ['rms', 'awb'] },
  { voices: ['rms', 'kal16'] },
  { voices: ['awb', 'kal16'] },
  { voices: ['rms', 'awb', 'slt'] },
  { voices: ['kal16', 'rms', 'slt'] },
  { voices: ['awb', 'kal16', 'slt'] },
  { voices: ['rms', 'awb', 'kal16'] },
  { voices: ['slt', 'rms'] },
  { voices: ['slt', 'awb'] },
  { voices: ['slt', 'kal16'] },
  { voices: ['rms', 'awb', 'kal16', 'slt'] },
  { voices: ['rms'] },
  { voices: ['slt'] },
  { voices: ['awb', 'rms'], weights: [3, 1] },
  { voices: ['kal16', 'awb', 'rms'], weights: [2, 1, 1] },
  { voices: ['slt', 'rms', 'kal16'], weights: [1, 2, 1] },
];
const TURNS = 14;

const lines = fs
  .readdirSync(path.join(root, 'fixtures/src'))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => {
    const script = JSON.parse(fs.readFileSync(path.join(root, 'fixtures/src', f), 'utf8')) as {
      turns: { text: string }[];
    };
    return script.turns.map((t) => t.text);
  });

fs.mkdirSync(out, { recursive: true });
const work = fs.mkdtempSync(path.join(out, '.work-'));
try {
  MIXES.forEach((mix, m) => {
    const clips: Clip[] = [];
    const weights = mix.weights ?? mix.voices.map(() => 1);
    const spoken = weights.map(() => 0);
    for (let t = 0; t < TURNS; t++) {
      // Each turn goes to the voice furthest behind its share, never the one that just spoke.
      const last = mix.voices.indexOf(clips.at(-1)?.speaker ?? '');
      let pick = -1;
      weights.forEach((w, i) => {
        if (i === last && weights.length > 1) return;
        if (pick < 0 || spoken[i]! / w < spoken[pick]! / weights[pick]!) pick = i;
      });
      spoken[pick]!++;
      const voice = mix.voices[pick]!;
      const text = lines[(m * 5 + t) % lines.length]!;
      const wav = path.join(work, `${m}-${t}.wav`);
      execFileSync('flite', ['-voice', voice, '-t', text, '-o', wav]);
      const pcm = execFileSync(
        'ffmpeg',
        ['-v', 'error', '-i', wav, '-f', 's16le', '-ar', String(RATE), '-ac', '1', '-'],
        {
          maxBuffer: 1 << 28,
        },
      );
      clips.push({ id: `${voice}-${t}`, speaker: voice, text, pcm });
    }
    const name = `flite-${String(m + 1).padStart(2, '0')}-${mix.voices.join('-')}`;
    writeEpisodes(clips, { out, name, title: `flite ${mix.voices.join(', ')}`, rate: RATE, episodeSeconds: Infinity });
  });
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`${MIXES.length} conversations under ${out}`);
