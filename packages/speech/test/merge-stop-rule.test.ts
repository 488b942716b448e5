import { describe, expect, it } from 'vitest';
import { MergeHistory, type StopRule } from '../src/diarize/merge-stop-rule.js';

const RULE: StopRule = { ratio: 2, floor: 0.25, recent: 5, smallFrames: 1000, smallShare: 0.1 };

describe('MergeHistory', () => {
  it('refuses a merge of two big clusters costing over ratio times the scale', () => {
    const history = new MergeHistory(RULE, 20_000);
    history.record(0.3, 4000, 3000);
    expect(history.accepts(0.59, 6000, 5000)).toBe(true);
    expect(history.accepts(0.61, 6000, 5000)).toBe(false);
  });

  it('always accepts merges with a small cluster, and does not let them raise the scale', () => {
    const history = new MergeHistory(RULE, 20_000);
    // Costs creeping up through merges of a few seconds each: each under twice the last.
    for (const cost of [0.3, 0.5, 0.9, 1.6]) {
      expect(history.accepts(cost, 5000, 300)).toBe(true);
      history.record(cost, 5000, 300);
    }
    expect(history.reference).toBe(0.25);
    // Two voices of 50 s and 30 s: judged against the floor, not against the creep.
    expect(history.accepts(1.0, 5000, 3000)).toBe(false);
  });

  it('counts a cluster as small relative to the file when the file is short', () => {
    // 4000 frames in all: a tenth (400) is below the 1000-frame bound, so 500 frames can be a voice.
    const short = new MergeHistory(RULE, 4000);
    expect(short.accepts(1.0, 3000, 500)).toBe(false);
    expect(short.accepts(1.0, 3000, 300)).toBe(true);
    const long = new MergeHistory(RULE, 100_000);
    expect(long.accepts(1.0, 30_000, 500)).toBe(true);
  });

  it('lets the carried-over scale stand in until enough merges of its own', () => {
    const history = new MergeHistory({ ...RULE, recent: 2, initial: 1 }, 20_000);
    expect(history.accepts(1.9, 5000, 5000)).toBe(true);
    history.record(0.3, 5000, 5000);
    history.record(0.3, 5000, 5000);
    expect(history.accepts(1.9, 5000, 5000)).toBe(false);
  });
});
