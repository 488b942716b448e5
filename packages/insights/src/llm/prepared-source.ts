import { InsightsError, type InsightSource } from '../types.js';
import { buildLexicon, type TranscriptLexicon } from './checks.js';
import { indexWords, type WordIndex } from './ground.js';
import {
  chunkLines,
  spokenWords,
  transcriptLines,
  type TranscriptChunk,
  type TranscriptLine,
} from './transcript-text.js';

/** A transcript made ready once per request: its text in chunks, and indexes for the checks. */
export interface PreparedSource {
  title: string;
  /** The file's length; the last word's end when the file's is unknown. */
  durationSec: number;
  lines: TranscriptLine[];
  chunks: TranscriptChunk[];
  words: WordIndex;
  lexicon: TranscriptLexicon;
}

export function prepareSource(source: InsightSource, maxChars: number): PreparedSource {
  const spoken = spokenWords(source.snippets);
  if (!spoken.length) {
    throw new InsightsError(
      'EMPTY_TRANSCRIPT',
      'Nothing is said in this transcript (or every word is struck out), so there is nothing to write about.',
    );
  }
  const lines = transcriptLines(source.snippets, maxChars);
  const words = indexWords(spoken);
  const lastEnd = spoken[spoken.length - 1]!.end;
  return {
    title: source.title,
    durationSec: source.durationSec > 0 ? source.durationSec : lastEnd,
    lines,
    chunks: chunkLines(lines, maxChars),
    words,
    lexicon: buildLexicon(words.tokens),
  };
}

/** Start times of the lines inside a chunk (chapter times are moved onto them). */
export function lineStartsIn(prepared: PreparedSource, chunk: TranscriptChunk): number[] {
  return prepared.lines.filter((l) => l.start >= chunk.start && l.start <= chunk.end).map((l) => l.start);
}
