// Benchmark of readable text: how well sentence ends, questions, commas and capitals written into
// the offline recogniser's bare words agree with a reference's punctuation.
//
//   npm run bench:readable [-- --dir DIR ...] [--only NAME] [--set development|held-out|all] [--fresh]
//
// For every NAME.ref.json with NAME.mp3 beside it (the repo fixtures, or each --dir): the speech
// engine (ASR_ENGINE, default sphinx) recognises the audio once (cached under .tmp/bench-cache with the
// other benches' runs; --fresh ignores the cache), each word gets the reference speaker talking at its midpoint (so
// diarization errors are left out), punctuateWords runs as the paragraphs stage runs it, and the
// words the recogniser got right are compared with the reference: F1 of sentence ends, questions and
// commas, recall and precision of capitals inside sentences (names, "I"), and case agreement.
// Before this step every figure was 0: the engine gives lower-case words without punctuation.
// Files are summed per half of corpus/split.json (--set runs one half only).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSpeechEngine, type RecognizedWord } from '@scriptloom/speech';
import { punctuateWords } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { fixtureWav } from './fixture-wav.js';
import { f1, markedWords, scoreReadable, type Counts, type ReadableScore } from './readable-score.js';
import { recogniseCached } from '../corpus/recognition-cache.js';
import { oneOf, readSplit, SETS, type SetName } from '../corpus/select.js';
import { turnAt, type RefTurn } from './score.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', multiple: true },
    only: { type: 'string' },
    set: { type: 'string' },
    fresh: { type: 'boolean' },
  },
});
const dirs = (values.dir ?? [join(root, 'fixtures')]).map((d) => resolve(d));
const config = loadConfig(process.env);
const engine = createSpeechEngine(config.asr);

interface Reference {
  turns: RefTurn[];
  vocabulary?: string[];
}

const work = mkdtempSync(join(tmpdir(), 'scriptloom-readable-'));
const chosenSet = oneOf('set', values.set, [...SETS, 'all'], 'all');
const split = readSplit(root);
/** The half of corpus/split.json a file is in, whichever corpus lists it. */
const setOf = (name: string): SetName | undefined =>
  SETS.find((set) => Object.values(split[set]).some((names) => names?.includes(name)));
const scores: { set?: SetName; score: ReadableScore }[] = [];
try {
  for (const dir of dirs) {
    const names = readdirSync(dir)
      .filter((f) => f.endsWith('.ref.json') && existsSync(join(dir, f.replace(/\.ref\.json$/, '.mp3'))))
      .map((f) => f.slice(0, -'.ref.json'.length))
      .filter((n) => !values.only || n === values.only)
      .filter((n) => chosenSet === 'all' || setOf(n) === chosenSet)
      .sort();
    for (const name of names) scores.push({ set: setOf(name), score: await benchOne(dir, name) });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const set of [...SETS, undefined]) {
  const part = scores.filter((s) => s.set === set).map((s) => s.score);
  if (part.length) console.log(line(`SUMMARY ${set ?? 'unsplit'}`, total(part)));
}

/** The engine's words for the file, from the benches' shared recognition cache when it has them. */
async function recognised(dir: string, name: string): Promise<RecognizedWord[]> {
  const mediaPath = join(dir, `${name}.mp3`);
  const wavPath = join(work, `${name}.wav`);
  const durationSec = await fixtureWav(mediaPath, wavPath);
  const recognition = await recogniseCached(
    engine,
    config.asr,
    mediaPath,
    { wavPath, durationSec, language: 'en', scratchDir: work },
    { root, fresh: values.fresh },
  );
  return recognition.result.words;
}

async function benchOne(dir: string, name: string): Promise<ReadableScore> {
  const ref = JSON.parse(readFileSync(join(dir, `${name}.ref.json`), 'utf8')) as Reference;
  const words = await recognised(dir, name);
  const labelled = words.map((w) => ({ ...w, speaker: turnAt(ref.turns, (w.start + w.end) / 2)?.speaker ?? '' }));
  const readable = punctuateWords(labelled, { terms: ref.vocabulary ?? [] });
  const score = scoreReadable(
    markedWords(ref.turns.map((t) => t.text ?? '').join(' ')),
    markedWords(readable.map((w) => w.text).join(' ')),
  );
  console.log(line(name, score));
  return score;
}

function total(list: readonly ReadableScore[]): ReadableScore {
  const add = (pick: (s: ReadableScore) => Counts): Counts => ({
    truePositive: list.reduce((n, s) => n + pick(s).truePositive, 0),
    falsePositive: list.reduce((n, s) => n + pick(s).falsePositive, 0),
    falseNegative: list.reduce((n, s) => n + pick(s).falseNegative, 0),
  });
  return {
    matched: list.reduce((n, s) => n + s.matched, 0),
    sentenceEnd: add((s) => s.sentenceEnd),
    question: add((s) => s.question),
    comma: add((s) => s.comma),
    nameCapital: add((s) => s.nameCapital),
    caseAgreement: list.reduce((n, s) => n + s.caseAgreement, 0),
  };
}

function line(name: string, s: ReadableScore): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const prf = (c: Counts) => {
    const { precision, recall, f1: f } = f1(c);
    return `P ${pct(precision)} R ${pct(recall)} F1 ${pct(f)}`;
  };
  return [
    name.padEnd(26),
    `matched=${s.matched}`,
    `sentence_end: ${prf(s.sentenceEnd)}`,
    `question: ${prf(s.question)}`,
    `comma: ${prf(s.comma)}`,
    `name_capitals: ${prf(s.nameCapital)}`,
    `case_agree=${pct(s.caseAgreement / Math.max(1, s.matched))}`,
  ].join('  ');
}
