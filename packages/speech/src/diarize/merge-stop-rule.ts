export interface StopRule {
  /** A merge is refused when it costs more than `ratio` times the recent scale. */
  ratio: number;
  /** Lowest scale: early merges of short segments cost less than zero and say nothing about speakers. */
  floor: number;
  /** How many recent merges set the scale. */
  recent: number;
  /** Scale carried over from an earlier stage, or from the file itself (see clusterByBic). */
  initial?: number;
}

/**
 * When to stop merging without a speaker count. The cost of merging two clusters of one speaker
 * depends on the recording (microphone, noise, how varied the speech is), so no fixed threshold
 * fits every file; what holds is that the first merge of two different speakers costs several times
 * more than the same-speaker merges before it (3x to 10x on every test file). So the rule compares
 * each merge with the largest of the last few accepted ones and refuses a jump.
 */
export class MergeHistory {
  private readonly costs: number[] = [];

  constructor(private readonly rule: StopRule) {}

  get reference(): number {
    // The initial scale only stands in until the file's own recent merges can speak.
    const initial = this.costs.length < this.rule.recent ? (this.rule.initial ?? -Infinity) : -Infinity;
    return Math.max(this.rule.floor, initial, ...this.costs);
  }

  accepts(cost: number): boolean {
    return cost <= this.rule.ratio * this.reference;
  }

  record(cost: number): void {
    this.costs.push(cost);
    if (this.costs.length > this.rule.recent) this.costs.shift();
  }
}
