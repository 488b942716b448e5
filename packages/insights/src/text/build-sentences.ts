import type { Snippet } from '@scriptloom/contracts';
import { isQuestion, sentenceOpenings, sentenceText, type ProperNouns, normaliseWord } from '@scriptloom/transcript';
import type { Sentence } from './sentence.js';

/**
 * Recogniser pauses: within a sentence words follow each other with gaps under ~0.3 s; between
 * sentences of one speaker the fixtures show 0.7 s or more.
 */
export const SENTENCE_PAUSE_SEC = 0.5;
/** Runs longer than this are cut at their longest internal pause (nobody says 60 words in one breath). */
export const MAX_SENTENCE_WORDS = 35;
/** Pieces cut from long runs keep at least this many words, so cuts do not leave fragments. */
const MIN_PIECE_WORDS = 5;

interface SpokenWord {
  token: string;
  start: number;
  end: number;
  confidence: number;
  speaker: string;
  snippetIndex: number;
  /** Silence before the word; struck words count as speech ("we um build" has no pause). */
  pauseBefore: number;
}

/** Words that were said (not struck), normalised, in order. */
function spokenWords(snippets: readonly Snippet[]): SpokenWord[] {
  const out: SpokenWord[] = [];
  snippets.forEach((snippet, snippetIndex) => {
    let lastEnd = Number.NaN;
    for (const word of snippet.words) {
      const pauseBefore = Number.isNaN(lastEnd) ? 0 : Math.max(0, word.start - lastEnd);
      lastEnd = Math.max(Number.isNaN(lastEnd) ? word.end : lastEnd, word.end);
      if (word.is_removed) continue;
      // A recogniser word may hold two ("new york"): keep each part as a token with the word's times.
      for (const part of word.text.split(/\s+/)) {
        const token = normaliseWord(part);
        if (!token) continue;
        out.push({
          token,
          start: word.start,
          end: word.end,
          confidence: Number.isFinite(word.confidence) ? word.confidence : 0,
          speaker: snippet.speaker,
          snippetIndex,
          pauseBefore,
        });
      }
    }
  });
  return out;
}

/** Runs of one speaker in one paragraph without a long pause. */
function pauseRuns(words: readonly SpokenWord[]): SpokenWord[][] {
  const runs: SpokenWord[][] = [];
  let run: SpokenWord[] = [];
  for (const word of words) {
    const prev = run[run.length - 1];
    if (
      prev &&
      (prev.speaker !== word.speaker ||
        prev.snippetIndex !== word.snippetIndex ||
        word.pauseBefore > SENTENCE_PAUSE_SEC)
    ) {
      runs.push(run);
      run = [];
    }
    run.push(word);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Splits a run where a question or a topic cue opens a new sentence. */
function splitAtOpenings(run: SpokenWord[]): SpokenWord[][] {
  const cuts = sentenceOpenings(run.map((w) => w.token));
  const pieces: SpokenWord[][] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(run.slice(from, cut));
    from = cut;
  }
  pieces.push(run.slice(from));
  return pieces;
}

/** Cuts an over-long run at its longest internal pause, recursively. */
function cutLongRun(run: SpokenWord[]): SpokenWord[][] {
  if (run.length <= MAX_SENTENCE_WORDS) return [run];
  let best = -1;
  let bestGap = -Infinity;
  for (let i = MIN_PIECE_WORDS; i <= run.length - MIN_PIECE_WORDS; i++) {
    const gap = run[i]!.pauseBefore;
    // Ties (the same gap everywhere) go to the cut nearest the middle, so pieces stay balanced.
    const centred = gap - Math.abs(i - run.length / 2) * 1e-6;
    if (centred > bestGap) {
      bestGap = centred;
      best = i;
    }
  }
  if (best < 0) return [run];
  return [...cutLongRun(run.slice(0, best)), ...cutLongRun(run.slice(best))];
}

function toSentence(words: SpokenWord[], index: number, properNouns?: ProperNouns): Sentence {
  const tokens = words.map((w) => w.token);
  const question = isQuestion(tokens);
  const confidences = words.map((w) => w.confidence);
  return {
    index,
    text: sentenceText(tokens, question, properNouns),
    tokens,
    speaker: words[0]!.speaker,
    start: words[0]!.start,
    end: words[words.length - 1]!.end,
    confidence: confidences.reduce((a, b) => a + b, 0) / confidences.length,
    snippetIndex: words[0]!.snippetIndex,
    question,
    confidences,
  };
}

/**
 * Sentences from paragraphs of recogniser words: struck words are ignored; a sentence ends at a
 * speaker change, a paragraph end or a pause, before a question or topic cue that opens a new one,
 * and runs over MAX_SENTENCE_WORDS are cut at their longest pause. Display text is truecased with
 * `properNouns` (names found by the entity step) when given.
 */
export function buildSentences(snippets: readonly Snippet[], properNouns?: ProperNouns): Sentence[] {
  const pieces = pauseRuns(spokenWords(snippets)).flatMap(splitAtOpenings).flatMap(cutLongRun);
  return pieces.filter((p) => p.length > 0).map((p, i) => toSentence(p, i, properNouns));
}

/** The same sentences with their display text truecased again, once proper nouns are known. */
export function recaseSentences(sentences: readonly Sentence[], properNouns: ProperNouns): Sentence[] {
  return sentences.map((s) => ({ ...s, text: sentenceText(s.tokens, s.question, properNouns) }));
}
