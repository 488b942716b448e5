import { choleskyLogDet, inverseFromCholesky } from './cholesky.js';

/**
 * Sufficient statistics of a full-covariance Gaussian: frame count, sum and sum of outer products.
 * Merging two sets of frames is adding their statistics, which is what lets segmentation and
 * clustering work without keeping any frames around.
 */
export class GaussianStats {
  readonly dim: number;
  count = 0;
  readonly sum: Float64Array;
  /** Sum of x x^T, lower triangle kept up to date (upper ignored). */
  readonly scatter: Float64Array;

  constructor(dim: number) {
    this.dim = dim;
    this.sum = new Float64Array(dim);
    this.scatter = new Float64Array(dim * dim);
  }

  /** Adds one frame: the first `dim` values of `x` from `offset`. */
  add(x: Float64Array, offset = 0): void {
    const d = this.dim;
    this.count++;
    for (let i = 0; i < d; i++) {
      const xi = x[offset + i]!;
      this.sum[i]! += xi;
      const row = i * d;
      for (let j = 0; j <= i; j++) this.scatter[row + j]! += xi * x[offset + j]!;
    }
  }

  addStats(other: GaussianStats): void {
    this.count += other.count;
    for (let i = 0; i < this.dim; i++) this.sum[i]! += other.sum[i]!;
    for (let i = 0; i < this.scatter.length; i++) this.scatter[i]! += other.scatter[i]!;
  }

  reset(): void {
    this.count = 0;
    this.sum.fill(0);
    this.scatter.fill(0);
  }

  clone(): GaussianStats {
    const c = new GaussianStats(this.dim);
    c.addStats(this);
    return c;
  }

  mean(): Float64Array {
    const m = new Float64Array(this.dim);
    for (let i = 0; i < this.dim; i++) m[i] = this.sum[i]! / this.count;
    return m;
  }

  /** Diagonal of the covariance (used to scale the ridge to each coefficient). */
  variances(): Float64Array {
    const d = this.dim;
    const v = new Float64Array(d);
    for (let i = 0; i < d; i++) {
      const m = this.sum[i]! / this.count;
      v[i] = Math.max(this.scatter[i * d + i]! / this.count - m * m, 1e-12);
    }
    return v;
  }
}

/**
 * Writes the (lower-triangle) covariance of a, or of a and b pooled, into `out`, plus a ridge on the
 * diagonal: short segments have fewer frames than parameters, and the ridge keeps log|Sigma| finite
 * and comparable instead of diving to -Infinity.
 */
export function pooledCovariance(out: Float64Array, ridge: Float64Array, a: GaussianStats, b?: GaussianStats): number {
  const d = a.dim;
  const n = a.count + (b?.count ?? 0);
  const inv = 1 / n;
  // Clustering evaluates this for every candidate pair, so the pooled case gets its own branch-free
  // loops and the mean is formed once per call, not once per matrix entry.
  const mean = meanScratch(d);
  if (b) {
    for (let i = 0; i < d; i++) mean[i] = (a.sum[i]! + b.sum[i]!) * inv;
    for (let i = 0; i < d; i++) {
      const row = i * d;
      const mi = mean[i]!;
      for (let j = 0; j <= i; j++) out[row + j] = (a.scatter[row + j]! + b.scatter[row + j]!) * inv - mi * mean[j]!;
      out[row + i]! += ridge[i]!;
    }
  } else {
    for (let i = 0; i < d; i++) mean[i] = a.sum[i]! * inv;
    for (let i = 0; i < d; i++) {
      const row = i * d;
      const mi = mean[i]!;
      for (let j = 0; j <= i; j++) out[row + j] = a.scatter[row + j]! * inv - mi * mean[j]!;
      out[row + i]! += ridge[i]!;
    }
  }
  return n;
}

// One scratch mean for all calls: they are synchronous, so none can interleave with another.
let scratch = new Float64Array(0);
const meanScratch = (d: number): Float64Array => (scratch.length >= d ? scratch : (scratch = new Float64Array(d)));

/** log|Sigma| of one set of statistics (regularised). `work` is a d*d scratch buffer. */
export function logDetCovariance(stats: GaussianStats, ridge: Float64Array, work: Float64Array): number {
  pooledCovariance(work, ridge, stats);
  return choleskyLogDet(work, stats.dim);
}

/** log|Sigma| of two sets pooled, without building the pooled statistics. */
export function logDetPooled(a: GaussianStats, b: GaussianStats, ridge: Float64Array, work: Float64Array): number {
  pooledCovariance(work, ridge, a, b);
  return choleskyLogDet(work, a.dim);
}

/** BIC model-size penalty for one full-covariance Gaussian of dimension d over n frames. */
export function bicPenalty(d: number, n: number): number {
  return 0.5 * (d + (d * (d + 1)) / 2) * Math.log(n);
}

/**
 * A frozen Gaussian for scoring other statistics against it: mean, inverse covariance and log|Sigma|.
 */
export class GaussianModel {
  readonly mean: Float64Array;
  readonly precision: Float64Array;
  readonly logDet: number;
  private readonly dim: number;

  constructor(stats: GaussianStats, ridge: Float64Array) {
    const d = stats.dim;
    this.dim = d;
    this.mean = stats.mean();
    const chol = new Float64Array(d * d);
    pooledCovariance(chol, ridge, stats);
    this.logDet = choleskyLogDet(chol, d);
    this.precision = inverseFromCholesky(chol, d);
  }

  /**
   * Mean per-frame log-likelihood (constants dropped) of the frames summarised by `s`:
   * -0.5 (log|Sigma| + tr(P S)/n), with S the scatter of those frames about this model's mean.
   */
  averageLogLikelihood(s: GaussianStats): number {
    const d = this.dim;
    const n = s.count;
    let trace = 0;
    for (let i = 0; i < d; i++) {
      for (let j = 0; j < d; j++) {
        // Scatter about our mean: sum xx^T - sum m^T - m sum^T + n m m^T (lower triangle stored).
        const xx = i >= j ? s.scatter[i * d + j]! : s.scatter[j * d + i]!;
        const sij = xx - s.sum[i]! * this.mean[j]! - this.mean[i]! * s.sum[j]! + n * this.mean[i]! * this.mean[j]!;
        trace += this.precision[j * d + i]! * sij;
      }
    }
    return -0.5 * (this.logDet + trace / n);
  }
}
