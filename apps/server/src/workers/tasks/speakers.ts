import type { MessagePort } from 'node:worker_threads';
import type { Snippet } from '@scriptloom/contracts';
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
}

/**
 * Worker side of the paragraphs stage: speakers who introduce themselves get their names, words of
 * engines that do not punctuate get sentence punctuation and capitals (docs/product.md#readable-text),
 * then the words are grouped into paragraphs.
 */
export async function buildParagraphs(input: ParagraphsInput): Promise<Snippet[]> {
  const { buildSnippets, namesFromIntroductions, punctuateWords } = await import('@scriptloom/transcript');
  const names = namesFromIntroductions(input.words, input.vocabulary);
  const named = input.words.map((w) => ({ ...w, speaker: names.get(w.speaker) ?? w.speaker }));
  const readable = input.punctuated ? named : punctuateWords(named, { terms: input.vocabulary });
  return buildSnippets(readable);
}
