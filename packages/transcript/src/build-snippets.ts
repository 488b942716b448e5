import type { Snippet, Word } from '@scriptloom/contracts';
import { formatTimestamp } from './timestamps.js';

export interface LabelledWord {
  text: string;
  start: number;
  end: number;
  confidence: number;
  speaker: string;
}

export interface SnippetOptions {
  /** A silence at least this long always starts a new paragraph. */
  longPauseSec?: number;
  /** Past this many words, a paragraph breaks at the next shorter pause... */
  softMaxWords?: number;
  /** ...of at least this long. */
  shortPauseSec?: number;
  /** And never grows beyond this many words. */
  hardMaxWords?: number;
  newId?: () => string;
}

/** A word that ends a sentence: `.`, `?` or `!`, perhaps followed by a closing quote or bracket. */
const SENTENCE_END = /[.?!]["'\u201d\u2019)\]]*$/;

const DEFAULTS = { longPauseSec: 2, softMaxWords: 60, shortPauseSec: 0.5, hardMaxWords: 150 };

/**
 * Groups timed words into paragraphs: a new one at every change of speaker, at long silences, and,
 * once a paragraph has grown long, after the next sentence end (or, for words without punctuation,
 * at the next pause). Words keep their exact times.
 */
export function buildSnippets(words: readonly LabelledWord[], options: SnippetOptions = {}): Snippet[] {
  const o = { ...DEFAULTS, ...options };
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const snippets: Snippet[] = [];
  let current: Word[] = [];
  let speaker = '';

  const flush = () => {
    if (current.length === 0) return;
    const start = current[0]!.start;
    const end = current[current.length - 1]!.end;
    snippets.push({
      id: newId(),
      start,
      start_timestamp: formatTimestamp(start),
      end,
      end_timestamp: formatTimestamp(end),
      speaker,
      words: current,
      comments: [],
    });
    current = [];
  };

  // Punctuated words (from the engine or made readable) say where sentences end: a long paragraph
  // then breaks after a sentence, never inside one; bare words break at a pause instead.
  const punctuated = words.some((w) => SENTENCE_END.test(w.text));
  let previousEnd = 0;
  let previousText = '';
  for (const w of words) {
    if (!w.text.trim()) continue;
    const pause = w.start - previousEnd;
    const breakHere =
      current.length > 0 &&
      (w.speaker !== speaker ||
        pause >= o.longPauseSec ||
        (current.length >= o.softMaxWords &&
          (punctuated ? SENTENCE_END.test(previousText) : pause >= o.shortPauseSec)) ||
        current.length >= o.hardMaxWords);
    if (breakHere) flush();
    if (current.length === 0) speaker = w.speaker;
    current.push({ text: w.text, start: w.start, end: w.end, confidence: w.confidence, is_removed: false });
    previousEnd = w.end;
    previousText = w.text;
  }
  flush();
  return snippets;
}
