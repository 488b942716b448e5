import type { Comment, Snippet, Word } from '@scriptloom/contracts';
import { formatTimestamp } from '../src/index.js';

/** A paragraph from text: word i spans [start + i, start + i + 0.5], confidence 0.9. */
export function para(text: string, opts: { id?: string; speaker?: string; start?: number; comments?: Comment[] } = {}) {
  const start = opts.start ?? 0;
  const words: Word[] = text
    .split(' ')
    .filter(Boolean)
    .map((t, i) => ({ text: t, start: start + i, end: start + i + 0.5, confidence: 0.9, is_removed: false }));
  const end = words.length ? words[words.length - 1]!.end : start;
  const snippet: Snippet = {
    id: opts.id ?? `p-${text}`,
    start,
    start_timestamp: formatTimestamp(start),
    end,
    end_timestamp: formatTimestamp(end),
    speaker: opts.speaker ?? 'Speaker 1',
    words,
    comments: opts.comments ?? [],
  };
  return snippet;
}

export function comment(id: string, start_pos: number, end_pos: number, highlighted_text = ''): Comment {
  return { id, comment: `note ${id}`, start_pos, end_pos, highlighted_text, created_by: { first_name: 'Ann' } };
}

export const texts = (snippets: readonly Snippet[]) => snippets.map((s) => s.words.map((w) => w.text).join(' '));

export function counter(prefix = 'n') {
  let n = 0;
  return () => `${prefix}${n++}`;
}

/** Seeded generator for the property loops (mulberry32). */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n) };
}

export const wordCount = (snippets: readonly Snippet[]) => snippets.reduce((n, s) => n + s.words.length, 0);

/** Every paragraph's words in time order and its start/end equal to its first/last word's. */
export function expectTimesConsistent(snippets: readonly Snippet[]): void {
  for (const s of snippets) {
    for (let i = 1; i < s.words.length; i++) {
      if (s.words[i]!.start < s.words[i - 1]!.start || s.words[i]!.end < s.words[i]!.start) {
        throw new Error(`times out of order in ${s.id} at word ${i}`);
      }
    }
    if (s.words.length && (s.start !== s.words[0]!.start || s.end !== s.words[s.words.length - 1]!.end)) {
      throw new Error(`paragraph ${s.id} times not recomputed`);
    }
    if (s.start_timestamp !== formatTimestamp(s.start) || s.end_timestamp !== formatTimestamp(s.end)) {
      throw new Error(`paragraph ${s.id} timestamps stale`);
    }
  }
}
