/** One triangular filter over a contiguous run of FFT bins. */
interface MelFilter {
  firstBin: number;
  weights: Float64Array;
}

const hzToMel = (hz: number): number => 2595 * Math.log10(1 + hz / 700);
const melToHz = (mel: number): number => 700 * (10 ** (mel / 2595) - 1);

/**
 * Triangular filters spaced evenly on the mel scale. Edges are kept in Hz rather than rounded to bins,
 * so the narrow low filters of a 512-point FFT at 16 kHz still cover at least one bin each.
 */
export class MelFilterbank {
  readonly count: number;
  private readonly filters: MelFilter[];

  constructor(options: { count: number; fftSize: number; sampleRate: number; lowHz: number; highHz: number }) {
    const { count, fftSize, sampleRate, lowHz, highHz } = options;
    this.count = count;
    const lowMel = hzToMel(lowHz);
    const step = (hzToMel(highHz) - lowMel) / (count + 1);
    const edges = Array.from({ length: count + 2 }, (_, i) => melToHz(lowMel + i * step));
    const binHz = sampleRate / fftSize;
    const bins = fftSize / 2 + 1;
    this.filters = [];
    for (let f = 0; f < count; f++) {
      const left = edges[f]!;
      const centre = edges[f + 1]!;
      const right = edges[f + 2]!;
      const first = Math.max(0, Math.ceil(left / binHz));
      const last = Math.min(bins - 1, Math.floor(right / binHz));
      const weights = new Float64Array(Math.max(0, last - first + 1));
      for (let k = first; k <= last; k++) {
        const hz = k * binHz;
        weights[k - first] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
      }
      this.filters.push({ firstBin: first, weights });
    }
  }

  /** Filter energies of one power spectrum. */
  apply(power: Float64Array, out: Float64Array): void {
    for (let f = 0; f < this.count; f++) {
      const { firstBin, weights } = this.filters[f]!;
      let sum = 0;
      for (let i = 0; i < weights.length; i++) sum += weights[i]! * power[firstBin + i]!;
      out[f] = sum;
    }
  }
}
