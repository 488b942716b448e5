import type { Snippet } from '@scriptloom/contracts';
import { formatTimestamp } from '@scriptloom/transcript';

/** One paragraph as the model reads it; struck words are left out (they were not said). */
export interface TranscriptLine {
  /** Seconds: the first kept word's start. */
  start: number;
  end: number;
  speaker: string;
  text: string;
}

/** A piece of the transcript that fits in one request. */
export interface TranscriptChunk {
  index: number;
  /** `[h:mm:ss] Speaker: text` lines. */
  text: string;
  start: number;
  end: number;
}

/** A spoken word with the normalised tokens that matching works on. */
export interface SpokenWord {
  text: string;
  start: number;
  end: number;
  speaker: string;
}

/**
 * Lower-case letters and digits only, accents and apostrophes removed ("That's" -> "thats"), so a
 * model's punctuated copy of a sentence meets the recogniser's bare words.
 */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function spokenWords(snippets: Snippet[]): SpokenWord[] {
  const words: SpokenWord[] = [];
  for (const snippet of snippets) {
    for (const w of snippet.words) {
      if (w.is_removed || !w.text.trim()) continue;
      words.push({ text: w.text.trim(), start: w.start, end: w.end, speaker: snippet.speaker });
    }
  }
  return words;
}

export function formatLine(line: TranscriptLine): string {
  return `[${formatTimestamp(line.start)}] ${line.speaker}: ${line.text}`;
}

/**
 * One line per paragraph. A paragraph whose line would be longer than `maxChars` is cut at word
 * boundaries into several lines, each with its own time, so that any chunk can hold at least one.
 */
export function transcriptLines(snippets: Snippet[], maxChars = Infinity): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  for (const snippet of snippets) {
    const kept = snippet.words.filter((w) => !w.is_removed && w.text.trim());
    let current: typeof kept = [];
    const flush = () => {
      if (!current.length) return;
      lines.push({
        start: current[0]!.start,
        end: current[current.length - 1]!.end,
        speaker: snippet.speaker,
        text: current.map((w) => w.text.trim()).join(' '),
      });
      current = [];
    };
    for (const w of kept) {
      const candidate = [...current, w];
      const line = formatLine({
        start: candidate[0]!.start,
        end: w.end,
        speaker: snippet.speaker,
        text: candidate.map((x) => x.text.trim()).join(' '),
      });
      // A single word always makes a line, however small maxChars is.
      if (current.length && line.length > maxChars) flush();
      current.push(w);
    }
    flush();
  }
  return lines;
}

/** Lines packed greedily into chunks of at most `maxChars` characters (paragraphs are never split across chunks). */
export function chunkLines(lines: TranscriptLine[], maxChars: number): TranscriptChunk[] {
  const chunks: TranscriptChunk[] = [];
  let texts: string[] = [];
  let length = 0;
  let first: TranscriptLine | null = null;
  let last: TranscriptLine | null = null;
  const flush = () => {
    if (!texts.length || !first || !last) return;
    chunks.push({ index: chunks.length, text: texts.join('\n'), start: first.start, end: last.end });
    texts = [];
    length = 0;
    first = null;
  };
  for (const line of lines) {
    const text = formatLine(line);
    const added = texts.length ? text.length + 1 : text.length;
    if (texts.length && length + added > maxChars) flush();
    texts.push(text);
    length += texts.length > 1 ? text.length + 1 : text.length;
    first ??= line;
    last = line;
  }
  flush();
  return chunks;
}
