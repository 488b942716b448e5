import { DEFAULT_MFCC } from './mfcc.js';
import { BAND_PROBE } from '../band/band-settings.js';

/**
 * Tuning of the diarizer, in one place. Frame counts are 10 ms frames of speech.
 */
export const DIARIZE_SETTINGS = {
  mfcc: DEFAULT_MFCC,
  /**
   * c0 is dropped: it follows loudness, which changes with distance to the microphone more than with
   * the speaker. c1..c19 describe the vocal tract.
   */
  firstCepstrum: 1,
  change: {
    /** 1 s windows: long enough for a covariance, short enough not to straddle two changes. */
    window: 100,
    step: 10,
    peakRadius: 50,
    /** The first 12 cepstra: a 1 s window cannot estimate a 19-dimensional full covariance well. */
    compareDim: 12,
    lambda: 1.0,
    /** 0.3 s without speech ends a segment. */
    pauseFrames: 30,
  },
  clustering: {
    lambda: 1.0,
    /**
     * Used within the first-stage blocks of long files (see clusterInBlocks; short files merge straight
     * down to firstStageClusters). Without a speaker count, a merge costing over `ratio` times the largest of the last `recent`
     * merges (and at least `floor`, in Delta-BIC per frame) is a different speaker. Measured gaps:
     * 3.4x for two copies of one voice 8% apart in pitch in noise, 10x for two distinct voices.
     * Clusters under 10 s of speech (or a tenth of the file's, for short files) never stop the
     * merging: chosen on the development half of scripts/bench/bench-diarize.ts.
     */
    stop: { ratio: 2, floor: 0.25, recent: 5, smallFrames: 1000, smallShare: 0.1 },
    /** Segments shorter than this take the label of the closest cluster instead of voting in the merge. */
    minFrames: 50,
    /** Segments per first-stage block (see clusterInBlocks): bounds clustering time on long files. */
    blockSize: 250,
    /** Relative ridge on covariances (times the file's variance of each coefficient). */
    ridge: 1e-3,
    /**
     * BIC merging stops at this many clusters (or the hinted count, if more); the voice stage
     * (voice-clustering.ts) decides which of them are one speaker.
     */
    firstStageClusters: 24,
    /**
     * The voice stage's BIC weight, how much the difference in usual pitch counts (one pitch
     * observation per 10 voiced frames) and how much the spread over the mixture's classes counts. Chosen on the development half of bench:diarize with the
     * queen, asterisk-mix, drascula, drascula-mix and flite corpora (corpus/README.md).
     */
    voices: { lambda: 1.0, pitchWeight: 4, pitchSpan: 10, occupancyWeight: 0.5 },
  },
  /** The file's mixture model of speech (voice-gmm.ts), trained on an evenly spread sample of frames. */
  /**
   * Under `minSpeechFrames` of speech (40 s) the mixture's 16 classes are too thinly fed for its BIC
   * to separate even very different voices, and the single-Gaussian stop rule above decides alone.
   */
  voices: { components: 16, iterations: 8, relevance: 16, sample: 20_000, minSpeechFrames: 4000 },
  /**
   * Under BAND_PROBE's `narrowBelowHz` (a phone-band recording) the features span `narrowBandHz`:
   * the telephone band's top, 3.4 kHz, and 100 Hz at the bottom, chosen on the development half of
   * bench:diarize over 20 and 300 Hz (a phone band has little under 300 Hz; under 100 Hz is hum and
   * rumble).
   */
  band: { ...BAND_PROBE, narrowBandHz: [100, 3400] as [number, number] },

  output: {
    /** Consecutive segments of the same speaker closer than this (seconds) are joined. */
    joinGap: 1.0,
    /** Segments of fewer speech frames are dropped: 50 ms is too short to be a word. */
    minFrames: 5,
  },
};
