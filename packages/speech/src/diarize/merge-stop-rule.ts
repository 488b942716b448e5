export interface StopRule {
  /** A merge is refused when it costs more than `ratio` times the recent scale. */
  ratio: number;
  /** Lowest scale: early merges of short segments cost less than zero and say nothing about speakers. */
  floor: number;
  /** How many recent merges set the scale. */
  recent: number;
  /** Scale carried over from an earlier stage, or from the file itself (see clusterByBic). */
  initial?: number;
  /**
   * A cluster of fewer frames than this, or than `smallShare` of all frames clustered (whichever is
   * less), is too small to judge: merges involving one are always accepted and do not set the scale.
   */
  smallFrames: number;
  smallShare: number;
}

/**
 * When to stop merging without a speaker count. The cost of merging two clusters of one speaker
 * depends on the recording (microphone, noise, how varied the speech is), so no fixed threshold
 * fits every file; what holds is that the first merge of two different speakers costs several times
 * more than the same-speaker merges before it. So the rule compares each merge with the largest of
 * the last few accepted ones and refuses a jump.
 *
 * Only merges of two clusters big enough to estimate a voice count. The covariance of a few seconds
 * of speech is mostly estimation noise, so merging such a cluster costs more than its speaker
 * warrants: taken as a speaker change it split one voice into several, and taken into the scale it
 * raised the scale step by step until two real voices (two men, say) merged under the ratio.
 */
export class MergeHistory {
  private readonly costs: number[] = [];
  private readonly smallBelow: number;

  constructor(
    private readonly rule: StopRule,
    totalFrames: number,
  ) {
    this.smallBelow = Math.min(rule.smallFrames, rule.smallShare * totalFrames);
  }

  get reference(): number {
    // The initial scale only stands in until the file's own recent merges can speak.
    const initial = this.costs.length < this.rule.recent ? (this.rule.initial ?? -Infinity) : -Infinity;
    return Math.max(this.rule.floor, initial, ...this.costs);
  }

  /** Whether merging clusters of `sizeA` and `sizeB` frames at `cost` keeps one speaker. */
  accepts(cost: number, sizeA: number, sizeB: number): boolean {
    return this.isSmall(sizeA, sizeB) || cost <= this.rule.ratio * this.reference;
  }

  record(cost: number, sizeA: number, sizeB: number): void {
    if (this.isSmall(sizeA, sizeB)) return;
    this.costs.push(cost);
    if (this.costs.length > this.rule.recent) this.costs.shift();
  }

  private isSmall(sizeA: number, sizeB: number): boolean {
    return Math.min(sizeA, sizeB) < this.smallBelow;
  }
}
