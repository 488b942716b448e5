import { readWavInfo } from '@scriptloom/media';
import type { DiarizeOptions, SpeakerSegment } from '../types.js';
import { ChangeDetector } from './change-detector.js';
import { GaussianStats } from './gaussian-stats.js';
import { MfccExtractor } from './mfcc.js';
import { forEachFrame } from './pcm-frames.js';
import { labelSegments } from './segment-labels.js';
import { DIARIZE_SETTINGS } from './settings.js';
import { EnergyGate, SpanGate, type SpeechGate } from './speech-gate.js';
import { toSpeakerSegments } from './speaker-segments.js';
import { assertSpeechWav } from './speech-wav.js';

export type DiarizeInput = DiarizeOptions & {
  /** Word spans from the recogniser; when given they decide which frames are speech. */
  speech?: { start: number; end: number }[];
};

// Share of progress for the streaming pass; clustering takes the rest (measured on a 3-hour file:
// about 55% of the time goes to reading and features, 45% to clustering).
const STREAM_SHARE = 0.55;

/**
 * Who speaks when, for a 16 kHz mono 16-bit WAV file. One streaming pass computes MFCCs, drops
 * non-speech frames and cuts speaker-homogeneous segments (keeping only their Gaussian statistics);
 * agglomerative BIC clustering then groups the segments into speakers.
 *
 * Cepstral mean normalisation is implicit: segments are compared through full-covariance Gaussians,
 * whose likelihood ratios do not change when one mean vector is subtracted from every frame.
 */
export async function diarize(wavPath: string, options: DiarizeInput = {}): Promise<SpeakerSegment[]> {
  const settings = DIARIZE_SETTINGS;
  const { mfcc: mfccSettings } = settings;
  const layout = await readWavInfo(wavPath);
  assertSpeechWav(wavPath, layout);

  const extractor = new MfccExtractor(mfccSettings);
  const cepstra = new Float64Array(mfccSettings.cepstra);
  const dim = mfccSettings.cepstra - settings.firstCepstrum;
  const speakerFeatures = cepstra.subarray(settings.firstCepstrum);
  const gate: SpeechGate = options.speech ? new SpanGate(options.speech) : new EnergyGate();
  const detector = new ChangeDetector({ dim, ...settings.change });
  const global = new GaussianStats(dim);
  const hopSec = mfccSettings.hop / mfccSettings.sampleRate;
  const centreSec = mfccSettings.frameLength / 2 / mfccSettings.sampleRate;

  let reported = -1;
  const report = (fraction: number): void => {
    // Whole percents only: a 3-hour file would otherwise call back thousands of times.
    const pct = Math.floor(fraction * 100);
    if (pct > reported) {
      reported = pct;
      options.onProgress?.(pct / 100);
    }
  };

  await forEachFrame(
    wavPath,
    layout,
    { length: mfccSettings.frameLength, hop: mfccSettings.hop },
    (frame, index) => {
      const energyDb = extractor.compute(frame, cepstra);
      if (gate.isSpeech(index * hopSec + centreSec, energyDb)) {
        detector.pushSpeech(index, speakerFeatures);
        global.add(speakerFeatures);
      } else {
        detector.pushSilence();
      }
    },
    (bytes) => report((STREAM_SHARE * bytes) / layout.dataBytes),
  );
  detector.finish();

  const segments = detector.segments;
  const speakerCount = options.speakerCount && options.speakerCount > 0 ? Math.floor(options.speakerCount) : undefined;
  const labels = labelSegments(segments, global, settings.clustering, speakerCount, (f) =>
    report(STREAM_SHARE + (1 - STREAM_SHARE) * f),
  );
  const result = toSpeakerSegments(
    segments,
    labels,
    { hop: hopSec, length: mfccSettings.frameLength / mfccSettings.sampleRate },
    settings.output,
  );
  report(1);
  return result;
}
