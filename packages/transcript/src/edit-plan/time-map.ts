import type { Snippet, Word } from '@scriptloom/contracts';
import { formatTimestamp } from '../timestamps.js';
import type { EditPlan, TimeRange } from './plan.js';

/** Times through an edit: the original media's and the edited media's. */
export interface EditTimeMap {
  editedDuration: number;
  /**
   * The edited time of an original one. A time inside a cut maps to the cut's point (where the two
   * kept sides meet); times before the first kept range map to 0, after the last to the end.
   */
  toEdited(original: number): number;
  /**
   * The original time of an edited one, for playback of the edit in the editor. The point where two
   * kept ranges meet maps to the start of the later one: where playback goes on after the cut.
   */
  toOriginal(edited: number): number;
}

/** The time map of a plan: a binary search over its kept ranges, O(log n) a call. */
export function editTimeMap(plan: Pick<EditPlan, 'kept'>): EditTimeMap {
  const ranges: readonly TimeRange[] = plan.kept;
  const n = ranges.length;
  const starts = new Float64Array(n);
  const ends = new Float64Array(n);
  // offsets[i]: the edited time at which kept range i begins.
  const offsets = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    starts[i] = ranges[i]!.start;
    ends[i] = ranges[i]!.end;
    offsets[i] = total;
    total += ends[i]! - starts[i]!;
  }
  const editedDuration = total;

  /** The last index i with values[i] <= t, or -1. */
  const lastAtOrBefore = (values: Float64Array, t: number) => {
    let lo = 0;
    let hi = n - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (values[mid]! <= t) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };

  return {
    editedDuration,
    toEdited(original) {
      const i = lastAtOrBefore(starts, original);
      if (i < 0) return 0;
      return offsets[i]! + (Math.min(original, ends[i]!) - starts[i]!);
    },
    toOriginal(edited) {
      if (n === 0) return 0;
      if (!(edited < editedDuration)) return ends[n - 1]!;
      const i = Math.max(0, lastAtOrBefore(offsets, edited));
      return starts[i]! + Math.max(0, edited - offsets[i]!);
    },
  };
}

/**
 * The paragraphs as the edited media says them: struck words gone, paragraphs left without words
 * dropped, every time on the edited timeline (captions and transcripts of the edited media). A kept
 * word lies wholly inside one kept range, so it keeps its length. Comments are left out: their
 * character positions point into the paragraph's text with its struck words, and the edited
 * timeline is for captions and exports of the media, not for the editor.
 */
export function editedSnippets(snippets: readonly Snippet[], plan: Pick<EditPlan, 'kept'>): Snippet[] {
  const map = editTimeMap(plan);
  const out: Snippet[] = [];
  for (const snippet of snippets) {
    const words: Word[] = [];
    for (const word of snippet.words) {
      if (word.is_removed) continue;
      words.push({ ...word, start: map.toEdited(word.start), end: map.toEdited(word.end) });
    }
    const first = words[0];
    const last = words[words.length - 1];
    if (!first || !last) continue;
    out.push({
      ...snippet,
      start: first.start,
      start_timestamp: formatTimestamp(first.start),
      end: last.end,
      end_timestamp: formatTimestamp(last.end),
      words,
      comments: [],
    });
  }
  return out;
}
