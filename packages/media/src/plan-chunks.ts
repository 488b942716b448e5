import type { TimeSpan } from './types.js';

export interface ChunkPlanOptions {
  /** Preferred chunk length in seconds. */
  targetSec?: number;
  /** No chunk is ever longer; with no silence in reach the cut is made mid-sound. */
  maxSec?: number;
  /**
   * Silences at least this long are cut at first; shorter ones only when no long one is in reach.
   * A recogniser ends its utterance at a long pause anyway, so a cut there costs it no context,
   * where a cut at a breath between two words of a sentence does.
   */
  preferSilenceSec?: number;
}

/**
 * Splits [0, duration] into consecutive spans cut in the middle of silences, so no word is cut in
 * two. Each step aims at an equal share of what is left (remaining / round(remaining / target))
 * rather than at the target itself: 98 s becomes three ~33 s chunks, not 30 + 30 + 30 + 8, which
 * keeps parallel workers evenly loaded.
 */
export function planChunks(durationSec: number, silences: TimeSpan[], options: ChunkPlanOptions = {}): TimeSpan[] {
  if (!(durationSec > 0)) return [];
  const maxSec = options.maxSec ?? 60;
  const targetSec = Math.min(options.targetSec ?? 30, maxSec);
  if (!(targetSec > 0)) throw new Error('planChunks: targetSec and maxSec must be positive');

  const inside = silences.filter((s) => (s.start + s.end) / 2 > 0 && (s.start + s.end) / 2 < durationSec);
  const middles = (list: TimeSpan[]) => list.map((s) => (s.start + s.end) / 2).sort((a, b) => a - b);
  const cuts = middles(inside);
  const preferSec = options.preferSilenceSec ?? 0;
  const preferred = middles(inside.filter((s) => s.end - s.start >= preferSec));
  // Chunks shorter than this are only made when the silences leave no better choice.
  const minSec = targetSec / 4;

  const spans: TimeSpan[] = [];
  let start = 0;
  while (durationSec - start > 1e-9) {
    const remaining = durationSec - start;
    const pieces = Math.max(Math.round(remaining / targetSec), Math.ceil(remaining / maxSec), 1);
    if (pieces === 1) {
      spans.push({ start, end: durationSec });
      break;
    }
    const ideal = start + remaining / pieces;
    const from = start + minSec;
    const to = Math.min(start + maxSec, durationSec - minSec);
    const end =
      nearestCut(preferred, from, to, ideal) ?? nearestCut(cuts, from, to, ideal) ?? Math.min(ideal, start + maxSec);
    spans.push({ start, end });
    start = end;
  }
  return spans;
}

/** The cut within [from, to] closest to `ideal`, or null when there is none. */
function nearestCut(cuts: number[], from: number, to: number, ideal: number): number | null {
  let best: number | null = null;
  for (const cut of cuts) {
    if (cut < from) continue;
    if (cut > to) break;
    if (best === null || Math.abs(cut - ideal) < Math.abs(best - ideal)) best = cut;
  }
  return best;
}
