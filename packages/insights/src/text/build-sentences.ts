import type { Snippet } from '@scriptloom/contracts';
import {
  caseWords,
  isQuestion,
  sentenceOpenings,
  sentenceText,
  type ProperNouns,
  normaliseWord,
} from '@scriptloom/transcript';
import type { Sentence } from './sentence.js';
import { SENTENCES } from '../settings.js';

/**
 * Words punctuated by the recogniser (or a punctuation step) end sentences with . ? or ! (closing
 * quotes or brackets may follow); with too few of them (`SENTENCES.wordsPerMark`) pauses decide.
 */
const SENTENCE_END = /[.?!\u2026]["'\u2019\u201d)\]]*$/;

interface SpokenWord {
  token: string;
  /** The part as written, with its case and punctuation. */
  surface: string;
  /** The written word ends a sentence (. ? !). */
  endsSentence: boolean;
  asks: boolean;
  start: number;
  end: number;
  confidence: number;
  speaker: string;
  snippetIndex: number;
  /** Silence before the word; struck words count as speech ("we um build" has no pause). */
  pauseBefore: number;
}

type Piece = { words: SpokenWord[]; complete: boolean };

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
        if (!token) {
          // A mark written as its own word ("world ." ) closes the sentence before it.
          const prev = out[out.length - 1];
          if (prev && prev.snippetIndex === snippetIndex && SENTENCE_END.test(part)) {
            prev.endsSentence = true;
            prev.asks ||= part.includes('?');
          }
          continue;
        }
        out.push({
          token,
          surface: part,
          endsSentence: SENTENCE_END.test(part),
          asks: /\?["'\u2019\u201d)\]]*$/.test(part),
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

/** Whether the words carry their own sentence punctuation (see `SENTENCES.wordsPerMark`). */
export function carriesPunctuation(words: readonly { endsSentence: boolean }[]): boolean {
  const marks = words.filter((w) => w.endsSentence).length;
  return marks > 0 && marks * SENTENCES.wordsPerMark >= words.length;
}

/**
 * Runs of one speaker in one paragraph: up to a sentence mark when the words are punctuated,
 * otherwise up to a long pause.
 */
function runs(words: readonly SpokenWord[], punctuated: boolean): Piece[] {
  const out: Piece[] = [];
  let run: SpokenWord[] = [];
  for (const word of words) {
    const prev = run[run.length - 1];
    const breaks =
      prev &&
      (prev.speaker !== word.speaker ||
        prev.snippetIndex !== word.snippetIndex ||
        (punctuated ? prev.endsSentence : word.pauseBefore > SENTENCES.pauseSec));
    if (breaks) {
      out.push({ words: run, complete: true });
      run = [];
    }
    run.push(word);
  }
  if (run.length) out.push({ words: run, complete: true });
  return out;
}

/** Splits a run where a question or a topic cue opens a new sentence (unpunctuated words only). */
function splitAtOpenings(piece: Piece): Piece[] {
  const run = piece.words;
  const cuts = sentenceOpenings(run.map((w) => w.token));
  const pieces: Piece[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push({ words: run.slice(from, cut), complete: true });
    from = cut;
  }
  pieces.push({ words: run.slice(from), complete: piece.complete });
  return pieces;
}

/** Cuts an over-long run at its longest internal pause (or comma), recursively. */
function cutLongRun(piece: Piece): Piece[] {
  const run = piece.words;
  if (run.length <= SENTENCES.maxWords) return [piece];
  let best = -1;
  let bestGap = -Infinity;
  for (let i = SENTENCES.minPieceWords; i <= run.length - SENTENCES.minPieceWords; i++) {
    const comma = /[,;:]$/.test(run[i - 1]!.surface) ? SENTENCES.commaPauseSec : 0;
    const gap = run[i]!.pauseBefore + comma;
    // Ties (the same gap everywhere) go to the cut nearest the middle, so pieces stay balanced.
    const centred = gap - Math.abs(i - run.length / 2) * 1e-6;
    if (centred > bestGap) {
      bestGap = centred;
      best = i;
    }
  }
  if (best < 0) return [piece];
  return [
    ...cutLongRun({ words: run.slice(0, best), complete: false }),
    ...cutLongRun({ words: run.slice(best), complete: piece.complete }),
  ];
}

/**
 * Display text of punctuated words: as written, with found names cased where the writer left
 * them lower-case, a capital first letter and a closing mark.
 */
function writtenText(surfaces: readonly string[], tokens: readonly string[], question: boolean, names?: ProperNouns) {
  const cased = caseWords(tokens, names);
  const words = surfaces.map((s, i) =>
    s === s.toLowerCase() && cased[i] !== tokens[i] ? s.replace(tokens[i]!, cased[i]!) : s,
  );
  let text = words.join(' ');
  text = text.charAt(0).toUpperCase() + text.slice(1);
  if (!SENTENCE_END.test(text)) text = text.replace(/[,;:\-\u2014]+$/, '') + (question ? '?' : '.');
  return text;
}

function displayText(s: Pick<Sentence, 'tokens' | 'surfaces' | 'question'>, names?: ProperNouns): string {
  const written = s.surfaces.some((w, i) => w !== s.tokens[i]);
  return written ? writtenText(s.surfaces, s.tokens, s.question, names) : sentenceText(s.tokens, s.question, names);
}

function toSentence(piece: Piece, index: number, punctuated: boolean, properNouns?: ProperNouns): Sentence {
  const { words } = piece;
  const tokens = words.map((w) => w.token);
  const last = words[words.length - 1]!;
  const question = punctuated && piece.complete ? last.asks : isQuestion(tokens);
  const confidences = words.map((w) => w.confidence);
  const surfaces = words.map((w) => w.surface);
  return {
    index,
    text: displayText({ tokens, surfaces, question }, properNouns),
    tokens,
    speaker: words[0]!.speaker,
    start: words[0]!.start,
    end: last.end,
    confidence: confidences.reduce((a, b) => a + b, 0) / confidences.length,
    snippetIndex: words[0]!.snippetIndex,
    question,
    confidences,
    complete: piece.complete && (!punctuated || last.endsSentence),
    surfaces,
  };
}

/**
 * Sentences from paragraphs of recogniser words: struck words are ignored; a sentence ends at a
 * speaker change or a paragraph end, and at a sentence mark (. ? !) when the words carry
 * punctuation; without it, at a pause and before a question or topic cue that opens a new one.
 * Runs over `SENTENCES.maxWords` are cut at their longest pause. Display text is truecased with
 * `properNouns` (names found by the entity step) when given.
 */
export function buildSentences(snippets: readonly Snippet[], properNouns?: ProperNouns): Sentence[] {
  const words = spokenWords(snippets);
  const punctuated = carriesPunctuation(words);
  const pieces = punctuated ? runs(words, true) : runs(words, false).flatMap(splitAtOpenings);
  return pieces
    .flatMap(cutLongRun)
    .filter((p) => p.words.length > 0)
    .map((p, i) => toSentence(p, i, punctuated, properNouns));
}

/** The same sentences with their display text truecased again, once proper nouns are known. */
export function recaseSentences(sentences: readonly Sentence[], properNouns: ProperNouns): Sentence[] {
  return sentences.map((s) => ({ ...s, text: displayText(s, properNouns) }));
}
