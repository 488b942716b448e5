import type { SpeakerSegment } from '../types.js';

interface Span {
  start: number;
  end: number;
}

/**
 * A speaker index per word (words in spoken order): the segment overlapping the word most, or the
 * nearest segment when none overlaps. Then a lone word whose neighbours on both sides agree on another
 * speaker takes theirs: a one-word turn is far more often a boundary error than a real interjection.
 */
export function assignSpeakers(words: Span[], segments: SpeakerSegment[]): number[] {
  if (segments.length === 0) return words.map(() => 0);
  const index = new SegmentIndex(segments);
  const labels = words.map((w) => index.speakerFor(w));
  const smoothed = [...labels];
  for (let i = 1; i + 1 < labels.length; i++) {
    const before = labels[i - 1]!;
    if (before === labels[i + 1] && before !== labels[i]) smoothed[i] = before;
  }
  return smoothed;
}

/**
 * Segments sorted by start with a running maximum of their ends, so each word costs a binary search
 * plus the segments that actually overlap it, even on a 3-hour file, and overlapping input still works.
 */
class SegmentIndex {
  private readonly sorted: SpeakerSegment[];
  /** maxEndAt[i]: index of the segment with the latest end among sorted[0..i]. */
  private readonly maxEndAt: Int32Array;

  constructor(segments: SpeakerSegment[]) {
    this.sorted = [...segments].sort((a, b) => a.start - b.start);
    this.maxEndAt = new Int32Array(this.sorted.length);
    for (let i = 1; i < this.sorted.length; i++) {
      const prev = this.maxEndAt[i - 1]!;
      this.maxEndAt[i] = this.sorted[i]!.end > this.sorted[prev]!.end ? i : prev;
    }
  }

  speakerFor(word: Span): number {
    const s = this.sorted;
    // Segments before `upper` start before the word ends: the only ones that can overlap it.
    let lo = 0;
    let hi = s.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s[mid]!.start < word.end) lo = mid + 1;
      else hi = mid;
    }
    const upper = lo;
    let best: SpeakerSegment | undefined;
    let bestOverlap = 0;
    for (let i = upper - 1; i >= 0; i--) {
      if (s[this.maxEndAt[i]!]!.end <= word.start) break;
      const seg = s[i]!;
      const overlap = Math.min(seg.end, word.end) - Math.max(seg.start, word.start);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = seg;
      }
    }
    if (best) return best.speaker;
    // No overlap: the nearest is the first segment after the word or the latest-ending one before it.
    const after = s[upper];
    const before = upper > 0 ? s[this.maxEndAt[upper - 1]!] : undefined;
    if (!before) return after!.speaker;
    if (!after) return before.speaker;
    return after.start - word.end < word.start - before.end ? after.speaker : before.speaker;
  }
}
