import type { Word } from '@scriptloom/contracts';
import type { CaptionLimits } from './cue.js';

/** A long pause between words: a good place for a cue to end (seconds). */
export const LONG_PAUSE_SEC = 0.7;
const SHORT_PAUSE_SEC = 0.3;

/**
 * Cost of ending a cue after `words[j]`: nothing at the paragraph's end, little after a long pause or
 * a sentence end, more after a clause mark or a short pause, most in the middle of a phrase.
 * Recogniser output has no punctuation, so pauses carry most of the weight.
 */
export function breakCost(words: readonly Word[], j: number): number {
  const next = words[j + 1];
  if (!next) return 0;
  const word = words[j]!;
  const gap = next.start - word.end;
  const text = word.text.trimEnd();
  if (gap > LONG_PAUSE_SEC || /[.?!…]["'”’)\]]*$/.test(text)) return 0.1;
  if (/[,;:—–]["'”’)\]]*$/.test(text)) return 0.6;
  if (gap > SHORT_PAUSE_SEC) return 0.9;
  return 2;
}

/**
 * Cost of one cue: one per cue (fewer, fuller cues), more for a short cue cut from a longer
 * paragraph (it flashes by), and for a long pause kept inside (text on screen through silence).
 */
export function cueCost(
  chars: number,
  durationMs: number,
  pausesInside: number,
  wholeParagraph: boolean,
  limits: CaptionLimits,
): number {
  let cost = 1 + pausesInside;
  if (!wholeParagraph && (chars < limits.maxCharsPerLine * 0.4 || durationMs < 1200)) cost += 0.8;
  return cost;
}
