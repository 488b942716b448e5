import type { Sentence } from '../../text/sentence.js';
import { isCourtesy } from '@scriptloom/transcript';
import { stemsOf } from './words.js';
import { ARTICLE_RANKING } from '../../settings.js';

export interface RankerInput {
  /** What the piece should focus on (the request's inspiration). */
  inspiration: string;
  /** Background words (the request's context). */
  background: string;
  /** Words that mark a sentence as on-topic for the whole episode: keywords, headline. */
  topical: string;
}

export interface Ranker {
  /** How worth including a sentence is; `sectionTopic` adds words on-topic for its part (a chapter summary). */
  score(sentence: Sentence, sectionTopic?: ReadonlySet<string>): number;
  /** Whether the sentence shares a word with the inspiration or the context. */
  matchesFocus(sentence: Sentence): boolean;
  /** How much the sentence says about the inspiration and the context alone (0 when it shares no word with them). */
  focus(sentence: Sentence): number;
  /** Stems of every word the sentences say. */
  said: ReadonlySet<string>;
  stems(sentence: Sentence): ReadonlySet<string>;
}

/**
 * Scores sentences for extractive writing. Word overlaps are weighted by rarity across the
 * transcript (a word said in every other sentence tells little), very short sentences (fillers,
 * "Right."), greetings and thanks, and low-confidence ones count less. Everything is computed once, in one pass over the
 * tokens, so choosing from thousands of sentences stays fast.
 */
export function createRanker(sentences: readonly Sentence[], input: RankerInput): Ranker {
  const stemCache = new Map<Sentence, Set<string>>();
  const df = new Map<string, number>();
  for (const s of sentences) {
    const stems = stemsOf(s.tokens.length > 0 ? s.tokens : s.text.split(/\s+/).map(clean));
    stemCache.set(s, stems);
    for (const st of stems) df.set(st, (df.get(st) ?? 0) + 1);
  }
  const n = Math.max(sentences.length, 1);
  const idf = (st: string) => Math.log(1 + n / (df.get(st) ?? 1));
  const inspiration = stemsOf(input.inspiration.split(/\s+/).map(clean));
  const background = stemsOf(input.background.split(/\s+/).map(clean));
  const topical = stemsOf(input.topical.split(/\s+/).map(clean));

  const stems = (s: Sentence): Set<string> => {
    let cached = stemCache.get(s);
    if (!cached) {
      cached = stemsOf(s.tokens.length > 0 ? s.tokens : s.text.split(/\s+/).map(clean));
      stemCache.set(s, cached);
    }
    return cached;
  };

  const focusOf = (s: Sentence): number => {
    let focus = 0;
    for (const st of stems(s)) {
      if (inspiration.has(st)) focus += ARTICLE_RANKING.inspirationWeight * idf(st);
      if (background.has(st)) focus += ARTICLE_RANKING.contextWeight * idf(st);
    }
    return focus;
  };

  return {
    stems,
    said: new Set(df.keys()),
    focus: focusOf,
    matchesFocus(s) {
      for (const st of stems(s)) if (inspiration.has(st) || background.has(st)) return true;
      return false;
    },
    score(s, sectionTopic) {
      let topic = 0;
      for (const st of stems(s)) if (topical.has(st) || sectionTopic?.has(st)) topic += idf(st);
      const focus = focusOf(s);
      const words = s.tokens.length > 0 ? s.tokens.length : s.text.split(/\s+/).length;
      const lengthFactor = ARTICLE_RANKING.length.find((l) => words < l.under)!.factor;
      const confidence = Number.isFinite(s.confidence) ? Math.min(Math.max(s.confidence, 0), 1) : 1;
      const courtesy = isCourtesy(s.tokens) ? ARTICLE_RANKING.courtesyFactor : 1;
      const base = ARTICLE_RANKING.confidenceBase;
      return (1 + topic + focus) * lengthFactor * courtesy * (base + (1 - base) * confidence);
    },
  };
}

function clean(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');
}

/**
 * The `count` best items of `pool` by `score`, back in their original order. Ties go to the earlier
 * one so the same input always gives the same choice.
 */
export function pickBest<T>(pool: readonly T[], count: number, score: (item: T) => number): T[] {
  if (count <= 0 || pool.length === 0) return [];
  if (pool.length <= count) return [...pool];
  const ranked = pool.map((s, i) => ({ s, i, v: score(s) }));
  ranked.sort((a, b) => b.v - a.v || a.i - b.i);
  return ranked
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((r) => r.s);
}
