// What cutting audio into chunks costs in words: the product's sphinx engine against one
// pocketsphinx_continuous run over the whole file with the same flags. The product hears files
// whole, so the two agree word for word, except on phone-band files, which the product hears with
// hiss above their edge (sphinx/phone-band-input.ts); --target S measures pieces of about S seconds.
//
//   npx tsx scripts/bench/bench-chunking.ts [--dir DIR] [--only NAME] [--target S] [--overlap S] [--lead-in S] [--cut-silence S]
//
// DIR is laid out like fixtures/ (NAME.mp3 beside NAME.ref.json; default fixtures/), e.g. the long
// files `scripts/corpus/make-long.ts` writes to .tmp/corpus/long. The whole-file run is cached under
// .tmp/bench-chunking/ by the WAV's hash and the flags, so a rerun only runs the product.
// --overlap, --lead-in and --cut-silence replace the chunking defaults for a trial run (see ChunkedRunOptions).
// Times are wall clock (rtf: seconds per second of audio) and the recognisers' CPU seconds, which
// a machine shared with other work changes less.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseSphinxOutput } from '../../packages/speech/src/sphinx/parse-sphinx-output.js';
import { runPocketsphinx } from '../../packages/speech/src/sphinx/run-pocketsphinx.js';
import { createSphinxEngine, DEFAULT_SPHINX_ARGS } from '../../packages/speech/src/sphinx/sphinx-engine.js';
import { transcribeInChunks } from '../../packages/speech/src/transcribe-in-chunks.js';
import type { RecognizedWord } from '../../packages/speech/src/types.js';
import { fixtureWav } from './fixture-wav.js';
import { normaliseWords, wordErrors, type RefTurn } from './score.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    only: { type: 'string' },
    target: { type: 'string' },
    overlap: { type: 'string' },
    'lead-in': { type: 'string' },
    'cut-silence': { type: 'string' },
  },
});
const folder = values.dir ? resolve(values.dir) : join(root, 'fixtures');
const cacheDir = join(root, '.tmp/bench-chunking');
const trial = values.overlap !== undefined || values['lead-in'] !== undefined || values['cut-silence'] !== undefined;
const concurrency = availableParallelism();

interface Row {
  name: string;
  durationSec: number;
  refWords: number;
  rawErrors: number;
  productErrors: number;
  rawSec: number;
  rawCpu: number;
  productSec: number;
  productCpu: number;
}

const names = readdirSync(folder)
  .filter((f) => f.endsWith('.ref.json'))
  .map((f) => f.slice(0, -'.ref.json'.length))
  .filter((name) => (!values.only || name === values.only) && existsSync(join(folder, `${name}.mp3`)))
  .sort();
if (names.length === 0) {
  console.error(`no NAME.ref.json with NAME.mp3 beside it in ${folder}`);
  process.exit(1);
}

mkdirSync(cacheDir, { recursive: true });
const work = mkdtempSync(join(cacheDir, 'work-'));
const rows: Row[] = [];
try {
  console.log(
    `sphinx ${DEFAULT_SPHINX_ARGS.join(' ')}; product on ${concurrency} cores${trial ? ` (trial: ${describeTrial()})` : ''}`,
  );
  for (const name of names) rows.push(await benchOne(name));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const sum = (pick: (r: Row) => number): number => rows.reduce((s, r) => s + pick(r), 0);
const refTotal = sum((r) => r.refWords);
const audio = sum((r) => r.durationSec);
console.log(
  [
    `SUMMARY files=${rows.length}`,
    `audio=${audio.toFixed(0)}s`,
    `raw_wer=${pct(sum((r) => r.rawErrors) / refTotal)}`,
    `product_wer=${pct(sum((r) => r.productErrors) / refTotal)}`,
    `diff=${signedPct((sum((r) => r.productErrors) - sum((r) => r.rawErrors)) / refTotal)}`,
    `worse_files=${rows.filter((r) => r.productErrors > r.rawErrors).length}`,
    `raw_rtf=${(sum((r) => r.rawSec) / audio).toFixed(3)}`,
    `product_rtf=${(sum((r) => r.productSec) / audio).toFixed(3)}`,
    `raw_cpu=${sum((r) => r.rawCpu).toFixed(0)}s`,
    `product_cpu=${sum((r) => r.productCpu).toFixed(0)}s`,
  ].join('  '),
);

async function benchOne(name: string): Promise<Row> {
  const ref = JSON.parse(readFileSync(join(folder, `${name}.ref.json`), 'utf8')) as { turns: RefTurn[] };
  const refWords = ref.turns.flatMap((turn) => normaliseWords(turn.text ?? ''));
  const wavPath = join(work, `${name}.wav`);
  const durationSec = await fixtureWav(join(folder, `${name}.mp3`), wavPath);

  const raw = await rawRun(wavPath);
  const started = performance.now();
  const cpuBefore = childCpuSec();
  const productWords = await productRun(wavPath, durationSec);
  const productSec = (performance.now() - started) / 1000;
  const productCpu = childCpuSec() - cpuBefore;

  const errorsOf = (words: RecognizedWord[]) => {
    const e = wordErrors(
      refWords,
      words.flatMap((w) => normaliseWords(w.text)),
    );
    return e.substitutions + e.deletions + e.insertions;
  };
  const row: Row = {
    name,
    durationSec,
    refWords: refWords.length,
    rawErrors: errorsOf(raw.words),
    productErrors: errorsOf(productWords),
    rawSec: raw.seconds,
    rawCpu: raw.cpu,
    productSec,
    productCpu,
  };
  console.log(
    [
      name.padEnd(20),
      `dur=${durationSec.toFixed(0)}s`,
      `words=${refWords.length}`,
      `raw_wer=${pct(row.rawErrors / row.refWords)}`,
      `product_wer=${pct(row.productErrors / row.refWords)}`,
      `diff=${signedPct((row.productErrors - row.rawErrors) / row.refWords)} (${row.productErrors - row.rawErrors} words)`,
      `raw=${row.rawSec.toFixed(1)}s rtf=${(row.rawSec / durationSec).toFixed(3)} cpu=${row.rawCpu.toFixed(0)}s`,
      `product=${productSec.toFixed(1)}s rtf=${(productSec / durationSec).toFixed(3)} cpu=${productCpu.toFixed(0)}s`,
    ].join('  '),
  );
  return row;
}

/** One recogniser over the whole file, from the cache when this audio and these flags ran before. */
async function rawRun(wavPath: string): Promise<RawResult> {
  const key = createHash('sha256').update(readFileSync(wavPath)).update(DEFAULT_SPHINX_ARGS.join(' ')).digest('hex');
  const cached = join(cacheDir, `raw-${key.slice(0, 24)}.json`);
  if (existsSync(cached)) return { cpu: NaN, ...(JSON.parse(readFileSync(cached, 'utf8')) as Omit<RawResult, 'cpu'>) };
  const started = performance.now();
  const cpuBefore = childCpuSec();
  const words = parseSphinxOutput(await runPocketsphinx(wavPath, DEFAULT_SPHINX_ARGS));
  const result: RawResult = { words, seconds: (performance.now() - started) / 1000, cpu: childCpuSec() - cpuBefore };
  writeFileSync(cached, JSON.stringify(result));
  return result;
}

interface RawResult {
  words: RecognizedWord[];
  seconds: number;
  /** CPU seconds; NaN in results cached before it was measured. */
  cpu: number;
}

/** CPU time of this process's finished children (the recognisers and ffmpeg), from /proc. */
function childCpuSec(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name, which may hold spaces, in brackets: cutime and cstime are 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSec();
}

// Asked each time rather than kept in a constant: the top-level loop above runs before the module's
// later constants are set.
function ticksPerSec(): number {
  return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
}

/** The product's engine, or for a trial the same chunked run with the chunking settings replaced. */
async function productRun(wavPath: string, durationSec: number): Promise<RecognizedWord[]> {
  if (!trial) {
    const tuning = values.target !== undefined ? { targetSec: Number(values.target) } : {};
    const engine = createSphinxEngine({ engine: 'sphinx', concurrency }, tuning);
    return (await engine.transcribe({ wavPath, durationSec, language: 'en', scratchDir: work })).words;
  }
  return transcribeInChunks({
    wavPath,
    durationSec,
    scratchDir: work,
    targetSec: Number(values.target ?? 300),
    maxSec: 2 * Number(values.target ?? 300),
    concurrency,
    ...(values.overlap !== undefined ? { overlapSec: Number(values.overlap) } : {}),
    ...(values['lead-in'] !== undefined ? { leadInSec: Number(values['lead-in']) } : {}),
    ...(values['cut-silence'] !== undefined ? { cutSilenceSec: Number(values['cut-silence']) } : {}),
    transcribeChunk: async (chunkWav, signal) =>
      parseSphinxOutput(await runPocketsphinx(chunkWav, DEFAULT_SPHINX_ARGS, { signal })),
  });
}

function describeTrial(): string {
  return [
    values.overlap !== undefined ? `overlap ${values.overlap}s` : '',
    values['lead-in'] !== undefined ? `lead-in ${values['lead-in']}s` : '',
    values['cut-silence'] !== undefined ? `cuts at silences of ${values['cut-silence']}s or more` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function signedPct(x: number): string {
  return `${x > 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
}
