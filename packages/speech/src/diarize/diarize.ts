import { readWavInfo } from '@scriptloom/media';
import type { DiarizeOptions, SpeakerSegment } from '../types.js';
import { ChangeDetector, type SpeechSegment } from './change-detector.js';
import { GaussianStats } from './gaussian-stats.js';
import { MfccExtractor } from './mfcc.js';
import { forEachFrame } from './pcm-frames.js';
import { labelSegments, type SegmentVoices } from './segment-labels.js';
import { DIARIZE_SETTINGS } from './settings.js';
import { EnergyGate, SpanGate, type SpeechGate } from './speech-gate.js';
import { toSpeakerSegments } from './speaker-segments.js';
import { assertSpeechWav } from '../speech-wav.js';
import { soundEdgeHz } from '../band/probe-band.js';
import { featureSettingsFor } from './band-limit.js';
import type { MfccSettings } from './mfcc.js';
import { PitchTracker } from './pitch.js';
import { FrameSample, VoiceGmm, VoiceStats } from './voice-gmm.js';

export type DiarizeInput = DiarizeOptions & {
  /** Word spans from the recogniser; when given they decide which frames are speech. */
  speech?: { start: number; end: number }[];
};

// Shares of progress for the two streaming passes; clustering takes the rest (measured on a 3-hour
// file: about 55% of the time went to reading and features, 45% to clustering, before the second
// pass; that pass reads and computes the features again).
const STREAM_SHARE = 0.4;
const SECOND_PASS_SHARE = 0.3;

/**
 * Who speaks when, for a 16 kHz mono 16-bit WAV file. One streaming pass computes MFCCs, drops
 * non-speech frames and cuts speaker-homogeneous segments (keeping only their Gaussian statistics,
 * and a fixed-size sample of frames for a mixture model of the file's speech). A second pass
 * computes each segment's statistics through that mixture, and its pitch (frames are never kept
 * between passes, so memory does not grow with the file's length beyond the per-segment
 * statistics). Agglomerative BIC clustering groups the segments into a few dozen clusters, and the
 * mixture statistics group those into speakers (see segment-labels.ts).
 *
 * Cepstral mean normalisation is implicit: segments are compared through full-covariance Gaussians,
 * whose likelihood ratios do not change when one mean vector is subtracted from every frame.
 */
export async function diarize(wavPath: string, options: DiarizeInput = {}): Promise<SpeakerSegment[]> {
  const settings = DIARIZE_SETTINGS;
  const layout = await readWavInfo(wavPath);
  assertSpeechWav(wavPath, layout);
  const mfccSettings = await featureBand(wavPath, layout);

  const extractor = new MfccExtractor(mfccSettings);
  const cepstra = new Float64Array(mfccSettings.cepstra);
  const dim = mfccSettings.cepstra - settings.firstCepstrum;
  const speakerFeatures = cepstra.subarray(settings.firstCepstrum);
  const gate: SpeechGate = options.speech ? new SpanGate(options.speech) : new EnergyGate();
  const detector = new ChangeDetector({ dim, ...settings.change });
  const global = new GaussianStats(dim);
  const sample = new FrameSample(settings.voices.sample, dim);
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
        sample.push(speakerFeatures);
      } else {
        detector.pushSilence();
      }
    },
    (bytes) => report((STREAM_SHARE * bytes) / layout.dataBytes),
  );
  detector.finish();

  const segments = detector.segments;
  const voices =
    global.count >= settings.voices.minSpeechFrames
      ? await segmentVoices(wavPath, layout, mfccSettings, segments, sample, options.speech, (f) =>
          report(STREAM_SHARE + SECOND_PASS_SHARE * f),
        )
      : undefined;
  const clusterStart = STREAM_SHARE + SECOND_PASS_SHARE;
  const speakerCount = options.speakerCount && options.speakerCount > 0 ? Math.floor(options.speakerCount) : undefined;
  const labels = labelSegments(
    segments,
    global,
    settings.clustering,
    speakerCount,
    (f) => report(clusterStart + (1 - clusterStart) * f),
    voices,
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

/**
 * Trains the file's mixture model on the sampled frames, then reads the file again and adds every
 * speech frame to the statistics of the segment that holds it. The gate is rebuilt the same way, so
 * the same frames count as speech as in the first pass.
 */
async function segmentVoices(
  wavPath: string,
  layout: Awaited<ReturnType<typeof readWavInfo>>,
  mfccSettings: MfccSettings,
  segments: SpeechSegment[],
  sample: FrameSample,
  speech: DiarizeInput['speech'],
  onProgress: (fraction: number) => void,
): Promise<SegmentVoices | undefined> {
  if (segments.length === 0 || sample.count === 0) return undefined;
  const settings = DIARIZE_SETTINGS;
  const dim = mfccSettings.cepstra - settings.firstCepstrum;
  const gmm = VoiceGmm.train(sample.frames, sample.count, dim, settings.voices);
  const stats = segments.map(() => new VoiceStats(gmm.components, dim));
  const extractor = new MfccExtractor(mfccSettings);
  const cepstra = new Float64Array(mfccSettings.cepstra);
  const gate: SpeechGate = speech ? new SpanGate(speech) : new EnergyGate();
  const hopSec = mfccSettings.hop / mfccSettings.sampleRate;
  const centreSec = mfccSettings.frameLength / 2 / mfccSettings.sampleRate;
  const pitch = new PitchTracker(mfccSettings.sampleRate, mfccSettings.frameLength);
  // Segments come in frame order and do not overlap: one cursor finds each frame's.
  let current = 0;
  await forEachFrame(
    wavPath,
    layout,
    { length: mfccSettings.frameLength, hop: mfccSettings.hop },
    (frame, index) => {
      const energyDb = extractor.compute(frame, cepstra);
      if (!gate.isSpeech(index * hopSec + centreSec, energyDb)) return;
      while (current < segments.length && segments[current]!.lastFrame < index) current++;
      const segment = segments[current];
      if (!segment || segment.firstFrame > index) return;
      gmm.accumulate(stats[current]!, cepstra, settings.firstCepstrum);
      const logF0 = pitch.logF0(frame);
      if (Number.isFinite(logF0)) stats[current]!.addPitch(logF0);
    },
    (bytes) => onProgress(bytes / layout.dataBytes),
  );
  return { gmm, stats };
}

/** The features' band for this recording (see featureSettingsFor). */
async function featureBand(wavPath: string, layout: Awaited<ReturnType<typeof readWavInfo>>): Promise<MfccSettings> {
  const { mfcc, band } = DIARIZE_SETTINGS;
  return featureSettingsFor(await soundEdgeHz(wavPath, layout, band), mfcc, band);
}
