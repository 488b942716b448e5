// Benchmark of recognition and diarization on the reference podcasts in fixtures/.
//
//   npx tsx scripts/bench/bench-asr.ts [--speakers] [--only NAME] [--dir DIR]
//
// --dir reads another folder laid out the same way, e.g. the real recorded speech that
// `npx tsx scripts/corpus/make-drascula.ts` writes to .tmp/corpus/drascula.
//
// For every fixtures/NAME.ref.json with NAME.mp3 beside it: converts the audio to 16 kHz mono WAV,
// runs the speech engine (ASR_ENGINE, default sphinx; other settings from the environment as in the
// product), then our diarizer on the recognised word spans and assignSpeakers, and prints one line per
// file plus a summary. --speakers passes the reference speaker count to the diarizer, as a user who
// filled in "number of speakers" would.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assignSpeakers, createSpeechEngine, diarize } from '@scriptloom/speech';
import { loadConfig } from '../../apps/server/src/config.js';
import { fixtureWav } from './fixture-wav.js';
import { normaliseWords, speakerAccuracy, wordErrors, type RefTurn } from './score.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { speakers: { type: 'boolean' }, only: { type: 'string' }, dir: { type: 'string' } },
});
const fixtures = values.dir ? resolve(values.dir) : join(root, 'fixtures');

interface Reference {
  duration?: number;
  speakers?: string[];
  turns: RefTurn[];
}

interface Row {
  name: string;
  durationSec: number;
  refWords: number;
  errors: number;
  wer: number;
  speakerAcc: number;
  speakersFound: number;
  asrSec: number;
  diarizeSec: number;
}

// The speech settings as the server reads them (ASR_ENGINE, WHISPER_MODEL, ASR_*).
const engine = createSpeechEngine(loadConfig(process.env).asr);

const names = readdirSync(fixtures)
  .filter((f) => f.endsWith('.ref.json'))
  .map((f) => f.slice(0, -'.ref.json'.length))
  .filter((name) => !values.only || name === values.only)
  .filter((name) => {
    const ok = exists(join(fixtures, `${name}.mp3`));
    if (!ok) console.warn(`skip ${name}: no ${name}.mp3 beside its reference`);
    return ok;
  });
if (names.length === 0) {
  console.error(`no NAME.ref.json with NAME.mp3 beside it in ${fixtures}`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'scriptloom-bench-'));
const rows: Row[] = [];
try {
  console.log(`engine ${engine.name}, diarizer speaker count ${values.speakers ? 'from reference' : 'unknown'}`);
  for (const name of names) rows.push(await benchOne(name));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const sum = (pick: (r: Row) => number): number => rows.reduce((s, r) => s + pick(r), 0);
const audio = sum((r) => r.durationSec);
const totalRefWords = sum((r) => r.refWords);
console.log(
  [
    `SUMMARY files=${rows.length}`,
    `audio=${audio.toFixed(1)}s`,
    `wer=${pct(totalRefWords ? sum((r) => r.errors) / totalRefWords : 0)}`,
    // Speaker accuracy weighted by audio length, so a long file counts for what it holds.
    `speaker_acc=${pct(sum((r) => r.speakerAcc * r.durationSec) / audio)}`,
    `asr=${sum((r) => r.asrSec).toFixed(1)}s (rtf ${(sum((r) => r.asrSec) / audio).toFixed(3)})`,
    `diarize=${sum((r) => r.diarizeSec).toFixed(1)}s (rtf ${(sum((r) => r.diarizeSec) / audio).toFixed(4)})`,
  ].join('  '),
);

async function benchOne(name: string): Promise<Row> {
  const ref = JSON.parse(readFileSync(join(fixtures, `${name}.ref.json`), 'utf8')) as Reference;
  const wavPath = join(work, `${name}.wav`);
  const durationSec = await fixtureWav(join(fixtures, `${name}.mp3`), wavPath);

  let t = performance.now();
  const result = await engine.transcribe({ wavPath, durationSec, language: 'en' });
  const asrSec = (performance.now() - t) / 1000;
  const words = result.words;

  t = performance.now();
  let labels: (string | number)[];
  if (result.speakersFromEngine) {
    // The engine diarized itself; the product keeps its labels, so the benchmark does too.
    labels = words.map((w) => w.speaker ?? '?');
  } else {
    const segments = await diarize(wavPath, {
      speech: words,
      speakerCount: values.speakers ? ref.speakers?.length : undefined,
    });
    labels = assignSpeakers(words, segments);
  }
  const diarizeSec = (performance.now() - t) / 1000;

  const refWords = ref.turns.flatMap((turn) => normaliseWords(turn.text ?? ''));
  const hypWords = words.flatMap((w) => normaliseWords(w.text));
  const errors = wordErrors(refWords, hypWords);
  const speakerAcc = speakerAccuracy(
    ref.turns,
    words.map((w, i) => ({ ...w, speaker: labels[i] })),
  );
  const row: Row = {
    name,
    durationSec,
    refWords: refWords.length,
    errors: errors.substitutions + errors.deletions + errors.insertions,
    wer: errors.rate,
    speakerAcc,
    speakersFound: new Set(labels).size,
    asrSec,
    diarizeSec,
  };
  console.log(
    [
      name.padEnd(24),
      `dur=${durationSec.toFixed(1)}s`,
      `wer=${pct(row.wer)} (S${errors.substitutions} D${errors.deletions} I${errors.insertions} / ${refWords.length})`,
      `speaker_acc=${pct(speakerAcc)} (${row.speakersFound} found, ${ref.speakers?.length ?? '?'} in reference)`,
      `asr=${asrSec.toFixed(1)}s rtf=${(asrSec / durationSec).toFixed(3)}`,
      `diarize=${diarizeSec.toFixed(2)}s rtf=${(diarizeSec / durationSec).toFixed(4)}`,
    ].join('  '),
  );
  return row;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
