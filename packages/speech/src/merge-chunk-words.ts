import type { TimeSpan } from '@scriptloom/media';
import type { RecognizedWord } from './types.js';

export interface ChunkWords {
  /** The part of the file this chunk answers for; the cores of all chunks tile the file. */
  core: TimeSpan;
  /** The audio the recogniser heard: the core plus an overlap into each neighbour. */
  reach: TimeSpan;
  /** What it recognised, in the whole file's time. */
  words: RecognizedWord[];
}

/**
 * Joins the words of overlapping chunks into one list in time order. A word belongs to the chunk
 * whose core holds its middle: that chunk heard the audio before it (its lead-in, then its core),
 * where the recogniser had settled. The two chunks can disagree about a word that straddles a cut
 * (one puts its middle just before, the other just after), which would say it twice or not at
 * all; the seams are checked for both.
 */
export function mergeChunkWords(chunks: ChunkWords[]): RecognizedWord[] {
  const kept = chunks.map((chunk, i) =>
    chunk.words.filter((w) => owns(chunk.core, middle(w), i === chunks.length - 1)),
  );
  for (let i = 0; i + 1 < chunks.length; i++) mendSeam(chunks[i]!, kept[i]!, chunks[i + 1]!, kept[i + 1]!);
  return kept.flat().sort((a, b) => a.start - b.start);
}

/**
 * One word told by both sides of a cut is kept once, and one told by both but kept by neither is
 * brought back; either way the version that lay farther from its chunk's edge wins.
 */
function mendSeam(left: ChunkWords, leftKept: RecognizedWord[], right: ChunkWords, rightKept: RecognizedWord[]): void {
  const leftDepth = (w: RecognizedWord) => left.reach.end - middle(w);
  const rightDepth = (w: RecognizedWord) => middle(w) - right.reach.start;

  const last = leftKept.at(-1);
  const first = rightKept[0];
  if (last && first && sameWord(last, first)) {
    if (leftDepth(last) >= rightDepth(first)) rightKept.shift();
    else leftKept.pop();
    return;
  }

  const cut = left.core.end;
  const leftDropped = left.words.find((w) => middle(w) >= cut);
  const rightDropped = right.words.filter((w) => middle(w) < cut).at(-1);
  if (!leftDropped || !rightDropped || !sameWord(leftDropped, rightDropped)) return;
  const lost = leftDepth(leftDropped) >= rightDepth(rightDropped) ? leftDropped : rightDropped;
  // Brought back only into a gap: a kept word in the same place already says it.
  if ((last && sameWord(last, lost)) || (first && sameWord(first, lost))) return;
  if (lost === leftDropped) leftKept.push(lost);
  else rightKept.unshift(lost);
}

function owns(core: TimeSpan, t: number, isLast: boolean): boolean {
  return t >= core.start && (t < core.end || (isLast && t <= core.end));
}

function middle(word: RecognizedWord): number {
  return (word.start + word.end) / 2;
}

/** Two readings of one stretch of sound: they share at least half of the shorter one's time. */
function sameWord(a: RecognizedWord, b: RecognizedWord): boolean {
  const shared = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  const shorter = Math.max(Math.min(a.end - a.start, b.end - b.start), 0.01);
  return shared >= shorter / 2;
}
