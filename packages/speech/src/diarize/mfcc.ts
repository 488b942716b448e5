import { RealPowerSpectrum } from './fft.js';
import { MelFilterbank } from './mel-filterbank.js';

export interface MfccSettings {
  sampleRate: number;
  /** Window length in samples (25 ms at 16 kHz). */
  frameLength: number;
  /** Hop in samples (10 ms at 16 kHz). */
  hop: number;
  fftSize: number;
  melFilters: number;
  /** Cepstra kept, c0 included. */
  cepstra: number;
  preEmphasis: number;
  lowHz: number;
  highHz: number;
}

export const DEFAULT_MFCC: MfccSettings = {
  sampleRate: 16000,
  frameLength: 400,
  hop: 160,
  fftSize: 512,
  melFilters: 26,
  cepstra: 20,
  preEmphasis: 0.97,
  lowHz: 20,
  // MP3 and phone-band sources carry little above this; filters past it would model the codec, not the voice.
  highHz: 7600,
};

// Floor for log energies, so digital silence gives a finite (and constant) value.
const LOG_FLOOR = 1e-10;
/**
 * Filter energies are also floored relative to the frame's strongest filter. Bands this far below the
 * peak hold window leakage and codec noise, whose logarithm swings by tens of dB from frame to frame
 * and would otherwise dominate the high cepstra with noise that says nothing about the voice.
 */
const DYNAMIC_RANGE = 1e-5;

/**
 * Mel-frequency cepstral coefficients of one frame at a time. Every buffer is preallocated, so the
 * per-frame cost is one windowing pass, one FFT, the filterbank and a small DCT.
 */
export class MfccExtractor {
  readonly settings: MfccSettings;
  private readonly window: Float64Array;
  private readonly work: Float64Array;
  private readonly power: Float64Array;
  private readonly mel: Float64Array;
  private readonly dct: Float64Array;
  private readonly fft: RealPowerSpectrum;
  private readonly filterbank: MelFilterbank;

  constructor(settings: MfccSettings = DEFAULT_MFCC) {
    this.settings = settings;
    const { frameLength, fftSize, melFilters, cepstra } = settings;
    this.window = new Float64Array(frameLength);
    for (let i = 0; i < frameLength; i++)
      this.window[i] = 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (frameLength - 1));
    this.work = new Float64Array(frameLength);
    this.fft = new RealPowerSpectrum(fftSize);
    this.power = new Float64Array(this.fft.bins);
    this.filterbank = new MelFilterbank({
      count: melFilters,
      fftSize,
      sampleRate: settings.sampleRate,
      lowHz: settings.lowHz,
      highHz: settings.highHz,
    });
    this.mel = new Float64Array(melFilters);
    // Orthonormal DCT-II rows, so c0 and the other cepstra share one scale.
    this.dct = new Float64Array(cepstra * melFilters);
    for (let j = 0; j < cepstra; j++) {
      const scale = Math.sqrt((j === 0 ? 1 : 2) / melFilters);
      for (let m = 0; m < melFilters; m++)
        this.dct[j * melFilters + m] = scale * Math.cos((Math.PI * j * (m + 0.5)) / melFilters);
    }
  }

  /**
   * Writes the cepstra of `frame` into `out` and returns the frame's energy in dB relative to full
   * scale (after removing its DC offset), which the speech gate uses.
   */
  compute(frame: Float32Array, out: Float64Array): number {
    const n = this.settings.frameLength;
    const w = this.work;
    let mean = 0;
    for (let i = 0; i < n; i++) mean += frame[i]!;
    mean /= n;
    let energy = 0;
    for (let i = 0; i < n; i++) {
      const v = frame[i]! - mean;
      w[i] = v;
      energy += v * v;
    }
    // Pre-emphasis flattens the spectral tilt of voiced speech; walk backwards to do it in place.
    const k = this.settings.preEmphasis;
    for (let i = n - 1; i > 0; i--) w[i] = (w[i]! - k * w[i - 1]!) * this.window[i]!;
    w[0] = w[0]! * (1 - k) * this.window[0]!;
    this.fft.compute(w, this.power);
    this.filterbank.apply(this.power, this.mel);
    const filters = this.settings.melFilters;
    let peak = 0;
    for (let m = 0; m < filters; m++) peak = Math.max(peak, this.mel[m]!);
    const floor = Math.max(LOG_FLOOR, peak * DYNAMIC_RANGE);
    for (let m = 0; m < filters; m++) this.mel[m] = Math.log(Math.max(this.mel[m]!, floor));
    for (let j = 0; j < this.settings.cepstra; j++) {
      let sum = 0;
      const row = j * filters;
      for (let m = 0; m < filters; m++) sum += this.dct[row + m]! * this.mel[m]!;
      out[j] = sum;
    }
    return 10 * Math.log10(energy / n + LOG_FLOOR);
  }
}
