/** Spotting questions and where a new sentence opens inside unpunctuated recogniser text. */
import { AMBIGUOUS_FIRST_NAMES, isFirstName } from './lexicon.js';

const WH = new Set(['what', 'why', 'how', 'where', 'when', 'who', 'which', 'whose']);
const WH_CONTRACTED = new Set(["what's", "how's", "where's", "who's", "why's", "when's"]);
const AUX = new Set(
  `is are was were do does did can could would should will shall have has had may might must am isn't aren't
wasn't don't doesn't didn't can't won't wouldn't shouldn't couldn't haven't hasn't`.split(/\s+/),
);
/** After "how": "how many", "how long" ask as well as an auxiliary does. */
const HOW_FOLLOWERS = new Set(['many', 'much', 'long', 'often', 'far', 'big', 'old', 'soon', 'come']);
/** Auxiliaries that open a yes/no question when a pronoun follows ("do you", "can we"). */
const INVERTING_AUX = new Set(
  `do does did can could would will should is are was were have has shall don't doesn't didn't can't won't isn't aren't`.split(
    /\s+/,
  ),
);
const SUBJECTS = new Set([
  'you',
  'we',
  'i',
  'they',
  'he',
  'she',
  'it',
  'there',
  'anyone',
  'anybody',
  'your',
  'that',
  'this',
]);
/** Words after which a wh-word starts a clause, not a question ("i know what is", "this is where"). */
const CLAUSE_TAKERS = new Set(
  `know knew wonder wondered ask asked about see saw tell told is was are were that explain show understand decide
matter remember sure idea like exactly of on in at to for from with by the a an and or but so what see regardless
no`.split(/\s+/),
);

/** A question opens at `i`: "why should", "how many", "what's", "where can". */
export function whOpenerAt(tokens: readonly string[], i: number): boolean {
  const t = tokens[i];
  if (t === undefined) return false;
  if (WH_CONTRACTED.has(t)) return i + 1 < tokens.length;
  if (!WH.has(t)) return false;
  const next = tokens[i + 1];
  if (next === undefined) return false;
  return AUX.has(next) || (t === 'how' && HOW_FOLLOWERS.has(next));
}

/** "do you", "can we", "is it" at `i`. */
export function inversionAt(tokens: readonly string[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  return t !== undefined && next !== undefined && INVERTING_AUX.has(t) && SUBJECTS.has(next);
}

/**
 * Words after a wh-word that make a clause or an exclamation of it: "what we found", "how the
 * city changed", "what a day".
 */
const WH_CLAUSE_NEXT = new Set([
  ...SUBJECTS,
  ...`a an the my our his her their its i'm we're you're they're he's she's it's to if`.split(' '),
]);
/** A wh-word opening a sentence this short asks, whatever verb follows: "what went wrong". */
const SHORT_QUESTION = 10;
/** Words a spoken question may open with before its wh-word or auxiliary: "so how did you ...". */
const SPOKEN_LEAD_INS = new Set(['and', 'so', 'but', 'okay', 'ok', 'well', 'now', 'right', 'then']);

/** "what went wrong", "who pays for all this", "what about the players": short and opened by a wh-word. */
function shortWhQuestionAt(tokens: readonly string[], i: number): boolean {
  const next = tokens[i + 1];
  return WH.has(tokens[i]!) && next !== undefined && tokens.length - i <= SHORT_QUESTION && !WH_CLAUSE_NEXT.has(next);
}

function opensQuestionAt(tokens: readonly string[], i: number): boolean {
  return whOpenerAt(tokens, i) || inversionAt(tokens, i) || shortWhQuestionAt(tokens, i);
}

/**
 * A question put to someone by name: "helen what does it mean", "david can you ...". The name is a
 * first name that is not also an everyday word ("will you ..."), and an inversion after it must ask
 * "you" or "we": "david did it" and "mary was there" are statements.
 */
export function addressedQuestion(tokens: readonly string[]): boolean {
  const name = tokens[0];
  if (!name || tokens.length < 3 || !isFirstName(name) || AMBIGUOUS_FIRST_NAMES.has(name)) return false;
  return questionAfterName(tokens, 1);
}

/** Whether the words from `i`, right after a name, ask that person something (see addressedQuestion). */
export function questionAfterName(tokens: readonly string[], i: number): boolean {
  return (
    whOpenerAt(tokens, i) ||
    shortWhQuestionAt(tokens, i) ||
    (inversionAt(tokens, i) && (tokens[i + 1] === 'you' || tokens[i + 1] === 'we'))
  );
}

/**
 * Whether unpunctuated words read as a question: a wh-opener or an inversion at the start (after
 * "so", "and", ... or a name too), a short sentence opened by a wh-word, or a wh-opener after a
 * short lead-in ("before we wrap up where can listeners ...").
 */
export function isQuestion(tokens: readonly string[]): boolean {
  if (tokens.length < 2) return false;
  if (opensQuestionAt(tokens, 0)) return true;
  if (SPOKEN_LEAD_INS.has(tokens[0]!) && tokens.length > 2 && opensQuestionAt(tokens, 1)) return true;
  if (addressedQuestion(tokens)) return true;
  for (let i = 1; i <= Math.min(6, tokens.length - 2); i++) {
    if (whOpenerAt(tokens, i) && !CLAUSE_TAKERS.has(tokens[i - 1]!)) return true;
  }
  return false;
}

const CONJUNCTIONS = new Set(['and', 'but', 'so']);
/** "before we wrap up where can ..." is one question with a lead-in, not two sentences. */
const LEAD_INS = new Set(['before', 'after', 'finally', 'lastly', 'but', 'so', 'and', 'if', 'when', 'since', 'as']);

/**
 * Positions inside a run of words where a new sentence plausibly starts: a question opener
 * ("... the big question | why should anyone care") or a topic cue ("... remarkable | now i want to").
 * A conjunction just before the opener goes with the new sentence.
 */
export function sentenceOpenings(tokens: readonly string[], minPart = 3): number[] {
  const cuts: number[] = [];
  let last = 0;
  for (let i = minPart; i <= tokens.length - minPart; i++) {
    const prev = tokens[i - 1]!;
    const t = tokens[i]!;
    const next = tokens[i + 1] ?? '';
    const opens =
      (whOpenerAt(tokens, i) && !CLAUSE_TAKERS.has(prev)) ||
      (t === 'now' && ['i', 'let', "let's", 'we', 'tell', 'moving', 'on'].includes(next)) ||
      ((t === "let's" || (t === 'let' && next === 'us')) &&
        ['talk', 'start', 'begin', 'move', 'turn', 'get', 'go', 'us'].includes(
          t === 'let' ? (tokens[i + 2] ?? '') : next,
        ));
    if (!opens) continue;
    if (whOpenerAt(tokens, i) && i - last <= 5 && LEAD_INS.has(tokens[last]!)) continue;
    const cut = CONJUNCTIONS.has(prev) && i - 1 - last >= minPart ? i - 1 : i;
    if (cut - last < minPart) continue;
    cuts.push(cut);
    last = cut;
  }
  return cuts;
}
