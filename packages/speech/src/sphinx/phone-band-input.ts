import { dirname, join } from 'node:path';
import { readWavInfo } from '@scriptloom/media';
import { BAND_PROBE, SPHINX_BAND_FILL } from '../band/band-settings.js';
import { fillEmptyBand } from '../band/fill-empty-band.js';
import { soundEdgeHz } from '../band/probe-band.js';
import { isSpeechWav } from '../speech-wav.js';
import { makeScratchDir, removeScratchDir } from '../scratch-dir.js';

export interface SphinxInput {
  /** The WAV pocketsphinx hears: the file itself, or a copy with its empty top band filled. */
  wavPath: string;
  /** True when the copy was made (a phone-band recording). */
  filled: boolean;
  /** Deletes the copy, if one was made. */
  dispose(): Promise<void>;
}

/**
 * The audio the offline recogniser hears. Its acoustic model was trained on wide-band speech, up
 * to 6.8 kHz; a phone call or a low-rate recording stops near 4 kHz, and the model reads that
 * silent top as a sound it never met, which cost a phone-band file a fifth of its correct words.
 * Such a recording is heard with a faint hiss above its edge (BAND_PROBE, SPHINX_BAND_FILL);
 * wide-band recordings are heard as they are. See docs/product.md, "Processing pipeline".
 */
export async function sphinxInput(wavPath: string, scratchDir?: string, signal?: AbortSignal): Promise<SphinxInput> {
  const layout = await readWavInfo(wavPath);
  const asIs: SphinxInput = { wavPath, filled: false, dispose: async () => {} };
  // The pipeline always writes 16 kHz mono 16-bit; anything else is heard as it is.
  if (!isSpeechWav(layout)) return asIs;
  const edgeHz = await soundEdgeHz(wavPath, layout, BAND_PROBE);
  if (edgeHz >= BAND_PROBE.narrowBelowHz) return asIs;

  const dir = await makeScratchDir(scratchDir ?? dirname(wavPath), 'scriptloom-band-');
  const filledPath = join(dir, 'heard.wav');
  try {
    await fillEmptyBand(wavPath, filledPath, layout, { ...SPHINX_BAND_FILL, fromHz: edgeHz }, signal);
  } catch (error) {
    await removeScratchDir(dir);
    throw error;
  }
  return { wavPath: filledPath, filled: true, dispose: () => removeScratchDir(dir) };
}
