/**
 * A diagonal Gaussian mixture of the file's own speech frames (a "background" model of everybody in
 * it) and the per-segment statistics that compare voices through it.
 *
 * One full-covariance Gaussian per segment mixes up what is said with who says it: two clips of one
 * man saying different words can differ more than two men saying similar ones. Through a mixture,
 * each frame is credited to the sound class it belongs to (its components), and two stretches of
 * speech are compared class by class: how far each one's frames in a class sit from the class mean.
 * That difference follows the voice, not the words.
 */

export interface VoiceGmmSettings {
  components: number;
  iterations: number;
  /** MAP relevance factor: frames a class needs before its own mean counts as much as the model's. */
  relevance: number;
}

// Variances never fall below this share of the file's variance of each coefficient (a component
// that settles on a handful of near-identical frames would otherwise dominate every comparison).
const VARIANCE_FLOOR = 0.01;

export class VoiceGmm {
  readonly components: number;
  readonly dim: number;
  readonly relevance: number;
  readonly means: Float64Array;
  readonly invVariances: Float64Array;
  private readonly logNorm: Float64Array;
  private readonly scratch: Float64Array;

  private constructor(components: number, dim: number, relevance: number) {
    this.components = components;
    this.dim = dim;
    this.relevance = relevance;
    this.means = new Float64Array(components * dim);
    this.invVariances = new Float64Array(components * dim);
    this.logNorm = new Float64Array(components);
    this.scratch = new Float64Array(components);
  }

  /**
   * EM on `count` frames of `dim` values each (row after row in `frames`). Deterministic: the means
   * start at frames spread evenly through the sample, so a file gives the same model every time.
   */
  static train(frames: Float32Array, count: number, dim: number, settings: VoiceGmmSettings): VoiceGmm {
    const k = Math.max(1, Math.min(settings.components, count));
    const gmm = new VoiceGmm(k, dim, settings.relevance);
    const globalMean = new Float64Array(dim);
    const globalVar = new Float64Array(dim);
    for (let t = 0; t < count; t++) for (let d = 0; d < dim; d++) globalMean[d]! += frames[t * dim + d]!;
    for (let d = 0; d < dim; d++) globalMean[d]! /= Math.max(1, count);
    for (let t = 0; t < count; t++)
      for (let d = 0; d < dim; d++) globalVar[d]! += (frames[t * dim + d]! - globalMean[d]!) ** 2;
    for (let d = 0; d < dim; d++) globalVar[d] = Math.max(globalVar[d]! / Math.max(1, count), 1e-12);

    const weights = new Float64Array(k).fill(1 / k);
    const variances = new Float64Array(k * dim);
    for (let c = 0; c < k; c++) {
      const t = Math.floor(((c + 0.5) * count) / k);
      for (let d = 0; d < dim; d++) {
        gmm.means[c * dim + d] = frames[t * dim + d] ?? globalMean[d]!;
        variances[c * dim + d] = globalVar[d]!;
      }
    }
    gmm.update(weights, variances);

    const n = new Float64Array(k);
    const f = new Float64Array(k * dim);
    const s = new Float64Array(k * dim);
    const post = new Float64Array(k);
    for (let iter = 0; iter < settings.iterations; iter++) {
      n.fill(0);
      f.fill(0);
      s.fill(0);
      for (let t = 0; t < count; t++) {
        gmm.posteriors(frames, t * dim, post);
        for (let c = 0; c < k; c++) {
          const g = post[c]!;
          if (g < 1e-6) continue;
          n[c]! += g;
          for (let d = 0; d < dim; d++) {
            const x = frames[t * dim + d]!;
            f[c * dim + d]! += g * x;
            s[c * dim + d]! += g * x * x;
          }
        }
      }
      for (let c = 0; c < k; c++) {
        // A component that lost all its frames keeps its place rather than becoming NaN.
        if (n[c]! < 1) continue;
        weights[c] = n[c]! / count;
        for (let d = 0; d < dim; d++) {
          const m = f[c * dim + d]! / n[c]!;
          gmm.means[c * dim + d] = m;
          variances[c * dim + d] = Math.max(s[c * dim + d]! / n[c]! - m * m, VARIANCE_FLOOR * globalVar[d]!);
        }
      }
      gmm.update(weights, variances);
    }
    return gmm;
  }

  private update(weights: Float64Array, variances: Float64Array): void {
    for (let c = 0; c < this.components; c++) {
      let logDet = 0;
      for (let d = 0; d < this.dim; d++) {
        const v = variances[c * this.dim + d]!;
        this.invVariances[c * this.dim + d] = 1 / v;
        logDet += Math.log(v);
      }
      this.logNorm[c] = Math.log(Math.max(weights[c]!, 1e-12)) - 0.5 * logDet;
    }
  }

  /** Component posteriors of the frame at `x[offset..offset+dim)`, written into `out`. */
  posteriors(x: ArrayLike<number>, offset: number, out: Float64Array): void {
    const dim = this.dim;
    let best = -Infinity;
    for (let c = 0; c < this.components; c++) {
      let q = 0;
      const row = c * dim;
      for (let d = 0; d < dim; d++) {
        const diff = x[offset + d]! - this.means[row + d]!;
        q += diff * diff * this.invVariances[row + d]!;
      }
      const l = this.logNorm[c]! - 0.5 * q;
      out[c] = l;
      if (l > best) best = l;
    }
    let sum = 0;
    for (let c = 0; c < this.components; c++) {
      const e = Math.exp(out[c]! - best);
      out[c] = e;
      sum += e;
    }
    for (let c = 0; c < this.components; c++) out[c]! /= sum;
  }

  /** Adds one frame to `stats` (zeroth and first order statistics per component). */
  accumulate(stats: VoiceStats, x: ArrayLike<number>, offset = 0): void {
    this.posteriors(x, offset, this.scratch);
    const dim = this.dim;
    for (let c = 0; c < this.components; c++) {
      const g = this.scratch[c]!;
      if (g < 1e-6) continue;
      stats.n[c]! += g;
      const row = c * dim;
      for (let d = 0; d < dim; d++) stats.f[row + d]! += g * x[offset + d]!;
    }
  }

  /**
   * How much better the frames of `stats` fit with their own class means (MAP-adapted, so a class
   * seen in few frames stays near the model) than with the model's: half the precision-weighted
   * squared offsets. Two stretches of one voice gain about as much apart as together; two voices
   * lose the difference between them when pooled, and the loss grows with the speech they hold.
   */
  gain(stats: VoiceStats): number {
    const dim = this.dim;
    let total = 0;
    for (let c = 0; c < this.components; c++) {
      const n = stats.n[c]!;
      if (n <= 0) continue;
      const row = c * dim;
      let q = 0;
      for (let d = 0; d < dim; d++) {
        const off = stats.f[row + d]! - n * this.means[row + d]!;
        q += off * off * this.invVariances[row + d]!;
      }
      total += q / (n + this.relevance);
    }
    return 0.5 * total;
  }
}

/**
 * Zeroth (`n`, per component) and first order (`f`, per component and coefficient) statistics, and
 * the count, sum and sum of squares of log F0 over the voiced frames (see PitchTracker).
 */
export class VoiceStats {
  readonly n: Float64Array;
  readonly f: Float64Array;
  pitchCount = 0;
  pitchSum = 0;
  pitchSquares = 0;

  constructor(components: number, dim: number) {
    this.n = new Float64Array(components);
    this.f = new Float64Array(components * dim);
  }

  get frames(): number {
    let s = 0;
    for (const v of this.n) s += v;
    return s;
  }

  add(other: VoiceStats): void {
    for (let i = 0; i < this.n.length; i++) this.n[i]! += other.n[i]!;
    for (let i = 0; i < this.f.length; i++) this.f[i]! += other.f[i]!;
    this.pitchCount += other.pitchCount;
    this.pitchSum += other.pitchSum;
    this.pitchSquares += other.pitchSquares;
  }

  addPitch(logF0: number): void {
    this.pitchCount++;
    this.pitchSum += logF0;
    this.pitchSquares += logF0 * logF0;
  }

  static sum(parts: VoiceStats[], components: number, dim: number): VoiceStats {
    const s = new VoiceStats(components, dim);
    for (const p of parts) s.add(p);
    return s;
  }
}

/**
 * Keeps an evenly spread sample of at most `capacity` frames from a stream of unknown length: every
 * `stride`-th frame, and when the buffer fills, every second kept frame is dropped and the stride
 * doubles. Memory stays fixed however long the file, and the sample is the same on every run.
 */
export class FrameSample {
  readonly frames: Float32Array;
  count = 0;
  private stride = 1;
  private seen = 0;

  constructor(
    private readonly capacity: number,
    private readonly dim: number,
  ) {
    this.frames = new Float32Array(capacity * dim);
  }

  push(x: ArrayLike<number>): void {
    if (this.seen++ % this.stride !== 0) return;
    if (this.count === this.capacity) {
      const d = this.dim;
      for (let i = 0; 2 * i < this.count; i++) this.frames.copyWithin(i * d, 2 * i * d, 2 * i * d + d);
      this.count = Math.ceil(this.count / 2);
      this.stride *= 2;
      // This frame is kept only if it falls on the new stride.
      if ((this.seen - 1) % this.stride !== 0) return;
    }
    for (let d = 0; d < this.dim; d++) this.frames[this.count * this.dim + d] = x[d]!;
    this.count++;
  }
}
