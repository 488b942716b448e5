// Benchmark of the insights engine on the repo's test podcasts and the annotated corpus episodes.
//
//   npm run bench:insights [-- --corpus fixtures|synthetic|all] [--set development|held-out|all]
//       [--only NAME] [--no-reference] [--reference-only] [--speakers] [--vocabulary] [--fresh] [--no-long]
//
// For every NAME.insights.json (what a listener expects: topic changes, entities, keywords, the main
// topic) with NAME.mp3 and NAME.ref.json beside it, in the chosen folders (default fixtures; the
// synthetic episodes are rendered to .tmp/corpus/synthetic, see corpus/README.md) and half of
// corpus/split.json (default all), two transcripts go through the configured insights engine
// (INSIGHTS_ENGINE, default local):
//   recognised  the product's own path: the speech engine (ASR_ENGINE, default sphinx), our diarizer,
//               the paragraphs stage (names from introductions, punctuation, paragraphs). This is
//               what users get. The recognised words are cached under .tmp/bench-cache per file and
//               settings (shared with bench:asr; --fresh recognises again, --cached-only skips files
//               not recognised yet).
//   reference   the script's words, lower-cased and unpunctuated with even word times: a perfect
//               recogniser, to tell the NLP's own errors from the recogniser's.
// --speakers gives the diarizer the reference speaker count, --vocabulary gives the speech engine and
// the insights (as the product does) the annotated vocabulary. It prints per file the insights and
// their scores, then for each pass a summary of the development and the held-out half apart:
// entity recall, keyword precision and recall, chapter starts' distance from the topic changes,
// headlines naming the main topic, quotes and abstract sentences whose words are what was said;
// finally (unless --no-long) the time of each kind on a 25,000-word transcript.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { INSIGHT_KINDS, type InsightKind, type Snippet } from '@scriptloom/contracts';
import {
  createInsightsEngine,
  EMPTY_CONTEXT,
  type InsightContext,
  type InsightResults,
  type InsightSource,
} from '@scriptloom/insights';
import { assignSpeakers, createSpeechEngine, diarize } from '@scriptloom/speech';
import { loadConfig } from '../../apps/server/src/config.js';
import {
  buildSnippets,
  looksPunctuated,
  parseTimestamp,
  speakerName,
  syntheticTranscript,
} from '@scriptloom/transcript';
import { buildParagraphs } from '../../apps/server/src/workers/tasks/speakers.js';
import { recogniseCached } from '../corpus/recognition-cache.js';
import { CORPORA, oneOf, selectFiles, SETS, type CorpusFile, type SetName } from '../corpus/select.js';
import {
  headlineNamesTopic,
  scoreChapters,
  scoreEntities,
  scoreKeywordPrecision,
  scoreKeywords,
  type InsightAnnotations,
  locateSentences,
  scoreQuotes,
  type QuoteScore,
} from './insights-score.js';
import { fixtureWav } from './fixture-wav.js';
import { normaliseWords, type RefTurn } from './score.js';
import { scriptWords } from './script-words.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'no-reference': { type: 'boolean' },
    'reference-only': { type: 'boolean' },
    'no-long': { type: 'boolean' },
    speakers: { type: 'boolean' },
    vocabulary: { type: 'boolean' },
    fresh: { type: 'boolean' },
    'cached-only': { type: 'boolean' },
    corpus: { type: 'string' },
    set: { type: 'string' },
  },
});

// The engines' settings as the server reads them (INSIGHTS_ENGINE, LLM_*, ASR_ENGINE, ASR_*).
const config = loadConfig(process.env);
const engine = createInsightsEngine(config.insights);
const speech = createSpeechEngine(config.asr);

interface Reference {
  title?: string;
  duration?: number;
  speakers?: string[];
  turns: RefTurn[];
}

const files = selectFiles(root, {
  corpus: oneOf('corpus', values.corpus, [...CORPORA, 'all'], 'fixtures'),
  set: oneOf('set', values.set, [...SETS, 'all'], 'all'),
  only: values.only,
  needs: ['.insights.json', '.mp3', '.ref.json'],
});
if (files.length === 0) {
  console.error('no NAME.insights.json with NAME.mp3 and NAME.ref.json beside it in the chosen folders and half');
  process.exit(1);
}

interface PassResult {
  set?: SetName;
  durationSec: number;
  entity: ReturnType<typeof scoreEntities>;
  keyword: ReturnType<typeof scoreKeywords>;
  precision: ReturnType<typeof scoreKeywordPrecision>;
  headline: boolean | undefined;
  chapter: ReturnType<typeof scoreChapters>;
  quote: QuoteScore;
  /** The abstract's sentences scored as quotes are: are their words what was said? */
  abstract: QuoteScore;
  ms: Record<string, number>;
}
const totals: Record<string, (PassResult & { set?: SetName })[]> = { recognised: [], reference: [] };

const work = mkdtempSync(join(tmpdir(), 'scriptloom-bench-insights-'));
try {
  console.log(
    `insights engine ${engine.name}, speech engine ${speech.name}, diarizer speaker count ` +
      `${values.speakers ? 'from reference' : 'unknown'}, vocabulary ${values.vocabulary ? 'from annotations' : 'none'}`,
  );
  for (const file of files) {
    const ref = JSON.parse(readFileSync(join(file.dir, `${file.name}.ref.json`), 'utf8')) as Reference;
    const notes = JSON.parse(readFileSync(join(file.dir, `${file.name}.insights.json`), 'utf8')) as InsightAnnotations;
    const title = ref.title ?? file.name;
    const label = `${file.name} (${file.corpus}/${file.set ?? 'unsplit'})`;
    // --vocabulary: the terms a user typed reach the insights too, as the product passes them.
    const vocabulary = values.vocabulary ? notes.vocabulary : undefined;
    // --reference-only: the NLP alone on the script's words, with no recogniser run (seconds, not minutes).
    if (!values['reference-only']) {
      const recognised = await recognise(file, ref, notes);
      if (!recognised) {
        console.log(`\n== ${label}: not recognised yet with these settings: skipped (--cached-only)`);
        continue;
      }
      totals.recognised!.push({
        set: file.set,
        ...(await pass(`${label} recognised`, { title, vocabulary, ...recognised }, notes, ref.turns)),
      });
    }
    if (!values['no-reference']) {
      const durationSec = ref.duration ?? Math.max(...ref.turns.map((t) => t.end));
      totals.reference!.push({
        set: file.set,
        ...(await pass(
          `${label} reference`,
          { title, durationSec, vocabulary, snippets: referenceSnippets(ref) },
          notes,
          ref.turns,
        )),
      });
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const [label, all] of Object.entries(totals))
  for (const set of [...SETS, undefined]) {
    const rows = all.filter((r) => r.set === set);
    if (rows.length) summarise(`${label} ${set ?? 'unsplit'}`, rows);
  }

function summarise(label: string, rows: PassResult[]): void {
  const byType = new Map<string, { expected: number; exact: number; partial: number; extra: number }>();
  for (const row of rows)
    for (const e of row.entity) {
      const t = byType.get(e.type) ?? { expected: 0, exact: 0, partial: 0, extra: 0 };
      t.expected += e.expected;
      t.exact += e.exact;
      t.partial += e.partial;
      t.extra += e.extra.length;
      byType.set(e.type, t);
    }
  const sum = (pick: (r: PassResult) => number): number => rows.reduce((s, r) => s + pick(r), 0);
  const entities = [...byType.values()];
  const expectedEntities = entities.reduce((s, t) => s + t.expected, 0);
  const exactEntities = entities.reduce((s, t) => s + t.exact, 0);
  const partialEntities = entities.reduce((s, t) => s + t.partial, 0);
  const distances = rows.flatMap((r) => r.chapter.distances);
  const hits = sum((r) => r.keyword.hits.length);
  const expected = sum((r) => r.keyword.expected);
  const found = sum((r) => r.precision.found);
  const acceptable = sum((r) => r.precision.acceptable.length);
  const headlines = rows.filter((r) => r.headline !== undefined);
  const within = distances.filter((d) => d <= 15).length;
  console.log(`\nSUMMARY ${label} (${rows.length} podcasts, ${sum((r) => r.durationSec).toFixed(0)} s)`);
  console.log(
    [
      `  entity_recall=${pct(exactEntities, expectedEntities)} exact, ${pct(exactEntities + partialEntities, expectedEntities)} with partial`,
      `keyword_precision=${pct(acceptable, found)} (${acceptable}/${found})`,
      `keyword_recall=${pct(hits, expected)} (${hits}/${expected})`,
      `chapter_distance_mean=${distances.length ? (distances.reduce((s, d) => s + d, 0) / distances.length).toFixed(1) : '-'}s`,
      `within_15s=${pct(within, distances.length)} (${within}/${distances.length})`,
      `headline_names_topic=${headlines.filter((r) => r.headline).length}/${headlines.length}`,
      `quotes_clean=${sum((r) => r.quote.clean)}/${sum((r) => r.quote.quotes)}`,
      `quote_words_as_said=${pct(
        sum((r) => r.quote.wordsRight),
        sum((r) => r.quote.wordsTotal),
      )}`,
      `abstract_words_as_said=${pct(
        sum((r) => r.abstract.wordsRight),
        sum((r) => r.abstract.wordsTotal),
      )}`,
    ].join('  '),
  );
  for (const [type, t] of byType)
    console.log(
      `  entities ${type.padEnd(7)} recall ${t.exact}/${t.expected} exact, ${t.exact + t.partial}/${t.expected} with partial; ${t.extra} unexpected`,
    );
  console.log(
    `  chapters  topic changes ${distances.length}, median distance ${median(distances).toFixed(1)} s, ` +
      `within 5 s ${distances.filter((d) => d <= 5).length}, max ${Math.max(...distances).toFixed(1)} s, ` +
      `unexpected boundaries ${sum((r) => r.chapter.extra)}`,
  );
}

// Long transcripts: times only (their words are random, so the scores would mean nothing). Each kind
// gets a fresh copy of the source, as the insights job reads it afresh and hands it to a worker
// thread, so the analysis shared between kinds is found by content, not by object.
if (!values['no-long']) {
  for (const words of [25_000, 50_000, 100_000]) {
    const long = syntheticTranscript({ words, speakers: 3, seed: 7 });
    const lastEnd = long.snippets.at(-1)?.end ?? 0;
    const longSource: InsightSource = {
      title: `Synthetic ${words.toLocaleString('en')} words`,
      durationSec: lastEnd,
      snippets: long.snippets,
    };
    const { ms } = await generateAll(longSource, { freshCopies: true });
    console.log(`\nLONG ${words.toLocaleString('en')} words (${(lastEnd / 3600).toFixed(1)} h): ${formatTimes(ms)}`);
  }
}

async function pass(
  label: string,
  source: InsightSource,
  notes: InsightAnnotations,
  turns: RefTurn[],
): Promise<PassResult> {
  const { results, ms } = await generateAll(source);
  const entity = scoreEntities(notes.entities, results.entities);
  const keyword = scoreKeywords(notes.keywords, results.keywords);
  const precision = scoreKeywordPrecision(notes, results.keywords);
  const headline = headlineNamesTopic(notes.mainTopic, results.summary.headline);
  const starts = results.chapters.map((c) => parseTimestamp(c.timestamp) ?? NaN);
  const chapter = scoreChapters(
    notes.topics.map((t) => t.start),
    starts,
  );
  const quote = scoreQuotes(turns, results.quotes, normaliseWords);
  const spoken = source.snippets.flatMap((p) => p.words.filter((w) => !w.is_removed));
  const abstract = scoreQuotes(
    turns,
    locateSentences(results.summary.abstract, spoken, normaliseWords),
    normaliseWords,
  );
  console.log(`\n== ${label}: ${source.snippets.length} paragraphs, ${source.durationSec.toFixed(1)} s`);
  console.log(`  headline  ${results.summary.headline}`);
  console.log(`  abstract  ${results.summary.abstract}`);
  console.log(`  chapters  ${results.chapters.map((c) => `[${c.timestamp}] ${c.summary}`).join(' | ')}`);
  console.log(`  keywords  ${results.keywords.join(', ')}`);
  console.log(`  entities  ${JSON.stringify(results.entities)}`);
  console.log(
    `  quotes    ${results.quotes.length}: ${results.quotes.map((q) => `"${q.text}" (${q.speaker} ${q.timestamp})`).join(' ')}`,
  );
  for (const e of entity)
    console.log(
      `  recall ${e.type.padEnd(7)} ${e.exact}/${e.expected} exact, +${e.partial} partial` +
        (e.extra.length ? `; unexpected: ${e.extra.join(', ')}` : ''),
    );
  console.log(
    `  keyword hits ${keyword.hits.length}/${keyword.expected}; missed: ${keyword.misses.join(', ') || 'none'}`,
  );
  console.log(
    `  keyword precision ${precision.acceptable.length}/${precision.found}; not annotated: ${precision.unacceptable.join(', ') || 'none'}`,
  );
  console.log(`  headline names the main topic: ${headline === undefined ? 'not annotated' : headline ? 'yes' : 'no'}`);
  console.log(
    `  chapter distances ${chapter.distances.map((d) => d.toFixed(1)).join(', ')} s; ${chapter.chapters} chapters, ${chapter.extra} unexpected`,
  );
  console.log(
    `  quote words as said ${quote.wordsRight}/${quote.wordsTotal}; ${quote.clean}/${quote.quotes} quotes clean`,
  );
  console.log(`  abstract words as said ${abstract.wordsRight}/${abstract.wordsTotal} in ${abstract.quotes} sentences`);
  console.log(`  time ${formatTimes(ms)}`);
  return { durationSec: source.durationSec, entity, keyword, precision, headline, chapter, quote, abstract, ms };
}

/** Every kind in dependency order, as the insights job runs them, plus one article. */
async function generateAll(
  source: InsightSource,
  { freshCopies = false } = {},
): Promise<{ results: InsightResults; ms: Record<string, number> }> {
  const ms: Record<string, number> = {};
  const results: Partial<InsightResults> = {};
  const context: InsightContext = { ...EMPTY_CONTEXT };
  for (const kind of INSIGHT_KINDS) {
    const t = performance.now();
    const out = await engine.generate(kind, freshCopies ? structuredClone(source) : source, context);
    ms[kind] = performance.now() - t;
    (results as Record<InsightKind, unknown>)[kind] = out;
    if (kind === 'summary') context.summary = out as InsightResults['summary'];
    if (kind === 'chapters') context.chapters = out as InsightResults['chapters'];
    if (kind === 'keywords') context.keywords = out as InsightResults['keywords'];
    if (kind === 'entities') context.entities = out as InsightResults['entities'];
    if (kind === 'quotes') context.quotes = out as InsightResults['quotes'];
  }
  const t = performance.now();
  await engine.article(source, context, {
    inspiration: '',
    context: '',
    type: 'blog_post',
    format: 'sections',
    tone: 'neutral',
  });
  ms.article = performance.now() - t;
  return { results: results as InsightResults, ms };
}

async function recognise(
  file: CorpusFile,
  ref: Reference,
  notes: InsightAnnotations,
): Promise<{ durationSec: number; snippets: Snippet[] } | undefined> {
  const mediaPath = join(file.dir, `${file.name}.mp3`);
  const wavPath = join(work, `${file.name}.wav`);
  const durationSec = await fixtureWav(mediaPath, wavPath);
  const recognition = await recogniseCached(
    speech,
    config.asr,
    mediaPath,
    {
      wavPath,
      durationSec,
      language: 'en',
      scratchDir: work,
      vocabulary: values.vocabulary ? notes.vocabulary : undefined,
    },
    { root, fresh: values.fresh, cachedOnly: values['cached-only'] },
  );
  if (!recognition) return undefined;
  const { result } = recognition;
  // --speakers: the count a user would fill in, as bench:asr passes it.
  const speakerCount = values.speakers ? new Set(ref.speakers ?? ref.turns.map((t) => t.speaker)).size : undefined;
  const labels = result.speakersFromEngine
    ? result.words.map((w) => w.speaker ?? speakerName(0))
    : assignSpeakers(result.words, await diarize(wavPath, { speech: result.words, speakerCount })).map(speakerName);
  // The paragraphs stage as the pipeline runs it: names from introductions, then punctuation and
  // capitals for an engine that gives bare words, then paragraphs.
  const snippets = await buildParagraphs({
    words: result.words.map((w, i) => ({ ...w, speaker: labels[i]! })),
    vocabulary: values.vocabulary ? (notes.vocabulary ?? []) : [],
    punctuated: result.punctuated ?? looksPunctuated(result.words),
  });
  return { durationSec, snippets };
}

/** The script as a perfect but unpunctuated recogniser would give it. */
function referenceSnippets(ref: Reference): Snippet[] {
  return buildSnippets(scriptWords(ref.turns));
}

function formatTimes(ms: Record<string, number>): string {
  const total = Object.values(ms).reduce((s, v) => s + v, 0);
  return `${Object.entries(ms)
    .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
    .join(', ')}; total ${total.toFixed(0)} ms`;
}

function pct(part: number, whole: number): string {
  return whole ? `${((100 * part) / whole).toFixed(1)}%` : '-';
}

function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
