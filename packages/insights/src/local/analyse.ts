import { createHash } from 'node:crypto';
import type { Chapter, Quote } from '@scriptloom/contracts';
import { buildSentences, recaseSentences } from '../text/build-sentences.js';
import type { Sentence } from '../text/sentence.js';
import { bagOf, type Bag } from '../text/similarity.js';
import { tagSentences, type TaggedSentence } from '../text/tagging.js';
import { isContentToken } from '@scriptloom/transcript';
import { InsightsError, type EntityGroups, type InsightSource, type SummaryResult } from '../types.js';
import { buildChapters } from './chapters.js';
import { detectEntities } from './entities.js';
import { extractKeywords, type KeywordAnalysis } from './keywords.js';
import { pickQuotes } from './quotes.js';
import { parseVocabulary, termsSaid } from './vocabulary.js';
import { buildSummary, sentenceRank, sentenceScores } from './summary.js';
import { CONFIDENCE, KEYWORDS } from '../settings.js';

/** Everything the local engine derives from one transcript; each kind reads its part. */
export interface Analysis {
  /** Truecased with the detected names. */
  sentences: Sentence[];
  tagged: TaggedSentence[];
  keywords: KeywordAnalysis;
  entities: EntityGroups;
  properNouns: Map<string, string>;
  chapters: Chapter[];
  /** Sentence index where each chapter starts. */
  chapterStarts: number[];
  summary: SummaryResult;
  /** Per sentence: how good it is to show on its own (summary and quotes). */
  sentenceScores: number[];
  quotes(count: number): Quote[];
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new InsightsError('ABORTED', 'The insights run was cancelled.');
}

/** Content stems of each sentence, for similarity. */
function sentenceBags(sentences: readonly Sentence[], tagged: readonly TaggedSentence[]): Bag[] {
  return sentences.map((s, i) =>
    bagOf(
      s.tokens
        .map((t, k) => (isContentToken(t) && s.confidences[k]! >= CONFIDENCE.similarity ? tagged[i]!.stem[k]! : ''))
        .filter(Boolean),
    ),
  );
}

/** Keywords shown: about 8 for a short episode, up to 12 for a long one. */
function keywordCount(sentenceCount: number): number {
  const { perRootSentence, min, max } = KEYWORDS.shown;
  return Math.max(min, Math.min(max, Math.round(Math.sqrt(sentenceCount) * perRootSentence)));
}

export function analyse(source: InsightSource, signal?: AbortSignal): Analysis {
  checkAborted(signal);
  const raw = buildSentences(source.snippets);
  if (raw.length === 0) {
    throw new InsightsError(
      'EMPTY_TRANSCRIPT',
      'The transcript has no words to work from (nothing was said, or every word is struck).',
    );
  }
  const tagged = tagSentences(raw.map((s) => s.tokens));
  checkAborted(signal);
  const speakerNames = [...new Set(source.snippets.map((s) => s.speaker))];
  const said = termsSaid(raw, parseVocabulary(source.vocabulary));
  const { groups: entities, properNouns } = detectEntities(raw, tagged, speakerNames, said);
  const sentences = recaseSentences(raw, properNouns);
  // Names are not topics: keep people and places out of the keywords.
  const excluded = new Set<string>();
  for (const [key] of properNouns) excluded.add(key);
  const knownTerms = new Set(said.filter((t) => !t.type).map((t) => t.key));
  // Typed terms keep the capitals they were typed with ("Eyjafjallajokull", "bike share").
  const cased = new Map(properNouns);
  for (const t of said) if (!t.type && t.display !== t.key && !cased.has(t.key)) cased.set(t.key, t.display);
  const keywords = extractKeywords(sentences, tagged, cased, excluded, keywordCount(sentences.length), knownTerms);
  checkAborted(signal);
  const bags = sentenceBags(sentences, tagged);
  const duration = Math.max(source.durationSec || 0, sentences[sentences.length - 1]!.end);
  const { chapters, starts } = buildChapters(sentences, bags, duration, keywords);
  checkAborted(signal);
  const scores = sentenceScores(sentences, sentenceRank(bags), keywords);
  const summary = buildSummary(sentences, scores, starts, keywords, duration);
  const quoteCache = new Map<number, Quote[]>();
  return {
    sentences,
    tagged,
    keywords,
    entities,
    properNouns,
    chapters,
    chapterStarts: starts,
    summary,
    sentenceScores: scores,
    quotes(count: number) {
      let quotes = quoteCache.get(count);
      if (!quotes) {
        quotes = pickQuotes(sentences, scores, count);
        quoteCache.set(count, quotes);
      }
      return quotes;
    },
  };
}

const byObject = new WeakMap<InsightSource, Analysis>();
/**
 * Analyses by content, newest last. The insights job asks for each kind in turn with a source read
 * afresh (and copied into a worker thread), so the same transcript arrives as a new object each
 * time: keyed by object alone, the analysis ran once per kind (eight times). A key over everything
 * the analysis reads finds it again; hashing a 100,000-word source takes a fraction of a second
 * against seconds of analysis. Two are kept: one file's kinds run in a row, and a second file may
 * interleave on the same thread.
 */
const byContent = new Map<string, Analysis>();
const CONTENT_CACHE_SIZE = 2;

function contentKey(source: InsightSource): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([source.title, source.durationSec, source.vocabulary ?? []]));
  for (const snippet of source.snippets) hash.update(JSON.stringify(snippet));
  return hash.digest('base64');
}

/** The analysis of a source, computed once however many kinds are asked of it. */
export function analyseCached(source: InsightSource, signal?: AbortSignal): Analysis {
  let analysis = byObject.get(source);
  if (analysis) return analysis;
  const key = contentKey(source);
  analysis = byContent.get(key);
  if (analysis) {
    byContent.delete(key); // to the newest end
  } else {
    analysis = analyse(source, signal);
  }
  byContent.set(key, analysis);
  while (byContent.size > CONTENT_CACHE_SIZE) byContent.delete(byContent.keys().next().value!);
  byObject.set(source, analysis);
  return analysis;
}
