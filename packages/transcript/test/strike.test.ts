import { describe, expect, it } from 'vitest';
import { EditError, strikeRange } from '../src/index.js';
import { para } from './helpers.js';

const doc = () => [para('a b c'), para('d e'), para('f g h')];
const struck = (snippets: ReturnType<typeof doc>) =>
  snippets.map((s) => s.words.map((w) => (w.is_removed ? 'x' : '.')).join(''));

describe('strikeRange', () => {
  it('strikes an inclusive range across paragraphs and keeps untouched ones', () => {
    const before = doc();
    const after = strikeRange(before, { paragraph: 0, word: 1 }, { paragraph: 2, word: 0 }, true);
    expect(struck(after)).toEqual(['.xx', 'xx', 'x..']);
    expect(struck(before)).toEqual(['...', '..', '...']);
    expect(after).not.toBe(before);
    expect(after[0]!.words[0]).toBe(before[0]!.words[0]);
  });

  it('accepts a range given backwards', () => {
    const after = strikeRange(doc(), { paragraph: 1, word: 1 }, { paragraph: 0, word: 2 }, true);
    expect(struck(after)).toEqual(['..x', 'xx', '...']);
  });

  it('toggles: strikes unless every word is struck, then unstrikes', () => {
    const once = strikeRange(doc(), { paragraph: 0, word: 0 }, { paragraph: 0, word: 1 });
    expect(struck(once)[0]).toBe('xx.');
    const mixed = strikeRange(once, { paragraph: 0, word: 1 }, { paragraph: 0, word: 2 });
    expect(struck(mixed)[0]).toBe('xxx');
    const undone = strikeRange(mixed, { paragraph: 0, word: 0 }, { paragraph: 0, word: 2 });
    expect(struck(undone)[0]).toBe('...');
  });

  it('keeps the identity of paragraphs where nothing changes', () => {
    const before = doc();
    const once = strikeRange(before, { paragraph: 0, word: 0 }, { paragraph: 1, word: 1 }, true);
    const again = strikeRange(once, { paragraph: 0, word: 0 }, { paragraph: 2, word: 0 }, true);
    expect(again[0]).toBe(once[0]);
    expect(again[1]).toBe(once[1]);
    expect(again[2]).not.toBe(once[2]);
    expect(once[2]).toBe(before[2]);
  });

  it('unstrikes with removed=false', () => {
    const all = strikeRange(doc(), { paragraph: 0, word: 0 }, { paragraph: 2, word: 2 }, true);
    expect(struck(strikeRange(all, { paragraph: 1, word: 0 }, { paragraph: 1, word: 0 }, false))).toEqual([
      'xxx',
      '.x',
      'xxx',
    ]);
  });

  it('refuses words that do not exist', () => {
    expect(() => strikeRange(doc(), { paragraph: 0, word: 3 }, { paragraph: 1, word: 0 })).toThrow(EditError);
    expect(() => strikeRange(doc(), { paragraph: 5, word: 0 }, { paragraph: 1, word: 0 })).toThrow(EditError);
  });
});
