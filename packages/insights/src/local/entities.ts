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
  isContentToken,
  isStopword,
} from '@scriptloom/transcript';
import type { EntityGroups } from '../types.js';
import { meanConfidence, type NameSpan } from './entity-words.js';
import { CONFIDENCE } from '../settings.js';
import { introducedNames } from './name-cues.js';
import { organisationSpans } from './organisation-names.js';
import { placeSpans } from './place-names.js';
import type { VocabularyTerm } from './vocabulary.js';

/**
 * Named entities in recogniser text. Names are often garbled, so precision comes first: a phrase
 * is kept only on clear evidence (a gazetteer entry, a naming pattern such as "university of X" or
 * "worked at X", a first name) and only when the recogniser was reasonably sure of its words.
 * Organisations are found first (organisation-names.ts); people and places then come from the words
 * no organisation took, so "sheffield" in "sheffield city council" is not a place of its own there.
 */

export interface EntityResult {
  groups: EntityGroups;
  /** Lower-case phrase -> display, for truecasing the sentences. */
  properNouns: Map<string, string>;
}

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

/** A word the vocabulary does not know, or a surname: likely the second part of a name. */
function surnameAt(s: Sentence, tag: TaggedSentence, i: number): boolean {
  const t = s.tokens[i];
  if (t === undefined || (s.confidences[i] ?? 0) < CONFIDENCE.doubtful || isStopword(t)) return false;
  if (isPlaceName(t) || isOrganisationName(t)) return false;
  if (isLastName(t)) return true;
  // An unknown word after a first name is likely a surname, unless it is another first name.
  return !tag.known[i] && isContentToken(t) && tag.pos[i] !== 'VERB' && !isFirstName(t);
}

/** Multi-word gazetteer names at i ("red cross", "new york"), longest first. */
function gazetteer(s: Sentence, i: number): NameSpan[] {
  for (let n = Math.min(4, s.tokens.length - i); n >= 2; n--) {
    const phrase = s.tokens.slice(i, i + n).join(' ');
    if (meanConfidence(s.confidences, i, i + n) < CONFIDENCE.plausible) continue;
    if (isOrganisationName(phrase)) return [{ type: 'ORG', from: i, to: i + n }];
    if (isPlaceName(phrase)) return [{ type: 'GPE', from: i, to: i + n }];
  }
  return [];
}

/**
 * The names of one sentence that are phrases: gazetteer entries and organisations. Where two
 * organisation readings overlap, the longer wins ("bbc radio sheffield", not "bbc").
 */
function phraseSpans(s: Sentence, tag: TaggedSentence, index: number, people: readonly string[]): NameSpan[] {
  const context = { s, tag, index, people };
  const all = [...organisationSpans(context), ...placeSpans(context)];
  for (let i = 0; i < s.tokens.length; i++) all.push(...gazetteer(s, i));
  all.sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
  const kept: NameSpan[] = [];
  for (const sp of all) {
    const clash = kept.some((k) => k.type === sp.type && k.from < sp.to && sp.from < k.to);
    if (!clash) kept.push(sp);
  }
  return kept.sort((a, b) => a.from - b.from);
}

/** "Bbc Radio Leeds" is "BBC Radio Leeds": a short word without vowels is spoken letter by letter. */
function organisationDisplay(key: string): string {
  return titleCaseName(key)
    .split(' ')
    .map((w) => (/^[^aeiouy]{2,4}$/i.test(w) && /^\p{L}+$/u.test(w) ? w.toUpperCase() : w))
    .join(' ');
}

function persons(s: Sentence, tag: TaggedSentence, i: number, out: Collector): number {
  const t = s.tokens[i]!;
  const conf = s.confidences[i] ?? 0;
  if (isFirstName(t) && !AMBIGUOUS_FIRST_NAMES.has(t) && !isStopword(t) && conf >= CONFIDENCE.plausible) {
    if (surnameAt(s, tag, i + 1)) {
      out.add('PERSON', `${t} ${s.tokens[i + 1]}`);
      return 2;
    }
    out.add('PERSON', t);
    return 1;
  }
  // "grace osei": a first name that is also a word counts with a surname nobody would mistake.
  const next = i + 1;
  if (
    isFirstName(t) &&
    AMBIGUOUS_FIRST_NAMES.has(t) &&
    conf >= CONFIDENCE.heard &&
    surnameAt(s, tag, next) &&
    !tag.known[next] &&
    (s.confidences[next] ?? 0) >= CONFIDENCE.heard
  ) {
    out.add('PERSON', `${t} ${s.tokens[next]}`);
    return 2;
  }
  // "my guest is okafor ...": a cue, then words the vocabulary does not know.
  for (const cue of PERSON_CUES) {
    if (cue.some((w, k) => s.tokens[i - cue.length + k] !== w)) continue;
    if (!surnameAt(s, tag, i) || (s.confidences[i] ?? 0) < CONFIDENCE.heard || isFirstName(t)) continue;
    const n = surnameAt(s, tag, i + 1) ? 2 : 1;
    out.add('PERSON', s.tokens.slice(i, i + n).join(' '));
    return n;
  }
  return 0;
}

function places(s: Sentence, tag: TaggedSentence, i: number, out: Collector): number {
  const t = s.tokens[i]!;
  if (AMBIGUOUS_PLACES.has(t) || (s.confidences[i] ?? 0) < CONFIDENCE.doubtful) return 0;
  if (isPlaceName(t)) {
    out.add('GPE', t);
    return 1;
  }
  // Single-word organisations in the gazetteer ("google"), unless the word is an everyday one.
  if (
    isOrganisationName(t) &&
    (!tag.known[i] || tag.pos[i] === 'PROPN') &&
    (s.confidences[i] ?? 0) >= CONFIDENCE.heard
  ) {
    out.add('ORG', t, organisationDisplay(t));
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
    const people = introducedNames(s, tag);
    for (const name of people) out.add('PERSON', name);
    const covered = new Array<boolean>(s.tokens.length).fill(false);
    for (const sp of phraseSpans(s, tag, si, people)) {
      const key = s.tokens.slice(sp.from, sp.to).join(' ');
      out.add(sp.type, key, sp.type === 'ORG' ? organisationDisplay(key) : undefined);
      for (let k = sp.from; k < sp.to; k++) covered[k] = true;
    }
    for (let i = 0; i < s.tokens.length;) {
      if (covered[i]) i++;
      else i += persons(s, tag, i, out) || places(s, tag, i, out) || 1;
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
      // A name the context shows to be a place or an organisation ("the chair of hollowbrook
      // rovers") is not also a person, whatever a typed capital suggested.
      if (places.has(f.key) || orgs.includes(f.key)) return false;
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
