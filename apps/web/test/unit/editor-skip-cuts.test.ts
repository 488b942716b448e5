import { planEdit } from '@scriptloom/transcript';
import { describe, expect, it } from 'vitest';
import { CUT_END_SLACK_S, nextCutStart, skipTarget } from '../../src/features/editor/playback/skip-cuts';

const cuts = [
  { start: 0, end: 1.5 }, // at the file's start
  { start: 4, end: 4.2 }, // a short "um"
  { start: 7, end: 8 }, // two cuts that touch: no kept stretch between
  { start: 8, end: 9.25 },
  { start: 12, end: 15 }, // to the file's end
];

describe('skipping cuts in playback', () => {
  it('plays on where no cut is', () => {
    for (const t of [1.6, 3.99, 4.3, 6.999, 10, 11.9]) expect(skipTarget(cuts, t)).toBeNull();
  });

  it('jumps from anywhere in a cut to its end', () => {
    expect(skipTarget(cuts, 0.7)).toBe(1.5);
    expect(skipTarget(cuts, 4.1)).toBe(4.2);
    expect(skipTarget(cuts, 13)).toBe(15);
  });

  it('skips a cut from its very start, and plays from its very end', () => {
    expect(skipTarget(cuts, 0)).toBe(1.5);
    expect(skipTarget(cuts, 4)).toBe(4.2);
    expect(skipTarget(cuts, 1.5)).toBeNull();
    expect(skipTarget(cuts, 4.2)).toBeNull();
    expect(skipTarget(cuts, 15)).toBeNull();
  });

  it('does not seek again when a seek lands a hair short of the end', () => {
    expect(skipTarget(cuts, 4.2 - CUT_END_SLACK_S / 2)).toBeNull();
    expect(skipTarget(cuts, 4.2 - CUT_END_SLACK_S * 2)).toBe(4.2);
  });

  it('goes past touching cuts in one jump', () => {
    expect(skipTarget(cuts, 7)).toBe(9.25);
    expect(skipTarget(cuts, 7.5)).toBe(9.25);
    expect(skipTarget(cuts, 8)).toBe(9.25);
    expect(skipTarget(cuts, 9.25)).toBeNull();
  });

  it('with no cuts, or a time that is not a number, never jumps', () => {
    expect(skipTarget([], 3)).toBeNull();
    expect(skipTarget(cuts, Number.NaN)).toBeNull();
    expect(skipTarget(cuts, -1)).toBeNull();
  });

  it('says when the next cut is due', () => {
    expect(nextCutStart(cuts, 2)).toBe(4);
    expect(nextCutStart(cuts, 4)).toBe(7);
    expect(nextCutStart(cuts, 12.5)).toBeNull();
    expect(nextCutStart([], 0)).toBeNull();
  });

  it("skips a struck word of the planner's plan, and no kept word", () => {
    const word = (text: string, start: number, end: number, struck = false) => ({
      text,
      start,
      end,
      confidence: 1,
      is_removed: struck,
    });
    const snippets = [
      {
        speaker: 'A',
        start: 0,
        end: 3,
        start_timestamp: '00:00:00',
        end_timestamp: '00:00:03',
        words: [word('so', 0.2, 0.5), word('um', 0.8, 1.0, true), word('then', 1.3, 1.6)],
        comments: [],
      },
    ] as unknown as Parameters<typeof planEdit>[0];
    const plan = planEdit(snippets, { duration: 3 });
    // Every moment of the struck word is skipped, to a point at or before the next kept word.
    for (let t = 0.8; t <= 1.0; t += 0.01) {
      const to = skipTarget(plan.cuts, t);
      expect(to).not.toBeNull();
      expect(to!).toBeGreaterThan(1.0);
      expect(to!).toBeLessThanOrEqual(1.3);
    }
    // Kept words play as they are.
    for (const t of [0.2, 0.35, 0.5, 1.3, 1.45, 1.6]) expect(skipTarget(plan.cuts, t)).toBeNull();
  });
});
