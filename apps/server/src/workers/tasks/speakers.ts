import type { MessagePort } from 'node:worker_threads';
import type { ProfanityFilter, Snippet } from '@scriptloom/contracts';
import type { LabelledWord } from '@scriptloom/transcript';

export interface DiarizeInput {
  wavPath: string;
  speakerCount?: number;
  /** Word spans from the recogniser, in order; the answer has one label per span. */
  spans: { start: number; end: number }[];
  /** Where progress fractions (0-1) are posted while the task runs. */
  progress?: MessagePort;
}

/** Worker side of the diarization stage: who speaks when, then a speaker name per word. */
export async function diarizeWords(input: DiarizeInput): Promise<string[]> {
  const [{ diarize, assignSpeakers }, { speakerName }] = await Promise.all([
    import('@scriptloom/speech'),
    import('@scriptloom/transcript'),
  ]);
  try {
    const segments = await diarize(input.wavPath, {
      speakerCount: input.speakerCount,
      speech: input.spans,
      onProgress: (fraction) => input.progress?.postMessage(fraction),
    });
    return assignSpeakers(input.spans, segments).map(speakerName);
  } finally {
    input.progress?.close();
  }
}

export interface ParagraphsInput {
  words: LabelledWord[];
  /** Names and terms the person gave for the file. */
  vocabulary: string[];
  /** True when the engine wrote punctuation and capitals itself: its text is kept as it is. */
  punctuated: boolean;
  /**
   * What to do with profanity (docs/product.md#profanity-filter); none, nor anything done to doubtful
   * profanity, when absent (files uploaded before the filter existed).
   */
  profanity?: ProfanityFilter | null;
}

/**
 * Worker side of the paragraphs stage: speakers who introduce themselves get their names, words of
 * engines that do not punctuate get sentence punctuation and capitals (docs/product.md#readable-text),
 * then the words are grouped into paragraphs, and last the profanity filter is applied (to the
 * punctuated words, so "Bitch," is masked as "B****,"). It runs here, where the transcript is first
 * built, so the insights, exports and captions made from it never see what it hides.
 */
export async function buildParagraphs(input: ParagraphsInput): Promise<Snippet[]> {
  const { buildSnippets, filterProfanityInSnippets, namesFromIntroductions, punctuateWords } =
    await import('@scriptloom/transcript');
  const names = namesFromIntroductions(input.words, input.vocabulary);
  const named = input.words.map((w) => ({ ...w, speaker: names.get(w.speaker) ?? w.speaker }));
  const readable = input.punctuated ? named : punctuateWords(named, { terms: input.vocabulary });
  const snippets = buildSnippets(readable);
  return input.profanity ? filterProfanityInSnippets(snippets, input.profanity).snippets : snippets;
}
