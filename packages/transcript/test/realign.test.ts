import { describe, expect, it } from 'vitest';
import { EditError, normaliseForSave, paragraphText, realignParagraph, setParagraphText } from '../src/index.js';
import { lcsPairs } from '../src/edit/diff.js';
import { comment, para, seeded } from './helpers.js';

// the [0, 0.5], quick [1, 1.5], brown [2, 2.5], fox [3, 3.5]
const fox = () => para('the quick brown fox', { id: 'p1', speaker: 'Sam', start: 0 });
const timed = (s: ReturnType<typeof fox>) => s.words.map((w) => [w.text, w.start, w.end, w.confidence]);

describe('realignParagraph', () => {
  it.each([
    [
      'a changed word takes its old times',
      'the quick red fox',
      [
        ['the', 0, 0.5, 0.9],
        ['quick', 1, 1.5, 0.9],
        ['red', 2, 2.5, 1],
        ['fox', 3, 3.5, 0.9],
      ],
    ],
    [
      "changed words take their old words' times one for one",
      'the slow red fox',
      [
        ['the', 0, 0.5, 0.9],
        ['slow', 1, 1.5, 1],
        ['red', 2, 2.5, 1],
        ['fox', 3, 3.5, 0.9],
      ],
    ],
    [
      'a deleted word leaves the rest',
      'the quick fox',
      [
        ['the', 0, 0.5, 0.9],
        ['quick', 1, 1.5, 0.9],
        ['fox', 3, 3.5, 0.9],
      ],
    ],
    [
      'an insertion fills the gap between its neighbours',
      'the very very quick brown fox',
      [
        ['the', 0, 0.5, 0.9],
        ['very', 0.5, 0.75, 1],
        ['very', 0.75, 1, 1],
        ['quick', 1, 1.5, 0.9],
        ['brown', 2, 2.5, 0.9],
        ['fox', 3, 3.5, 0.9],
      ],
    ],
    [
      'an insertion at the end has zero length at the paragraph end',
      'the quick brown fox jumps',
      [
        ['the', 0, 0.5, 0.9],
        ['quick', 1, 1.5, 0.9],
        ['brown', 2, 2.5, 0.9],
        ['fox', 3, 3.5, 0.9],
        ['jumps', 3.5, 3.5, 1],
      ],
    ],
    [
      'two words becoming one take the whole span',
      'the fast fox',
      [
        ['the', 0, 0.5, 0.9],
        ['fast', 1, 2.5, 1],
        ['fox', 3, 3.5, 0.9],
      ],
    ],
    [
      'two words becoming three share the span evenly',
      'the big red hungry fox',
      [
        ['the', 0, 0.5, 0.9],
        ['big', 1, 1.5, 1],
        ['red', 1.5, 2, 1],
        ['hungry', 2, 2.5, 1],
        ['fox', 3, 3.5, 0.9],
      ],
    ],
  ])('%s', (_name, text, expected) => {
    const before = fox();
    const after = realignParagraph(before, text);
    expect(timed(after)).toEqual(expected);
    expect(after).toMatchObject({ id: 'p1', speaker: 'Sam' });
    // kept words are the very same objects
    for (const w of after.words) if (w.confidence !== 1) expect(before.words).toContain(w);
  });

  it('is the identity when the tokens are unchanged', () => {
    const p = fox();
    expect(realignParagraph(p, '  the quick\nbrown   fox ')).toBe(p);
  });

  it('keeps strikes on kept words and clears them on changed words', () => {
    const p = fox();
    p.words[1]!.is_removed = true;
    p.words[2]!.is_removed = true;
    const after = realignParagraph(p, 'the quick grey fox');
    expect(after.words.map((w) => w.is_removed)).toEqual([false, true, false, false]);
  });

  it('recomputes paragraph times and clips comments', () => {
    const p = { ...fox(), comments: [comment('c', 10, 19)] };
    const after = realignParagraph(p, 'quick brown');
    expect(after).toMatchObject({ start: 1, end: 2.5, start_timestamp: '0:00:01' });
    expect(after.comments[0]).toMatchObject({ start_pos: 10, end_pos: 11 });
  });

  it('leaves an empty paragraph for empty text, which saving drops', () => {
    const after = realignParagraph(fox(), '   ');
    expect(after.words).toEqual([]);
    expect(after).toMatchObject({ start: 0, end: 3.5 });
    expect(normaliseForSave([after, fox()])).toHaveLength(1);
  });

  it('inserts into an empty paragraph over its own span', () => {
    const empty = { ...para('', { start: 4 }), end: 6 };
    expect(realignParagraph(empty, 'one two').words.map((w) => [w.start, w.end])).toEqual([
      [4, 5],
      [5, 6],
    ]);
  });

  it('fixes one word of a 150-word paragraph in well under a millisecond', () => {
    const p = para(Array.from({ length: 150 }, (_, i) => `w${i % 37}`).join(' '));
    const text = paragraphText(p).replace(/^((?:\S+ ){70})\S+/, '$1changed');
    realignParagraph(p, text);
    const runs = 500;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) realignParagraph(p, text);
    expect((performance.now() - t0) / runs).toBeLessThan(5);
    expect(
      realignParagraph(p, text)
        .words.filter((w) => w.confidence === 1)
        .map((w) => w.text),
    ).toEqual(['changed']);
  });

  it('rewrites a 3,000-word merged paragraph in reasonable time', () => {
    const r = seeded(3);
    const p = para(Array.from({ length: 3000 }, () => `w${r.int(50)}`).join(' '));
    const text = p.words.map((w, i) => (i % 3 === 0 ? 'new' : w.text)).join(' ');
    const t0 = performance.now();
    const after = realignParagraph(p, text);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(after.words).toHaveLength(3000);
    expect(after.words.filter((w, i) => i % 3 !== 0 && w === p.words[i])).toHaveLength(2000);
  });
});

describe('lcsPairs', () => {
  const lcsLength = (a: string[], b: string[]) => {
    const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
    for (let i = a.length - 1; i >= 0; i--)
      for (let j = b.length - 1; j >= 0; j--)
        t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
    return t[0]![0]!;
  };

  it('pairs a longest common subsequence of equal, increasing indices (random cases)', () => {
    const r = seeded(11);
    for (let run = 0; run < 300; run++) {
      const a = Array.from({ length: r.int(12) }, () => 'abcd'[r.int(4)]!);
      const b = Array.from({ length: r.int(12) }, () => 'abcd'[r.int(4)]!);
      const pairs = lcsPairs(a, b);
      let last = -1;
      let count = 0;
      pairs.forEach((i, j) => {
        if (i < 0) return;
        expect(a[i]).toBe(b[j]);
        expect(i).toBeGreaterThan(last);
        last = i;
        count++;
      });
      expect(count).toBe(lcsLength(a, b));
    }
  });
});

describe('setParagraphText', () => {
  it('replaces one paragraph and keeps the others', () => {
    const before = [fox(), para('other', { id: 'o' })];
    const after = setParagraphText(before, 0, 'the quick fox');
    expect(after[1]).toBe(before[1]);
    expect(after[0]!.words).toHaveLength(3);
    expect(setParagraphText(before, 0, 'the quick brown fox')).toBe(before);
  });

  it('refuses an index with no paragraph', () => {
    expect(() => setParagraphText([fox()], 1, 'x')).toThrow(EditError);
  });
});

describe('normaliseForSave', () => {
  it('omits empty words, drops empty paragraphs and recomputes times', () => {
    const p = fox();
    p.words[0] = { ...p.words[0]!, text: '  ' };
    const stale = { ...para('x y', { id: 'x', start: 5 }), start: 0, end: 0 };
    const saved = normaliseForSave([p, { ...para('', { id: 'empty' }) }, stale]);
    expect(saved.map((s) => s.id)).toEqual(['p1', 'x']);
    expect(saved[0]).toMatchObject({ start: 1, end: 3.5, start_timestamp: '0:00:01' });
    expect(saved[0]!.words.map((w) => w.text)).toEqual(['quick', 'brown', 'fox']);
    expect(saved[1]).toMatchObject({ start: 5, end: 6.5 });
  });
});
