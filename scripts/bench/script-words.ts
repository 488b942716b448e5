import { speakerName } from '@scriptloom/transcript';
import type { RefTurn } from './score.js';

/** A word of the script as a perfect but unpunctuating recogniser would give it. */
export interface ScriptWord {
  text: string;
  start: number;
  end: number;
  confidence: number;
  speaker: string;
}

/**
 * The script's words, spelled as a recogniser spells them (recogniserWords), spread evenly over
 * their turn, under a label per speaker in order of first appearance, as the diarizer numbers them.
 */
export function scriptWords(turns: readonly RefTurn[]): ScriptWord[] {
  const speakers = [...new Set(turns.map((t) => t.speaker))];
  return turns.flatMap((turn) => {
    const list = recogniserWords(turn.text ?? '');
    const step = (turn.end - turn.start) / Math.max(1, list.length);
    return list.map((text, i) => ({
      text,
      start: turn.start + i * step,
      end: turn.start + (i + 1) * step,
      confidence: 1,
      speaker: speakerName(speakers.indexOf(turn.speaker)),
    }));
  });
}

/**
 * Words as a recogniser spells them: lower case, no punctuation, but apostrophes kept ("i'm",
 * "don't"), as pocketsphinx's dictionary has them. Scoring drops them (normaliseWords); the
 * insights and the naming rules read them, and "im" would pass for a name.
 */
export function recogniserWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}
