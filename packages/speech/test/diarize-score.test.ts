import { describe, expect, it } from 'vitest';
import {
  maxWeightAssignment,
  normaliseWords,
  segmentSpeakerAccuracy,
  speakerAccuracy,
  wordErrorRate,
  wordErrors,
  type RefTurn,
} from '../../../scripts/bench/score.js';

describe('normaliseWords', () => {
  it.each([
    ['Hello, World!', ['hello', 'world']],
    ["Don't stop: it's 4 o'clock.", ['dont', 'stop', 'its', '4', 'oclock']],
    ['Café — naïve “quotes”', ['café', 'naïve', 'quotes']],
    ['seventy-two 72 3.5', ['seventy', 'two', '72', '3', '5']],
    ['  \n ', []],
  ])('%s', (text, words) => {
    expect(normaliseWords(text)).toEqual(words);
  });
});

describe('wordErrorRate', () => {
  const w = (s: string) => s.split(' ').filter(Boolean);

  it('is 0 for identical texts and counts each kind of error', () => {
    expect(wordErrorRate(w('the cat sat'), w('the cat sat'))).toBe(0);
    expect(wordErrors(w('the cat sat'), w('the bat sat'))).toMatchObject({
      substitutions: 1,
      deletions: 0,
      insertions: 0,
    });
    expect(wordErrors(w('the cat sat'), w('the sat'))).toMatchObject({ substitutions: 0, deletions: 1, insertions: 0 });
    expect(wordErrors(w('the cat sat'), w('the cat sat down'))).toMatchObject({
      substitutions: 0,
      deletions: 0,
      insertions: 1,
    });
  });

  it('divides by the reference length and can exceed 1', () => {
    expect(wordErrorRate(w('a b c d'), w('a x c'))).toBeCloseTo(0.5);
    expect(wordErrorRate(w('a'), w('x y z'))).toBe(3);
  });

  it('finds the cheapest alignment, not a greedy one', () => {
    // One deletion at the front beats four substitutions.
    expect(wordErrors(w('so we went home today'), w('we went home today'))).toMatchObject({
      substitutions: 0,
      deletions: 1,
      insertions: 0,
      rate: 0.2,
    });
  });

  it('handles empty sides', () => {
    expect(wordErrorRate([], [])).toBe(0);
    expect(wordErrorRate(w('a b'), [])).toBe(1);
    expect(wordErrorRate([], w('a b'))).toBe(2);
  });
});

const turns: RefTurn[] = [
  { speaker: 'Ann', start: 0, end: 10 },
  { speaker: 'Bob', start: 10.5, end: 20 },
  { speaker: 'Ann', start: 20.5, end: 30 },
];

describe('speakerAccuracy', () => {
  const word = (t: number, speaker?: string | number) => ({ text: 'x', start: t, end: t + 0.3, speaker });

  it('does not care how the hypothesis names its speakers', () => {
    const hyp = [word(1, 7), word(5, 7), word(12, 3), word(25, 7)];
    expect(speakerAccuracy(turns, hyp)).toBe(1);
  });

  it('maps labels one to one: two labels cannot both be Ann', () => {
    // Labels 0 and 2 both sit in Ann's turns; only one of them can map to her.
    const hyp = [word(1, 0), word(2, 0), word(12, 1), word(22, 2)];
    expect(speakerAccuracy(turns, hyp)).toBe(0.75);
  });

  it('places words in a gap by the nearest turn and counts unlabelled words as wrong', () => {
    const hyp = [word(10, 'a'), word(10.4, 'b'), word(15, 'b'), word(16)];
    // 10-10.3 (mid 10.15) is nearer Ann's end; 10.4-10.7 (mid 10.55) is inside Bob's turn.
    expect(speakerAccuracy(turns, hyp)).toBe(0.75);
  });

  it('is 0 without words', () => {
    expect(speakerAccuracy(turns, [])).toBe(0);
  });
});

describe('segmentSpeakerAccuracy', () => {
  it('takes the majority label of each turn, weighted by turn length', () => {
    const segments = [
      { start: 0, end: 9, speaker: 0 },
      { start: 9, end: 12, speaker: 1 }, // a little of Ann's first turn: the majority is still 0
      { start: 12, end: 20, speaker: 1 },
      { start: 20.5, end: 30, speaker: 1 }, // Ann's second turn given to Bob's label
    ];
    expect(segmentSpeakerAccuracy(turns, segments)).toBeCloseTo((10 + 9.5) / 29, 6);
  });

  it('scores a turn nobody was assigned as wrong', () => {
    expect(segmentSpeakerAccuracy(turns, [{ start: 0, end: 10, speaker: 'A' }])).toBeCloseTo(10 / 29, 6);
  });
});

describe('maxWeightAssignment', () => {
  it('finds the best one-to-one matching where greedy picking fails', () => {
    // Greedy takes 9 (row 0 -> col 0) and then only 1; the best is 8 + 7.
    expect(
      maxWeightAssignment([
        [9, 8],
        [7, 1],
      ]),
    ).toEqual([1, 0]);
  });

  it('leaves extra rows unmatched on a rectangular matrix', () => {
    const result = maxWeightAssignment([[1], [5], [3]]);
    expect(result).toEqual([-1, 0, -1]);
  });

  it('matches a brute-force search on random 5x5 matrices', () => {
    let seed = 5;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const permutations = (n: number): number[][] =>
      n === 0
        ? [[]]
        : permutations(n - 1).flatMap((p) =>
            Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
          );
    for (let trial = 0; trial < 20; trial++) {
      const m = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => Math.floor(random() * 100)));
      const total = (a: number[]) => a.reduce((s, c, r) => s + m[r]![c]!, 0);
      const best = Math.max(...permutations(5).map(total));
      expect(total(maxWeightAssignment(m))).toBe(best);
    }
  });
});
