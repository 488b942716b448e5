import type { Sentence } from '../text/sentence.js';
import { cosine, type Bag } from '../text/similarity.js';
import { titleCaseName, isCourtesy } from '@scriptloom/transcript';
import type { KeywordAnalysis } from './keywords.js';
import { meanWordConfidence } from '../text/confidence.js';
import { introduces, selfContained } from './sentence-kinds.js';
import { SUMMARY, TEXT_RANK } from '../settings.js';
import type { SummaryResult } from '../types.js';

/**
 * Extractive summary: sentences ranked by TextRank over their similarity, weighted towards key
 * phrases and confident recognition, then chosen to cover different chapters. Nothing is written
 * that the transcript does not say.
 */

/** The first index in an ascending list greater than `value`. */
function firstAfter(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sentence centrality; similarities are found through shared terms, so long transcripts stay fast. */
export function sentenceRank(bags: readonly Bag[]): number[] {
  const n = bags.length;
  const postings = new Map<string, number[]>();
  bags.forEach((bag, i) => {
    for (const t of bag.keys()) {
      const list = postings.get(t) ?? [];
      list.push(i);
      postings.set(t, list);
    }
  });
  // Terms in most sentences link everything to everything and say little.
  const maxDf = Math.max(SUMMARY.commonTerm.min, Math.floor(n * SUMMARY.commonTerm.share));
  const edges: Array<Map<number, number>> = bags.map(() => new Map());
  bags.forEach((bag, i) => {
    const seen = new Set<number>();
    for (const t of bag.keys()) {
      const list = postings.get(t)!;
      if (list.length > maxDf) continue;
      // Postings are in sentence order: the ones after i, up to the window.
      for (let k = firstAfter(list, i); k < list.length && list[k]! <= i + SUMMARY.rankWindow; k++) seen.add(list[k]!);
    }
    for (const j of seen) {
      const sim = cosine(bag, bags[j]!);
      if (sim <= 0) continue;
      edges[i]!.set(j, sim);
      edges[j]!.set(i, sim);
    }
  });
  const outSum = edges.map((e) => [...e.values()].reduce((a, b) => a + b, 0));
  const { damping, iterations } = TEXT_RANK;
  let rank = new Float64Array(n).fill(1);
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(n).fill(1 - damping);
    for (let v = 0; v < n; v++) {
      if (outSum[v] === 0) continue;
      const share = (damping * rank[v]!) / outSum[v]!;
      for (const [u, w] of edges[v]!) next[u]! += share * w;
    }
    rank = next;
  }
  return Array.from(rank);
}

/** How good a sentence is to show on its own: central, on topic, heard clearly, a statement. */
export function sentenceScores(
  sentences: readonly Sentence[],
  rank: readonly number[],
  keywords: KeywordAnalysis,
): number[] {
  const top = new Set(keywords.keywords.map((k) => k.toLowerCase()));
  const topKeys = new Set(
    [...keywords.phrases.values()].filter((p) => top.has(p.display.toLowerCase())).map((p) => p.key),
  );
  const maxRank = Math.max(1e-9, ...rank);
  const clearBar = meanWordConfidence(sentences) - 1e-9;
  return sentences.map((s, i) => {
    const phrases = keywords.sentencePhrases[i] ?? [];
    const hits = phrases.filter((k) => topKeys.has(k)).length;
    let score = (rank[i]! / maxRank) * (1 + SUMMARY.perKeyPhrase * hits) * (SUMMARY.confidenceBase + s.confidence);
    const f = SUMMARY.factors;
    if (isCourtesy(s.tokens) || introduces(s)) score *= f.courtesyOrIntroduction;
    if (s.question) score *= f.question;
    // A sentence leaning on the one before ("because ...", "they can ...") or cut from a longer run
    // reads badly on its own.
    if (!selfContained(s)) score *= f.notSelfContained;
    if (s.tokens.length < SUMMARY.shortWords) score *= f.short;
    if (s.confidence < clearBar) score *= f.belowFileMean;
    return score;
  });
}

/** Picks sentences covering the chapters (longest first), best first within each, in document order. */
export function pickSentences(
  sentences: readonly Sentence[],
  scores: readonly number[],
  starts: readonly number[],
  count: number,
  maxWords: number,
): Sentence[] {
  const chapters = starts.map((from, c) => ({ from, to: starts[c + 1] ?? sentences.length }));
  chapters.sort(
    (a, b) =>
      sentences[b.to - 1]!.end - sentences[b.from]!.start - (sentences[a.to - 1]!.end - sentences[a.from]!.start),
  );
  // The beginning, the middle and the end first, so the summary covers the whole file.
  const first = sentences[0]!.start;
  const span = Math.max(1e-6, sentences[sentences.length - 1]!.end - first);
  const thirds = [0, 1, 2].map((k) => {
    const inside = sentences
      .map((_, i) => i)
      .filter((i) => Math.floor(((sentences[i]!.start - first) / span) * 3) === k);
    return { from: inside[0] ?? 0, to: (inside[inside.length - 1] ?? -1) + 1 };
  });
  const chosen = new Set<number>();
  let words = 0;
  const tryAdd = (i: number) => {
    const len = sentences[i]!.tokens.length;
    if (chosen.has(i) || scores[i]! <= 0 || words + len > maxWords) return false;
    chosen.add(i);
    words += len;
    return true;
  };
  for (const { from, to } of [...thirds, ...chapters]) {
    if (chosen.size >= count) break;
    let best = -1;
    for (let i = from; i < to; i++) if (best < 0 || scores[i]! > scores[best]!) best = i;
    if (best >= 0 && scores[best]! > SUMMARY.minShareOfBest * Math.max(...scores)) tryAdd(best);
  }
  const byScore = sentences.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  for (const i of byScore) {
    if (chosen.size >= Math.min(count, 2)) break;
    tryAdd(i);
  }
  return [...chosen].sort((a, b) => a - b).map((i) => sentences[i]!);
}

/**
 * A title naming the main topic: the top key phrase, or the longer phrase around its word said at
 * least twice ("bike share system" for "bikes"), with the next phrase when it is one word
 * ("Bees and Honey"); never a list.
 */
export function headlineFrom(keywords: KeywordAnalysis, fallback: Sentence | undefined): string {
  // Typed terms are listed first among the keywords because the person asked for them, not
  // because the talk is most about them: the headline takes what was heard most first.
  const phraseOf = (k: string) => [...keywords.phrases.values()].find((p) => p.display === k);
  const typed = (k: string) => phraseOf(k)?.typed === true;
  const ranked = [...keywords.keywords.filter((k) => !typed(k)), ...keywords.keywords.filter(typed)];
  const top = ranked[0];
  if (top) {
    const title = (k: string) => (k === k.toLowerCase() ? titleCaseName(k) : k);
    const topPhrase = [...keywords.phrases.values()].find((p) => p.display === top);
    let topic = top;
    if (topPhrase && !topPhrase.key.includes(' ')) {
      const longer = [...keywords.phrases.values()]
        .filter(
          (p) =>
            p.key.split(' ').includes(topPhrase.key) && p.key.includes(' ') && (keywords.mentions.get(p.key) ?? 0) >= 2,
        )
        .sort((a, b) => b.score - a.score)[0];
      if (longer) topic = longer.display;
    }
    if (!topic.includes(' ')) {
      const words = new Set(topic.toLowerCase().split(' '));
      const second = ranked.slice(1).find(
        (k) =>
          !k
            .toLowerCase()
            .split(' ')
            .some((w) => words.has(w)),
      );
      if (second) return `${title(topic)} and ${title(second)}`;
    }
    return title(topic);
  }
  if (!fallback) return '';
  const words = fallback.text.replace(/[.?]$/, '').split(' ');
  return words.slice(0, SUMMARY.headlineWords).join(' ');
}

export function buildSummary(
  sentences: readonly Sentence[],
  scores: readonly number[],
  starts: readonly number[],
  keywords: KeywordAnalysis,
  durationSec: number,
): SummaryResult {
  const by = SUMMARY.sentencesByLength;
  const count = durationSec < by.shortSec ? by.short : durationSec < by.mediumSec ? by.medium : by.long;
  const picked = pickSentences(sentences, scores, starts, count, SUMMARY.maxWords);
  const best = sentences.reduce<Sentence | undefined>(
    (a, s, i) => (!a || scores[i]! > scores[a.index]! ? s : a),
    undefined,
  );
  return {
    abstract: picked.map((s) => s.text).join(' '),
    headline: headlineFrom(keywords, best),
  };
}
