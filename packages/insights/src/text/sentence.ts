/**
 * A sentence rebuilt from recogniser output: from the words' own sentence punctuation when they
 * carry it, otherwise from pauses and openers; truecased and punctuated for display.
 */
export interface Sentence {
  /** Index in document order. */
  index: number;
  /** Display text: capitalised, `I` fixed, names capitalised, ending with `.` or `?`. */
  text: string;
  /** The words as spoken, lower-cased, without punctuation (what analysis works on). */
  tokens: string[];
  speaker: string;
  /** Seconds. */
  start: number;
  end: number;
  /** Mean word confidence 0-1. */
  confidence: number;
  /** Index of the snippet (paragraph) the sentence starts in. */
  snippetIndex: number;
  /** Read as a question (wh-word or auxiliary inversion at its start): the text ends with `?`. */
  question: boolean;
  /** Confidence of each token, same order as `tokens`. */
  confidences: number[];
  /**
   * Whether the sentence ends where the speaker ended it (a full stop in punctuated words, a pause
   * or turn end otherwise), rather than where an over-long run was cut.
   */
  complete: boolean;
  /** As the recogniser wrote each token (case and punctuation kept), same order as `tokens`. */
  surfaces: string[];
}
