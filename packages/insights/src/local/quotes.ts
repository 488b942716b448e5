import type { Quote } from '@scriptloom/contracts';
import { formatTimestamp, isCourtesy } from '@scriptloom/transcript';
import { meanWordConfidence } from '../text/confidence.js';
import type { Sentence } from '../text/sentence.js';
import { QUOTES } from '../settings.js';
import { introduces, leansOnBefore, opensTopic } from './sentence-kinds.js';

/**
 * Quotable sentences: statements of 10-40 words that carry an opinion or insight and the episode's
 * key phrases, heard clearly, spread over the episode so the quotes are not all from one moment.
 */

/** Phrases that mark an opinion, a lesson or a strong claim. */
const INSIGHT_MARKERS =
  /\b(i think|i believe|i feel|i learned|the key|the secret|the truth|the problem|the point|what matters|always|never|every|because|most|best|should|must|have to|need to|important|perfect|remarkable|far more|the biggest|the only|start small)\b/;

function quoteScore(s: Sentence, base: number): number {
  const text = s.tokens.join(' ');
  const markers = (text.match(new RegExp(INSIGHT_MARKERS.source, 'g')) ?? []).length;
  return base * (1 + QUOTES.perMarker * Math.min(markers, QUOTES.maxMarkers)) * (QUOTES.confidenceBase + s.confidence);
}

/**
 * Last words that leave a statement unfinished (an article, a preposition, a modal): a sentence that
 * ends on one was cut short or misheard ("... with your top you a").
 */
const UNFINISHED = new Set(
  `a an the of to with for from at by and but or because if than your my our their his its
will would can could should shall must may might`.split(/\s+/),
);
/**
 * A host's prompt to the guest ("Let me ask about winter", "Tell us about your apprentices") asks
 * for a statement rather than making one; without a question mark it still reads as a question.
 */
const PROMPT =
  /^(so |and |now |okay |ok )?(let me ask|tell us|can you tell|could you tell|talk us through|walk us through)\b/;

export interface QuoteBars {
  /** Every word of a quote reaches this. */
  word: number;
  /**
   * The quote's mean word confidence reaches this: the file's mean, so a quote is heard at least as
   * clearly as the file's average word. The single-word bar alone lets through sentences of many
   * middling words, which on a poor recording are word salad ("until his little a single early last
   * summit"); the mean scales with each engine and recording as the percentile does.
   */
  mean: number;
}

/** The confidences a quote must reach in these sentences. */
export function quoteConfidenceBars(sentences: readonly Sentence[]): QuoteBars {
  const all = sentences.flatMap((s) => s.confidences).sort((a, b) => a - b);
  if (all.length === 0) return { word: QUOTES.wordConfidence, mean: 0 };
  return {
    word: Math.min(QUOTES.wordConfidence, all[Math.floor(all.length * QUOTES.wordPercentile)]!),
    mean: meanWordConfidence(sentences),
  };
}

/**
 * Never a quote, however few others there are: not a statement (a question, a host's lead-in or
 * prompt), not what a listener would quote (courtesy, a greeting, an introduction), too short or too
 * long to stand alone, or heard less clearly than the file's average word (on a poor recording, word
 * salad). The cleanliness rules (see defects) rank what is left rather than cut it: a file gets as
 * many quotes as asked whenever it has that many sentences worth quoting. Chosen on the recognised
 * development episodes (quotes / clean / words as said): ranking with no cut 52 / 9 / 73.0%; leaving
 * out a sentence that misses two rules 48 / 8 / 72.4% (the test podcast got one quote instead of three).
 */
function worthQuoting(s: Sentence, bars: QuoteBars): boolean {
  const text = s.tokens.join(' ');
  return (
    !s.question &&
    !opensTopic(s.tokens) &&
    !PROMPT.test(text) &&
    !isCourtesy(s.tokens) &&
    !introduces(s) &&
    s.tokens.length >= QUOTES.shortestWords &&
    s.tokens.length <= QUOTES.maxWords &&
    !belowMean(s, bars)
  );
}

// (less a rounding error: with every word equally sure, the two means are the same number)
const belowMean = (s: Sentence, bars: QuoteBars) => s.confidence < bars.mean - 1e-9;
const hasDoubtfulWord = (s: Sentence, bars: QuoteBars) => s.confidences.some((c) => c < bars.word);

/**
 * How far a quotable sentence is from a clean quote: one for each rule it misses. A clean quote is a
 * complete statement of at least `QUOTES.minWords`, ended by the speaker, not leaning on the sentence before
 * nor left unfinished, with no doubtful word.
 */
function defects(s: Sentence, bars: QuoteBars): number {
  return [
    !s.complete,
    leansOnBefore(s),
    UNFINISHED.has(s.tokens.at(-1) ?? ''),
    s.tokens.length < QUOTES.minWords,
    hasDoubtfulWord(s, bars),
  ].filter(Boolean).length;
}

export function toQuote(s: Sentence): Quote {
  return { text: s.text, speaker: s.speaker, start: s.start, end: s.end, timestamp: formatTimestamp(s.start) };
}

/**
 * Up to `count` quotes, as many as the file has sentences worth quoting: the cleanest first (fewest
 * defects), and among equally clean ones the best sentence of each of `count` equal stretches of the
 * episode, so the quotes are not all from one moment, then the best of the rest. A lead-in, a
 * question or an introduction is never one, so asking again can only swap a quote for another
 * statement.
 */
export function pickQuotes(sentences: readonly Sentence[], scores: readonly number[], count: number): Quote[] {
  if (count <= 0 || sentences.length === 0) return [];
  const first = sentences[0]!.start;
  const last = sentences[sentences.length - 1]!.end;
  const span = Math.max(1e-6, last - first);
  const bars = quoteConfidenceBars(sentences);
  const byDefects = new Map<number, Array<{ s: Sentence; score: number }>>();
  for (const s of sentences) {
    if (!worthQuoting(s, bars)) continue;
    const n = defects(s, bars);
    byDefects.set(n, [...(byDefects.get(n) ?? []), { s, score: quoteScore(s, scores[s.index] ?? 0) }]);
  }
  const chosen = new Set<number>();
  for (const n of [...byDefects.keys()].sort((a, b) => a - b)) {
    const pool = byDefects.get(n)!;
    // One per stretch of the episode first.
    for (let part = 0; part < count && chosen.size < count; part++) {
      const lo = first + (span * part) / count;
      const hi = first + (span * (part + 1)) / count;
      const inPart = pool.filter(
        ({ s }) => !chosen.has(s.index) && s.start >= lo && (s.start < hi || part === count - 1),
      );
      const best = inPart.sort((a, b) => b.score - a.score)[0];
      if (best) chosen.add(best.s.index);
    }
    for (const { s } of pool.sort((a, b) => b.score - a.score)) {
      if (chosen.size >= count) break;
      chosen.add(s.index);
    }
    if (chosen.size >= count) break;
  }
  return [...chosen].sort((a, b) => a - b).map((i) => toQuote(sentences[i]!));
}
