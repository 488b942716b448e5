import type { Sentence } from '../text/sentence.js';
import type { TaggedSentence } from '../text/tagging.js';
import { GENERIC_NOUNS, isFirstName, isLastName, isStopword, NUMBER_WORDS } from '@scriptloom/transcript';
import { CONFIDENCE } from '../settings.js';

/**
 * People introduced in speech, found from the words around the name rather than its capitals
 * (recognisers give none): "my name is X", "I'm X from Y", "joining me are X and Y",
 * "my guest today is X", "I'm your host X".
 */

/** Word sequences after which names follow; the longest match at a position wins. */
const INTRODUCTIONS = [
  'my name is',
  "my name's",
  'i am',
  "i'm",
  'this is',
  'here is',
  "here's",
  'i am your host',
  "i'm your host",
  'this is your host',
  'joining me is',
  'joining me are',
  'joining me today is',
  'joining me today are',
  'joining us is',
  'joining us are',
  'joining us today is',
  'joining us today are',
  'with me is',
  'with me are',
  'with me today is',
  'with me today are',
  'with me in the studio is',
  'with me in the studio are',
  'my guest is',
  'my guests are',
  'my guest today is',
  'my guests today are',
  'our guest is',
  'our guest today is',
  'our guests are',
  'our guests today are',
  'joined by',
  'welcome to the show',
  'please welcome',
].map((c) => c.split(' '));
/** Cues that may introduce several people ("are X and Y"). */
const LISTS = new Set(['are', 'by']);
/** Words that can end a spoken name. */
const AFTER_NAME = new Set(
  `from and at with who i i'm the a an of here is was has have who's it's but so in on today".`.split(/\s+/),
);
/** Words that cannot be names even when unknown to the vocabulary or tagged as proper nouns. */
const NOT_NAMES = new Set(['host', 'guest', 'guests', 'here', 'today', 'back', 'also', 'just', 'really', 'so', 'very']);

function nameToken(s: Sentence, tag: TaggedSentence, i: number): boolean {
  const t = s.tokens[i];
  if (t === undefined || t.length < 2 || (s.confidences[i] ?? 0) < CONFIDENCE.plausible) return false;
  if (isStopword(t) || GENERIC_NOUNS.has(t) || NUMBER_WORDS.has(t) || NOT_NAMES.has(t) || /\d/.test(t)) return false;
  return isFirstName(t) || isLastName(t) || !tag.known[i] || tag.pos[i] === 'PROPN';
}

/** A name of one or two words at `i`; the second may be any noun when the name ends there. */
function nameAt(s: Sentence, tag: TaggedSentence, i: number): number {
  if (!nameToken(s, tag, i)) return 0;
  const next = s.tokens[i + 1];
  if (next === undefined || AFTER_NAME.has(next)) return 1;
  const boundary = s.tokens[i + 2] === undefined || AFTER_NAME.has(s.tokens[i + 2]!);
  const surnameLike =
    nameToken(s, tag, i + 1) || (boundary && !isStopword(next) && ['NOUN', 'PROPN', 'ADJ'].includes(tag.pos[i + 1]!));
  if (surnameLike && (s.confidences[i + 1] ?? 0) >= CONFIDENCE.plausible) return 2;
  // "i'm priya and ..." keeps the first name; "i'm sure that" was never a name.
  return boundary || isFirstName(s.tokens[i]!) ? 1 : 0;
}

function cueEndingAt(tokens: readonly string[], at: number): readonly string[] | undefined {
  let best: readonly string[] | undefined;
  for (const cue of INTRODUCTIONS) {
    if (cue.length > at + 1) continue;
    if (cue.every((w, k) => tokens[at - cue.length + 1 + k] === w) && (!best || cue.length > best.length)) best = cue;
  }
  return best;
}

/** Lower-case names introduced in a sentence, each as "first" or "first last". */
export function introducedNames(s: Sentence, tag: TaggedSentence): string[] {
  const names: string[] = [];
  for (let at = 0; at < s.tokens.length - 1; at++) {
    const cue = cueEndingAt(s.tokens, at);
    if (!cue) continue;
    let i = at + 1;
    for (;;) {
      const n = nameAt(s, tag, i);
      if (n === 0) break;
      names.push(s.tokens.slice(i, i + n).join(' '));
      i += n;
      // "are X and Y", "by X, Y and Z".
      if (!LISTS.has(cue[cue.length - 1]!) || s.tokens[i] !== 'and') break;
      i++;
    }
  }
  return names;
}
