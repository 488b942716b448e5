import type { Chapter, Quote } from '@scriptloom/contracts';
import { InsightsError, type InsightContext, type InsightSource } from '../../types.js';
import { oneLine, stripWrappingQuotes } from './text.js';
import { parseTimestamp } from './timestamps.js';

/** A chapter with its start in seconds (unreadable timestamps take the previous chapter's start). */
export interface TimedChapter extends Chapter {
  seconds: number;
}

/**
 * The context as the writers use it: every string on one line and trimmed, empty items dropped,
 * duplicates dropped, chapters in time order. Whatever a person edited into the stored results may
 * be messy; the writers should not have to care.
 */
export interface WriterInput {
  title: string;
  headline: string;
  abstract: string;
  chapters: TimedChapter[];
  keywords: string[];
  entities: Record<string, string[]>;
  quotes: Quote[];
}

export function prepareInput(source: InsightSource, context: InsightContext): WriterInput {
  return {
    title: oneLine(source.title ?? ''),
    headline: oneLine(context.summary?.headline ?? ''),
    abstract: oneLine(context.summary?.abstract ?? ''),
    chapters: timedChapters(context.chapters ?? []),
    keywords: distinct((context.keywords ?? []).map(oneLine)),
    entities: Object.fromEntries(
      Object.entries(context.entities ?? {})
        .map(([type, phrases]) => [type, distinct((phrases ?? []).map(oneLine))] as const)
        .filter(([, phrases]) => phrases.length > 0),
    ),
    quotes: distinctBy(
      (context.quotes ?? [])
        .map((q) => ({
          ...q,
          text: stripWrappingQuotes(q.text),
          speaker: oneLine(q.speaker ?? ''),
          timestamp: oneLine(q.timestamp ?? ''),
        }))
        .filter((q) => q.text),
      (q) => q.text.toLowerCase(),
    ),
  };
}

/** True when the context holds nothing a writer could use (the title alone says nothing). */
export function isEmptyInput(input: WriterInput): boolean {
  return (
    !input.headline &&
    !input.abstract &&
    input.chapters.length === 0 &&
    input.keywords.length === 0 &&
    Object.keys(input.entities).length === 0 &&
    input.quotes.length === 0
  );
}

export function emptyTranscriptError(what: string): InsightsError {
  return new InsightsError(
    'EMPTY_TRANSCRIPT',
    `There is nothing to write ${what} from: nothing in the transcript was said (or all of it is struck).`,
  );
}

function timedChapters(chapters: Chapter[]): TimedChapter[] {
  let previous = 0;
  const timed = chapters
    .map((c) => ({ summary: oneLine(c.summary ?? ''), timestamp: oneLine(c.timestamp ?? '') }))
    .filter((c) => c.summary)
    .map((c) => {
      const parsed = parseTimestamp(c.timestamp);
      previous = Number.isFinite(parsed) ? parsed : previous;
      return { ...c, seconds: previous };
    });
  // Array.prototype.sort is stable, so chapters with the same start keep their order.
  return timed.sort((a, b) => a.seconds - b.seconds);
}

function distinct(items: string[]): string[] {
  return distinctBy(
    items.filter((s) => s),
    (s) => s.toLowerCase(),
  );
}

function distinctBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
