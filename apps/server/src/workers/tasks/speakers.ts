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

/** Worker side of the paragraphs stage. */
export async function buildParagraphs(words: LabelledWord[]): Promise<Snippet[]> {
  const { buildSnippets } = await import('@scriptloom/transcript');
  return buildSnippets(words);
}
