// Renders the synthetic episodes: each corpus/episodes/NAME.script.json spoken turn by turn with
// flite or espeak-ng voices, the turns joined with short varied pauses into one MP3.
//
//   npx tsx scripts/corpus/render-episode.ts [--out DIR] [--only NAME] [SCRIPT.json ...]
//
// Writes DIR/NAME.mp3 (default .tmp/corpus/synthetic) with DIR/NAME.ref.json (title, duration,
// speakers, turns with speaker, text, start and end of the speech itself, measured on the rendered
// audio) and, from the committed NAME.insights.json, DIR/NAME.insights.json with each topic's turn
// turned into its start in seconds: the layout bench:asr and bench:insights read. The same script
// renders to the same audio: the voices are deterministic and the pauses come from a hash.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePackages } from '../lib/system-packages.mjs';
import { parseNotes, parseScript, pauseBefore, type EpisodeScript } from './episode-script.js';
import { levelled, silence, speechBounds } from './pcm.js';
import { packagesFor, RATE, synthesise } from './synthesise.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, only: { type: 'string' } },
  allowPositionals: true,
});
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/synthetic'));
const episodes = path.join(root, 'corpus/episodes');
const scripts = (
  positionals.length
    ? positionals.map((p) => path.resolve(p))
    : fs
        .readdirSync(episodes)
        .filter((f) => f.endsWith('.script.json'))
        .sort()
        .map((f) => path.join(episodes, f))
).filter((file) => !values.only || path.basename(file) === `${values.only}.script.json`);
if (scripts.length === 0) {
  console.error(`no script to render${values.only ? ` named ${values.only}` : ''}`);
  process.exit(1);
}

const parsed = scripts.map((file) => ({ file, script: parseScript(JSON.parse(fs.readFileSync(file, 'utf8')), file) }));
const missing = ensurePackages(['ffmpeg', ...packagesFor(parsed.flatMap((p) => Object.values(p.script.voices)))]);
if (missing.length) process.exit(1);

fs.mkdirSync(out, { recursive: true });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-render-'));
try {
  for (const { file, script } of parsed) render(path.basename(file, '.script.json'), path.dirname(file), script);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

function render(name: string, from: string, script: EpisodeScript): void {
  const parts: Buffer[] = [];
  const turns: { speaker: string; text: string; start: number; end: number }[] = [];
  let samples = 0;
  script.turns.forEach((turn, i) => {
    const gap = silence(pauseBefore(name, i, turn.pause), RATE);
    const spoken = synthesise(turn.text, script.voices[turn.speaker]!, scratch);
    // Keep only the speech, so the pause is the whole silence between turns and times are exact.
    const { start, end } = speechBounds(spoken, RATE);
    const speech = levelled(spoken.subarray(2 * start, 2 * end));
    samples += gap.length / 2;
    turns.push({
      speaker: turn.speaker,
      text: turn.text,
      start: seconds(samples),
      end: seconds(samples + speech.length / 2),
    });
    samples += speech.length / 2;
    parts.push(gap, speech);
  });
  parts.push(silence(0.5, RATE));
  samples += Math.round(0.5 * RATE);

  const mp3 = path.join(out, `${name}.mp3`);
  execFileSync(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0', '-b:a', '64k', mp3],
    { input: Buffer.concat(parts), stdio: ['pipe', 'inherit', 'inherit'], maxBuffer: 1 << 30 },
  );
  const speakers = [...new Set(turns.map((t) => t.speaker))];
  const reference = { title: script.title, duration: seconds(samples), speakers, turns };
  fs.writeFileSync(path.join(out, `${name}.ref.json`), `${JSON.stringify(reference, null, 2)}\n`);

  const notesFile = path.join(from, `${name}.insights.json`);
  if (fs.existsSync(notesFile)) {
    const notes = parseNotes(JSON.parse(fs.readFileSync(notesFile, 'utf8')), turns.length, notesFile);
    const topics = notes.topics.map((t) => ({ ...t, start: t.turn === 0 ? 0 : turns[t.turn]!.start }));
    fs.writeFileSync(path.join(out, `${name}.insights.json`), `${JSON.stringify({ ...notes, topics }, null, 2)}\n`);
  }
  console.log(`${name}: ${turns.length} turns, ${speakers.length} voices, ${seconds(samples)} s -> ${mp3}`);
}

function seconds(sampleCount: number): number {
  return Math.round((sampleCount / RATE) * 1000) / 1000;
}
