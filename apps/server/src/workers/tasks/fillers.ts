export interface FillerSoundsInput {
  /** The recognition WAV (16 kHz mono 16-bit). */
  wavPath: string;
  /** The recognised words' spans, in time order. */
  spans: { start: number; end: number }[];
}

/**
 * Worker side of the filler search in the speech stage: held voiced sounds in the gaps between
 * the recognised words (docs/speech-notes.md, "Fillers"). Only gaps are searched: a recognised
 * word is never replaced, so the search under short misheard words stays off here.
 */
export async function findFillerSoundsTask(
  input: FillerSoundsInput,
): Promise<{ start: number; end: number; confidence: number }[]> {
  const { findFillerSoundsInWav } = await import('@scriptloom/media');
  const sounds = await findFillerSoundsInWav(input.wavPath, input.spans, { minWordCover: Infinity });
  return sounds.map(({ start, end, confidence }) => ({ start, end, confidence }));
}
