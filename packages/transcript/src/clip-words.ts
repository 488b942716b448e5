import type { Snippet } from '@scriptloom/contracts';

/** A caption word, timed from the clip's first frame. */
export interface ClipWord {
  text: string;
  start: number;
  end: number;
}

/** What an audiogram or reel of one passage shows (docs/product.md#audiograms). */
export interface ClipPlan {
  /** The clip's range in the file, padding included. */
  start: number;
  end: number;
  words: ClipWord[];
  text: string;
  /** Who says most of its words. */
  speaker: string;
}

export interface ClipOptions {
  /** Silence kept before the first and after the last word. */
  padding: number;
  /** The file's length: the clip never runs past it. */
  duration: number | null;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The words said between `start` and `end` (a word counts when its middle falls inside, so a range
 * cut through a word takes it or leaves it whole), as captions for a clip that starts a little
 * before the first and ends a little after the last. Struck words are not shown: the person took
 * them out of the text. Null when no word is said in the range.
 */
export function planClip(
  snippets: readonly Snippet[],
  range: { start: number; end: number },
  options: ClipOptions,
): ClipPlan | null {
  const chosen: { text: string; start: number; end: number; speaker: string }[] = [];
  for (const snippet of snippets) {
    if (snippet.end < range.start || snippet.start > range.end) continue;
    for (const word of snippet.words) {
      const middle = (word.start + word.end) / 2;
      if (word.is_removed || middle < range.start || middle > range.end || !word.text.trim()) continue;
      chosen.push({ text: word.text.trim(), start: word.start, end: word.end, speaker: snippet.speaker });
    }
  }
  const first = chosen[0];
  const last = chosen[chosen.length - 1];
  if (!first || !last) return null;
  const start = Math.max(0, first.start - options.padding);
  const limit = options.duration ?? Number.POSITIVE_INFINITY;
  const end = Math.min(limit, Math.max(last.end, first.start) + options.padding);
  return {
    start: round(start),
    end: round(end),
    words: chosen.map((w) => ({
      text: w.text,
      start: round(Math.max(0, w.start - start)),
      end: round(Math.max(0, Math.min(end, w.end) - start)),
    })),
    text: chosen.map((w) => w.text).join(' '),
    speaker: mostFrequent(chosen.map((w) => w.speaker)),
  };
}

function mostFrequent(names: string[]): string {
  const counts = new Map<string, number>();
  let best = names[0] ?? '';
  for (const name of names) {
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    if (n > (counts.get(best) ?? 0)) best = name;
  }
  return best;
}
