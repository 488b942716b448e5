import { isFirstName, isLastName } from '../text/lexicon.js';
import { greetingAt } from './address-cues.js';
import { speakerTurns } from './speaker-turns.js';

/** A typed name said at the opening of a speaker's first turn, taken as their own. */
export interface OpeningNameClaim {
  /** Lower-case typed name, two words. */
  name: string;
  speaker: string;
}

/**
 * The typed name must start within this many words of the turn: after a show's welcome ("hello and
 * welcome to the green city podcast, Sarah Miller here") as well as at once ("and Sofia Rossi, I run
 * ..."). Recognised development episodes with typed names, right/wrong of 24 labels: 3 words 8/0,
 * 6 words 8/0, 12 words 9/0, 20 words 8/0 (a later name in a host's welcome is often the guest's).
 */
const MAX_OPENING_WORDS = 12;
/** Words after a greeting that make it one to the listeners: "hi everyone", "hello there". */
const AUDIENCE = new Set(['everyone', 'everybody', 'all', 'folks', 'listeners', 'there']);
/**
 * Words after a name that speak of that person or to them rather than as them: "Grace Osei is the
 * chair ...", "Grace Osei, welcome to the show", "Marcus Green, how did it start?".
 */
const NOT_SELF_AFTER = new Set(
  `is was has had will would joins joined welcome thanks thank said says told runs leads
how what why when where who which can could do does did tell`.split(/\s+/),
);

/**
 * Guests often open their first turn with their own full name and no "I'm" ("Hi everyone, Anneke
 * Visser, I run ..."), and a recogniser often misses a short "I'm" ("... and Helen Murphy, the
 * senior nurse"). A full name the person typed is unlikely to be said there by chance, so the
 * opening of each label's first turn names that label when it holds one:
 * - a typed two-word name whose first word is a first name or whose second is a surname (so no
 *   organisation's name: "Green Courier" is nobody);
 * - not right after a greeting ("Hi Marcus Green" greets the speaker before);
 * - not followed by words that speak of or to the person (NOT_SELF_AFTER).
 * - not right after words that introduce someone else ("my guest today is ...": `introducedAt`).
 * `heard` says whether the name's words at a position were heard surely enough (see sureEnough).
 * These claims count as a speaker's own, so a label whose introductions disagree stays unnamed.
 */
export function openingNameClaims(
  speakers: readonly string[],
  tokens: readonly string[],
  known: ReadonlyMap<string, string>,
  heard: (at: number, length: number) => boolean,
  introducedAt: (at: number) => boolean,
): OpeningNameClaim[] {
  const claims: OpeningNameClaim[] = [];
  const spoke = new Set<string>();
  for (const { speaker, start, end } of speakerTurns(speakers)) {
    if (spoke.has(speaker)) continue;
    spoke.add(speaker);
    for (let at = start; at <= start + MAX_OPENING_WORDS && at + 1 < end; at++) {
      const name = `${tokens[at]} ${tokens[at + 1]}`;
      if (!known.has(name) || !(isFirstName(tokens[at]!) || isLastName(tokens[at + 1]!))) continue;
      // A greeting before the name greets someone else: the one who spoke before (any greeting, in
      // a turn that answers another), or the person named (one that ends right where the name
      // starts). The file's first turn greets the listeners ("hello and welcome to ..."), and so
      // does "hi everyone" anywhere.
      let greeted = false;
      for (let k = start; k < at && !greeted; k++) {
        const greeting = greetingAt(tokens, k);
        const toListeners = AUDIENCE.has(tokens[k + greeting] ?? '');
        greeted = greeting > 0 && !toListeners && (start > 0 || k + greeting === at);
      }
      const next = at + 2 < end ? tokens[at + 2]! : '';
      const selfClaim = !greeted && !introducedAt(at) && !NOT_SELF_AFTER.has(next) && heard(at, 2);
      if (selfClaim) claims.push({ name, speaker });
      break;
    }
  }
  return claims;
}
