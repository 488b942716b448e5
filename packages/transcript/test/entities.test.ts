import { describe, expect, it } from 'vitest';
import {
  addEntity,
  cleanEntityAddition,
  cleanEntitySelection,
  createEntityMatcher,
  EditError,
  entityColours,
  entityColourSlot,
} from '../src/index.js';

describe('cleanEntitySelection', () => {
  it.each([
    [' Acme', null],
    ['Acme Corp.', 'Acme Corp'],
    ['Acme,', 'Acme'],
    ['Acme?', 'Acme'],
    ['Acme..', 'Acme.'],
    ['Acme!', 'Acme!'],
    ['New\nYork  City ', 'New York City'],
    ['\nLondon', 'London'],
    ['.', null],
    ['', null],
  ])('%j → %j', (selection, expected) => expect(cleanEntitySelection(selection)).toBe(expected));
});

describe('cleanEntityAddition', () => {
  it.each([
    ['Acme Inc.', 'Acme Inc'],
    ['  Really?!  ', 'Really'],
    ['hello, world', 'hello, world'],
    ['...', ''],
  ])('%j → %j', (text, expected) => expect(cleanEntityAddition(text)).toBe(expected));
});

describe('addEntity', () => {
  it('adds a phrase under a type in a new map', () => {
    const before = { ORG: ['Acme'] };
    const after = addEntity(before, 'PERSON', 'Sarah');
    expect(after).toEqual({ ORG: ['Acme'], PERSON: ['Sarah'] });
    expect(before).toEqual({ ORG: ['Acme'] });
    expect(addEntity(after, 'ORG', 'Globex')).toEqual({ ORG: ['Acme', 'Globex'], PERSON: ['Sarah'] });
  });

  it('ignores duplicates in any case and empty phrases', () => {
    const before = { ORG: ['Acme'] };
    expect(addEntity(before, 'ORG', 'ACME')).toBe(before);
    expect(addEntity(before, 'ORG', '  ')).toBe(before);
  });

  it('refuses GPE', () => expect(() => addEntity({}, 'GPE', 'London')).toThrow(EditError));
});

describe('entityColours', () => {
  const palette = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'];

  it('gives the known types their fixed slots, PER as PERSON, and leaves GPE out', () => {
    expect(entityColours({ ORG: [], GPE: [], PERSON: [], LOC: [], PER: [] }, palette)).toEqual({
      ORG: 'c1',
      PERSON: 'c0',
      LOC: 'c2',
      PER: 'c0',
    });
    expect(entityColours({ ORG: [] }, [])).toEqual({});
  });

  it('keeps every colour when a type is added or the keys come back in another order', () => {
    const before = entityColours({ PERSON: ['Dana'], ORG: ['Acme'], TEAM: ['Blue'] }, palette);
    const after = entityColours(
      { LOC: ['Paris'], ORG: ['Acme'], TEAM: ['Blue'], PERSON: ['Dana'], EVENT: [] },
      palette,
    );
    expect(after).toMatchObject(before);
    expect(after.LOC).toBe('c2');
    expect(after.EVENT).toBe('c4');
  });

  it('gives an unknown type the same slot whatever else the document holds', () => {
    expect(entityColourSlot('TEAM', 8)).toBe(entityColourSlot('TEAM', 8));
    expect(entityColours({ TEAM: [] }, palette).TEAM).toBe(entityColours({ A: [], B: [], TEAM: [] }, palette).TEAM);
  });
});

describe('createEntityMatcher', () => {
  const words = (text: string) => text.split(' ').map((t) => ({ text: t }));

  it('marks the words of phrases, ignoring case and edge punctuation', () => {
    const match = createEntityMatcher({ ORG: ['Microsoft', 'AT&T'], PERSON: ['Sarah Connor.'], GPE: ['London'] });
    expect(match(words('sarah connor joined MICROSOFT, not at&t in london'))).toEqual([
      'PERSON',
      'PERSON',
      null,
      'ORG',
      null,
      'ORG',
      null,
      null,
    ]);
    expect(match([])).toEqual([]);
  });

  it('needs the whole phrase', () => {
    const match = createEntityMatcher({ ORG: ['new york times'] });
    expect(match(words('new york is big'))).toEqual([null, null, null, null]);
    expect(match(words('the new york times'))).toEqual([null, 'ORG', 'ORG', 'ORG']);
  });

  it('gives each word the longest phrase covering it', () => {
    const match = createEntityMatcher({ LOC: ['new york'], ORG: ['york times company'], PERSON: ['times'] });
    expect(match(words('new york times company'))).toEqual(['LOC', 'ORG', 'ORG', 'ORG']);
    expect(match(words('times new york'))).toEqual(['PERSON', 'LOC', 'LOC']);
  });

  it('finds phrases among many in a long paragraph, each word trying only phrases that start with it', () => {
    // What the index promises (speed belongs to benchmarks, not tests): 2,000 phrases
    // sharing a first word, a 20,000-word paragraph, and only the real phrase marked.
    const entities = { ORG: Array.from({ length: 2000 }, (_, i) => `company ${i} inc`) };
    const match = createEntityMatcher(entities);
    const long = Array.from({ length: 20000 }, (_, i) => ({ text: i % 10 === 0 ? 'company' : `${i % 7}` }));
    long.splice(5001, 3, { text: 'Company' }, { text: '1234' }, { text: 'Inc.' });
    const types = match(long);
    expect(types.flatMap((t, i) => (t ? [[i, t]] : []))).toEqual([
      [5001, 'ORG'],
      [5002, 'ORG'],
      [5003, 'ORG'],
    ]);
  });
});
