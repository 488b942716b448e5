import { describe, expect, it } from 'vitest';
import type { Snippet } from '@scriptloom/contracts';
import { MAX_EDITS, reviewAccuracy } from '../src/review-accuracy.js';
import { prng } from '../src/synthetic.js';

let n = 0;
/** Paragraphs from `[speaker, text]` pairs; a word written `~word` is struck out. */
function doc(...paragraphs: [string, string][]): Snippet[] {
  return paragraphs.map(([speaker, text]) => ({
    id: `p${n++}`,
    speaker,
    start: 0,
    end: 1,
    words: text.split(' ').map((t, i) => ({
      id: `w${n}-${i}`,
      text: t.replace(/^~/, ''),
      start: i,
      end: i + 0.5,
      confidence: 0.9,
      is_removed: t.startsWith('~'),
    })),
    comments: [],
  })) as unknown as Snippet[];
}

/** Longest common subsequence by dynamic programming: the reference for the diff's length. */
function lcs(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = x === b[j - 1] ? diag + 1 : Math.max(row[j]!, row[j - 1]!);
      diag = up;
    }
  }
  return row[b.length]!;
}

describe('review accuracy', () => {
  it('is 1 for the same text, ignoring case, punctuation and struck words', () => {
    const r = reviewAccuracy(doc(['Ann', 'Hello, world. ~um How are you?']), doc(['Ann', 'hello world how are you']));
    expect(r).toMatchObject({ accuracy: 1, words: 5, substitutions: 0, deletions: 0, insertions: 0, speakerErrors: 0 });
    expect(r.diff).toEqual([{ op: 'same', words: ['hello', 'world', 'how', 'are', 'you'] }]);
  });

  it('counts substitutions, deletions and insertions as word error rate does', () => {
    // reviewed: "the cat sat on a mat today"; final: "the dog sat on the mat"
    const r = reviewAccuracy(doc(['A', 'the cat sat on a mat today']), doc(['A', 'the dog sat on the mat']));
    expect([r.substitutions, r.deletions, r.insertions]).toEqual([2, 1, 0]);
    expect(r.accuracy).toBeCloseTo(1 - 3 / 6);
    expect(r.diff).toContainEqual({ op: 'changed', reviewed: ['cat'], final: ['dog'] });
    expect(r.diff).toContainEqual({ op: 'changed', reviewed: ['today'], final: [] });
  });

  it('does not count a renamed speaker, but counts words given to the wrong one', () => {
    const renamed = reviewAccuracy(
      doc(['Speaker 1', 'hi there'], ['Speaker 2', 'hello back']),
      doc(['Maya', 'hi there'], ['Dev', 'hello back']),
    );
    expect(renamed.speakerErrors).toBe(0);
    const moved = reviewAccuracy(
      doc(['Speaker 1', 'hi there and welcome to the show'], ['Speaker 2', 'thanks']),
      doc(['Maya', 'hi there and welcome to the'], ['Dev', 'show thanks']),
    );
    expect(moved.speakerErrors).toBe(1);
    expect(moved.diff).toContainEqual({ op: 'speaker', words: ['show'], reviewed: 'Speaker 1', final: 'Dev' });
    expect(moved.accuracy).toBeCloseTo(1 - 1 / 8);
  });

  it('finds a shortest alignment on random texts (as long as the longest common subsequence says)', () => {
    const random = prng(7);
    const vocab = ['a', 'b', 'c', 'd', 'e'];
    for (let round = 0; round < 200; round++) {
      const words = (len: number) => Array.from({ length: len }, () => vocab[Math.floor(random() * vocab.length)]!);
      const a = words(Math.floor(random() * 30));
      const b = words(Math.floor(random() * 30));
      const r = reviewAccuracy(doc(['S', a.join(' ') || 'x']), doc(['S', b.join(' ') || 'x']));
      const aa = a.length ? a : ['x'];
      const bb = b.length ? b : ['x'];
      const edits = r.substitutions * 2 + r.deletions + r.insertions;
      expect(edits, `${aa.join('')} / ${bb.join('')}`).toBe(aa.length + bb.length - 2 * lcs(aa, bb));
      // The diff spells out both texts.
      const reviewed = r.diff.flatMap((op) => (op.op === 'changed' ? op.reviewed : op.words));
      const final = r.diff.flatMap((op) => (op.op === 'changed' ? op.final : op.words));
      expect(reviewed).toEqual(aa);
      expect(final).toEqual(bb);
    }
  });

  it('stops on texts too different to be one transcript reviewed, scoring the most they allow', () => {
    const many = (word: string) => Array.from({ length: MAX_EDITS + 10 }, (_, i) => `${word}${i}`).join(' ');
    const r = reviewAccuracy(doc(['S', many('x')]), doc(['S', many('y')]));
    expect(r.tooDifferent).toBe(true);
    expect(r.diff).toEqual([]);
    // Nothing in common: nothing right.
    expect(r.accuracy).toBe(0);
  });

  it('scores an empty final transcript 1 only against an empty review', () => {
    expect(reviewAccuracy(doc(['S', '~um']), doc(['S', '~uh'])).accuracy).toBe(1);
    expect(reviewAccuracy(doc(['S', 'word']), doc(['S', '~uh'])).accuracy).toBe(0);
  });
});
