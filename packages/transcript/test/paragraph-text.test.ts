import { describe, expect, it } from 'vitest';
import { paragraphText, tokenize, withTimes, wordOffsets } from '../src/index.js';
import { para } from './helpers.js';

describe('paragraph text', () => {
  it('joins words with single spaces, struck words included', () => {
    const p = para('hello big world');
    p.words[1]!.is_removed = true;
    expect(paragraphText(p)).toBe('hello big world');
    expect(paragraphText({ words: [] })).toBe('');
  });

  it('gives each word its offsets in that text', () => {
    expect(wordOffsets(para('a bc def'))).toEqual([
      { start: 0, end: 1 },
      { start: 2, end: 4 },
      { start: 5, end: 8 },
    ]);
  });

  it.each([
    ['  two  words ', ['two', 'words']],
    ['line\nbreak\ttab', ['line', 'break', 'tab']],
    ['', []],
    ['   ', []],
  ])('tokenizes %j', (text, tokens) => expect(tokenize(text)).toEqual(tokens));

  it('recomputes times from the first and last word', () => {
    const p = { ...para('a b c', { start: 10 }), start: 0, end: 0, start_timestamp: 'x', end_timestamp: 'y' };
    expect(withTimes(p)).toMatchObject({ start: 10, end: 12.5, start_timestamp: '0:00:10', end_timestamp: '0:00:12' });
  });

  it('leaves the times of a paragraph with no words alone', () => {
    const p = { ...para('', { start: 65 }), end: 70 };
    expect(withTimes(p)).toMatchObject({ start: 65, end: 70, start_timestamp: '0:01:05', end_timestamp: '0:01:10' });
  });
});
