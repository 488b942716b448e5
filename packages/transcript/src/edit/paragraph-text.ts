import type { Snippet } from '@scriptloom/contracts';
import { formatTimestamp } from '../timestamps.js';

/** Words joined by single spaces (struck words included): what find, comments and editing see. */
export function paragraphText(snippet: Pick<Snippet, 'words'>): string {
  return snippet.words.map((w) => w.text).join(' ');
}

/** Character offsets [start, end) of each word inside paragraphText. */
export function wordOffsets(snippet: Pick<Snippet, 'words'>): { start: number; end: number }[] {
  const offsets: { start: number; end: number }[] = [];
  let at = 0;
  for (const w of snippet.words) {
    offsets.push({ start: at, end: at + w.text.length });
    at += w.text.length + 1; // the joining space
  }
  return offsets;
}

/** Splits text on whitespace; empty tokens are ignored. */
export function tokenize(text: string): string[] {
  return text.split(/\s+/).filter((t) => t.length > 0);
}

/** start, end, start_timestamp, end_timestamp recomputed from the first and last word.
 * A paragraph with no words keeps its times: there is nothing to recompute them from. */
export function withTimes(snippet: Snippet): Snippet {
  const first = snippet.words[0];
  const last = snippet.words[snippet.words.length - 1];
  const start = first ? first.start : snippet.start;
  const end = last ? last.end : snippet.end;
  return { ...snippet, start, start_timestamp: formatTimestamp(start), end, end_timestamp: formatTimestamp(end) };
}
