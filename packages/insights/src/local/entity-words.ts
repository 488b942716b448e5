import type { Sentence } from '../text/sentence.js';
import type { TaggedSentence } from '../text/tagging.js';
import {
  GENERIC_NOUNS,
  isContentToken,
  isFirstName,
  isLastName,
  isOrganisationName,
  isPlaceName,
  lexiconTags,
} from '@scriptloom/transcript';
import { CONFIDENCE } from '../settings.js';

/**
 * What the entity rules ask of single words (docs/product.md#insights): whether a word can be part
 * of a name, and whether it looks like one by itself. Recognisers give no capitals, so "looks like a
 * name" means the tagger does not know the word, or a gazetteer does.
 */

/** "a company called X", "X, an importer": kinds of organisation. */
export const ORG_KINDS = new Set(
  `company firm startup business charity nonprofit organisation organization group collective cooperative
club band brand shop bakery cafe restaurant studio label publisher agency network project team
campaign festival school museum gallery theatre theater magazine newspaper podcast show importer exporter
manufacturer maker retailer supplier roaster roastery brewery distributor airline bank consultancy`.split(/\s+/),
);
/** Words that describe rather than name: "the local network", "a big university". */
export const DESCRIPTIVE = new Set(
  `new old big small large local national international global public private state social own other same whole
best good great first last next main top free open online community our your their his her its my this that
these those every each any entire biggest largest`.split(/\s+/),
);

export function meanConfidence(confidences: readonly number[], from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += confidences[i] ?? 0;
  return to > from ? sum / (to - from) : 0;
}

const NAME_POS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** A word that can be part of a name: a content noun or adjective, not descriptive, heard well enough. */
export function nameWord(s: Sentence, i: number, tag?: TaggedSentence): boolean {
  const t = s.tokens[i];
  return (
    t !== undefined &&
    (!tag || NAME_POS.has(tag.pos[i]!) || !tag.known[i]) &&
    isContentToken(t) &&
    !DESCRIPTIVE.has(t) &&
    !GENERIC_NOUNS.has(t) &&
    (s.confidences[i] ?? 0) >= CONFIDENCE.doubtful
  );
}

/** "irish", "kenyan", "british": a people's adjective, which often starts a name ("the irish times"). */
export function isDemonym(t: string, pos: string | undefined): boolean {
  return lexiconTags(t).includes('Demonym') || (pos === 'ADJ' && /(ish|ese|ian)$/.test(t) && t.length >= 5);
}

/**
 * A word that is a name by itself, not an everyday word: unknown to the tagger's vocabulary, tagged
 * as a proper noun, or in a gazetteer of places, organisations and people. An everyday word in a
 * name ("harbour", "ember") does not count: such names need a stronger cue around them.
 */
export function nameLike(s: Sentence, tag: TaggedSentence, i: number): boolean {
  const t = s.tokens[i];
  if (t === undefined || !isContentToken(t) || (s.confidences[i] ?? 0) < CONFIDENCE.doubtful) return false;
  return (
    !tag.known[i] ||
    tag.pos[i] === 'PROPN' ||
    isPlaceName(t) ||
    isOrganisationName(t) ||
    isLastName(t) ||
    isFirstName(t) ||
    isDemonym(t, tag.pos[i])
  );
}

/** A found name: tokens [from, to) of the sentence. */
export interface NameSpan {
  type: 'ORG' | 'GPE';
  from: number;
  to: number;
}

export interface SentenceContext {
  s: Sentence;
  tag: TaggedSentence;
  /** Index of the sentence in the transcript: shows are welcomed to in the first ones. */
  index: number;
  /** People introduced in this sentence, lower case ("tomas novak"): "I'm Tomas Novak from X". */
  people: readonly string[];
}

export const span = (from: number, to: number, type: 'ORG' | 'GPE' = 'ORG'): NameSpan => ({ type, from, to });

/** Whether the recogniser was sure enough of the words [from, to) on average. */
export const confident = (s: Sentence, from: number, to: number, min: number = CONFIDENCE.plausible) =>
  meanConfidence(s.confidences, from, to) >= min;
