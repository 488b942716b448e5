import { describe, expect, it } from 'vitest';
import type { Snippet } from '@scriptloom/contracts';
import { estimatedAccuracy } from '../src/estimated-accuracy.js';

const snippet = (words: [number, boolean][]): Snippet =>
  ({
    id: 'p',
    speaker: 'A',
    start: 0,
    end: 1,
    words: words.map(([confidence, is_removed], i) => ({ text: `w${i}`, start: i, end: i, confidence, is_removed })),
    comments: [],
  }) as unknown as Snippet;

describe('estimated accuracy', () => {
  it('is the mean confidence of the words kept, struck ones left out', () => {
    expect(
      estimatedAccuracy([
        snippet([
          [0.9, false],
          [0.5, false],
          [0.1, true],
        ]),
      ]),
    ).toBeCloseTo(0.7);
  });

  it('is null with no words to judge', () => {
    expect(estimatedAccuracy([])).toBeNull();
    expect(estimatedAccuracy([snippet([[0.4, true]])])).toBeNull();
  });
});
