import { describe, expect, it } from 'vitest';
import {
  OWN_FILLERS_KEY,
  addOwnFiller,
  loadOwnFillers,
  parseStoredFillers,
  saveOwnFillers,
} from '../../src/features/editor/fillers/own-fillers';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('parseStoredFillers', () => {
  it('reads back a stored list', () => {
    expect(parseStoredFillers('["basically","you know"]')).toEqual(['basically', 'you know']);
  });

  it('gives an empty list for nothing, broken JSON or a value that is not a list', () => {
    for (const raw of [null, '', '{', 'null', '"um"', '{"a":1}', '42']) expect(parseStoredFillers(raw)).toEqual([]);
  });

  it('keeps only the entries that can be matched, once each, as they are matched', () => {
    const raw = JSON.stringify([
      'Basically,',
      7,
      null,
      '  ',
      '...',
      'basically',
      'You  Know',
      'x'.repeat(61),
      { w: 1 },
    ]);
    expect(parseStoredFillers(raw)).toEqual(['basically', 'you know']);
  });

  it('keeps at most 100 entries', () => {
    const raw = JSON.stringify(Array.from({ length: 150 }, (_, i) => `word${i}`));
    const list = parseStoredFillers(raw);
    expect(list).toHaveLength(100);
    expect(list.at(-1)).toBe('word99');
  });
});

describe('addOwnFiller', () => {
  it('adds an entry as it will be matched', () => {
    expect(addOwnFiller(['basically'], '  You KNOW, ')).toEqual({ list: ['basically', 'you know'] });
  });

  it('says why an entry cannot be added', () => {
    expect(addOwnFiller([], '  ')).toEqual({ error: 'Enter a word or phrase.' });
    expect(addOwnFiller([], '?!')).toEqual({ error: 'Enter a word or phrase.' });
    expect(addOwnFiller(['basically'], 'Basically.')).toEqual({ error: 'That is on your list already.' });
    expect(addOwnFiller([], 'Umm')).toEqual({ error: 'That is struck already: it is a default filler.' });
    expect(addOwnFiller([], 'x'.repeat(61))).toEqual({ error: 'Keep it to 60 characters.' });
    const full = Array.from({ length: 100 }, (_, i) => `w${i}`);
    expect(addOwnFiller(full, 'another')).toEqual({ error: 'Your list holds at most 100 entries: remove one first.' });
  });

  it('takes a phrase that starts with a default filler', () => {
    expect(addOwnFiller([], 'um so')).toEqual({ list: ['um so'] });
  });
});

describe('loadOwnFillers and saveOwnFillers', () => {
  it('remember the list under its key', () => {
    const storage = memoryStorage();
    saveOwnFillers(['basically'], storage);
    expect(storage.getItem(OWN_FILLERS_KEY)).toBe('["basically"]');
    expect(loadOwnFillers(storage)).toEqual(['basically']);
  });

  it('survive storage that throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadOwnFillers(broken)).toEqual([]);
    expect(() => saveOwnFillers(['a'], broken)).not.toThrow();
    expect(loadOwnFillers(null)).toEqual([]);
  });
});
