// Scoring of insights against a podcast's annotations (fixtures/NAME.insights.json, or the rendered
// corpus episodes' ones): entity recall by type, keyword recall and precision, chapter-boundary
// distances, and whether the headline names the main topic. Pure functions, shared by bench:insights.

export interface InsightAnnotations {
  topics: { start: number; title: string }[];
  entities: Record<string, string[]>;
  keywords: string[];
  /** Phrases any of which, in the headline, names what the episode is about. */
  mainTopic?: string[];
  /** Further keywords that are fair to show though a listener would not list them first. */
  acceptable?: string[];
  /** The names and terms a user would type in before transcribing. */
  vocabulary?: string[];
}

const SMALL = new Set(['the', 'of', 'and', 'a', 'an', 'for', 'in', 'on', 'to']);
const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter((t) => t && !SMALL.has(t));
/**
 * A crude stem: enough to let "batteries" meet "battery", "gardens" meet "garden" and "cars" meet
 * "car" (a plural "s" goes first, or a short word's plural would keep it while the singular does not).
 */
const stem = (token: string): string => {
  const singular = token.length > 3 && /[^su]s$/.test(token) ? token.slice(0, -1) : token;
  return singular.slice(0, Math.max(4, Math.min(singular.length - 1, 6)));
};

export interface EntityScore {
  type: string;
  expected: number;
  /** Expected phrases found with every word. */
  exact: number;
  /** Expected phrases found with some of their words only (e.g. the first name of a garbled surname). */
  partial: number;
  /** Phrases of this type that match nothing expected of any type. */
  extra: string[];
}

export function scoreEntities(expected: Record<string, string[]>, found: Record<string, string[]>): EntityScore[] {
  const types = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  const allExpected = Object.values(expected).flat().map(tokens);
  return types.map((type) => {
    const want = (expected[type] ?? []).map(tokens);
    const got = (found[type] ?? []).map(tokens);
    let exact = 0;
    let partial = 0;
    for (const w of want) {
      if (got.some((g) => g.join(' ') === w.join(' '))) exact++;
      else if (got.some((g) => g.some((t) => w.includes(t)))) partial++;
    }
    const extra = (found[type] ?? []).filter((_, i) => !allExpected.some((w) => got[i]!.some((t) => w.includes(t))));
    return { type, expected: want.length, exact, partial, extra };
  });
}

export interface KeywordScore {
  expected: number;
  hits: string[];
  misses: string[];
}

/** An expected keyword is hit when every one of its words (stemmed) is among the found keywords' words. */
export function scoreKeywords(expected: string[], found: string[]): KeywordScore {
  const foundStems = new Set(found.flatMap(tokens).map(stem));
  const hits: string[] = [];
  const misses: string[] = [];
  for (const k of expected) (tokens(k).every((t) => foundStems.has(stem(t))) ? hits : misses).push(k);
  return { expected: expected.length, hits, misses };
}

export interface KeywordPrecision {
  found: number;
  /** The product's keywords that name something annotated: a keyword, an acceptable word, an entity, the main topic. */
  acceptable: string[];
  unacceptable: string[];
}

/**
 * A found keyword is acceptable when its words (stemmed) are all in one annotated phrase ("lane" in
 * "bike lane"), or it holds all of one annotated phrase's words and at most one more ("compost heap"
 * holds "compost"; a run-on such as "older pupils culture" is not a keyword a listener would accept).
 */
export function scoreKeywordPrecision(notes: InsightAnnotations, found: string[]): KeywordPrecision {
  const annotated = [
    ...notes.keywords,
    ...(notes.acceptable ?? []),
    ...(notes.mainTopic ?? []),
    ...Object.values(notes.entities).flat(),
  ].map(stems);
  const acceptable: string[] = [];
  const unacceptable: string[] = [];
  for (const k of found) {
    const words = stems(k);
    const ok =
      words.length > 0 &&
      annotated.some(
        (a) =>
          a.length > 0 &&
          (words.every((w) => a.includes(w)) || (a.every((w) => words.includes(w)) && words.length <= a.length + 1)),
      );
    (ok ? acceptable : unacceptable).push(k);
  }
  return { found: found.length, acceptable, unacceptable };
}

/** Whether the headline names the main topic (every word of one of its phrases, stemmed); undefined when not annotated. */
export function headlineNamesTopic(mainTopic: string[] | undefined, headline: string): boolean | undefined {
  if (!mainTopic?.length) return undefined;
  const words = stems(headline);
  return mainTopic.some((phrase) => {
    const want = stems(phrase);
    return want.length > 0 && want.every((w) => words.includes(w));
  });
}

const stems = (text: string): string[] => tokens(text).map(stem);

export interface ChapterScore {
  chapters: number;
  /**
   * Distance in seconds from each known topic change (after the first topic) to the nearest chapter
   * start; with no chapters at all, to the start of the episode (one chapter covering everything).
   */
  distances: number[];
  /** Chapter starts more than `tolerance` seconds from every known topic start. */
  extra: number;
}

export function scoreChapters(topicStarts: number[], chapterStarts: number[], tolerance = 8): ChapterScore {
  const interior = topicStarts.filter((t) => t > 0);
  const nearest = (t: number, among: number[]) => Math.min(...among.map((c) => Math.abs(c - t)));
  return {
    chapters: chapterStarts.length,
    distances: interior.map((t) => nearest(t, chapterStarts.length ? chapterStarts : [0])),
    extra: chapterStarts.filter((c) => nearest(c, topicStarts) > tolerance).length,
  };
}

export interface QuoteScore {
  quotes: number;
  /** Quotes whose words are nearly all the words actually said (QUOTE_CLEAN_SHARE or more). */
  clean: number;
  /** Share of all quote words found, in order, in the script where the quote was said. */
  wordsRight: number;
  wordsTotal: number;
}

/** A quote with at most one wrong word in ten reads as what was said. */
const QUOTE_CLEAN_SHARE = 0.9;

/**
 * Whether quotes hold what was said, or recogniser word salad: each quote's words are aligned (longest
 * common subsequence) with the script's words of the turns its time span touches, a second either
 * side. The reference has times per turn only, so the quote is compared with whole turns: a quote
 * of right words scores 1 whatever part of the turn it is.
 */
export function scoreQuotes(
  turns: { text?: string; start: number; end: number }[],
  quotes: { text: string; start: number; end: number }[],
  normalise: (text: string) => string[],
): QuoteScore {
  let clean = 0;
  let wordsRight = 0;
  let wordsTotal = 0;
  for (const q of quotes) {
    const said = turns
      .filter((t) => t.end >= q.start - 1 && t.start <= q.end + 1)
      .flatMap((t) => normalise(t.text ?? ''));
    const words = normalise(q.text);
    const right = commonSubsequence(words, said);
    wordsRight += right;
    wordsTotal += words.length;
    if (words.length > 0 && right >= QUOTE_CLEAN_SHARE * words.length) clean++;
  }
  return { quotes: quotes.length, clean, wordsRight, wordsTotal };
}

function commonSubsequence(a: string[], b: string[]): number {
  let prev = new Int32Array(b.length + 1);
  let row = new Int32Array(b.length + 1);
  for (const word of a) {
    for (let j = 1; j <= b.length; j++) row[j] = word === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    [prev, row] = [row, prev];
  }
  return prev[b.length]!;
}

/**
 * Where each sentence of a text built from the transcript's words (the abstract) was said: its
 * words found in a row among the transcript's words, with their times. Sentences not found whole
 * are left out.
 */
export function locateSentences(
  text: string,
  words: { text: string; start: number; end: number }[],
  normalise: (text: string) => string[],
): { text: string; start: number; end: number }[] {
  const tokens = words.flatMap((w) => normalise(w.text).map((token) => ({ token, start: w.start, end: w.end })));
  const out: { text: string; start: number; end: number }[] = [];
  for (const sentence of text.split(/(?<=[.?!])\s+/)) {
    const want = normalise(sentence);
    if (want.length === 0) continue;
    for (let i = 0; i + want.length <= tokens.length; i++) {
      if (!want.every((t, k) => tokens[i + k]!.token === t)) continue;
      out.push({ text: sentence, start: tokens[i]!.start, end: tokens[i + want.length - 1]!.end });
      break;
    }
  }
  return out;
}
