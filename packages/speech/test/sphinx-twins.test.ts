import { describe, expect, it } from 'vitest';
import { twinLines, twinOf } from '../src/sphinx/vocabulary/sphinx-vocabulary.js';

describe('vocabulary twins', () => {
  it('spells a twin with a capital, which the lower-case model and dictionary lack', () => {
    expect(twinOf('maya')).toBe('Maya');
    expect(twinOf("o'brien")).toBe("O'brien");
  });

  it('copies every pronunciation of the word, and only of that word', () => {
    const dictionary = ['maya M AY AH', 'maya(2) M AA Y AH', 'mayan M AY AH N', 'chen CH EH N', ''].join('\n');
    expect(twinLines(dictionary, new Map([['maya', 'Maya']]))).toEqual(['Maya M AY AH', 'Maya(2) M AA Y AH']);
    expect(twinLines(dictionary, new Map())).toEqual([]);
  });
});
