import { bicPenalty, GaussianStats, logDetCovariance, logDetPooled } from './gaussian-stats.js';

/** A stretch of speech frames believed to hold one speaker, with their statistics. */
export interface SpeechSegment {
  /** First speech frame (index in the file's frame sequence). */
  firstFrame: number;
  /** Last speech frame, inclusive. */
  lastFrame: number;
  stats: GaussianStats;
}

export interface ChangeDetectorSettings {
  /** Feature dimension of the frames pushed in. */
  dim: number;
  /** Leading dimensions used to compare windows (fewer, steadier estimates from 1-2 s of speech). */
  compareDim: number;
  /** Speech frames in each of the two compared windows. */
  window: number;
  /** Candidate change points are tested every `step` speech frames. */
  step: number;
  /** A change must be the highest score within this many speech frames either side. */
  peakRadius: number;
  /** BIC penalty weight: higher means fewer changes. */
  lambda: number;
  /** This many non-speech frames in a row end the segment (a pause is the cheapest turn boundary). */
  pauseFrames: number;
}

/**
 * Cuts the speech frames of a stream into single-speaker segments, online. Pauses always cut.
 * Inside continuous speech, two adjacent windows of speech frames are compared with Delta-BIC (is one
 * Gaussian for both windows worse than one each, by more than the model-size penalty?) and a local
 * maximum above zero becomes a change point. Only the last two windows of frames are kept, in a
 * ring, so memory does not grow with the file.
 */
export class ChangeDetector {
  readonly segments: SpeechSegment[] = [];
  private readonly s: ChangeDetectorSettings;
  private readonly ring: Float64Array;
  private readonly ringFrames: Int32Array;
  private readonly capacity: number;
  /** Speech frames seen in the current run (a run ends at a pause). */
  private runLength = 0;
  /** Run position where the current segment starts. */
  private segmentStart = 0;
  /** Run positions below this are already added to the current segment's statistics. */
  private committed = 0;
  private current: SpeechSegment | undefined;
  private silentRun = 0;
  /** Scores of recent candidate points (run position, Delta-BIC), oldest first. */
  private scores: { at: number; score: number }[] = [];
  /** Candidates at or below this run position are decided. */
  private decidedUpTo = -1;
  private readonly left: GaussianStats;
  private readonly right: GaussianStats;
  private readonly both: GaussianStats;
  private readonly ridge: Float64Array;
  private readonly work: Float64Array;
  private readonly penalty: number;

  constructor(settings: ChangeDetectorSettings) {
    this.s = settings;
    // Left and right windows plus the frames that may still move to a new segment after a late cut.
    this.capacity = 2 * settings.window + settings.step;
    this.ring = new Float64Array(this.capacity * settings.dim);
    this.ringFrames = new Int32Array(this.capacity);
    const c = settings.compareDim;
    this.left = new GaussianStats(c);
    this.right = new GaussianStats(c);
    this.both = new GaussianStats(c);
    this.ridge = new Float64Array(c);
    this.work = new Float64Array(c * c);
    this.penalty = settings.lambda * bicPenalty(c, 2 * settings.window);
  }

  pushSpeech(frame: number, features: Float64Array): void {
    this.silentRun = 0;
    const slot = this.runLength % this.capacity;
    this.ring.set(features.subarray(0, this.s.dim), slot * this.s.dim);
    this.ringFrames[slot] = frame;
    this.runLength++;
    const { window, step, peakRadius } = this.s;
    // Score the point whose right window has just filled.
    const at = this.runLength - window;
    if (at - window >= this.segmentStart && at % step === 0) {
      this.scores.push({ at, score: this.deltaBic(at) });
      this.decide(at - peakRadius);
    }
    // Frames before any point still open for a cut are settled in the current segment.
    this.commitUpTo(Math.min(this.runLength - window - peakRadius, this.decidedUpTo + 1));
  }

  pushSilence(): void {
    this.silentRun++;
    if (this.silentRun === this.s.pauseFrames) this.endRun();
  }

  /** Closes the last segment; call once after the final frame. */
  finish(): void {
    this.endRun();
  }

  private endRun(): void {
    if (this.runLength === 0) return;
    // Candidates near the end of a run never saw their full right neighbourhood: decide on what exists.
    this.decide(this.runLength);
    this.commitUpTo(this.runLength);
    this.closeSegment();
    this.runLength = 0;
    this.segmentStart = 0;
    this.committed = 0;
    this.scores = [];
    this.decidedUpTo = -1;
  }

  /** Accepts or rejects every undecided candidate up to `upTo` (inclusive). */
  private decide(upTo: number): void {
    const r = this.s.peakRadius;
    for (const cand of this.scores) {
      if (cand.at <= this.decidedUpTo || cand.at > upTo) continue;
      this.decidedUpTo = cand.at;
      if (cand.score <= 0 || cand.at - this.segmentStart < this.s.window) continue;
      const isPeak = this.scores.every((o) => Math.abs(o.at - cand.at) > r || o.score <= cand.score);
      if (!isPeak) continue;
      this.commitUpTo(cand.at);
      this.closeSegment();
      this.segmentStart = cand.at;
    }
    // Positions without a candidate are decided too: nothing can cut there any more.
    this.decidedUpTo = Math.max(this.decidedUpTo, upTo);
    // Old scores can no longer be anyone's neighbour.
    const keepFrom = this.decidedUpTo - r;
    if (this.scores.length > 0 && this.scores[0]!.at < keepFrom)
      this.scores = this.scores.filter((o) => o.at >= keepFrom);
  }

  private commitUpTo(position: number): void {
    for (; this.committed < position; this.committed++) {
      const slot = this.committed % this.capacity;
      if (!this.current) {
        this.current = { firstFrame: this.ringFrames[slot]!, lastFrame: 0, stats: new GaussianStats(this.s.dim) };
      }
      this.current.stats.add(this.ring, slot * this.s.dim);
      this.current.lastFrame = this.ringFrames[slot]!;
    }
  }

  private closeSegment(): void {
    if (this.current) this.segments.push(this.current);
    this.current = undefined;
  }

  /** Delta-BIC between the windows [at - W, at) and [at, at + W) of the current run. */
  private deltaBic(at: number): number {
    const { window, dim } = this.s;
    this.left.reset();
    this.right.reset();
    for (let p = at - window; p < at + window; p++) {
      const offset = (p % this.capacity) * dim;
      (p < at ? this.left : this.right).add(this.ring, offset);
    }
    this.both.reset();
    this.both.addStats(this.left);
    this.both.addStats(this.right);
    // Ridge from the pair's own spread: scale-free, and the same for all three models.
    const v = this.both.variances();
    for (let i = 0; i < v.length; i++) this.ridge[i] = 1e-3 * v[i]!;
    const n = this.both.count;
    const whole = logDetPooled(this.left, this.right, this.ridge, this.work);
    const l = logDetCovariance(this.left, this.ridge, this.work);
    const r = logDetCovariance(this.right, this.ridge, this.work);
    return 0.5 * (n * whole - window * l - window * r) - this.penalty;
  }
}
