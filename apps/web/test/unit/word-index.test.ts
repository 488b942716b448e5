import { describe, expect, it } from 'vitest';
import { ActiveWordHighlighter, ACTIVE_WORD_CLASS } from '../../src/shared/playback/highlighter';
import { downsamplePeaks } from '../../src/shared/playback/peaks';
import { buildWordIndex, findActiveWord, SILENCE_AFTER_WORD_S } from '../../src/shared/playback/word-index';

const word = (start: number, end: number) => ({ text: 'w', start, end, confidence: 1, is_removed: false });
const snippets = [
  { words: [word(0.5, 0.9), word(1.0, 1.4), word(1.5, 2.0)] },
  { words: [] },
  { words: [word(6.0, 6.4), word(6.5, 7.0)] },
];

describe('word index', () => {
  const index = buildWordIndex(snippets);

  it('numbers words across paragraphs and remembers where each paragraph starts', () => {
    expect([...index.starts]).toEqual([0.5, 1.0, 1.5, 6.0, 6.5]);
    expect([...index.paragraphOf]).toEqual([0, 0, 0, 2, 2]);
    expect([...index.firstWordOf]).toEqual([0, 3, 3, 5]);
  });

  it('finds the word being spoken with a binary search', () => {
    expect(findActiveWord(index, 0)).toBe(-1);
    expect(findActiveWord(index, 0.5)).toBe(0);
    expect(findActiveWord(index, 0.95)).toBe(0); // short gap: the last word stays lit
    expect(findActiveWord(index, 1.2)).toBe(1);
    expect(findActiveWord(index, 1.99)).toBe(2);
    expect(findActiveWord(index, 2.0 + SILENCE_AFTER_WORD_S + 0.01)).toBe(-1); // long silence
    expect(findActiveWord(index, 6.7)).toBe(4);
    expect(findActiveWord(index, 100)).toBe(-1);
  });

  it('copes with an empty transcript and with a very long one', () => {
    expect(findActiveWord(buildWordIndex([]), 3)).toBe(-1);
    const many = buildWordIndex([{ words: Array.from({ length: 30_000 }, (_, i) => word(i * 0.4, i * 0.4 + 0.3)) }]);
    expect(findActiveWord(many, 4000.1)).toBe(10_000);
  });
});

/** Just enough of the DOM for the highlighter: elements found by data-w, with a class list. */
function fakeParagraph(words: number[]) {
  const nodes = new Map(
    words.map((w) => {
      const classes = new Set<string>();
      const node = {
        classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
        classes,
      };
      return [w, node] as const;
    }),
  );
  const element = {
    querySelector: (selector: string) => nodes.get(Number(/data-w="(\d+)"/.exec(selector)?.[1])) ?? null,
    contains: (node: unknown) => [...nodes.values()].includes(node as never),
  };
  return {
    element: element as unknown as HTMLElement,
    lit: (w: number) => nodes.get(w)?.classes.has(ACTIVE_WORD_CLASS),
  };
}

describe('active word highlighter', () => {
  const index = buildWordIndex(snippets);

  it('moves one class between word nodes and lights a paragraph that mounts later', () => {
    const highlighter = new ActiveWordHighlighter(index);
    const first = fakeParagraph([0, 1, 2]);
    highlighter.attach(0, first.element);
    highlighter.setActive(1);
    expect(first.lit(1)).toBe(true);
    highlighter.setActive(2);
    expect(first.lit(1)).toBe(false);
    expect(first.lit(2)).toBe(true);

    // Word 4 is in paragraph 2, not rendered yet (virtual list): nothing lit until it mounts.
    highlighter.setActive(4);
    expect(first.lit(2)).toBe(false);
    const third = fakeParagraph([3, 4]);
    highlighter.attach(2, third.element);
    expect(third.lit(4)).toBe(true);

    highlighter.detach(2, third.element);
    highlighter.setActive(-1);
    expect(highlighter.activeWord).toBe(-1);
  });
});

describe('waveform peaks', () => {
  it('keeps the loudest value of each bar', () => {
    expect([...downsamplePeaks([0.1, 0.9, 0.2, 0.3, 0.5, 0.4], 3)]).toEqual([
      expect.closeTo(0.9),
      expect.closeTo(0.3),
      expect.closeTo(0.5),
    ]);
  });

  it('handles fewer values than bars, nothing, and values above 1', () => {
    expect(downsamplePeaks([0.5], 3).length).toBe(3);
    expect([...downsamplePeaks([], 4)]).toEqual([0, 0, 0, 0]);
    expect([...downsamplePeaks([2], 1)]).toEqual([1]);
  });
});
