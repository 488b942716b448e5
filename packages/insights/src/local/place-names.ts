import {
  isFirstName,
  isLastName,
  isOrganisationName,
  isPlaceName,
  isStopword,
  NUMBER_WORDS,
} from '@scriptloom/transcript';
import { isDemonym, meanConfidence, nameWord, type NameSpan, type SentenceContext } from './entity-words.js';
import { CONFIDENCE } from '../settings.js';

/**
 * Places no gazetteer knows (docs/product.md#insights): small towns, regions, coasts. Without
 * capitals they are found from the words around them: "the town of grindavik", "the reykjanes
 * peninsula", "the english channel", and a word the vocabulary does not know after "in", "to",
 * "near" or "visited" ("farms in connemara", "by lorry to mombasa").
 */

/** "the town of X". */
const PLACE_KINDS = new Set(['town', 'city', 'village', 'county', 'region', 'province', 'island', 'state', 'port']);
/** "the X peninsula": a geographic feature ends the name. */
const FEATURES = new Set(
  `peninsula valley coast island islands mountains hills highlands lake river bay sea channel gulf strait
desert forest plain plains delta fjord estuary`.split(/\s+/),
);
/** Words after which a place is named: "in connemara", "to mombasa", "visited nyeri". */
const MOVEMENT = new Set(['in', 'to', 'near', 'around', 'visited', 'visit', 'outside', 'across']);

/** An unknown word heard well that names nothing else we know: no person, no organisation. */
function unknownName(c: SentenceContext, i: number): boolean {
  const t = c.s.tokens[i];
  return (
    t !== undefined &&
    t.length > 2 &&
    !c.tag.known[i] &&
    c.tag.pos[i] !== 'VERB' &&
    !isStopword(t) &&
    !NUMBER_WORDS.has(t) &&
    !/\d|'/.test(t) &&
    !isFirstName(t) &&
    !isLastName(t) &&
    !isOrganisationName(t) &&
    (c.s.confidences[i] ?? 0) >= CONFIDENCE.heard
  );
}

/** "the town of grindavik", "the city of york". */
function kindOf(c: SentenceContext, i: number): NameSpan[] {
  const t = c.s.tokens;
  if (!PLACE_KINDS.has(t[i]!) || t[i + 1] !== 'of' || t[i - 1] !== 'the') return [];
  const at = i + 2;
  if (!unknownName(c, at) && !isPlaceName(t[at] ?? '')) return [];
  return [{ type: 'GPE', from: at, to: at + 1 }];
}

/** "the reykjanes peninsula", "the english channel": one or two name words, then a feature. */
function feature(c: SentenceContext, i: number): NameSpan[] {
  const { s, tag } = c;
  const t = s.tokens;
  if (!FEATURES.has(t[i]!)) return [];
  let from = i;
  while (from > 0 && i - from < 2 && nameWord(s, from - 1, tag)) from--;
  if (from === i || t[from - 1] !== 'the') return [];
  let named = false;
  for (let k = from; k < i; k++) named ||= unknownName(c, k) || isPlaceName(t[k]!) || isDemonym(t[k]!, tag.pos[k]);
  if (!named || meanConfidence(s.confidences, from, i + 1) < CONFIDENCE.heard) return [];
  return [{ type: 'GPE', from, to: i + 1 }];
}

/** "farms in connemara", "to mombasa": one unknown word after a word of place or movement. */
function after(c: SentenceContext, i: number): NameSpan[] {
  const t = c.s.tokens;
  if (!MOVEMENT.has(t[i - 1] ?? '') || !unknownName(c, i)) return [];
  // A single word: "in connemara have", not "in pneumonia cases" where a noun follows.
  const next = t[i + 1];
  if (next !== undefined && !isStopword(next) && c.tag.pos[i + 1] !== 'VERB') return [];
  return [{ type: 'GPE', from: i, to: i + 1 }];
}

const RULES_AT = [kindOf, feature, after];

/** Places in one sentence that the gazetteer does not know. */
export function placeSpans(c: SentenceContext): NameSpan[] {
  const found: NameSpan[] = [];
  for (let i = 0; i < c.s.tokens.length; i++) for (const rule of RULES_AT) found.push(...rule(c, i));
  return found;
}
