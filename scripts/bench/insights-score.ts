// Scoring of insights against a podcast's annotations (fixtures/NAME.insights.json): entity recall
// by type, keyword hits and chapter-boundary distances. Pure functions, shared by bench:insights.

export interface InsightAnnotations {
  topics: { start: number; title: string }[];
  entities: Record<string, string[]>;
  keywords: string[];
}

const SMALL = new Set(['the', 'of', 'and', 'a', 'an', 'for', 'in', 'on', 'to']);
const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter((t) => t && !SMALL.has(t));
/** A crude stem: enough to let "batteries" meet "battery" and "gardens" meet "garden". */
const stem = (token: string): string => token.slice(0, Math.max(4, Math.min(token.length - 1, 6)));

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

export interface ChapterScore {
  chapters: number;
  /** Distance in seconds from each known topic change (after the first topic) to the nearest chapter start. */
  distances: number[];
  /** Chapter starts more than `tolerance` seconds from every known topic start. */
  extra: number;
}

export function scoreChapters(topicStarts: number[], chapterStarts: number[], tolerance = 8): ChapterScore {
  const interior = topicStarts.filter((t) => t > 0);
  const nearest = (t: number, among: number[]) => Math.min(...among.map((c) => Math.abs(c - t)));
  return {
    chapters: chapterStarts.length,
    distances: interior.map((t) => (chapterStarts.length ? nearest(t, chapterStarts) : Infinity)),
    extra: chapterStarts.filter((c) => nearest(c, topicStarts) > tolerance).length,
  };
}
