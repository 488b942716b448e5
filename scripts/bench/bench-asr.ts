// Benchmark of recognition and diarization on the reference podcasts and the corpus folders.
//
//   npx tsx scripts/bench/bench-asr.ts [--corpus fixtures|synthetic|drascula|asterisk|all]
//       [--set development|held-out|all] [--only NAME] [--dir DIR] [--speakers] [--vocabulary] [--fresh]
//
// --corpus picks the folders (default fixtures: the repo's test podcasts; the others are generated
// under .tmp/corpus, see corpus/README.md) and --set one half of corpus/split.json (default all).
// --dir reads any folder laid out the same way instead; its files belong to no half.
//
// For every NAME.ref.json with NAME.mp3 beside it: converts the audio to 16 kHz mono WAV, runs the
// speech engine (ASR_ENGINE, default sphinx; other settings from the environment as in the product),
// then our diarizer on the recognised word spans and assignSpeakers, and prints one line per file
// plus summaries for the development and held-out halves, each also split by corpus (the Asterisk
// prompts are 8 kHz telephone speech and read apart from wide-band speech). --speakers passes the
// reference speaker count to the diarizer, as a user who filled in "number of speakers" would;
// --vocabulary passes the `vocabulary` of NAME.insights.json to the engine, as a user who typed the
// names in would. Each file also shows how many speaker labels its self-introductions named right
// (named=right/labels, and how many wrong); the summaries add the same naming on the script's own
// words (named_on_script), what the rules do when every word is heard. Recognised words are cached
// per file and settings under .tmp/bench-cache (--fresh recognises again; --cached-only skips files
// not recognised yet with these settings); the asr time shown is the one measured when the engine ran.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assignSpeakers, createSpeechEngine, diarize } from '@scriptloom/speech';
import { namesFromIntroductions, speakerName } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { recogniseCached } from '../corpus/recognition-cache.js';
import { CORPORA, oneOf, selectFiles, SETS, type CorpusFile } from '../corpus/select.js';
import { fixtureWav } from './fixture-wav.js';
import { scriptWords } from './script-words.js';
import {
  normaliseWords,
  speakerAccuracy,
  speakerNameScore,
  wordErrors,
  type NameScore,
  type RefTurn,
} from './score.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    speakers: { type: 'boolean' },
    vocabulary: { type: 'boolean' },
    fresh: { type: 'boolean' },
    'cached-only': { type: 'boolean' },
    only: { type: 'string' },
    dir: { type: 'string' },
    corpus: { type: 'string' },
    set: { type: 'string' },
  },
});

interface Reference {
  duration?: number;
  speakers?: string[];
  turns: RefTurn[];
}

interface Row {
  file: CorpusFile;
  durationSec: number;
  refWords: number;
  errors: number;
  speakerAcc: number;
  speakersFound: number;
  speakersInReference: number;
  /** Speaker labels named from self-introductions, against the reference names. */
  names: NameScore;
  /** The same naming on the script's own words and speakers: what it does when every word is heard. */
  scriptNames: NameScore;
  asrSec: number;
  diarizeSec: number;
}

// The speech settings as the server reads them (ASR_ENGINE, WHISPER_MODEL, ASR_*).
const asrConfig = loadConfig(process.env).asr;
const engine = createSpeechEngine(asrConfig);

const files = selectFiles(root, {
  corpus: oneOf('corpus', values.corpus, [...CORPORA, 'all'], 'fixtures'),
  set: oneOf('set', values.set, [...SETS, 'all'], 'all'),
  only: values.only,
  dir: values.dir ? resolve(values.dir) : undefined,
  needs: ['.ref.json', '.mp3'],
});
if (files.length === 0) {
  console.error('no NAME.ref.json with NAME.mp3 beside it in the chosen folders and half');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'scriptloom-bench-'));
const rows: Row[] = [];
try {
  console.log(
    `engine ${engine.name}, diarizer speaker count ${values.speakers ? 'from reference' : 'unknown'}, ` +
      `vocabulary ${values.vocabulary ? 'from annotations' : 'none'}`,
  );
  for (const file of files) {
    const row = await benchOne(file);
    if (row) rows.push(row);
    else console.log(`${file.name.padEnd(24)} not recognised yet with these settings: skipped (--cached-only)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const set of [...SETS, undefined]) {
  const half = rows.filter((r) => r.file.set === set);
  if (half.length === 0) continue;
  const label = set ?? 'unsplit';
  console.log(summary(`SUMMARY ${label}`, half));
  const corpora = [...new Set(half.map((r) => r.file.corpus))];
  if (corpora.length > 1)
    for (const corpus of corpora)
      console.log(
        summary(
          `  ${label} ${corpus}`,
          half.filter((r) => r.file.corpus === corpus),
        ),
      );
}

function summary(label: string, part: Row[]): string {
  const sum = (pick: (r: Row) => number): number => part.reduce((s, r) => s + pick(r), 0);
  const audio = sum((r) => r.durationSec);
  const refWords = sum((r) => r.refWords);
  return [
    `${label} files=${part.length}`,
    `audio=${audio.toFixed(1)}s`,
    `wer=${pct(refWords ? sum((r) => r.errors) / refWords : 0)}`,
    // Speaker accuracy weighted by audio length, so a long file counts for what it holds.
    `speaker_acc=${pct(sum((r) => r.speakerAcc * r.durationSec) / audio)}`,
    `speakers_found=${sum((r) => r.speakersFound)}/${sum((r) => r.speakersInReference)} ` +
      `(exact in ${part.filter((r) => r.speakersFound === r.speakersInReference).length}/${part.length} files)`,
    `named=${sum((r) => r.names.right)} right, ${sum((r) => r.names.wrong)} wrong, ${sum((r) => r.names.unnamed)} unnamed`,
    `named_on_script=${sum((r) => r.scriptNames.right)} right, ${sum((r) => r.scriptNames.wrong)} wrong`,
    `asr=${sum((r) => r.asrSec).toFixed(1)}s (rtf ${(sum((r) => r.asrSec) / audio).toFixed(3)})`,
    `diarize=${sum((r) => r.diarizeSec).toFixed(1)}s (rtf ${(sum((r) => r.diarizeSec) / audio).toFixed(4)})`,
  ].join('  ');
}

async function benchOne(file: CorpusFile): Promise<Row | undefined> {
  const ref = JSON.parse(readFileSync(join(file.dir, `${file.name}.ref.json`), 'utf8')) as Reference;
  const mediaPath = join(file.dir, `${file.name}.mp3`);
  const wavPath = join(work, `${file.name}.wav`);
  const durationSec = await fixtureWav(mediaPath, wavPath);
  const vocabulary = values.vocabulary ? readVocabulary(file) : undefined;

  const recognition = await recogniseCached(
    engine,
    asrConfig,
    mediaPath,
    { wavPath, durationSec, language: 'en', scratchDir: work, vocabulary },
    { root, fresh: values.fresh, cachedOnly: values['cached-only'] },
  );
  if (!recognition) return undefined;
  const words = recognition.result.words;

  const t = performance.now();
  let labels: (string | number)[];
  if (recognition.result.speakersFromEngine) {
    // The engine diarized itself; the product keeps its labels, so the benchmark does too.
    labels = words.map((w) => w.speaker ?? '?');
  } else {
    const segments = await diarize(wavPath, {
      speech: words,
      speakerCount: values.speakers ? referenceSpeakers(ref).length : undefined,
    });
    labels = assignSpeakers(words, segments);
  }
  const diarizeSec = (performance.now() - t) / 1000;

  const refWords = ref.turns.flatMap((turn) => normaliseWords(turn.text ?? ''));
  const hypWords = words.flatMap((w) => normaliseWords(w.text));
  const errors = wordErrors(refWords, hypWords);
  const labelled = words.map((w, i) => ({ ...w, speaker: labels[i] }));
  const speakerAcc = speakerAccuracy(ref.turns, labelled);
  // The names the speakers task gives labels, as the product runs it on "Speaker N" labels.
  const named = labelled.map((w) => ({
    ...w,
    speaker: typeof w.speaker === 'number' ? speakerName(w.speaker) : String(w.speaker),
  }));
  const names = speakerNameScore(ref.turns, named, namesFromIntroductions(named, vocabulary));
  const spoken = scriptWords(ref.turns);
  const scriptNames = speakerNameScore(ref.turns, spoken, namesFromIntroductions(spoken, vocabulary));
  const row: Row = {
    file,
    durationSec,
    refWords: refWords.length,
    errors: errors.substitutions + errors.deletions + errors.insertions,
    speakerAcc,
    speakersFound: new Set(labels).size,
    speakersInReference: referenceSpeakers(ref).length,
    names,
    scriptNames,
    asrSec: recognition.asrSec,
    diarizeSec,
  };
  console.log(
    [
      file.name.padEnd(24),
      `${file.corpus}/${file.set ?? 'unsplit'}`.padEnd(22),
      `dur=${durationSec.toFixed(1)}s`,
      `wer=${pct(errors.rate)} (S${errors.substitutions} D${errors.deletions} I${errors.insertions} / ${refWords.length})`,
      `speaker_acc=${pct(speakerAcc)} (${row.speakersFound} found, ${row.speakersInReference} in reference)`,
      `named=${names.right}/${names.right + names.wrong + names.unnamed}${names.wrong ? ` (${names.wrong} wrong)` : ''}`,
      `asr=${recognition.asrSec.toFixed(1)}s${recognition.cached ? ' cached' : ''} rtf=${(recognition.asrSec / durationSec).toFixed(3)}`,
      `diarize=${diarizeSec.toFixed(2)}s rtf=${(diarizeSec / durationSec).toFixed(4)}`,
    ].join('  '),
  );
  return row;
}

function referenceSpeakers(ref: Reference): string[] {
  return ref.speakers ?? [...new Set(ref.turns.map((t) => t.speaker))];
}

/** The names and terms annotated for the file (NAME.insights.json's `vocabulary`), if any. */
function readVocabulary(file: CorpusFile): string[] | undefined {
  const path = join(file.dir, `${file.name}.insights.json`);
  if (!existsSync(path)) return undefined;
  const notes = JSON.parse(readFileSync(path, 'utf8')) as { vocabulary?: string[] };
  return notes.vocabulary;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}
