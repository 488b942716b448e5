/**
 * Power spectrum of a real signal of power-of-two length N. The real input is packed into a complex
 * signal of N/2 points (even samples real, odd samples imaginary), transformed with an iterative
 * radix-2 FFT, then split back into the spectrum of the real signal: half the work of a plain complex
 * FFT. All tables are built once per size, and the transform allocates nothing per call.
 */
export class RealPowerSpectrum {
  readonly size: number;
  /** Bins 0..N/2 inclusive. */
  readonly bins: number;
  private readonly half: number;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly bitReverse: Uint32Array;
  // Twiddles of the N/2-point complex FFT.
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  // Twiddles of the final split step, exp(-2 pi i k / N).
  private readonly splitCos: Float64Array;
  private readonly splitSin: Float64Array;

  constructor(size: number) {
    if (size < 4 || (size & (size - 1)) !== 0) throw new Error(`FFT size must be a power of two >= 4, got ${size}`);
    this.size = size;
    this.half = size >> 1;
    this.bins = this.half + 1;
    const m = this.half;
    this.re = new Float64Array(m);
    this.im = new Float64Array(m);
    this.bitReverse = new Uint32Array(m);
    const bits = Math.log2(m);
    for (let i = 0; i < m; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.bitReverse[i] = r;
    }
    this.cos = new Float64Array(m >> 1);
    this.sin = new Float64Array(m >> 1);
    for (let k = 0; k < m >> 1; k++) {
      this.cos[k] = Math.cos((2 * Math.PI * k) / m);
      this.sin[k] = Math.sin((2 * Math.PI * k) / m);
    }
    this.splitCos = new Float64Array(m + 1);
    this.splitSin = new Float64Array(m + 1);
    for (let k = 0; k <= m; k++) {
      this.splitCos[k] = Math.cos((2 * Math.PI * k) / size);
      this.splitSin[k] = Math.sin((2 * Math.PI * k) / size);
    }
  }

  /**
   * Writes |X[k]|^2 for k = 0..N/2 into `out`. `input` may be shorter than N: the rest counts as zeros
   * (the usual zero padding of a 400-sample window to 512).
   */
  compute(input: Float32Array | Float64Array, out: Float64Array): void {
    const m = this.half;
    const re = this.re;
    const im = this.im;
    const rev = this.bitReverse;
    const len = input.length;
    for (let k = 0; k < m; k++) {
      const j = rev[k]!;
      const a = 2 * k;
      re[j] = a < len ? input[a]! : 0;
      im[j] = a + 1 < len ? input[a + 1]! : 0;
    }
    // Iterative Cooley-Tukey butterflies; twiddle stride halves as the blocks grow.
    for (let block = 2; block <= m; block <<= 1) {
      const halfBlock = block >> 1;
      const stride = m / block;
      for (let start = 0; start < m; start += block) {
        for (let j = 0; j < halfBlock; j++) {
          const wr = this.cos[j * stride]!;
          const wi = -this.sin[j * stride]!;
          const p = start + j;
          const q = p + halfBlock;
          const tr = wr * re[q]! - wi * im[q]!;
          const ti = wr * im[q]! + wi * re[q]!;
          re[q] = re[p]! - tr;
          im[q] = im[p]! - ti;
          re[p] = re[p]! + tr;
          im[p] = im[p]! + ti;
        }
      }
    }
    // Split: X[k] = E[k] + exp(-2 pi i k/N) O[k], with E and O the spectra of even and odd samples,
    // recovered from Z[k] and conj(Z[m-k]).
    for (let k = 0; k <= m; k++) {
      const a = re[k % m]!;
      const b = im[k % m]!;
      const c = re[(m - k) % m]!;
      const d = im[(m - k) % m]!;
      const er = (a + c) / 2;
      const ei = (b - d) / 2;
      const or = (b + d) / 2;
      const oi = -(a - c) / 2;
      const cs = this.splitCos[k]!;
      const sn = this.splitSin[k]!;
      const xr = er + cs * or + sn * oi;
      const xi = ei + cs * oi - sn * or;
      out[k] = xr * xr + xi * xi;
    }
  }
}
