// How fillers (um, uh, er, ah, hmm) are found: by the recogniser's words alone, by the audio detector
// (findFillerSounds: held voiced sounds in the gaps between words) alone, and by both, with precision
// and recall on made recordings (scripts/corpus/make-fillers.ts: fillers put in at known times) and
// on real recorded speech (the Drascula voice-over lines whose text holds a filler), each split into
// the development and held-out halves of corpus/split.json.
//
//   npm run bench:fillers -- [--set development|held-out|all] [--cached-only] [--fresh] [--verbose]
//
// A detection counts as right when it overlaps a reference filler; a reference filler is found when
// a detection overlaps it. Made fillers have exact times. A real filler's time is only known to the
// clip (a line of the game's voice-over): it is taken where its letters stand in the line's text,
// in proportion to the clip's length, widened by REAL_SLACK_SEC on each side and kept inside the clip.
// Real episodes are whole two-minute stretches, so every detection elsewhere in them counts against
// precision. Also prints what the recogniser wrote where each made filler was (nothing, a filler word,
// other words). Recognised words are cached as bench:asr caches them (.tmp/bench-cache).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findFillerSoundsInWav } from '@scriptloom/media';
import { createSpeechEngine, type RecognizedWord } from '@scriptloom/speech';
import { isDefaultFiller } from '@scriptloom/transcript';
import { loadConfig } from '../../apps/server/src/config.js';
import { oneOf, selectFiles, SETS, type CorpusFile, type SetName } from '../corpus/select.js';
import { recogniseMedia } from './recognise-media.js';

const REAL_SLACK_SEC = 0.3;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    fresh: { type: 'boolean' },
    'cached-only': { type: 'boolean' },
    verbose: { type: 'boolean' },
  },
});
const set = oneOf('set', values.set, [...SETS, 'all'], 'all');

interface Span {
  start: number;
  end: number;
}
interface Reference {
  turns: { text: string; start: number; end: number }[];
  fillers?: (Span & { text: string; kind: string })[];
}
type Material = 'made' | 'real';
interface Counts {
  detections: number;
  right: number;
  references: number;
  found: number;
}
// recogniser: its filler words; detector: every candidate (in gaps and under short words); gaps: the
// detector's candidates in gaps only; both: recogniser and detector; pipeline: what processing stores
// (the recogniser's words with the gap candidates added as words, recognised words never replaced).
const METHODS = ['recogniser', 'detector', 'gaps', 'both', 'pipeline'] as const;
type Method = (typeof METHODS)[number];

const asrConfig = loadConfig(process.env).asr;
const engine = createSpeechEngine(asrConfig);
const made = selectFiles(root, { corpus: 'fillers', set, needs: ['.ref.json', '.mp3'] });
const real = selectFiles(root, { corpus: 'drascula', set, needs: ['.ref.json', '.mp3'] }).filter(
  (file) => realFillers(readReference(file)).length > 0,
);
if (made.length + real.length === 0) {
  console.error('no material: make it with scripts/corpus/make-fillers.ts and make-drascula.ts (corpus/README.md)');
  process.exit(1);
}

const totals = new Map<string, Counts>();
const heard = new Map<string, number>(); // what the recogniser wrote at a made filler
const work = mkdtempSync(join(tmpdir(), 'scriptloom-fillers-'));
try {
  console.log(`engine ${engine.name}`);
  for (const [material, files] of [
    ['made', made],
    ['real', real],
  ] as const) {
    for (const file of files) await benchOne(material, file);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log('\nWhat the recogniser wrote where a made filler was (by kind of filler):');
for (const [what, n] of [...heard].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${what}`);

console.log('\nPrecision and recall (a detection is right when it overlaps a reference filler)');
console.log(`${'method'.padEnd(12)} ${'material'.padEnd(9)} ${'half'.padEnd(12)} precision            recall`);
for (const material of ['made', 'real'] as const)
  for (const half of SETS)
    for (const method of METHODS) {
      const c = totals.get(key(material, half, method));
      if (!c) continue;
      console.log(
        `${method.padEnd(12)} ${material.padEnd(9)} ${half.padEnd(12)} ` +
          `${ratio(c.right, c.detections).padEnd(20)} ${ratio(c.found, c.references)}`,
      );
    }

async function benchOne(material: Material, file: CorpusFile): Promise<void> {
  const ref = readReference(file);
  const { recognition, wavPath } = await recogniseMedia(engine, asrConfig, file, work, {
    root,
    fresh: values.fresh,
    cachedOnly: values['cached-only'],
  });
  if (!recognition) {
    console.log(`${file.name.padEnd(16)} not recognised yet: skipped (--cached-only)`);
    return;
  }
  const words = recognition.result.words;
  const references = material === 'made' ? (ref.fillers ?? []) : realFillers(ref);
  const t = performance.now();
  const sounds = await findFillerSoundsInWav(wavPath, words);
  const detectSec = (performance.now() - t) / 1000;

  const fromWords = words.filter((w) => isDefaultFiller(w.text));
  const inGaps = sounds.filter((s) => s.word === undefined);
  const byMethod: Record<Method, Span[]> = {
    recogniser: fromWords,
    detector: sounds,
    gaps: inGaps,
    both: [...fromWords, ...sounds],
    pipeline: [...fromWords, ...inGaps],
  };
  const half = file.set ?? 'unsplit';
  const line: string[] = [];
  for (const method of METHODS) {
    const c = score(byMethod[method], references);
    add(key(material, half, method), c);
    line.push(`${method} ${c.right}/${c.detections} ${c.found}/${c.references}`);
  }
  console.log(
    `${file.name.padEnd(16)} ${material} ${half.padEnd(11)} ${line.join('  ')}  detect=${detectSec.toFixed(2)}s`,
  );

  if (material === 'made')
    for (const filler of references as NonNullable<Reference['fillers']>) {
      const over = words.filter((w) => overlaps(w, filler));
      const what =
        over.length === 0 ? 'nothing' : over.some((w) => isDefaultFiller(w.text)) ? 'a filler word' : `other words`;
      heard.set(`${filler.kind.padEnd(4)} ${what}`, (heard.get(`${filler.kind.padEnd(4)} ${what}`) ?? 0) + 1);
      if (values.verbose) {
        const spelled = over.map((w) => `${w.text}(${w.confidence.toFixed(2)})`).join(' ') || '-';
        const hit = sounds.find((s) => overlaps(s, filler));
        const inWord = hit?.word === undefined ? '' : ' in word';
        console.log(
          `   ${filler.kind.padEnd(4)} ${filler.start.toFixed(2)}-${filler.end.toFixed(2)} heard: ${spelled}` +
            `  detector: ${hit ? `${hit.start.toFixed(2)}-${hit.end.toFixed(2)} (${hit.confidence})${inWord}` : '-'}`,
        );
      }
    }
  if (values.verbose)
    for (const s of sounds.filter((s) => !references.some((r) => overlaps(s, r))))
      console.log(
        `   false ${s.start.toFixed(2)}-${s.end.toFixed(2)} (${s.confidence}) ` +
          (s.word === undefined ? around(words, s) : `in "${words[s.word]!.text}" (${words[s.word]!.confidence})`),
      );
}

/** Real fillers: each filler word of a clip's text, placed in proportion within the clip. */
function realFillers(ref: Reference): Span[] {
  const spans: Span[] = [];
  for (const turn of ref.turns) {
    const text = turn.text;
    // Words are runs of letters: the voice-over writes "AHHH,,,EXCUS...." and "AHH....YES" unspaced.
    for (const match of text.matchAll(/[\p{L}']+/gu)) {
      // The voice-over's text is in capitals, which isDefaultFiller takes for abbreviations: a
      // line's words are compared in lower case.
      if (!isDefaultFiller(match[0].toLowerCase())) continue;
      const length = turn.end - turn.start;
      const from = turn.start + (length * match.index) / text.length - REAL_SLACK_SEC;
      const to = turn.start + (length * (match.index + match[0].length)) / text.length + REAL_SLACK_SEC;
      spans.push({ start: Math.max(turn.start, from), end: Math.min(turn.end, to) });
    }
  }
  return spans;
}

function score(detections: readonly Span[], references: readonly Span[]): Counts {
  return {
    detections: detections.length,
    right: detections.filter((d) => references.some((r) => overlaps(d, r))).length,
    references: references.length,
    found: references.filter((r) => detections.some((d) => overlaps(d, r))).length,
  };
}

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

function around(words: readonly RecognizedWord[], s: Span): string {
  const before = words.filter((w) => w.end <= s.start).slice(-2);
  const after = words.filter((w) => w.start >= s.end).slice(0, 2);
  return `[${before.map((w) => w.text).join(' ')} _ ${after.map((w) => w.text).join(' ')}]`;
}

function readReference(file: CorpusFile): Reference {
  return JSON.parse(readFileSync(join(file.dir, `${file.name}.ref.json`), 'utf8')) as Reference;
}

function key(material: Material, half: SetName | 'unsplit', method: Method): string {
  return `${material}/${half}/${method}`;
}

function add(k: string, c: Counts): void {
  const t = totals.get(k) ?? { detections: 0, right: 0, references: 0, found: 0 };
  totals.set(k, {
    detections: t.detections + c.detections,
    right: t.right + c.right,
    references: t.references + c.references,
    found: t.found + c.found,
  });
}

function ratio(a: number, b: number): string {
  return b === 0 ? `-  (${a}/${b})` : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`;
}
