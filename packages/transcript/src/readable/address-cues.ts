import { questionAfterName } from '../text/questions.js';
import { speakerTurns } from './speaker-turns.js';

/** A name said to someone, and the speaker label it is taken to belong to. */
export interface AddressClaim {
  /** Lower-case name, as `nameAt` read it. */
  name: string;
  speaker: string;
}

/** Words that may open a turn before a greeting or a name ("and thanks, Tom", "so Kenji, ..."). */
const LEAD_INS = new Set(['and', 'so', 'well', 'oh', 'okay', 'ok', 'yes', 'yeah', 'right', 'now', 'um', 'uh']);
const MAX_LEAD_INS = 2;
/** Greetings and thanks said to the person who just spoke: "Hi Nina", "Thanks for having me, Ben". */
const GREETINGS = [
  ['thanks', 'for', 'having', 'me'],
  ['thank', 'you', 'for', 'having', 'me'],
  ['thank', 'you'],
  ['thanks'],
  ['hi'],
  ['hello'],
  ['hey'],
  ['good', 'morning'],
  ['good', 'afternoon'],
  ['good', 'evening'],
];
/** After a name, words that hand the floor to that person without asking: "Kenji, let's start with ...". */
const HANDING_OVER = new Set(["let's", 'tell']);

/**
 * Where a turn's own words start after up to two joining words ("and thanks, Tom", "so Kenji",
 * "yeah, I'm Ada"), never past `end`.
 */
export function afterLeadIns(tokens: readonly string[], start: number, end = tokens.length): number {
  let at = start;
  while (at < end && at - start < MAX_LEAD_INS && LEAD_INS.has(tokens[at]!)) at++;
  return at;
}

/** How many words of a greeting or thanks start at `i` ("good morning": 2), or 0. */
export function greetingAt(tokens: readonly string[], i: number): number {
  for (const cue of GREETINGS) if (cue.every((w, k) => tokens[i + k] === w)) return cue.length;
  return 0;
}

/**
 * Names said to someone at the start of a turn, which say who the neighbouring turns are:
 * - a greeting or thanks with a name names the speaker of the turn before ("Thanks, Tom" answers Tom);
 * - a name followed by a question or "let's ..." names the speaker of the turn after ("Kenji, what
 *   are microplastics?" is answered by Kenji).
 * `nameAt` reads a clear, surely heard name at a position (or null), the way introductions do.
 * These are weaker than a speaker's own introduction: see namesFromIntroductions.
 */
export function addressClaims(
  speakers: readonly string[],
  tokens: readonly string[],
  nameAt: (at: number) => string | null,
): AddressClaim[] {
  const claims: AddressClaim[] = [];
  for (const { start, end } of speakerTurns(speakers)) {
    const at = afterLeadIns(tokens, start, end);
    const greeting = greetingAt(tokens, at);
    if (greeting && start > 0 && at + greeting < end) {
      const name = nameAt(at + greeting);
      if (name) claims.push({ name, speaker: speakers[start - 1]! });
    } else if (!greeting && end < tokens.length) {
      const name = at < end ? nameAt(at) : null;
      const after = at + (name?.split(' ').length ?? 0);
      // The question is read within the turn: its length matters to a short "what about you".
      const asks = () => HANDING_OVER.has(tokens[after]!) || questionAfterName(tokens.slice(after, end), 0);
      if (name && after < end && asks()) claims.push({ name, speaker: speakers[end]! });
    }
  }
  return claims;
}
