import type { FindMatch } from '@scriptloom/transcript';

/** A find match inside one paragraph's text: character offsets [start, end). */
export interface TextRange {
  start: number;
  end: number;
}

/** Shared by every paragraph without matches, so their props stay identical between finds. */
export const NO_RANGES: readonly TextRange[] = Object.freeze([]);

export interface GroupedMatches {
  /** Paragraph index -> its matches, in order. */
  transcript: ReadonlyMap<number, readonly TextRange[]>;
  summary: readonly TextRange[];
  /** Chapter index -> its matches. */
  chapters: ReadonlyMap<number, readonly TextRange[]>;
}

export const NO_MATCHES: GroupedMatches = { transcript: new Map(), summary: NO_RANGES, chapters: new Map() };

const sameRanges = (a: readonly TextRange[], b: readonly TextRange[]) =>
  a.length === b.length && a.every((range, i) => range.start === b[i]?.start && range.end === b[i]?.end);

function reuse(
  grouped: Map<number, TextRange[]>,
  previous: ReadonlyMap<number, readonly TextRange[]>,
): Map<number, readonly TextRange[]> {
  const result = new Map<number, readonly TextRange[]>();
  for (const [key, ranges] of grouped) {
    const before = previous.get(key);
    result.set(key, before && sameRanges(before, ranges) ? before : ranges);
  }
  return result;
}

/**
 * Find's matches grouped by where they are. Each paragraph whose matches did not change gets the very
 * array it had before, so memoised paragraphs see identical props and only those whose marks changed
 * re-render (typing in the find box must not re-render the whole transcript).
 */
export function groupMatches(matches: readonly FindMatch[], previous: GroupedMatches = NO_MATCHES): GroupedMatches {
  const transcript = new Map<number, TextRange[]>();
  const chapters = new Map<number, TextRange[]>();
  const summary: TextRange[] = [];
  for (const match of matches) {
    const range = { start: match.start, end: match.end };
    if (match.target === 'transcript') {
      const list = transcript.get(match.paragraph);
      if (list) list.push(range);
      else transcript.set(match.paragraph, [range]);
    } else if (match.target === 'chapter') {
      const list = chapters.get(match.chapter);
      if (list) list.push(range);
      else chapters.set(match.chapter, [range]);
    } else {
      summary.push(range);
    }
  }
  return {
    transcript: reuse(transcript, previous.transcript),
    summary: sameRanges(summary, previous.summary) ? previous.summary : summary.length ? summary : NO_RANGES,
    chapters: reuse(chapters, previous.chapters),
  };
}

/** Where a match is, as the list and the side panel need it to scroll and mark it. */
export type MatchPlace =
  | { target: 'transcript'; paragraph: number; range: TextRange }
  | { target: 'summary'; range: TextRange }
  | { target: 'chapter'; chapter: number; range: TextRange };

export function placeOf(match: FindMatch | undefined): MatchPlace | null {
  if (!match) return null;
  const range = { start: match.start, end: match.end };
  if (match.target === 'transcript') return { target: 'transcript', paragraph: match.paragraph, range };
  if (match.target === 'chapter') return { target: 'chapter', chapter: match.chapter, range };
  return { target: 'summary', range };
}

/** "3 of 12", or "0 of 0" when nothing matches. */
export function matchCountText(current: number, count: number): string {
  return count === 0 ? '0 of 0' : `${current >= 0 ? current + 1 : 0} of ${count}`;
}
