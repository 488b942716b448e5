import type { Sentence } from '../../text/sentence.js';
import type { TimedChapter } from './inputs.js';
import { formatTimestamp } from './timestamps.js';

/** A part of the episode: one chapter, or a stretch of time when there are no chapters. */
export interface Span {
  /** The chapter summary, or null for a stretch without one. */
  summary: string | null;
  /** As written on the chapter (or the stretch's start). */
  timestamp: string;
  seconds: number;
  sentences: Sentence[];
}

/** Without chapters, a long transcript is still cut into a few parts so sections have something to hang on. */
const SENTENCES_PER_STRETCH = 40;
const MAX_STRETCHES = 6;

/**
 * Sentences by chapter: a chapter holds the sentences that start between its timestamp and the
 * next chapter's (sentences before the first chapter go to it). Both lists are in time order, so
 * one walk over the sentences does it.
 */
export function spansOf(sentences: readonly Sentence[], chapters: readonly TimedChapter[]): Span[] {
  if (chapters.length === 0) return stretches(sentences);
  const spans: Span[] = chapters.map((c) => ({
    summary: c.summary,
    timestamp: c.timestamp || formatTimestamp(c.seconds),
    seconds: c.seconds,
    sentences: [],
  }));
  let current = 0;
  for (const s of sentences) {
    while (current + 1 < chapters.length && s.start >= chapters[current + 1]!.seconds) current++;
    spans[current]!.sentences.push(s);
  }
  return spans;
}

function stretches(sentences: readonly Sentence[]): Span[] {
  if (sentences.length === 0) return [];
  const count = Math.min(MAX_STRETCHES, Math.max(1, Math.round(sentences.length / SENTENCES_PER_STRETCH)));
  const size = Math.ceil(sentences.length / count);
  const spans: Span[] = [];
  for (let i = 0; i < sentences.length; i += size) {
    const part = sentences.slice(i, i + size);
    const start = part[0]!.start;
    spans.push({ summary: null, timestamp: formatTimestamp(start), seconds: start, sentences: part });
  }
  return spans;
}
