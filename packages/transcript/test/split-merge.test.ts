import { describe, expect, it } from 'vitest';
import {
  canMergeNext,
  canMergePrevious,
  EditError,
  mergeWithNext,
  mergeWithPrevious,
  paragraphText,
  splitAtChar,
  splitAtWord,
} from '../src/index.js';
import { comment, counter, para, texts } from './helpers.js';

// 'alpha beta gamma delta': alpha 0-5, beta 6-10, gamma 11-16, delta 17-22
const withComments = () =>
  para('alpha beta gamma delta', {
    id: 'orig',
    start: 10,
    comments: [comment('c1', 0, 10), comment('c2', 6, 16), comment('c3', 11, 22), comment('c4', 10, 11)],
  });

describe('splitAtWord', () => {
  it('splits into two paragraphs with new ids and recomputed times', () => {
    const before = [para('x', { id: 'x' }), withComments(), para('y', { id: 'y' })];
    const after = splitAtWord(before, 1, 2, counter('new'));
    expect(texts(after)).toEqual(['x', 'alpha beta', 'gamma delta', 'y']);
    expect(after[0]).toBe(before[0]);
    expect(after[3]).toBe(before[2]);
    expect(after[1]).toMatchObject({
      id: 'new0',
      start: 10,
      end: 11.5,
      speaker: 'Speaker 1',
      end_timestamp: '0:00:11',
    });
    expect(after[2]).toMatchObject({ id: 'new1', start: 12, end: 13.5, start_timestamp: '0:00:12' });
  });

  it('sends comments to the half they start in, shifted and clipped', () => {
    const [first, second] = splitAtWord([withComments()], 0, 2, counter());
    // first text 'alpha beta' (10 chars), second 'gamma delta' starts at 11
    expect(first!.comments.map((c) => [c.id, c.start_pos, c.end_pos])).toEqual([
      ['c1', 0, 10],
      ['c2', 6, 10],
      ['c4', 10, 10],
    ]);
    expect(second!.comments.map((c) => [c.id, c.start_pos, c.end_pos])).toEqual([['c3', 0, 11]]);
  });

  it('uses random UUIDs by default', () => {
    const [a, b] = splitAtWord([para('one two')], 0, 1);
    expect(a!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b!.id).not.toBe(a!.id);
  });

  it.each([0, 4, -1, 1.5])('refuses to split at word %s', (word) => {
    expect(() => splitAtWord([withComments()], 0, word)).toThrow(EditError);
  });
});

describe('splitAtChar', () => {
  it.each([
    [6, ['alpha', 'beta gamma delta']], // start of beta
    [3, ['alpha', 'beta gamma delta']], // inside alpha: the next word starts the second half
    [5, ['alpha', 'beta gamma delta']], // the space
    [17, ['alpha beta gamma', 'delta']],
  ])('offset %s', (offset, expected) => {
    expect(texts(splitAtChar([withComments()], 0, offset, counter()))).toEqual(expected);
  });

  it.each([0, 18, 40])('refuses offset %s, which would leave an empty half', (offset) => {
    expect(() => splitAtChar([withComments()], 0, offset)).toThrow(EditError);
  });
});

describe('merge', () => {
  const three = () => [
    para('one two', { id: 'a', speaker: 'A', start: 0, comments: [comment('ca', 4, 7)] }),
    para('three four', { id: 'b', speaker: 'B', start: 5, comments: [comment('cb', 0, 5), comment('cc', 6, 10)] }),
    para('five', { id: 'c', speaker: 'C', start: 9 }),
  ];

  it('merges with the previous paragraph, keeping its id and speaker and shifting comments', () => {
    const before = three();
    const after = mergeWithPrevious(before, 1);
    expect(texts(after)).toEqual(['one two three four', 'five']);
    expect(after[0]).toMatchObject({ id: 'a', speaker: 'A', start: 0, end: 6.5, end_timestamp: '0:00:06' });
    expect(after[0]!.comments.map((c) => [c.id, c.start_pos, c.end_pos])).toEqual([
      ['ca', 4, 7],
      ['cb', 8, 13],
      ['cc', 14, 18],
    ]);
    expect(paragraphText(after[0]!).slice(14, 18)).toBe('four');
    expect(after[1]).toBe(before[2]);
  });

  it('merges with the next paragraph the same way', () => {
    const after = mergeWithNext(three(), 1);
    expect(texts(after)).toEqual(['one two', 'three four five']);
    expect(after[1]).toMatchObject({ id: 'b', speaker: 'B', start: 5, end: 9.5 });
  });

  it('refuses at the ends', () => {
    expect(() => mergeWithPrevious(three(), 0)).toThrow(EditError);
    expect(() => mergeWithNext(three(), 2)).toThrow(EditError);
    expect(() => mergeWithNext(three(), 3)).toThrow(EditError);
  });

  it('reports whether a merge is possible', () => {
    expect([canMergePrevious(0), canMergePrevious(1)]).toEqual([false, true]);
    expect([canMergeNext(0, 3), canMergeNext(2, 3), canMergeNext(0, 1)]).toEqual([true, false, false]);
  });

  it('restores the words exactly after a split', () => {
    const before = three();
    const split = splitAtWord(before, 1, 1, counter());
    const merged = mergeWithNext(split, 1);
    expect(merged[1]!.words).toEqual(before[1]!.words);
    expect(merged[1]!.comments).toEqual(before[1]!.comments);
  });
});
