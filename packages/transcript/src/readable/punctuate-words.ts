import { addressedQuestion, isQuestion } from '../text/questions.js';
import { caseWords } from '../text/truecase.js';
import { normaliseWord } from '../text/words.js';
import { knownNames } from './known-names.js';
import { sentenceSpans, type SegmentToken, type Span } from './sentence-spans.js';

/** What punctuation needs of a word; any other fields are kept as they are. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
  speaker?: string;
}

export interface PunctuateOptions {
  /** Names and terms the person gave, spelled as they want them. */
  terms?: readonly string[];
}

/**
 * A pause this long inside a sentence reads as a comma; shorter gaps are the space between words
 * (0.1-0.2 s in read and conversational speech), longer ones end the sentence.
 */
export const COMMA_PAUSE_SEC = 0.3;
/** Openers followed by a comma when more of the sentence follows ("Yeah, that's right."). */
const INTERJECTIONS = new Set(['yeah', 'yes', 'okay', 'ok', 'oh', 'well', 'alright', 'hey', 'hi', 'hello', 'sure']);
/** Words that open a second clause: a comma goes before them once the first has a few words. */
const CLAUSE_JOINERS = new Set(['but', 'because', 'which']);
/**
 * "and" and "so" join two clauses when a subject follows ("..., and we sold them"); before other
 * words they mostly join two nouns or mean "very" ("bread and butter", "so much").
 */
const JOINERS_BEFORE_SUBJECT = new Set(['and', 'so']);
const SUBJECTS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'the', 'our', 'my', 'that', 'this', 'there']);
const MIN_CLAUSE_TOKENS = 3;

function joinsClauses(words: readonly string[], i: number): boolean {
  if (i < MIN_CLAUSE_TOKENS || words.length - i <= 2) return false;
  const word = words[i]!;
  return CLAUSE_JOINERS.has(word) || (JOINERS_BEFORE_SUBJECT.has(word) && SUBJECTS.has(words[i + 1]!));
}

interface Token extends SegmentToken {
  /** Index of the word the token belongs to (a recogniser word may hold several tokens). */
  word: number;
}

function tokensOf(words: readonly TimedWord[]): Token[] {
  const out: Token[] = [];
  let lastEnd = Number.NaN;
  words.forEach((word, index) => {
    const pauseBefore = Number.isNaN(lastEnd) ? 0 : Math.max(0, word.start - lastEnd);
    lastEnd = Number.isNaN(lastEnd) ? word.end : Math.max(lastEnd, word.end);
    let first = true;
    for (const part of word.text.split(/\s+/)) {
      const token = normaliseWord(part);
      if (!token) continue;
      out.push({ token, speaker: word.speaker ?? '', pauseBefore: first ? pauseBefore : 0, word: index });
      first = false;
    }
  });
  return out;
}

/**
 * The mark after each token of a sentence: ',' inside, '.' or '?' at the end, '' elsewhere. A
 * question put to someone by name takes a comma after the name ("Marcus, how did it start?").
 */
function sentenceMarks(tokens: readonly Token[], [from, to]: Span): string[] {
  const words = tokens.slice(from, to).map((t) => t.token);
  const marks = words.map(() => '');
  marks[marks.length - 1] = isQuestion(words) ? '?' : '.';
  for (let i = 1; i < words.length; i++) {
    const before = i - 1;
    const pause = tokens[from + i]!.pauseBefore >= COMMA_PAUSE_SEC;
    const joiner = joinsClauses(words, i);
    const opener = before === 0 && words.length > 2 && (INTERJECTIONS.has(words[0]!) || addressedQuestion(words));
    if ((pause || joiner || opener) && tokens[from + i]!.word !== tokens[from + before]!.word) marks[before] = ',';
  }
  return marks;
}

/**
 * Readable text for engines that give lower-case words without punctuation: sentence ends
 * ('.', '?'), commas at pauses and before words that open a second clause, capitals at sentence
 * starts, "I", days and months, the person's terms as they spelled them and names from the
 * lexicon. The marks are attached to the words as punctuating engines attach them ("Hello,"
 * "world."); start, end, confidence and every other field are kept. Words without a letter or
 * digit are left alone.
 */
export function punctuateWords<W extends TimedWord>(words: readonly W[], options: PunctuateOptions = {}): W[] {
  const tokens = tokensOf(words);
  const names = knownNames(
    tokens.map((t) => t.token),
    options.terms,
  );
  const display = new Array<string>(tokens.length);
  for (const span of sentenceSpans(tokens)) {
    const [from, to] = span;
    const cased = caseWords(
      tokens.slice(from, to).map((t) => t.token),
      names,
    );
    cased[0] = cased[0]!.charAt(0).toUpperCase() + cased[0]!.slice(1);
    const marks = sentenceMarks(tokens, span);
    for (let i = from; i < to; i++) display[i] = cased[i - from]! + marks[i - from]!;
  }
  const texts = words.map(() => [] as string[]);
  tokens.forEach((t, i) => texts[t.word]!.push(display[i]!));
  return words.map((word, i) => (texts[i]!.length ? { ...word, text: texts[i]!.join(' ') } : word));
}

/**
 * Whether words already carry punctuation or capitals, as engines that punctuate write them: then
 * they are left as they are.
 */
export function looksPunctuated(words: readonly TimedWord[]): boolean {
  return words.some((w) => /[.,?!;:]$/.test(w.text) || /\p{Lu}/u.test(w.text));
}
