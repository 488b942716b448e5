import type { RecognizedWord } from '../types.js';

/** A segment of @fugood/whisper.node's result; t0 and t1 are milliseconds. */
export interface WhisperSegment {
  text: string;
  t0: number;
  t1: number;
}

const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
/** Punctuation that belongs to the word before it when whisper emits it as a token of its own. */
const TRAILING_PUNCTUATION = /^[.,!?;:…'"”’)\]]+$/u;

/**
 * Words from whisper.cpp run with token timestamps and maxLen 1, where every segment is one
 * token. A token that starts with a space starts a word; one that does not continues it ("Okaf" +
 * "or", "word" + ","). Non-speech notes whisper writes in brackets ("[BLANK_AUDIO]", "(music)",
 * "[MUSIC PLAYING]", spread over several tokens) and music signs are dropped: they are not words.
 * Confidence is 1: the binding does not expose token probabilities, and 1 is what the openai
 * engine reports in the same case.
 *
 * Times are kept inside the audio when its length is given: whisper decodes 30 s windows, the end
 * of a short file padded with silence, and its timestamps can run into that padding (seen: 4.22 s
 * on a 3 s clip), which is no place for a word of the file.
 */
export function mapWhisperSegments(segments: readonly WhisperSegment[], audioSeconds?: number): RecognizedWord[] {
  const limit = audioSeconds ?? Infinity;
  const words: RecognizedWord[] = [];
  for (const group of groupIntoWords(withoutAnnotations(segments))) {
    const text = group
      .map((t) => t.text)
      .join('')
      .trim();
    const timed = group.filter((t) => HAS_WORD_CHAR.test(t.text));
    if (timed.length === 0) {
      // A lone punctuation token (" ." after a pause) still ends the previous word's sentence.
      const previous = words.at(-1);
      if (previous && TRAILING_PUNCTUATION.test(text)) previous.text += text;
      continue;
    }
    // Times come from the tokens that carry letters: a trailing comma's time is the pause after.
    const start = Math.min(limit, timed[0]!.t0 / 1000);
    const end = Math.min(limit, timed.at(-1)!.t1 / 1000);
    words.push({ text, start: round3(start), end: round3(Math.max(start, end)), confidence: 1 });
  }
  return words;
}

function* withoutAnnotations(segments: readonly WhisperSegment[]): Generator<WhisperSegment> {
  let depth = 0;
  for (const segment of segments) {
    const text = segment.text.trim();
    if (!text || /^[♪♫]+$/u.test(text)) continue;
    if (depth > 0 || /^[[(]/.test(text)) {
      depth = Math.max(0, depth + count(text, /[[(]/g) - count(text, /[\])]/g));
      continue;
    }
    yield segment;
  }
}

function* groupIntoWords(tokens: Iterable<WhisperSegment>): Generator<WhisperSegment[]> {
  let group: WhisperSegment[] = [];
  for (const token of tokens) {
    if (/^\s/.test(token.text) && group.length > 0) {
      yield group;
      group = [];
    }
    group.push(token);
  }
  if (group.length > 0) yield group;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
