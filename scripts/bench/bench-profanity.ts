// How often the profanity filter fires (docs/product.md#profanity-filter): on the words the speech
// engine recognised in the corpora, and on the scripts' own words (what was really said).
//
//   npm run bench:profanity -- [--corpus fixtures|synthetic|drascula|asterisk|all]
//       [--set development|held-out|all] [--corpus-root DIR] [--only NAME] [--cached-only] [--fresh]
//
// The corpora are picked as bench-asr.ts picks them (corpus/split.json's halves); --corpus-root reads
// the generated corpus folders (.tmp/corpus/...) and the split from another checkout, e.g. the main
// one, while recognitions are cached under this checkout's .tmp/bench-cache (recognition-cache.ts).
// None of the corpora's scripts swears, so every firing on recognised words is a word the recogniser
// made up, and the scripts' own count should be 0: a firing there is a listed word that is also an
// ordinary one. Development files get a line each with the words that fired (word@confidence);
// the held-out half is reported only as summary counts, so nothing is tuned on it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Word } from '@scriptloom/contracts';
import { createSpeechEngine } from '@scriptloom/speech';
import { filterProfanity, isProfane, PROFANITY_MIN_CONFIDENCE } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { CORPORA, oneOf, selectFiles, SETS, type CorpusFile } from '../corpus/select.js';
import { recogniseMedia } from './recognise-media.js';
import { scriptWords } from './script-words.js';
import type { RefTurn } from './score.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    set: { type: 'string' },
    only: { type: 'string' },
    'corpus-root': { type: 'string' },
    'cached-only': { type: 'boolean' },
    fresh: { type: 'boolean' },
  },
});

interface Row {
  file: CorpusFile;
  recognised: number;
  /** Recognised words that are profanity, and of them those heard under PROFANITY_MIN_CONFIDENCE. */
  fired: number;
  flagged: number;
  /** What fired, as word@confidence (shown for development files only). */
  examples: string[];
  scriptWords: number;
  scriptFired: number;
}

const asrConfig = loadConfig(process.env).asr;
const engine = createSpeechEngine(asrConfig);
const corpusRoot = values['corpus-root'] ? resolve(values['corpus-root']) : root;
const files = selectFiles(corpusRoot, {
  corpus: oneOf('corpus', values.corpus, [...CORPORA, 'all'], 'fixtures'),
  set: oneOf('set', values.set, [...SETS, 'all'], 'all'),
  only: values.only,
  needs: ['.ref.json', '.mp3'],
});
if (files.length === 0) {
  console.error('no NAME.ref.json with NAME.mp3 beside it in the chosen folders and half');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'scriptloom-bench-profanity-'));
const rows: Row[] = [];
try {
  console.log(`engine ${engine.name}; a profanity under ${PROFANITY_MIN_CONFIDENCE} confidence is flagged`);
  for (const file of files) {
    const row = await benchOne(file);
    if (!row) {
      console.log(`${file.name.padEnd(26)} not recognised yet with these settings: skipped (--cached-only)`);
      continue;
    }
    rows.push(row);
    if (row.file.set !== 'held-out') console.log(line(`${row.file.name} (${row.file.corpus})`, [row], true));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const set of [...SETS, undefined]) {
  const half = rows.filter((r) => r.file.set === set);
  if (half.length > 0) console.log(line(`SUMMARY ${set ?? 'unsplit'}`, half, false));
}

function line(label: string, part: Row[], withExamples: boolean): string {
  const sum = (pick: (r: Row) => number) => part.reduce((n, r) => n + pick(r), 0);
  const recognised = sum((r) => r.recognised);
  const script = sum((r) => r.scriptWords);
  const fired = sum((r) => r.fired);
  const scriptFired = sum((r) => r.scriptFired);
  return [
    `${label.padEnd(34)} files=${part.length}`,
    `recognised: ${fired} of ${recognised} words (${perThousand(fired, recognised)} per 1,000),`,
    `${sum((r) => r.flagged)} flagged as doubtful;`,
    `script: ${scriptFired} of ${script} words (${perThousand(scriptFired, script)} per 1,000)`,
    withExamples && part[0]!.examples.length > 0 ? `[${part.flatMap((r) => r.examples).join(' ')}]` : '',
  ]
    .join('  ')
    .trimEnd();
}

function perThousand(count: number, total: number): string {
  return total === 0 ? '-' : ((count / total) * 1000).toFixed(2);
}

async function benchOne(file: CorpusFile): Promise<Row | undefined> {
  const ref = JSON.parse(readFileSync(join(file.dir, `${file.name}.ref.json`), 'utf8')) as { turns: RefTurn[] };
  const { recognition, wavPath } = await recogniseMedia(engine, asrConfig, file, work, {
    root,
    fresh: values.fresh,
    cachedOnly: values['cached-only'],
  });
  rmSync(wavPath, { force: true });
  if (!recognition) return undefined;
  const words: Word[] = recognition.result.words.map((w) => ({
    text: w.text,
    start: w.start,
    end: w.end,
    confidence: w.confidence,
    is_removed: false,
  }));
  // The filter itself decides what fired and what was doubtful (the mode does not change either).
  const { counts } = filterProfanity(words, 'mask');
  const spoken = scriptWords(ref.turns);
  return {
    file,
    recognised: words.length,
    fired: counts.profane,
    flagged: counts.flagged,
    examples: words.filter((w) => isProfane(w.text)).map((w) => `${w.text}@${w.confidence.toFixed(2)}`),
    scriptWords: spoken.length,
    scriptFired: spoken.filter((w) => isProfane(w.text)).length,
  };
}
