// Benchmark of the diarizer alone: does it find the right number of speakers without a hint, does
// it use exactly the hinted number, and how many words get the right speaker.
//
//   npx tsx scripts/bench/bench-diarize.ts [--dir DIR ...] [--only NAME] [--half dev|held-out] [--wav-cache DIR] [--no-hint]
//
// Reads NAME.mp3 beside NAME.ref.json in each DIR (default fixtures/; the corpus makers in
// scripts/corpus write the same layout). The recogniser is not run: the reference turns stand in
// for its word spans (the diarizer models only speech inside them, as it does with words), and
// speaker accuracy is scored per reference turn, weighted by duration (segmentSpeakerAccuracy).
// count_right asks for exactly the reference's speakers; audible_count_right lets a voice heard for
// under AUDIBLE_SEC in all be given to another speaker, as the product allows.
//
// --wav-cache keeps the decoded WAVs in DIR between runs (decoding takes most of a run's time when
// tuning). Files are split in two halves by the order of their names (alternating), so settings can be tuned
// on the development half and checked on the held-out half.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { diarize } from '@scriptloom/speech';
import { fixtureWav } from './fixture-wav.js';
import { segmentSpeakerAccuracy, type RefTurn } from './score.js';

/**
 * Voices heard for at least this long in all. The product may give a voice heard for only a few
 * seconds to another speaker (docs/product.md, "Processing pipeline"), so a file counts as right
 * on audible_count_right when the diarizer finds at least the voices heard this long and no more
 * than all of them; count_right keeps the strict reading.
 */
const AUDIBLE_SEC = 5;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', multiple: true },
    only: { type: 'string' },
    half: { type: 'string' },
    'wav-cache': { type: 'string' },
    'no-hint': { type: 'boolean' },
  },
});
if (values.half && values.half !== 'dev' && values.half !== 'held-out') {
  console.error('--half is dev or held-out');
  process.exit(2);
}
const dirs = (values.dir ?? [join(root, 'fixtures')]).map((d) => resolve(d));

interface Reference {
  speakers?: string[];
  turns: RefTurn[];
}

interface Row {
  half: 'dev' | 'held-out';
  /** The folder's name, for a summary per corpus. */
  corpus: string;
  durationSec: number;
  countRight: boolean;
  /** Found every voice heard for AUDIBLE_SEC or more, and no more voices than there are. */
  audibleRight: boolean;
  hintRight: boolean;
  acc: number;
  hintAcc: number;
  diarizeSec: number;
}

const work = mkdtempSync(join(tmpdir(), 'scriptloom-bench-diarize-'));
if (values['wav-cache']) mkdirSync(values['wav-cache'], { recursive: true });
const rows: Row[] = [];
try {
  for (const dir of dirs) {
    const names = readdirSync(dir)
      .filter((f) => f.endsWith('.ref.json'))
      .map((f) => f.slice(0, -'.ref.json'.length))
      .filter((name) => exists(join(dir, `${name}.mp3`)))
      .sort();
    for (const [i, name] of names.entries()) {
      const half = i % 2 === 0 ? 'dev' : 'held-out';
      if (values.only && name !== values.only) continue;
      if (values.half && half !== values.half) continue;
      rows.push({ ...(await benchOne(dir, name, half)), corpus: basename(dir) });
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (rows.length === 0) {
  console.error(`no NAME.ref.json with NAME.mp3 beside it in ${dirs.join(', ')}`);
  process.exit(1);
}

const corpora = [...new Set(rows.map((r) => r.corpus))];
for (const half of ['dev', 'held-out'] as const) {
  // One line per corpus when there are several (they differ in kind: synthetic, game, telephone),
  // then the whole half.
  if (corpora.length > 1)
    for (const corpus of corpora)
      summarise(
        `${half}:${corpus}`,
        rows.filter((r) => r.half === half && r.corpus === corpus),
      );
  summarise(
    half,
    rows.filter((r) => r.half === half),
  );
}

function summarise(label: string, part: Row[]): void {
  if (part.length === 0) return;
  const audio = part.reduce((s, r) => s + r.durationSec, 0);
  const weighted = (pick: (r: Row) => number): string =>
    pct(part.reduce((s, r) => s + pick(r) * r.durationSec, 0) / audio);
  const seconds = part.reduce((s, r) => s + r.diarizeSec, 0);
  console.log(
    [
      `SUMMARY ${label.padEnd(8)} files=${part.length}`,
      `count_right=${part.filter((r) => r.countRight).length}/${part.length}`,
      `audible_count_right=${part.filter((r) => r.audibleRight).length}/${part.length}`,
      `hint_count_right=${part.filter((r) => r.hintRight).length}/${part.length}`,
      // Weighted by audio length, so a long file counts for what it holds.
      `speaker_acc=${weighted((r) => r.acc)}`,
      `hint_speaker_acc=${weighted((r) => r.hintAcc)}`,
      `diarize_rtf=${(seconds / audio).toFixed(4)}`,
      `sec_per_file=${(seconds / part.length).toFixed(2)}`,
    ].join('  '),
  );
}

async function benchOne(dir: string, name: string, half: Row['half']): Promise<Omit<Row, 'corpus'>> {
  const ref = JSON.parse(readFileSync(join(dir, `${name}.ref.json`), 'utf8')) as Reference;
  const cache = values['wav-cache'];
  const wavPath = join(cache ?? work, `${basename(dir)}-${name}.wav`);
  const durationSec =
    cache && exists(wavPath) ? statSync(wavPath).size / 32000 : await fixtureWav(join(dir, `${name}.mp3`), wavPath);
  const speech = ref.turns.map((t) => ({ start: t.start, end: t.end }));
  const refCount = new Set(ref.turns.map((t) => t.speaker)).size;
  const audibleCount = audibleSpeakers(ref.turns);

  const t = performance.now();
  const free = await diarize(wavPath, { speech });
  const diarizeSec = (performance.now() - t) / 1000;
  // --no-hint skips the hinted run (half the time when tuning the count without a hint).
  const hinted = values['no-hint'] ? free : await diarize(wavPath, { speech, speakerCount: refCount });

  const found = new Set(free.map((s) => s.speaker)).size;
  const hintFound = new Set(hinted.map((s) => s.speaker)).size;
  const row: Omit<Row, 'corpus'> = {
    half,
    durationSec,
    countRight: found === refCount,
    audibleRight: found >= audibleCount && found <= refCount,
    hintRight: hintFound === refCount,
    acc: segmentSpeakerAccuracy(ref.turns, free),
    hintAcc: segmentSpeakerAccuracy(ref.turns, hinted),
    diarizeSec,
  };
  console.log(
    [
      `${half.padEnd(8)} ${name.padEnd(30)}`,
      `dur=${durationSec.toFixed(0).padStart(4)}s`,
      `ref=${refCount}`,
      `audible=${audibleCount}`,
      `found=${found}`,
      `hinted=${hintFound}`,
      `acc=${pct(row.acc)}`,
      `hint_acc=${pct(row.hintAcc)}`,
      `diarize=${diarizeSec.toFixed(2)}s`,
    ].join('  '),
  );
  return row;
}

function audibleSpeakers(turns: RefTurn[]): number {
  const heard = new Map<string, number>();
  for (const t of turns) heard.set(t.speaker, (heard.get(t.speaker) ?? 0) + t.end - t.start);
  return Math.max(1, [...heard.values()].filter((sec) => sec >= AUDIBLE_SEC).length);
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`.padStart(6);
}

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
