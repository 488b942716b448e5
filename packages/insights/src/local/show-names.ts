import type { Sentence } from '../text/sentence.js';
import { isFirstName, isPlaceName, isStopword } from '@scriptloom/transcript';
import { confident, nameWord, ORG_KINDS, span, type NameSpan, type SentenceContext } from './entity-words.js';
import { CONFIDENCE } from '../settings.js';

/**
 * The show's own name (docs/product.md#insights): hosts say it at the start, "welcome to X", "this
 * is X", and around it, "the X podcast".
 */

/** Words after which a show's name ends: "welcome to street level, the show about ...". */
const AFTER_SHOW_NAME = new Set(`the a i i'm im my this where with and on today here we it's your our`.split(/\s+/));
/** Cues a show's name follows at the start of an episode; the last ones only in its first sentence. */
const SHOW_CUES = [
  ['welcome', 'to'],
  ['welcome', 'back', 'to'],
  ['this', 'is'],
  ["you're", 'listening', 'to'],
];
const FIRST_SENTENCE_CUES = 2;

/** "the green city podcast" (also "pod cast"): the show's name. ("the X show" is too often not a name.) */
export function showName(c: SentenceContext, i: number): NameSpan[] {
  const { s, tag } = c;
  const t = s.tokens;
  if (t[i] !== 'podcast' && !(t[i] === 'pod' && t[i + 1] === 'cast')) return [];
  let from = i;
  while (from > 0 && i - from < 3 && nameWord(s, from - 1, tag)) from--;
  if (from === i || t[from - 1] !== 'the' || !confident(s, from, i, CONFIDENCE.heard)) return [];
  return [span(from, i)];
}

/**
 * "welcome to street level, the show about ...", "welcome back to half time, I'm ben", "this is the
 * supply line, and I'm lena": a programme's name at the start of the first sentences, ended by the
 * sentence or a word that cannot be in it. Show names are often everyday words, so any heard content
 * word may be part of one; the cue and the word after the name carry the evidence.
 */
export function welcomedShow(c: SentenceContext): NameSpan[] {
  const { s } = c;
  const t = s.tokens;
  if (c.index >= 3) return [];
  for (const [k, cue] of SHOW_CUES.entries()) {
    if (k >= FIRST_SENTENCE_CUES && c.index > 0) break;
    const at = t.findIndex((_, j) => j <= 3 && cue.every((w, m) => t[j + m] === w));
    if (at < 0) continue;
    let from = at + cue.length;
    if (t[from] === 'the') from++;
    let to = from;
    while (to < t.length && to - from < 3 && showWord(s, to) && !AFTER_SHOW_NAME.has(t[to]!)) to++;
    if (to === from) continue;
    // "this is sarah and ...": a person, found by the introductions.
    if (k >= FIRST_SENTENCE_CUES && (isFirstName(t[from]!) || to === t.length)) continue;
    if (to < t.length && !AFTER_SHOW_NAME.has(t[to]!)) continue;
    const name = t.slice(from, to).join(' ');
    // "welcome to the podcast", "welcome to the show": no name in it. Podcasts named "the X
    // podcast" are found by showName.
    if (ORG_KINDS.has(t[from]!)) continue;
    if (t[to - 1] === 'podcast' || t[to - 1] === 'show') continue;
    if (!confident(s, from, to, CONFIDENCE.heard) || isPlaceName(name)) continue;
    return [span(from, to)];
  }
  return [];
}

function showWord(s: Sentence, i: number): boolean {
  const t = s.tokens[i]!;
  return t.length > 1 && !isStopword(t) && !/^\d+$/.test(t) && (s.confidences[i] ?? 0) >= CONFIDENCE.plausible;
}
