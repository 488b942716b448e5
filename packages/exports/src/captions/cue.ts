import type { Word } from '@scriptloom/contracts';

// The shapes the segmenter and its cost model share live apart from both, so neither imports the
// other for a type.

export interface CaptionLimits {
  maxCharsPerLine: number;
  maxLinesPerCue: number;
  maxCueSeconds: number;
}

export interface CaptionOptions extends CaptionLimits {
  /**
   * The label shown at the start of a cue where the speaker changes (srt's `Speaker 1:`), laid out
   * as the cue's first word so it counts against the line length; null or absent: no label.
   */
  label?: (speaker: string) => string | null;
}

export interface Cue {
  /** Milliseconds, already adjusted: ordered, never overlapping the next cue. */
  startMs: number;
  endMs: number;
  speaker: string;
  /** The first cue, or the first after another speaker's words. */
  speakerChange: boolean;
  /** The words shown, in order: every word of the paragraphs exactly once across all cues. */
  words: Word[];
  /** Display lines (plain text, the label included when one is asked for). */
  lines: string[];
}
