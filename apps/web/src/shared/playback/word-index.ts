import type { Snippet } from '@scriptloom/contracts';

/**
 * Every word of a transcript in one flat, typed-array index: what the playback highlight searches
 * 60 times a second, built once per transcript instead of walking paragraphs on every frame.
 */
export interface WordIndex {
  /** Start and end of word `i`, counting words across all paragraphs in order. */
  starts: Float64Array;
  ends: Float64Array;
  /** Paragraph of word `i`. */
  paragraphOf: Int32Array;
  /** Global index of each paragraph's first word (paragraph count + 1 entries; the last is the total). */
  firstWordOf: Int32Array;
}

export function buildWordIndex(snippets: readonly Pick<Snippet, 'words'>[]): WordIndex {
  const total = snippets.reduce((sum, snippet) => sum + snippet.words.length, 0);
  const starts = new Float64Array(total);
  const ends = new Float64Array(total);
  const paragraphOf = new Int32Array(total);
  const firstWordOf = new Int32Array(snippets.length + 1);
  let i = 0;
  snippets.forEach((snippet, p) => {
    firstWordOf[p] = i;
    for (const word of snippet.words) {
      starts[i] = word.start;
      ends[i] = word.end;
      paragraphOf[i] = p;
      i += 1;
    }
  });
  firstWordOf[snippets.length] = i;
  return { starts, ends, paragraphOf, firstWordOf };
}

/**
 * A pause longer than this after a word's end means nobody is speaking: nothing is highlighted.
 * Shorter gaps keep the last word lit so the highlight does not flicker between words.
 */
export const SILENCE_AFTER_WORD_S = 1;

/**
 * The word being spoken at `time`: the last word starting at or before it (binary search over the
 * starts, which the pipeline emits in order), or -1 before the first word and in long silences.
 */
export function findActiveWord(index: Pick<WordIndex, 'starts' | 'ends'>, time: number): number {
  const { starts, ends } = index;
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if ((starts[mid] as number) <= time) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (found < 0) return -1;
  return time - (ends[found] as number) > SILENCE_AFTER_WORD_S ? -1 : found;
}
