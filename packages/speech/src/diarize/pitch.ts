/**
 * Voice pitch of one analysis frame, cheaply: the frame is averaged down to 4 kHz (pitch lives far
 * below 2 kHz) and the normalised autocorrelation is searched over the lags of 70-400 Hz. Returns
 * log F0, or NaN for a frame without a clear period (unvoiced sounds, noise, silence).
 *
 * Cepstra describe the vocal tract and say little about pitch; two men of similar build can differ
 * mostly in how high they speak, so the voice comparison adds each speaker's usual pitch.
 */
export class PitchTracker {
  private readonly factor: number;
  private readonly minLag: number;
  private readonly maxLag: number;
  private readonly rate: number;
  private readonly x: Float64Array;
  private readonly r: Float64Array;

  constructor(sampleRate: number, frameLength: number) {
    this.factor = Math.max(1, Math.round(sampleRate / 4000));
    this.rate = sampleRate / this.factor;
    this.x = new Float64Array(Math.floor(frameLength / this.factor));
    this.minLag = Math.floor(this.rate / 400);
    // At least a third of the frame must overlap itself at the longest lag.
    this.maxLag = Math.min(Math.ceil(this.rate / 70), Math.floor((2 * this.x.length) / 3));
    this.r = new Float64Array(this.maxLag + 2);
  }

  logF0(frame: Float32Array): number {
    const { x, factor, minLag, maxLag, r } = this;
    const n = x.length;
    let mean = 0;
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let j = 0; j < factor; j++) s += frame[i * factor + j]!;
      x[i] = s / factor;
      mean += x[i]!;
    }
    mean /= n;
    for (let i = 0; i < n; i++) x[i]! -= mean;
    let best = -1;
    let bestLag = -1;
    for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
      let xy = 0;
      let xx = 0;
      let yy = 0;
      for (let t = 0; t + lag < n; t++) {
        const a = x[t]!;
        const b = x[t + lag]!;
        xy += a * b;
        xx += a * a;
        yy += b * b;
      }
      r[lag] = xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
      if (lag >= minLag && lag <= maxLag && r[lag]! > best) {
        best = r[lag]!;
        bestLag = lag;
      }
    }
    if (best < VOICED || bestLag < 0) return NaN;
    // A period's multiples correlate as well as the period itself: prefer the shortest lag that
    // correlates almost as well (half the lag, when it does).
    const half = Math.round(bestLag / 2);
    if (half >= minLag && r[half]! >= 0.9 * best) bestLag = half;
    // Parabolic interpolation between lags: at 4 kHz one lag step is several percent of a man's F0.
    const a = r[bestLag - 1] ?? 0;
    const b = r[bestLag]!;
    const c = r[bestLag + 1] ?? 0;
    const denom = a - 2 * b + c;
    const shift = denom < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / denom)) : 0;
    return Math.log(this.rate / (bestLag + shift));
  }
}

// Normalised autocorrelation a voiced frame reaches at its period.
const VOICED = 0.6;
