import type { Sentence } from '../text/sentence.js';
import type { TaggedSentence } from '../text/tagging.js';
import {
  titleCaseName,
  type ProperNouns,
  AMBIGUOUS_FIRST_NAMES,
  isFirstName,
  isLastName,
  isOrganisationName,
  isPlaceName,
  lexiconTags,
  GENERIC_NOUNS,
  isContentToken,
  isStopword,
} from '@scriptloom/transcript';
import type { EntityGroups } from '../types.js';
import { introducedNames } from './name-cues.js';
import type { VocabularyTerm } from './vocabulary.js';

/**
 * Named entities in recogniser text. Names are often garbled, so precision comes first: a phrase
 * is kept only on clear evidence (a gazetteer entry, a naming pattern such as "university of X" or
 * "the X network", a first name) and only when the recogniser was reasonably sure of its words.
 */

export interface EntityResult {
  groups: EntityGroups;
  /** Lower-case phrase -> display, for truecasing the sentences. */
  properNouns: Map<string, string>;
}

/** Words that are too doubtful to name anything. */
const MIN_NAME_CONFIDENCE = 0.25;
/** Mean confidence a phrase needs. */
const MIN_PHRASE_CONFIDENCE = 0.4;

/** "X university", "X labs": the cue word ends the name; up to `before` words precede it. */
const ORG_SUFFIXES: Record<string, { before: number; needsThe: boolean }> = {
  university: { before: 2, needsThe: false },
  labs: { before: 2, needsThe: false },
  laboratories: { before: 2, needsThe: false },
  institute: { before: 2, needsThe: false },
  foundation: { before: 2, needsThe: true },
  network: { before: 3, needsThe: true },
  council: { before: 2, needsThe: true },
  society: { before: 2, needsThe: true },
  association: { before: 3, needsThe: true },
  college: { before: 2, needsThe: false },
  corporation: { before: 2, needsThe: false },
  collective: { before: 2, needsThe: true },
  festival: { before: 3, needsThe: true },
  office: { before: 4, needsThe: true },
  centre: { before: 4, needsThe: true },
  center: { before: 4, needsThe: true },
  authority: { before: 3, needsThe: true },
  agency: { before: 3, needsThe: true },
  trust: { before: 2, needsThe: true },
};
/** "a company called X": kinds of organisation a speaker names this way. */
const ORG_KINDS = new Set(
  `company firm startup business charity nonprofit organisation organization group collective cooperative
club band brand shop bakery cafe restaurant studio label publisher agency network project team
campaign festival school museum gallery theatre theater magazine newspaper podcast show`.split(/\s+/),
);
/** Words after which a show's name ends: "welcome to street level, the show about ...". */
const AFTER_SHOW_NAME = new Set(`the a i i'm im my this where with and on today here we it's your our`.split(/\s+/));
/** "university of X". */
const ORG_OF_PREFIXES = new Set(['university', 'institute', 'academy', 'college', 'bank', 'museum', 'department']);
/** Words that describe rather than name: "the local network", "a big university". */
const DESCRIPTIVE = new Set(
  `new old big small large local national international global public private state social own other same whole
best good great first last next main top local free open online community our your their his her its my this that
these those every each any whole entire biggest largest`.split(/\s+/),
);
/** Places whose names are more often everyday words. */
const AMBIGUOUS_PLACES = new Set(
  `turkey chile china jordan georgia nice reading bath split mobile orange phoenix victoria wellington march may
university city town home bank hospital`.split(/\s+/),
);
/** Cues that introduce a person's full name: "my guest is X Y", "i am X Y". */
const PERSON_CUES = [
  ['my', 'guest', 'is'],
  ['my', 'guest', 'today', 'is'],
  ['my', 'name', 'is'],
  ['joined', 'by'],
  ['i', 'am'],
  ["i'm"],
];

interface Found {
  type: string;
  key: string;
  display: string;
  first: number;
}

class Collector {
  readonly found = new Map<string, Found>();
  private order = 0;
  add(type: string, key: string, display = titleCaseName(key)): void {
    const id = `${type}\u0000${key}`;
    if (!this.found.has(id)) this.found.set(id, { type, key, display, first: this.order++ });
  }
}

function meanConfidence(confidences: readonly number[], from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += confidences[i] ?? 0;
  return to > from ? sum / (to - from) : 0;
}

const NAME_POS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** A word that can be part of a name: a content noun or adjective, not descriptive, heard well enough. */
function nameWord(s: Sentence, i: number, tag?: TaggedSentence): boolean {
  const t = s.tokens[i];
  return (
    t !== undefined &&
    (!tag || NAME_POS.has(tag.pos[i]!) || !tag.known[i]) &&
    isContentToken(t) &&
    !DESCRIPTIVE.has(t) &&
    !GENERIC_NOUNS.has(t) &&
    (s.confidences[i] ?? 0) >= MIN_NAME_CONFIDENCE
  );
}

/** A word the vocabulary does not know, or a surname: likely the second part of a name. */
function surnameAt(s: Sentence, tag: TaggedSentence, i: number): boolean {
  const t = s.tokens[i];
  if (t === undefined || (s.confidences[i] ?? 0) < MIN_NAME_CONFIDENCE || isStopword(t)) return false;
  if (isPlaceName(t) || isOrganisationName(t)) return false;
  if (isLastName(t)) return true;
  // An unknown word after a first name is likely a surname, unless it is another first name.
  return !tag.known[i] && isContentToken(t) && tag.pos[i] !== 'VERB' && !isFirstName(t);
}

function gazetteer(s: Sentence, i: number, out: Collector): number {
  for (let n = Math.min(4, s.tokens.length - i); n >= 2; n--) {
    const phrase = s.tokens.slice(i, i + n).join(' ');
    if (meanConfidence(s.confidences, i, i + n) < MIN_PHRASE_CONFIDENCE) continue;
    if (isOrganisationName(phrase)) {
      out.add('ORG', phrase);
      return n;
    }
    if (isPlaceName(phrase)) {
      out.add('GPE', phrase);
      return n;
    }
  }
  return 0;
}

/** "university of lisbon": the cue word, "of", then one or two name words. */
function orgOf(s: Sentence, tag: TaggedSentence, i: number, out: Collector): number {
  const t = s.tokens[i]!;
  if (!ORG_OF_PREFIXES.has(t) || s.tokens[i + 1] !== 'of' || !nameWord(s, i + 2, tag)) return 0;
  const n = nameWord(s, i + 3, tag) && !isStopword(s.tokens[i + 3]!) ? 4 : 3;
  if (meanConfidence(s.confidences, i, i + n) < MIN_PHRASE_CONFIDENCE) return 0;
  out.add('ORG', s.tokens.slice(i, i + n).join(' '));
  // The place in "university of lisbon" is a place too.
  const place = s.tokens.slice(i + 2, i + n).join(' ');
  if (isPlaceName(place)) out.add('GPE', place);
  return n;
}

/** "harvard university", "the rooftop farming network": name words ending with an org word. */
function orgSuffix(s: Sentence, tag: TaggedSentence, i: number, out: Collector): void {
  const rule = Object.hasOwn(ORG_SUFFIXES, s.tokens[i]!) ? ORG_SUFFIXES[s.tokens[i]!] : undefined;
  if (!rule) return;
  let from = i;
  while (from > 0 && i - from < rule.before && nameWord(s, from - 1, tag)) from--;
  if (from === i) return;
  if (rule.needsThe && s.tokens[from - 1] !== 'the') return;
  if (meanConfidence(s.confidences, from, i + 1) < MIN_PHRASE_CONFIDENCE) return;
  out.add('ORG', s.tokens.slice(from, i + 1).join(' '));
}

/** "the green city podcast" (also "pod cast"): the show's name. ("the X show" is too often not a name.) */
function showName(s: Sentence, tag: TaggedSentence, i: number, out: Collector): void {
  const t = s.tokens;
  let at = -1;
  if (t[i] === 'podcast') at = i;
  else if (t[i] === 'pod' && t[i + 1] === 'cast') at = i;
  if (at < 0) return;
  let from = at;
  while (from > 0 && at - from < 3 && nameWord(s, from - 1, tag)) from--;
  if (from === at || t[from - 1] !== 'the') return;
  if (meanConfidence(s.confidences, from, at) < 0.5) return;
  out.add('ORG', t.slice(from, at).join(' '));
}

/**
 * "a company called green courier", "a charity named ...": the kind of organisation, "called" or
 * "named", then one to three name words.
 */
function calledName(s: Sentence, tag: TaggedSentence, i: number, out: Collector): void {
  const t = s.tokens;
  if ((t[i] !== 'called' && t[i] !== 'named') || !ORG_KINDS.has(t[i - 1] ?? '')) return;
  let to = i + 1;
  while (to < t.length && to - i <= 3 && nameWord(s, to, tag) && !isStopword(t[to]!)) to++;
  if (to === i + 1 || meanConfidence(s.confidences, i + 1, to) < MIN_PHRASE_CONFIDENCE) return;
  const name = t.slice(i + 1, to).join(' ');
  if (!isPlaceName(name)) out.add('ORG', name);
}

/**
 * "welcome to street level, the show about ...", "welcome back to deep water": a programme's name
 * at the start of the first sentences, ended by the sentence or a word that cannot be in it.
 */
function welcomedShow(s: Sentence, tag: TaggedSentence, out: Collector): void {
  const t = s.tokens;
  const at = t.indexOf('welcome');
  if (at < 0 || at > 3) return;
  let from = at + 1;
  if (t[from] === 'back') from++;
  if (t[from] !== 'to') return;
  from++;
  if (t[from] === 'the') from++;
  let to = from;
  while (to < t.length && to - from < 3 && nameWord(s, to, tag) && !isStopword(t[to]!)) to++;
  if (to === from || (to < t.length && !AFTER_SHOW_NAME.has(t[to]!))) return;
  const name = t.slice(from, to).join(' ');
  // "welcome to the podcast", "welcome to the show": no name in it. Podcasts named "the X
  // podcast" are found by showName.
  if (to - from === 1 && ORG_KINDS.has(name)) return;
  if (t[to - 1] === 'podcast' || t[to - 1] === 'show') return;
  if (meanConfidence(s.confidences, from, to) < 0.5 || isPlaceName(name)) return;
  out.add('ORG', name);
}

function persons(s: Sentence, tag: TaggedSentence, i: number, out: Collector): number {
  const t = s.tokens[i]!;
  const conf = s.confidences[i] ?? 0;
  if (isFirstName(t) && !AMBIGUOUS_FIRST_NAMES.has(t) && !isStopword(t) && conf >= MIN_PHRASE_CONFIDENCE) {
    if (surnameAt(s, tag, i + 1)) {
      out.add('PERSON', `${t} ${s.tokens[i + 1]}`);
      return 2;
    }
    out.add('PERSON', t);
    return 1;
  }
  // "my guest is okafor ...": a cue, then words the vocabulary does not know.
  for (const cue of PERSON_CUES) {
    if (cue.some((w, k) => s.tokens[i - cue.length + k] !== w)) continue;
    if (!surnameAt(s, tag, i) || (s.confidences[i] ?? 0) < 0.5 || isFirstName(t)) continue;
    const n = surnameAt(s, tag, i + 1) ? 2 : 1;
    out.add('PERSON', s.tokens.slice(i, i + n).join(' '));
    return n;
  }
  return 0;
}

function places(s: Sentence, tag: TaggedSentence, i: number, out: Collector): number {
  const t = s.tokens[i]!;
  if (AMBIGUOUS_PLACES.has(t) || (s.confidences[i] ?? 0) < MIN_NAME_CONFIDENCE) return 0;
  if (isPlaceName(t)) {
    out.add('GPE', t);
    return 1;
  }
  // Single-word organisations in the gazetteer ("google"), unless the word is an everyday one.
  if (isOrganisationName(t) && (!tag.known[i] || tag.pos[i] === 'PROPN') && (s.confidences[i] ?? 0) >= 0.5) {
    out.add('ORG', t);
    return 1;
  }
  return 0;
}

const GENERIC_SPEAKER = /^(speaker|spk|unknown|guest|host)\s*\d*$/i;

/** Entities of the transcript, by type, in order of first mention, with the proper-noun map. */
export function detectEntities(
  sentences: readonly Sentence[],
  tagged: readonly TaggedSentence[],
  speakerNames: readonly string[] = [],
  vocabulary: readonly VocabularyTerm[] = [],
): EntityResult {
  const out = new Collector();
  // Names the person typed and the transcript says come first, shown as typed.
  for (const term of vocabulary) if (term.type) out.add(term.type, term.key, term.display);
  for (const name of speakerNames) {
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (trimmed && !GENERIC_SPEAKER.test(trimmed) && /\p{L}/u.test(trimmed))
      out.add('PERSON', trimmed.toLowerCase(), trimmed);
  }
  sentences.forEach((s, si) => {
    const tag = tagged[si]!;
    for (const name of introducedNames(s, tag)) out.add('PERSON', name);
    // A show is welcomed to at its start.
    if (si < 3) welcomedShow(s, tag, out);
    for (let i = 0; i < s.tokens.length;) {
      const used = gazetteer(s, i, out) || orgOf(s, tag, i, out);
      if (used) {
        i += used;
        continue;
      }
      orgSuffix(s, tag, i, out);
      showName(s, tag, i, out);
      calledName(s, tag, i, out);
      i += persons(s, tag, i, out) || places(s, tag, i, out) || 1;
    }
  });
  return finish([...out.found.values()]);
}

function finish(found: Found[]): EntityResult {
  const places = new Set(found.filter((f) => f.type === 'GPE').map((f) => f.key));
  const orgs = found.filter((f) => f.type === 'ORG').map((f) => f.key);
  const persons = found.filter((f) => f.type === 'PERSON').map((f) => f.key);
  const kept = found.filter((f) => {
    if (f.type === 'PERSON') {
      if (places.has(f.key)) return false;
      // "david" when "david okafor" was heard too; a person named inside an organisation's name.
      if (persons.some((p) => p !== f.key && p.split(' ').includes(f.key))) return false;
      if (orgs.some((o) => o.split(' ').includes(f.key))) return false;
    }
    if (f.type === 'ORG') {
      // "farming network" when "rooftop farming network" was heard.
      if (orgs.some((o) => o !== f.key && o.endsWith(` ${f.key}`))) return false;
    }
    return true;
  });
  kept.sort((a, b) => a.first - b.first);
  const groups: EntityGroups = {};
  const properNouns = new Map<string, string>();
  for (const f of kept) {
    (groups[f.type] ??= []).push(f.display);
    properNouns.set(f.key, f.display);
  }
  // Parts of multi-word names heard alone ("sarah" after "sarah miller") are capitalised too.
  for (const f of kept) {
    if (f.type !== 'PERSON') continue;
    const parts = f.key.split(' ');
    const shown = f.display.split(' ');
    if (parts.length !== shown.length) continue;
    parts.forEach((p, k) => {
      if (!properNouns.has(p) && (isFirstName(p) || lexiconTags(p).includes('LastName') || !isStopword(p)))
        properNouns.set(p, shown[k]!);
    });
  }
  return { groups, properNouns };
}

export type { ProperNouns };
