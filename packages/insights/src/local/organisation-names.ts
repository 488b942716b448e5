import { isFirstName, isOrganisationName, isPlaceName, isStopword, lexiconTags } from '@scriptloom/transcript';
import {
  confident,
  isDemonym,
  nameLike,
  nameWord,
  ORG_KINDS,
  span,
  type NameSpan,
  type SentenceContext,
} from './entity-words.js';
import { showName, welcomedShow } from './show-names.js';
import { CONFIDENCE } from '../settings.js';

/**
 * Organisation names in recogniser text (docs/product.md#insights), found from the words around
 * them, since recognisers give no capitals: a kind word ending the name ("westbrook general
 * hospital", "hollowbrook rovers"), a phrase before it ("worked at medtronic", "the chair of X", "I'm
 * Tomas from X"), a description after it ("harbour and finch, an importer"), a place with a public
 * service ("yorkshire water"), a show being welcomed to. Each rule asks for a word that looks like a
 * name (unknown to the vocabulary, or a gazetteer's) unless its cue is strong enough by itself, so
 * "the chess club" and "a local school" stay topics.
 */

/**
 * What the words before a kind word must show for the phrase to be a name:
 * any: nothing ("X university"); the: "the" before it, or a word that looks like a name;
 * name: a word that looks like a name ("hollowbrook rovers", not "the chess club");
 * press: "the" and a place or people ("the irish times", not "the best times").
 */
type Needs = 'any' | 'the' | 'name' | 'press';
const suffixes = (needs: Needs, before: number, words: string) =>
  words.split(/\s+/).map((w) => [w, { needs, before }] as const);
/** Kind words that end a name, with how many name words may come before them. */
const ORG_SUFFIXES = new Map<string, { needs: Needs; before: number }>([
  ...suffixes('any', 2, 'university labs laboratories college corporation'),
  ...suffixes('any', 3, 'institute'),
  ...suffixes('the', 2, 'foundation society collective trust commission committee alliance coalition league fund'),
  ...suffixes('the', 3, 'network council association festival authority agency federation union cooperative co-op'),
  ...suffixes('the', 4, 'office centre center'),
  ...suffixes(
    'name',
    2,
    `clinic academy library gallery theatre theater orchestra choir brewery bakery cafe restaurant hotel airlines
airways railway railways bank press records studios media group partners international rovers united wanderers
rangers athletic albion brigade radio magazine`,
  ),
  ...suffixes('name', 3, 'hospital school museum club'),
  ...suffixes(
    'press',
    2,
    'times post herald gazette chronicle tribune journal courier observer telegraph examiner echo',
  ),
]);
/** Whether a name ending in this word names an organisation of some kind ("rovers", "brewery"). */
export function endsOrganisationName(word: string): boolean {
  return ORG_SUFFIXES.has(word) || ORG_KINDS.has(word);
}

/** "trinity college dublin": a place may follow these. */
const PLACE_AFTER = new Set(['college', 'university', 'institute']);
/** "university of lisbon", "ministry of health". */
const ORG_OF_PREFIXES = new Set([
  'university',
  'institute',
  'academy',
  'college',
  'bank',
  'museum',
  'department',
  'ministry',
  'school',
]);
/** Phrases after which an organisation is named: "worked at X", "the chair of X". */
const CUES = `work at|work for|works at|works for|worked at|worked for|working at|working for|job at|joined|founded|
co-founded|cofounded|started|chair of|ceo of|founder of|co-founder of|cofounder of|director of|head of|president of|
manager of|chief executive of|signed for|plays for|played for|playing for|buyer for|grant from|funded by|
sponsored by|backed by|partnered with|bought by|acquired by|owned by`
  .split('|')
  .map((c) => c.trim().split(' '));
/** "the chair of X": a role, which a name never starts with. */
const ROLES = new Set(CUES.filter((c) => c.length > 1 && c[c.length - 1] === 'of').map((c) => c[c.length - 2]!));
/** "yorkshire water", "kenya airways": a place and the service it names. */
const SERVICES = new Set(
  `water power energy gas electric electricity rail railways airways airlines air transport telecom buses trains
ferries police ambulance`.split(/\s+/),
);
/** Words after which a noun and a country name an organisation: "a grant from enterprise ireland". */
const BEFORE_SERVICE_NAME = new Set(['from', 'with', 'by', 'at', 'for', 'and', 'of', 'to']);
const anyNameLike = (c: SentenceContext, from: number, to: number) => {
  for (let k = from; k < to; k++) if (nameLike(c.s, c.tag, k)) return true;
  return false;
};

/** "university of lisbon": the cue word, "of", then one or two name words; the place is a place too. */
function orgOf(c: SentenceContext, i: number): NameSpan[] {
  const { s, tag } = c;
  if (!ORG_OF_PREFIXES.has(s.tokens[i]!) || s.tokens[i + 1] !== 'of' || !nameWord(s, i + 2, tag)) return [];
  const to = nameWord(s, i + 3, tag) && !isStopword(s.tokens[i + 3]!) ? i + 4 : i + 3;
  if (!confident(s, i, to)) return [];
  const place = s.tokens.slice(i + 2, to).join(' ');
  return isPlaceName(place) ? [span(i, to), span(i + 2, to, 'GPE')] : [span(i, to)];
}

/** Name words before a kind word: "westbrook general hospital", "the rooftop farming network". */
function orgSuffix(c: SentenceContext, i: number): NameSpan[] {
  const { s, tag } = c;
  const rule = ORG_SUFFIXES.get(s.tokens[i]!);
  if (!rule) return [];
  let from = i;
  while (from > 0 && i - from < rule.before && nameWord(s, from - 1, tag)) from--;
  if (from === i) return [];
  const the = s.tokens[from - 1] === 'the';
  const named = anyNameLike(c, from, i);
  if (rule.needs === 'the' && !the && !named) return [];
  if (rule.needs === 'name' && !named) return [];
  if (rule.needs === 'press') {
    let placeOrPeople = false;
    for (let k = from; k < i; k++) placeOrPeople ||= isPlaceName(s.tokens[k]!) || isDemonym(s.tokens[k]!, tag.pos[k]);
    if (!the || !placeOrPeople) return [];
  }
  let to = i + 1;
  if (PLACE_AFTER.has(s.tokens[i]!) && isPlaceName(s.tokens[to] ?? '')) to++;
  return confident(s, from, to) ? [span(from, to)] : [];
}

/**
 * Name words from `at`: words that can be in a name, joined by "and" or "of" ("harbour and finch",
 * "lloyd's of london"), up to four. Returns the end, or `at` when there is none.
 */
function nameRunFrom(c: SentenceContext, at: number): number {
  const { s, tag } = c;
  let to = at;
  while (to < s.tokens.length && to - at < 4) {
    if (nameWord(s, to, tag) || nameLike(s, tag, to)) to++;
    else if (to > at && (s.tokens[to] === 'and' || s.tokens[to] === 'of') && nameWord(s, to + 1, tag)) to++;
    else break;
  }
  return to;
}

/** The same backwards from `end` (exclusive). */
function nameRunBefore(c: SentenceContext, end: number): number {
  const { s, tag } = c;
  let from = end;
  while (from > 0 && end - from < 4 && !ROLES.has(s.tokens[from - 1]!)) {
    if (nameWord(s, from - 1, tag) || nameLike(s, tag, from - 1)) from--;
    else if (from < end && (s.tokens[from - 1] === 'and' || s.tokens[from - 1] === 'of') && nameWord(s, from - 2, tag))
      from--;
    else break;
  }
  return from;
}

function endsWith(tokens: readonly string[], end: number, words: readonly string[]): boolean {
  return words.length <= end && words.every((w, k) => tokens[end - words.length + k] === w);
}

/** "worked at medtronic", "the chair of hollowbrook rovers", "I'm Tomas Novak from pulsewise". */
function afterCue(c: SentenceContext, i: number): NameSpan[] {
  const { s } = c;
  const t = s.tokens;
  // Right after a person introduces themselves, "from X" names where they work or live, so X
  // may be an everyday word ("tidemark"); after other cues it must look like a name.
  const introduced = t[i - 1] === 'from' && c.people.some((p) => endsWith(t, i - 1, p.split(' ')));
  if (!introduced && !CUES.some((cue) => endsWith(t, i, cue))) return [];
  const at = t[i] === 'the' ? i + 1 : i;
  const to = nameRunFrom(c, at);
  if (to === at || !(introduced || anyNameLike(c, at, to)) || !confident(s, at, to, CONFIDENCE.heard)) return [];
  const name = t.slice(at, to).join(' ');
  // A place or a person is not an organisation: "joined sheffield", "founded it with sarah".
  if (isPlaceName(name) || isFirstName(t[at]!)) return [];
  return [span(at, to)];
}

/** "harbour and finch, an importer in london": a name, then "a" or "an" and a kind of organisation. */
function describedAs(c: SentenceContext, i: number): NameSpan[] {
  const { s } = c;
  const t = s.tokens;
  if (t[i] !== 'a' && t[i] !== 'an') return [];
  let kind = i + 1;
  while (kind < t.length && kind - i <= 3 && !ORG_KINDS.has(t[kind]!) && !isStopword(t[kind]!)) kind++;
  if (!ORG_KINDS.has(t[kind] ?? '')) return [];
  const from = nameRunBefore(c, i);
  if (from === i || (from > 0 && !isStopword(t[from - 1]!))) return [];
  // An everyday word alone ("a project, a startup") is not a name.
  if (i - from === 1 && !nameLike(s, c.tag, from)) return [];
  const name = t.slice(from, i).join(' ');
  if (isPlaceName(name) || isFirstName(t[from]!) || !confident(s, from, i, CONFIDENCE.heard)) return [];
  return [span(from, i)];
}

/** "yorkshire water", "british airways"; "enterprise ireland" after "from", "with", ... */
function placeService(c: SentenceContext, i: number): NameSpan[] {
  const { s, tag } = c;
  const t = s.tokens;
  const here = t[i]!;
  if ((isPlaceName(here) || isDemonym(here, tag.pos[i])) && SERVICES.has(t[i + 1] ?? '') && confident(s, i, i + 2))
    return [span(i, i + 2)];
  if (
    tag.pos[i] === 'NOUN' &&
    tag.known[i] &&
    /^[a-z]+$/.test(here) &&
    nameWord(s, i, tag) &&
    lexiconTags(t[i + 1] ?? '').includes('Country') &&
    (i === 0 || BEFORE_SERVICE_NAME.has(t[i - 1]!)) &&
    confident(s, i, i + 2, CONFIDENCE.heard)
  )
    return [span(i, i + 2)];
  return [];
}

/** "radio sheffield", "bbc radio sheffield". */
function radioStation(c: SentenceContext, i: number): NameSpan[] {
  const t = c.s.tokens;
  if (t[i] !== 'radio' || !isPlaceName(t[i + 1] ?? '') || !confident(c.s, i, i + 2)) return [];
  return [span(i > 0 && isOrganisationName(t[i - 1]!) ? i - 1 : i, i + 2)];
}

/** "a company called green courier", "a charity named ...": then one to three name words. */
function calledName(c: SentenceContext, i: number): NameSpan[] {
  const { s, tag } = c;
  const t = s.tokens;
  if ((t[i] !== 'called' && t[i] !== 'named') || !ORG_KINDS.has(t[i - 1] ?? '')) return [];
  let to = i + 1;
  while (to < t.length && to - i <= 3 && nameWord(s, to, tag) && !isStopword(t[to]!)) to++;
  if (to === i + 1 || !confident(s, i + 1, to) || isPlaceName(t.slice(i + 1, to).join(' '))) return [];
  return [span(i + 1, to)];
}

/** Every organisation rule at token i of the sentence. */
const RULES_AT = [orgOf, orgSuffix, afterCue, describedAs, placeService, radioStation, showName, calledName];

/** Organisation names (and places inside them) in one sentence. */
export function organisationSpans(c: SentenceContext): NameSpan[] {
  const found = welcomedShow(c);
  for (let i = 0; i < c.s.tokens.length; i++) for (const rule of RULES_AT) found.push(...rule(c, i));
  return found;
}
