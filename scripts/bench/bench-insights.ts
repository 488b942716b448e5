// Benchmark of the insights engine on the repo's test podcasts.
//
//   npm run bench:insights [-- --only NAME] [--no-reference]
//
// For every fixtures/NAME.insights.json (what a listener expects: topic changes, entities, keywords)
// with NAME.mp3 and NAME.ref.json beside it, two transcripts go through the configured insights
// engine (INSIGHTS_ENGINE, default local):
//   recognised  the product's own path: the speech engine (ASR_ENGINE, default sphinx), our diarizer,
//               paragraphs. This is what users get.
//   reference   the script's words, lower-cased and unpunctuated with even word times: a perfect
//               recogniser, to tell the NLP's own errors from the recogniser's.
// It prints entity recall by type, keyword hits, the distance of chapter starts from the known topic
// changes, the time of every kind, and finally the time of each kind on a 25,000-word transcript.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
import { buildSnippets, parseTimestamp, speakerName, syntheticTranscript } from '@scriptloom/transcript';
import { scoreChapters, scoreEntities, scoreKeywords, type InsightAnnotations } from './insights-score.js';
import { fixtureWav } from './fixture-wav.js';
import { normaliseWords, type RefTurn } from './score.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(root, 'fixtures');
const { values } = parseArgs({ options: { only: { type: 'string' }, 'no-reference': { type: 'boolean' } } });

// The engines' settings as the server reads them (INSIGHTS_ENGINE, LLM_*, ASR_ENGINE, ASR_*).
const config = loadConfig(process.env);
const engine = createInsightsEngine(config.insights);
const speech = createSpeechEngine(config.asr);

interface Reference {
  title?: string;
  duration?: number;
  turns: RefTurn[];
}

const names = readdirSync(fixtures)
  .filter((f) => f.endsWith('.insights.json'))
  .map((f) => f.slice(0, -'.insights.json'.length))
  .filter((name) => !values.only || name === values.only)
  .filter((name) => isFile(join(fixtures, `${name}.mp3`)) && isFile(join(fixtures, `${name}.ref.json`)));
if (names.length === 0) {
  console.error(`no fixtures/*.insights.json with .mp3 and .ref.json beside it in ${fixtures}`);
  process.exit(1);
}

interface PassResult {
  entity: ReturnType<typeof scoreEntities>;
  keyword: ReturnType<typeof scoreKeywords>;
  chapter: ReturnType<typeof scoreChapters>;
  ms: Record<string, number>;
}
const totals: Record<string, PassResult[]> = { recognised: [], reference: [] };

const work = mkdtempSync(join(tmpdir(), 'scriptloom-bench-insights-'));
try {
  console.log(`insights engine ${engine.name}, speech engine ${speech.name}`);
  for (const name of names) {
    const ref = JSON.parse(readFileSync(join(fixtures, `${name}.ref.json`), 'utf8')) as Reference;
    const notes = JSON.parse(readFileSync(join(fixtures, `${name}.insights.json`), 'utf8')) as InsightAnnotations;
    const title = ref.title ?? name;
    const recognised = await recognise(name);
    totals.recognised!.push(await pass(`${name} recognised`, { title, ...recognised }, notes));
    if (!values['no-reference']) {
      const durationSec = ref.duration ?? Math.max(...ref.turns.map((t) => t.end));
      totals.reference!.push(
        await pass(`${name} reference`, { title, durationSec, snippets: referenceSnippets(ref) }, notes),
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const [label, rows] of Object.entries(totals)) {
  if (rows.length === 0) continue;
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
  const distances = rows.flatMap((r) => r.chapter.distances);
  const hits = rows.reduce((s, r) => s + r.keyword.hits.length, 0);
  const expected = rows.reduce((s, r) => s + r.keyword.expected, 0);
  console.log(`\nSUMMARY ${label} (${rows.length} podcasts)`);
  for (const [type, t] of byType)
    console.log(
      `  entities ${type.padEnd(7)} recall ${t.exact}/${t.expected} exact, ${t.exact + t.partial}/${t.expected} with partial; ${t.extra} unexpected`,
    );
  console.log(`  keywords  ${hits}/${expected} expected keywords hit`);
  console.log(
    `  chapters  topic changes ${distances.length}, median distance ${median(distances).toFixed(1)} s, ` +
      `within 5 s ${distances.filter((d) => d <= 5).length}, max ${Math.max(...distances).toFixed(1)} s, ` +
      `unexpected boundaries ${rows.reduce((s, r) => s + r.chapter.extra, 0)}`,
  );
}

// A long transcript: times only (its words are random, so the scores would mean nothing).
const long = syntheticTranscript({ words: 25_000, speakers: 3, seed: 7 });
const lastEnd = long.snippets.at(-1)?.end ?? 0;
const longSource: InsightSource = { title: 'Synthetic 25,000 words', durationSec: lastEnd, snippets: long.snippets };
const { ms } = await generateAll(longSource);
console.log(`\nLONG 25,000 words (${(lastEnd / 3600).toFixed(1)} h): ${formatTimes(ms)}`);

async function pass(label: string, source: InsightSource, notes: InsightAnnotations): Promise<PassResult> {
  const { results, ms } = await generateAll(source);
  const entity = scoreEntities(notes.entities, results.entities);
  const keyword = scoreKeywords(notes.keywords, results.keywords);
  const starts = results.chapters.map((c) => parseTimestamp(c.timestamp) ?? NaN);
  const chapter = scoreChapters(
    notes.topics.map((t) => t.start),
    starts,
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
    `  chapter distances ${chapter.distances.map((d) => d.toFixed(1)).join(', ')} s; ${chapter.chapters} chapters, ${chapter.extra} unexpected`,
  );
  console.log(`  time ${formatTimes(ms)}`);
  return { entity, keyword, chapter, ms };
}

/** Every kind in dependency order, as the insights job runs them, plus one article. */
async function generateAll(source: InsightSource): Promise<{ results: InsightResults; ms: Record<string, number> }> {
  const ms: Record<string, number> = {};
  const results: Partial<InsightResults> = {};
  const context: InsightContext = { ...EMPTY_CONTEXT };
  for (const kind of INSIGHT_KINDS) {
    const t = performance.now();
    const out = await engine.generate(kind, source, context);
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

async function recognise(name: string): Promise<{ durationSec: number; snippets: Snippet[] }> {
  const wavPath = join(work, `${name}.wav`);
  const durationSec = await fixtureWav(join(fixtures, `${name}.mp3`), wavPath);
  const result = await speech.transcribe({ wavPath, durationSec, language: 'en' });
  const labels = result.speakersFromEngine
    ? result.words.map((w) => w.speaker ?? speakerName(0))
    : assignSpeakers(result.words, await diarize(wavPath, { speech: result.words })).map(speakerName);
  return { durationSec, snippets: buildSnippets(result.words.map((w, i) => ({ ...w, speaker: labels[i]! }))) };
}

/** The script as a perfect but unpunctuated recogniser would give it: words spread over each turn. */
function referenceSnippets(ref: Reference): Snippet[] {
  const speakers = [...new Set(ref.turns.map((t) => t.speaker))];
  const words = ref.turns.flatMap((turn) => {
    const list = normaliseWords(turn.text ?? '');
    const step = (turn.end - turn.start) / Math.max(1, list.length);
    return list.map((text, i) => ({
      text,
      start: turn.start + i * step,
      end: turn.start + (i + 1) * step,
      confidence: 1,
      speaker: speakerName(speakers.indexOf(turn.speaker)),
    }));
  });
  return buildSnippets(words);
}

function formatTimes(ms: Record<string, number>): string {
  const total = Object.values(ms).reduce((s, v) => s + v, 0);
  return `${Object.entries(ms)
    .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
    .join(', ')}; total ${total.toFixed(0)} ms`;
}

function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
