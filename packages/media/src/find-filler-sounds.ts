import type { TimeSpan } from './types.js';

/*
 * Hesitation sounds ("um", "uh", "er", "hmm") the recogniser did not write as fillers, found from the
 * audio. Measured on made recordings (docs/speech-notes.md, "Fillers"), pocketsphinx writes only
 * about one filler in six as a filler word: it leaves a hummed "hmm" or a held vowel out (a gap),
 * and writes most spoken "um", "uh" and "er" as a short other word ("ah", "the", "are", "air",
 * "bum"). So two places are looked at:
 *   - the gaps between words: a stretch of 250-1200 ms that is loud enough to be speech, voiced (a
 *     clear pitch period), steady (the spectrum barely moves, as in a held vowel or hum, unlike the
 *     changing sounds of a word the recogniser missed), with a moment of quiet on each side, and
 *     (nearly) alone in its gap: a gap that also holds other speech is one over missed words;
 *   - a short recognised word (three letters at most) that one such held sound covers nearly whole.
 *
 * Pure: samples in, candidates out. The audio is analysed only inside gaps and short words, so a
 * long file costs little beyond one pass for its level.
 */

export interface FillerSoundOptions {
  /** Sample rate of `samples` (the recognition audio is 16 kHz). */
  sampleRate?: number;
  /** Shortest and longest held sound taken as a filler, in seconds. */
  minSec?: number;
  maxSec?: number;
  /** Candidates under this confidence are left out. */
  minConfidence?: number;
  /** Audio this close to a recognised word is taken as part of it (word edges are rough), seconds. */
  wordMarginSec?: number;
  /**
   * A recognised word is taken for a misheard filler when one held voiced sound covers at least this
   * share of it (and lasts minWordSec): the recogniser writes many fillers as a short word ("ah",
   * "the", "are", "air"). Above 1 (Infinity) turns this off.
   */
  minWordCover?: number;
  minWordSec?: number;
  /**
   * Only words of at most this many letters are looked at (a filler is one syllable, and what the
   * recogniser writes for it is short: "ah", "the", "are", "air", "bum"); words given without text
   * are always looked at.
   */
  maxWordLetters?: number;
}

/** A recognised word as the detector reads it: its times, and its text when known. */
export interface HeardWord extends TimeSpan {
  text?: string;
}

export interface FillerSound {
  start: number;
  end: number;
  /** 0-1: how voiced and how steady the stretch is. */
  confidence: number;
  /** Index in `words` of the recognised word this sound is taken for; absent for a sound in a gap. */
  word?: number;
}

/**
 * Settings measured on the development half of the made and real filler recordings
 * (`npm run bench:fillers`; figures in docs/speech-notes.md).
 */
export const FILLER_SOUND_DEFAULTS: Required<Omit<FillerSoundOptions, 'sampleRate'>> = {
  minSec: 0.25,
  maxSec: 1.2,
  minConfidence: 0.5,
  wordMarginSec: 0.02,
  minWordCover: 0.75,
  minWordSec: 0.25,
  maxWordLetters: 3,
};

// Analysis at 8 kHz: the pitch and the lower formants are all below 4 kHz, and it quarters the cost
// of the autocorrelation.
const RATE = 8000;
const HOP = 80; // 10 ms
const WINDOW = 240; // 30 ms: two periods of a 70 Hz voice
const MIN_LAG = 20; // 400 Hz
const MAX_LAG = 114; // 70 Hz
const ENVELOPE_LAGS = 12; // short-lag autocorrelation: the spectral envelope's shape
// A voiced frame: its pitch period correlates at least this well, and few zero crossings (no hiss).
const VOICING = 0.6;
const MAX_ZCR = 0.25;
// Voiced frames may be broken by this many frames (a dip of the pitch tracker) within one sound.
const BRIDGE = 3;
// Mean frame-to-frame change of the envelope (ENVELOPE_LAGS correlations) above which a sound is
// not held.
const MAX_ENVELOPE_CHANGE = 0.045;
// Frames of speech level in a gap besides the filler's own (10 ms each) beyond which the gap holds
// missed words rather than a hesitation.
const MAX_OTHER_FRAMES = 15;

/**
 * Candidate fillers: held voiced stretches in the gaps between `words` (and before the first and
 * after the last), in time order.
 */
export function findFillerSounds(
  samples: Float32Array,
  words: readonly HeardWord[],
  options: FillerSoundOptions = {},
): FillerSound[] {
  const settings = { ...FILLER_SOUND_DEFAULTS, ...options };
  const audio = toAnalysisRate(samples, options.sampleRate ?? 16000);
  const frames = Math.max(0, Math.floor((audio.length - WINDOW) / HOP) + 1);
  if (frames === 0) return [];

  const levels = new Float32Array(frames);
  for (let f = 0; f < frames; f++) levels[f] = frameDb(audio, f * HOP);
  // Loud enough to be speech: within 25 dB of the file's loud speech, and well above its floor.
  const sorted = Float32Array.from(levels).sort();
  const loud = sorted[Math.floor(0.95 * (frames - 1))]!;
  const floor = sorted[Math.floor(0.1 * (frames - 1))]!;
  const threshold = Math.max(loud - 25, floor + 10);

  const found: FillerSound[] = [];
  // The voiced runs between frames `first` and `last`, as [start, end) in samples with their scores.
  const runsIn = (first: number, last: number) => {
    const voiced: (Frame | null)[] = [];
    for (let f = first; f < last; f++) voiced.push(levels[f]! >= threshold ? analyseFrame(audio, f * HOP) : null);
    return voicedRuns(voiced).map((run) => ({
      start: (first + run.from) * HOP,
      end: (first + run.to - 1) * HOP + WINDOW,
      confidence: scoreRun(voiced.slice(run.from, run.to)),
    }));
  };
  const framesOf = (span: TimeSpan): [number, number] => [
    Math.max(0, Math.ceil((span.start * RATE) / HOP)),
    Math.min(frames, Math.floor((span.end * RATE - WINDOW) / HOP) + 1),
  ];
  const fits = (run: { start: number; end: number; confidence: number }): boolean => {
    const seconds = (run.end - run.start) / RATE;
    return seconds >= settings.minSec && seconds <= settings.maxSec && run.confidence >= settings.minConfidence;
  };

  // A hesitation stands apart: quiet (under the speech threshold) just before and just after it,
  // where a misheard word runs on into its neighbours.
  const PAUSE_FRAMES = 3;
  const pausedAround = (run: { start: number; end: number }): boolean => {
    const quiet = (from: number, to: number): number => {
      let n = 0;
      for (let f = Math.max(0, from); f < Math.min(frames, to); f++) if (levels[f]! < threshold) n++;
      return n;
    };
    const before = Math.floor(run.start / HOP);
    const after = Math.ceil((run.end - WINDOW) / HOP) + 1;
    return quiet(before - 15, before) >= PAUSE_FRAMES && quiet(after, after + 15) >= PAUSE_FRAMES;
  };

  for (const gap of gapsBetween(words, audio.length / RATE, settings.wordMarginSec)) {
    const [first, last] = framesOf(gap);
    if (last - first < 3) continue;
    const runs = runsIn(first, last);
    // A gap the recogniser left over words it missed holds more speech than one held sound: a filler
    // is (nearly) alone in its gap.
    const loudFrames = (from: number, to: number): number => {
      let n = 0;
      for (let f = from; f < to; f++) if (levels[f]! >= threshold) n++;
      return n;
    };
    const inGap = loudFrames(first, last);
    for (const run of runs.filter((run) => fits(run) && pausedAround(run))) {
      const own = loudFrames(Math.floor(run.start / HOP), Math.ceil((run.end - WINDOW) / HOP) + 1);
      if (inGap - own > MAX_OTHER_FRAMES) continue;
      found.push({ start: round(run.start / RATE), end: round(run.end / RATE), confidence: round(run.confidence) });
    }
  }
  if (settings.minWordCover <= 1) {
    words.forEach((word, index) => {
      const length = word.end - word.start;
      if (word.text !== undefined && word.text.replace(/[^\p{L}]/gu, '').length > settings.maxWordLetters) return;
      if (length < settings.minWordSec || length > settings.maxSec + 0.2) return;
      const [first, last] = framesOf(word);
      if (last - first < 3) return;
      const held = runsIn(first, last)
        .filter(fits)
        .find(
          (run) =>
            (run.end - run.start) / RATE >= Math.max(settings.minWordSec, settings.minWordCover * length) &&
            pausedAround(run),
        );
      if (held)
        found.push({
          start: round(held.start / RATE),
          end: round(held.end / RATE),
          confidence: round(held.confidence),
          word: index,
        });
    });
    found.sort((a, b) => a.start - b.start);
  }
  return found;
}

interface Frame {
  /** Normalised autocorrelation at the pitch period, 0-1. */
  voicing: number;
  /** Pitch period in samples at RATE. */
  lag: number;
  /** Normalised autocorrelation at lags 1..ENVELOPE_LAGS: the shape of the spectrum. */
  envelope: Float32Array;
  voiced: boolean;
}

/** Where no word is, in seconds: each word widened by `margin`, gaps under 50 ms ignored. */
function gapsBetween(words: readonly TimeSpan[], duration: number, margin: number): TimeSpan[] {
  const spans = words.map((w) => ({ start: w.start - margin, end: w.end + margin })).sort((a, b) => a.start - b.start);
  const gaps: TimeSpan[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start - at >= 0.05) gaps.push({ start: at, end: span.start });
    at = Math.max(at, span.end);
  }
  if (duration - at >= 0.05) gaps.push({ start: at, end: duration });
  return gaps;
}

/** Runs of voiced frames, holes of up to BRIDGE frames closed, as [from, to) indices. */
function voicedRuns(frames: readonly (Frame | null)[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  let from = -1;
  let lastVoiced = -1;
  frames.forEach((frame, i) => {
    if (!frame?.voiced) return;
    if (from >= 0 && i - lastVoiced - 1 > BRIDGE) {
      runs.push({ from, to: lastVoiced + 1 });
      from = -1;
    }
    if (from < 0) from = i;
    lastVoiced = i;
  });
  if (from >= 0) runs.push({ from, to: lastVoiced + 1 });
  return runs;
}

/**
 * How filler-like a run is: mean voicing times steadiness. Steadiness falls with the mean change of
 * the spectral envelope from frame to frame and with jumps of pitch (a word's consonants and vowel
 * changes move both; a held "uh" or "mm" glides).
 */
function scoreRun(run: readonly (Frame | null)[]): number {
  const frames = run.filter((f): f is Frame => f !== null && f.voiced);
  if (frames.length < 2) return 0;
  const voicing = frames.reduce((s, f) => s + f.voicing, 0) / frames.length;
  let envelopeChange = 0;
  let pitchJumps = 0;
  for (let i = 1; i < frames.length; i++) {
    const a = frames[i - 1]!;
    const b = frames[i]!;
    let d = 0;
    for (let k = 0; k < ENVELOPE_LAGS; k++) d += Math.abs(a.envelope[k]! - b.envelope[k]!);
    envelopeChange += d / ENVELOPE_LAGS;
    if (Math.abs(Math.log(a.lag / b.lag)) > 0.1) pitchJumps++;
  }
  envelopeChange /= frames.length - 1;
  // Held sounds measured under 0.045; the voiced stretches of words the recogniser missed mostly above.
  if (envelopeChange > MAX_ENVELOPE_CHANGE) return 0;
  const steadiness = Math.max(0, 1 - envelopeChange / 0.15) * (1 - pitchJumps / (frames.length - 1));
  const coverage = frames.length / run.length;
  return voicing * Math.sqrt(steadiness) * coverage;
}

function analyseFrame(audio: Float32Array, at: number): Frame {
  let mean = 0;
  for (let i = 0; i < WINDOW; i++) mean += audio[at + i]!;
  mean /= WINDOW;
  const x = new Float32Array(WINDOW);
  let crossings = 0;
  for (let i = 0; i < WINDOW; i++) {
    x[i] = audio[at + i]! - mean;
    if (i > 0 && x[i]! >= 0 !== x[i - 1]! >= 0) crossings++;
  }
  let best = 0;
  let bestLag = MIN_LAG;
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) {
    const r = correlation(x, lag);
    if (r > best) {
      best = r;
      bestLag = lag;
    }
  }
  const envelope = new Float32Array(ENVELOPE_LAGS);
  for (let k = 0; k < ENVELOPE_LAGS; k++) envelope[k] = correlation(x, k + 1);
  return {
    voicing: best,
    lag: bestLag,
    envelope,
    voiced: best >= VOICING && crossings / WINDOW <= MAX_ZCR,
  };
}

/** Normalised correlation of the window with itself `lag` samples later (over the overlap). */
function correlation(x: Float32Array, lag: number): number {
  let xy = 0;
  let xx = 0;
  let yy = 0;
  for (let i = 0; i + lag < x.length; i++) {
    const a = x[i]!;
    const b = x[i + lag]!;
    xy += a * b;
    xx += a * a;
    yy += b * b;
  }
  return xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
}

function frameDb(audio: Float32Array, at: number): number {
  let energy = 0;
  for (let i = 0; i < WINDOW; i++) energy += audio[at + i]! ** 2;
  return 10 * Math.log10(energy / WINDOW + 1e-12);
}

/** The samples at RATE: averaged in pairs from 16 kHz (a mild low-pass), else picked nearest. */
function toAnalysisRate(samples: Float32Array, rate: number): Float32Array {
  if (rate === RATE) return samples;
  if (rate === 2 * RATE) {
    const out = new Float32Array(samples.length >> 1);
    for (let i = 0; i < out.length; i++) out[i] = (samples[2 * i]! + samples[2 * i + 1]!) / 2;
    return out;
  }
  const out = new Float32Array(Math.floor((samples.length * RATE) / rate));
  for (let i = 0; i < out.length; i++) out[i] = samples[Math.min(samples.length - 1, Math.round((i * rate) / RATE))]!;
  return out;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
