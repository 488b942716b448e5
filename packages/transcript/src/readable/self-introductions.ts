import { AMBIGUOUS_FIRST_NAMES, isFirstName, isLastName } from '../text/lexicon.js';
import { titleCaseName } from '../text/truecase.js';
import { normaliseWord, isStopword } from '../text/words.js';
import { addressClaims } from './address-cues.js';
import { vocabularySpellings } from './known-names.js';
import { openingNameClaims } from './opening-names.js';

export interface SpokenWord {
  text: string;
  speaker: string;
  /** 0-1 when the recogniser gave it. */
  confidence?: number;
}

/**
 * A name is taken only from words the recogniser was sure of: a misheard "amy" for "I am Maya"
 * would otherwise rename a speaker. Half of pocketsphinx's right words score above 0.85.
 */
const MIN_NAME_CONFIDENCE = 0.7;

/**
 * A full name the person typed ("Tomas Novak"), heard whole right after "I'm" or "my name is", is
 * unlikely by chance, and a recogniser scores such rare words low even when it hears them right
 * ("tomas" 0.23, "novak" 0.99; "marcus" 0.22, "green" 0.19): it needs this mean confidence instead.
 */
const TYPED_NAME_CONFIDENCE = 0.2;

function sureEnough(nameWords: readonly SpokenWord[], typedWhole: boolean): boolean {
  const confidence = nameWords.map((w) => w.confidence ?? 1);
  if (typedWhole) return confidence.reduce((a, b) => a + b, 0) / confidence.length >= TYPED_NAME_CONFIDENCE;
  return confidence.every((c) => c >= MIN_NAME_CONFIDENCE);
}

/** Words that say the speaker is about to give their own name, wherever in a turn they are said. */
const SELF_CUES = [['my', 'name', 'is'], ['my', "name's"], ["i'm"], ['i', 'am'], ['call', 'me'], ['this', 'is']];
/** Words a host uses to name the next person to speak. */
const GUEST_CUES = [
  ['my', 'guest', 'is'],
  ['my', 'guest', 'today', 'is'],
  ['our', 'guest', 'is'],
  ['our', 'guest', 'today', 'is'],
  ["today's", 'guest', 'is'],
  ['with', 'me', 'is'],
  ['with', 'me', 'today', 'is'],
  ['joining', 'me', 'is'],
  ['joining', 'me', 'today', 'is'],
  ['joining', 'us', 'is'],
  ['joining', 'us', 'today', 'is'],
  ['joined', 'by'],
  ['joined', 'today', 'by'],
  ['please', 'welcome'],
];

interface Claim {
  /** Lower-case name, one or two words. */
  name: string;
  /** Who the name belongs to: the speaker themself, or the next one to talk. */
  speaker: string;
  self: boolean;
}

function cueAt(tokens: readonly string[], i: number, cues: readonly string[][]): number {
  for (const cue of cues) if (cue.every((w, k) => tokens[i + k] === w)) return cue.length;
  return 0;
}

/**
 * The name at `i`, when it clearly is one: a first name from the lexicon that is not also an
 * everyday word, or a word of the person's vocabulary; a surname follows when it is known too.
 */
function nameAt(tokens: readonly string[], i: number, known: ReadonlyMap<string, string>): string | null {
  const first = tokens[i];
  if (!first || isStopword(first)) return null;
  const twoWords = tokens.slice(i, i + 2).join(' ');
  if (known.has(twoWords) && twoWords.includes(' ')) return twoWords;
  if (!known.has(first) && !(isFirstName(first) && !AMBIGUOUS_FIRST_NAMES.has(first))) return null;
  const last = tokens[i + 1];
  if (last && !isStopword(last) && (known.has(last) || (isLastName(last) && !AMBIGUOUS_FIRST_NAMES.has(last))))
    return `${first} ${last}`;
  return first;
}

/** The name at `at` when it is clearly one and heard surely enough (see nameAt and sureEnough). */
function heardName(
  words: readonly SpokenWord[],
  tokens: readonly string[],
  at: number,
  known: ReadonlyMap<string, string>,
  afterCue = false,
): string | null {
  const name = nameAt(tokens, at, known);
  if (!name) return null;
  const typedWhole = known.has(name) && name.includes(' ');
  if (afterCue && typedWhole) return name;
  const nameWords = words.slice(at, at + name.split(' ').length);
  return sureEnough(nameWords, typedWhole) ? name : null;
}

/** Typed two-word names by their first name and by their surname, for the words only one name has. */
interface TypedNames {
  /** "ben" -> "ben carter": a first name said alone stands for the typed name it starts. */
  byFirstName: Map<string, string>;
  /** "carter" -> "ben carter", only for people's names: "Ironbridge Brewery" is no one's. */
  bySurname: Map<string, string>;
}

function typedNames(known: ReadonlyMap<string, string>): TypedNames {
  const pairs = [...known.keys()].map((key) => key.split(' ')).filter((parts) => parts.length === 2);
  return {
    byFirstName: uniqueIndex(pairs.map(([first, last]) => [first!, `${first} ${last}`])),
    bySurname: uniqueIndex(
      pairs.filter(([first]) => isFirstName(first!)).map(([first, last]) => [last!, `${first} ${last}`]),
    ),
  };
}

/** word -> key, for the words only one key has. */
function uniqueIndex(entries: ReadonlyArray<readonly [string, string]>): Map<string, string> {
  const out = new Map<string, string>();
  const shared = new Set<string>();
  for (const [word, key] of entries) {
    if (out.has(word)) shared.add(word);
    out.set(word, key);
  }
  for (const word of shared) out.delete(word);
  return out;
}

/**
 * A typed full name whose surname is heard surely after a first name: a recogniser that mishears
 * the short first name ("dan carter" for "Ben Carter") still hears the rarer surname, and the person
 * typed who is on the show. The first word must itself be a first name, so "I'm the Carter ..."
 * or "I'm a Carter fan" claim nothing.
 */
function typedBySurname(
  words: readonly SpokenWord[],
  tokens: readonly string[],
  at: number,
  surnames: ReadonlyMap<string, string>,
): string | null {
  const first = tokens[at];
  const full = surnames.get(tokens[at + 1] ?? '');
  if (!first || !full || !isFirstName(first)) return null;
  return (words[at + 1]!.confidence ?? 1) >= MIN_NAME_CONFIDENCE ? full : null;
}

function claimsOf(
  words: readonly SpokenWord[],
  known: ReadonlyMap<string, string>,
  surnames: ReadonlyMap<string, string>,
): Claim[] {
  const tokens = words.map((w) => normaliseWord(w.text));
  const claims: Claim[] = [];
  // Where every self or guest cue ends, for the opening names below.
  const cueEndsAt = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const speaker = words[i]!.speaker;
    const self = cueAt(tokens, i, SELF_CUES);
    const guest = self ? 0 : cueAt(tokens, i, GUEST_CUES);
    const cue = self || guest;
    if (!cue) continue;
    cueEndsAt.add(i + cue);
    // The cue and the name are said by one speaker, without a change in between.
    if (words[i + cue]?.speaker !== speaker) continue;
    const name = heardName(words, tokens, i + cue, known, true) ?? typedBySurname(words, tokens, i + cue, surnames);
    if (!name) continue;
    if (self) claims.push({ name, speaker, self: true });
    else {
      const next = words.slice(i + cue).find((w) => w.speaker !== speaker);
      if (next) claims.push({ name, speaker: next.speaker, self: false });
    }
  }
  // A name said to someone is taken only when the person typed it: with no cue word to confirm it,
  // a misheard "Eleanor" for "Oliver" (scored 0.86) would otherwise name the wrong speaker.
  const typedName = (at: number): string | null => {
    const name = heardName(words, tokens, at, known);
    return name && known.has(name.split(' ')[0]!) ? name : null;
  };
  const speakers = words.map((w) => w.speaker);
  for (const claim of addressClaims(speakers, tokens, typedName)) claims.push({ ...claim, self: false });
  const heardWhole = (at: number, length: number) => sureEnough(words.slice(at, at + length), true);
  // A guest cue (or a self cue, whose claim is made above) that ends where a name starts.
  const introducedAt = (at: number) => cueEndsAt.has(at);
  for (const claim of openingNameClaims(speakers, tokens, known, heardWhole, introducedAt))
    claims.push({ ...claim, self: true });
  return claims;
}

/**
 * Names for speaker labels from what was said: "my name is Ada", "I'm Ada Okafor" name the speaker
 * who says it, and so does a typed full name opening a speaker's first turn (opening-names.ts);
 * "my guest is Ada", "joining me is Ada" name the next speaker to talk, and names said to someone
 * at the start of a turn name its neighbour (address-cues.ts). A label is named only when
 * it is clear: its own introductions agree (or, without any, what others said of it agrees, leaving
 * out names others took for themselves) and no other label has the same first name. Returns label
 * -> display name, spelled as in the vocabulary when it is there.
 */
export function namesFromIntroductions(
  words: readonly SpokenWord[],
  terms: readonly string[] = [],
): Map<string, string> {
  const known = vocabularySpellings(terms);
  const typed = typedNames(known);
  const claims = claimsOf(words, known, typed.bySurname);
  const firstName = (name: string) => name.split(' ')[0]!;
  const byLabel = new Map<string, Claim[]>();
  for (const claim of claims) byLabel.set(claim.speaker, [...(byLabel.get(claim.speaker) ?? []), claim]);

  const chosen = new Map<string, string>();
  const agreed = (list: readonly Claim[]): string | undefined => {
    if (list.length === 0 || new Set(list.map((c) => firstName(c.name))).size !== 1) return undefined;
    // The longest form said ("ada okafor" over "ada").
    return list.map((c) => c.name).sort((a, b) => b.length - a.length)[0];
  };
  for (const [label, list] of byLabel) {
    const name = agreed(list.filter((c) => c.self));
    if (name) chosen.set(label, name);
  }
  // Only then what others said: "Thanks, Tom" cannot give Tom's name to a label that introduced
  // itself, nor to a second label once Tom has introduced himself.
  const ownNames = new Set([...chosen.values()].map(firstName));
  for (const [label, list] of byLabel) {
    if (chosen.has(label) || list.some((c) => c.self)) continue;
    const name = agreed(list.filter((c) => !ownNames.has(firstName(c.name))));
    if (name) chosen.set(label, name);
  }
  const firstNames = [...chosen.values()].map(firstName);
  const out = new Map<string, string>();
  for (const [label, said] of chosen) {
    if (firstNames.filter((f) => f === firstName(said)).length > 1) continue;
    // A first name alone takes the one typed full name it starts ("Thanks, Tom" -> "Tom Becker").
    const name = said.includes(' ') ? said : (typed.byFirstName.get(said) ?? said);
    out.set(
      label,
      known.get(name) ??
        name
          .split(' ')
          .map((w) => known.get(w) ?? titleCaseName(w))
          .join(' '),
    );
  }
  return out;
}
