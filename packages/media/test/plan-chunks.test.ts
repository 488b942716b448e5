import { describe, expect, it } from 'vitest';
import { planChunks, type TimeSpan } from '../src/index.js';

const gap = (at: number, width = 0.6): TimeSpan => ({ start: at - width / 2, end: at + width / 2 });

/** Chunks as [start, end] pairs rounded to 0.1 s, easy to read in a table. */
function plan(
  duration: number,
  silences: TimeSpan[],
  options?: { targetSec?: number; maxSec?: number; preferSilenceSec?: number },
) {
  return planChunks(duration, silences, options).map((s) => [round(s.start), round(s.end)]);
}
const round = (n: number) => Math.round(n * 10) / 10;

describe('planChunks', () => {
  // prettier-ignore
  it.each([
    ['nothing for no audio', 0, [], undefined, []],
    ['one chunk for a short file', 20, [gap(10)], undefined, [[0, 20]]],
    ['one chunk up to 1.5 targets when it fits the maximum', 44, [gap(22)], undefined, [[0, 44]]],
    ['cuts in the middle of the silence nearest an even share', 60, [gap(10), gap(29), gap(45)], undefined, [[0, 29], [29, 60]]],
    ['shares evenly instead of leaving a short tail', 98, [10, 20, 33, 40, 50, 66, 80, 90].map((t) => gap(t)), undefined, [[0, 33], [33, 66], [66, 98]]],
    ['hard-cuts at the maximum when there is no silence', 150, [], { targetSec: 60, maxSec: 60 }, [[0, 50], [50, 100], [100, 150]]],
    ['hard-cuts a long silence-free stretch at an even share', 100, [], undefined, [[0, 33.3], [33.3, 66.7], [66.7, 100]]],
    ['takes a silence far from the ideal rather than cutting a word', 70, [gap(50)], undefined, [[0, 50], [50, 70]]],
    ['never leaves a sliver at the end', 65, [gap(64)], undefined, [[0, 32.5], [32.5, 65]]],
    ['ignores silences at the very edges', 40, [gap(0, 1), gap(40, 1)], { targetSec: 20 }, [[0, 20], [20, 40]]],
    ['prefers a long pause to a short one nearer the even share', 60, [gap(30, 0.4), gap(24, 1.2)], { preferSilenceSec: 1 }, [[0, 24], [24, 60]]],
    ['takes a short pause when no long one is in reach', 60, [gap(30, 0.4), gap(5, 1.2)], { preferSilenceSec: 1 }, [[0, 30], [30, 60]]],
  ] as const)('%s', (_name, duration, silences, options, expected) => {
    expect(plan(duration, [...silences], options)).toEqual(expected);
  });

  it('covers the whole file with contiguous chunks no longer than the maximum', () => {
    const silences = Array.from({ length: 500 }, (_, i) => gap(7 + i * 21.7 + (i % 5), 0.4));
    const chunks = planChunks(3 * 3600, silences, { targetSec: 30, maxSec: 60 });
    expect(chunks[0]!.start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(3 * 3600);
    for (let i = 0; i < chunks.length; i++) {
      const c = chunks[i]!;
      expect(c.end - c.start).toBeLessThanOrEqual(60);
      expect(c.end).toBeGreaterThan(c.start);
      if (i > 0) expect(c.start).toBe(chunks[i - 1]!.end);
    }
  });
});
