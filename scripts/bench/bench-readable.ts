// Benchmark of readable text: how well sentence ends, questions, commas and capitals written into
// the offline recogniser's bare words agree with a reference's punctuation.
//
//   npm run bench:readable [-- --dir DIR ...] [--only NAME] [--fresh]
//
// For every NAME.ref.json with NAME.mp3 beside it (the repo fixtures, or each --dir): the speech
// engine (ASR_ENGINE, default sphinx) recognises the audio once (cached under .tmp/bench-cache/readable;
// --fresh ignores the cache), each word gets the reference speaker talking at its midpoint (so
// diarization errors are left out), punctuateWords runs as the paragraphs stage runs it, and the
// words the recogniser got right are compared with the reference: F1 of sentence ends, questions and
// commas, recall and precision of capitals inside sentences (names, "I"), and case agreement.
// Before this step every figure was 0: the engine gives lower-case words without punctuation.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSpeechEngine, type RecognizedWord } from '@scriptloom/speech';
import { punctuateWords } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { fixtureWav } from './fixture-wav.js';
import { f1, markedWords, scoreReadable, type Counts, type ReadableScore } from './readable-score.js';
import type { RefTurn } from './score.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', multiple: true },
    only: { type: 'string' },
    fresh: { type: 'boolean' },
  },
});
const dirs = (values.dir ?? [join(root, 'fixtures')]).map((d) => resolve(d));
const config = loadConfig(process.env);
const engine = createSpeechEngine(config.asr);
const cacheDir = join(root, '.tmp/bench-cache/readable');
mkdirSync(cacheDir, { recursive: true });

interface Reference {
  turns: RefTurn[];
  vocabulary?: string[];
}

const work = mkdtempSync(join(tmpdir(), 'scriptloom-readable-'));
const scores: ReadableScore[] = [];
try {
  for (const dir of dirs) {
    const names = readdirSync(dir)
      .filter((f) => f.endsWith('.ref.json') && existsSync(join(dir, f.replace(/\.ref\.json$/, '.mp3'))))
      .map((f) => f.slice(0, -'.ref.json'.length))
      .filter((n) => !values.only || n === values.only)
      .sort();
    for (const name of names) scores.push(await benchOne(dir, name));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(line('SUMMARY', total(scores)));

async function recognised(dir: string, name: string): Promise<RecognizedWord[]> {
  const audio = readFileSync(join(dir, `${name}.mp3`));
  const key = createHash('sha256').update(engine.name).update(audio).digest('hex').slice(0, 16);
  const cached = join(cacheDir, `${name}-${key}.json`);
  if (!values.fresh && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as RecognizedWord[];
  const wavPath = join(work, `${name}.wav`);
  const durationSec = await fixtureWav(join(dir, `${name}.mp3`), wavPath);
  const { words } = await engine.transcribe({ wavPath, durationSec, language: 'en' });
  writeFileSync(cached, JSON.stringify(words));
  return words;
}

/** The reference speaker talking at `time`, or the nearest turn's in a gap. */
function speakerAt(turns: readonly RefTurn[], time: number): string {
  let best = turns[0]!;
  let distance = Infinity;
  for (const turn of turns) {
    const d = time < turn.start ? turn.start - time : time > turn.end ? time - turn.end : 0;
    if (d < distance) {
      distance = d;
      best = turn;
    }
  }
  return best.speaker;
}

async function benchOne(dir: string, name: string): Promise<ReadableScore> {
  const ref = JSON.parse(readFileSync(join(dir, `${name}.ref.json`), 'utf8')) as Reference;
  const words = await recognised(dir, name);
  const labelled = words.map((w) => ({ ...w, speaker: speakerAt(ref.turns, (w.start + w.end) / 2) }));
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
