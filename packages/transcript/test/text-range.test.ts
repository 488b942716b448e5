import { describe, expect, it } from 'vitest';
import { EditError, normalisedOffset, replaceTextRange } from '../src/index.js';
import { para, texts } from './helpers.js';

const doc = () => [
  para('one two three', { id: 'a', speaker: 'Ann', start: 0 }),
  para('four five', { id: 'b', speaker: 'Bob', start: 10 }),
  para('six seven eight', { id: 'c', speaker: 'Ann', start: 20 }),
];

describe('replaceTextRange', () => {
  it('types inside one paragraph, keeping the other words and their times', () => {
    const before = doc();
    const { snippets, caret } = replaceTextRange(
      before,
      { paragraph: 0, offset: 4 },
      { paragraph: 0, offset: 7 },
      'TWO',
    );
    expect(texts(snippets)).toEqual(['one TWO three', 'four five', 'six seven eight']);
    expect(snippets[0]!.words[0]).toBe(before[0]!.words[0]);
    expect(snippets[0]!.words[1]!.start).toBe(before[0]!.words[1]!.start);
    expect(snippets[1]).toBe(before[1]);
    expect(caret).toEqual({ paragraph: 0, offset: 7 });
  });

  it('joins the paragraphs a range crosses, keeping the first one’s id and speaker', () => {
    const before = doc();
    // From after "one " to after "six ": "two three", the whole second paragraph and "six " go.
    const { snippets, caret } = replaceTextRange(
      before,
      { paragraph: 2, offset: 4 },
      { paragraph: 0, offset: 4 },
      'and ',
    );
    expect(texts(snippets)).toEqual(['one and seven eight']);
    expect(snippets[0]!.id).toBe('a');
    expect(snippets[0]!.speaker).toBe('Ann');
    // "seven" and "eight" keep their timings from the recording.
    expect(snippets[0]!.words.at(-1)!.start).toBe(before[2]!.words.at(-1)!.start);
    expect(caret).toEqual({ paragraph: 0, offset: 8 });
  });

  it('deletes across a paragraph boundary with empty text', () => {
    const { snippets, caret } = replaceTextRange(doc(), { paragraph: 0, offset: 13 }, { paragraph: 1, offset: 0 }, '');
    expect(texts(snippets)).toEqual(['one two three four five', 'six seven eight']);
    expect(caret).toEqual({ paragraph: 0, offset: 13 });
  });

  it('refuses a paragraph that does not exist', () => {
    expect(() => replaceTextRange(doc(), { paragraph: 0, offset: 0 }, { paragraph: 7, offset: 0 }, 'x')).toThrow(
      EditError,
    );
  });
});

describe('normalisedOffset', () => {
  it('maps a caret in typed text to the text with single spaces', () => {
    expect(normalisedOffset('hello  world', 5)).toBe(5);
    expect(normalisedOffset('hello  world', 6)).toBe(6);
    expect(normalisedOffset('hello  world', 7)).toBe(6);
    expect(normalisedOffset('hello  world', 9)).toBe(8);
    expect(normalisedOffset('  hello', 1)).toBe(0);
    expect(normalisedOffset('  hello', 4)).toBe(2);
    expect(normalisedOffset('hello ', 6)).toBe(5);
    expect(normalisedOffset('', 3)).toBe(0);
  });
});
