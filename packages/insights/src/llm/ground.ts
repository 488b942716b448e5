import type { Quote } from '@scriptloom/contracts';
import { formatTimestamp } from '@scriptloom/transcript';
import { tokenize, type SpokenWord } from './transcript-text.js';

/** The transcript's words as one token stream, each token pointing back at its word. */
export interface WordIndex {
  words: SpokenWord[];
  tokens: string[];
  tokenWord: number[];
  speakers: string[];
}

export function indexWords(words: SpokenWord[]): WordIndex {
  const tokens: string[] = [];
  const tokenWord: number[] = [];
  words.forEach((word, i) => {
    for (const token of tokenize(word.text)) {
      tokens.push(token);
      tokenWord.push(i);
    }
  });
  return { words, tokens, tokenWord, speakers: [...new Set(words.map((w) => w.speaker))] };
}

/** Shorter candidates are phrases, not quotes, and too short to be placed with confidence. */
const MIN_QUOTE_TOKENS = 5;
/** Share of a quote's tokens that may differ from what was said (misheard or "tidied" words). */
const TOLERANCE = 0.2;

export interface GroundedQuote extends Quote {
  /** Index of the first and last matched word, to tell overlapping quotes apart. */
  firstWord: number;
  lastWord: number;
}

/**
 * Finds where a quote the model gave was said, allowing a few words' difference, and takes its
 * speaker and times from the matched words, never from the model. Null when it was not said.
 *
 * Fitting alignment (edit distance with a free start and end in the transcript): O(quote tokens x
 * transcript tokens) time and O(transcript tokens) memory, so an hour of speech is a few
 * milliseconds per quote.
 */
export function groundQuote(modelText: string, index: WordIndex): GroundedQuote | null {
  const cleaned = cleanQuoteText(modelText, index.speakers);
  const q = tokenize(cleaned);
  const t = index.tokens;
  const n = t.length;
  if (q.length < MIN_QUOTE_TOKENS || n === 0) return null;
  const allowed = Math.floor(q.length * TOLERANCE);

  let prev = new Int32Array(n + 1);
  let prevStart = Int32Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Int32Array(n + 1);
  let curStart = new Int32Array(n + 1);
  for (let i = 1; i <= q.length; i++) {
    cur[0] = i;
    curStart[0] = 0;
    const token = q[i - 1];
    for (let j = 1; j <= n; j++) {
      let cost = prev[j - 1]! + (token === t[j - 1] ? 0 : 1);
      let start = prevStart[j - 1]!;
      const skipQuote = prev[j]! + 1;
      if (skipQuote < cost) {
        cost = skipQuote;
        start = prevStart[j]!;
      }
      const skipSpoken = cur[j - 1]! + 1;
      if (skipSpoken < cost) {
        cost = skipSpoken;
        start = curStart[j - 1]!;
      }
      cur[j] = cost;
      curStart[j] = start;
    }
    [prev, cur] = [cur, prev];
    [prevStart, curStart] = [curStart, prevStart];
  }
  let bestEnd = -1;
  let bestCost = Infinity;
  // On a tie the later end wins: a misheard last word ("Porto" heard as "port") is then kept
  // as a substitution rather than dropped.
  for (let j = 1; j <= n; j++) {
    if (prev[j]! <= bestCost) {
      bestCost = prev[j]!;
      bestEnd = j;
    }
  }
  const startToken = prevStart[bestEnd]!;
  if (bestEnd < 0 || bestCost > allowed || startToken >= bestEnd) return null;

  const firstWord = index.tokenWord[startToken]!;
  const lastWord = index.tokenWord[bestEnd - 1]!;
  const words = index.words.slice(firstWord, lastWord + 1);
  const first = words[0]!;
  const last = words[words.length - 1]!;
  return {
    // Same words as said: the model's punctuated copy reads better. Otherwise what was said.
    text: bestCost === 0 ? tidy(cleaned) : `${tidy(words.map((w) => w.text).join(' ')).replace(/[.!?]?$/, '.')}`,
    speaker: mostWordsBy(words),
    start: first.start,
    end: last.end,
    timestamp: formatTimestamp(first.start),
    firstWord,
    lastWord,
  };
}

/** Drops what a model copies around a quote: `[0:01:02] Speaker 2:` prefixes and quotation marks. */
export function cleanQuoteText(text: string, speakers: string[]): string {
  let result = text.trim().replace(/^\[\d+:\d{2}(?::\d{2})?\]\s*/, '');
  for (const speaker of speakers) {
    if (result.toLowerCase().startsWith(`${speaker.toLowerCase()}:`)) {
      result = result.slice(speaker.length + 1).trim();
      break;
    }
  }
  return result.replace(/^["“”'‘’]+|["“”'‘’]+$/g, '').trim();
}

/** Recogniser words are lower-case: a quote starts with a capital, and "i" is "I". */
function tidy(text: string): string {
  const fixed = text.replace(/\bi\b/g, 'I');
  return fixed.charAt(0).toUpperCase() + fixed.slice(1);
}

function mostWordsBy(words: SpokenWord[]): string {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w.speaker, (counts.get(w.speaker) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}
