import { describe, expect, it } from 'vitest';
import { cycleSpeaker, EditError, renameSpeaker } from '../src/index.js';
import { para } from './helpers.js';

const list = (...names: string[]) => names.map((name) => ({ name }));
const doc = () => [para('a', { speaker: 'A' }), para('b', { speaker: 'B' }), para('c', { speaker: 'A' })];

describe('cycleSpeaker', () => {
  it.each([
    ['A', 'B'],
    ['B', 'C'],
    ['C', 'A'],
    ['Z', 'A'],
  ])('%s goes to %s', (from, to) => {
    const before = [para('x', { speaker: from }), para('y')];
    const after = cycleSpeaker(before, 0, list('A', 'B', 'C'));
    expect(after[0]!.speaker).toBe(to);
    expect(after[1]).toBe(before[1]);
  });

  it('needs a speaker list', () => {
    expect(() => cycleSpeaker(doc(), 0, [])).toThrow(/needs a speaker list/);
    expect(() => cycleSpeaker(doc(), 0, [])).toThrow(EditError);
  });
});

describe('renameSpeaker', () => {
  it('renames everywhere in place in the list', () => {
    const before = doc();
    const { snippets, speakers } = renameSpeaker(before, list('A', 'B'), 'A', 'Ann');
    expect(snippets.map((s) => s.speaker)).toEqual(['Ann', 'B', 'Ann']);
    expect(speakers).toEqual(list('Ann', 'B'));
    expect(snippets[1]).toBe(before[1]);
  });

  it('renames everywhere onto an existing speaker without duplicates', () => {
    const { snippets, speakers } = renameSpeaker(doc(), list('A', 'B'), 'A', 'B');
    expect(snippets.map((s) => s.speaker)).toEqual(['B', 'B', 'B']);
    expect(speakers).toEqual(list('B'));
  });

  it('renames one paragraph and keeps a speaker that is still used', () => {
    const before = doc();
    const { snippets, speakers } = renameSpeaker(before, list('A', 'B'), 'A', 'Cy', 2);
    expect(snippets.map((s) => s.speaker)).toEqual(['A', 'B', 'Cy']);
    expect(speakers).toEqual(list('A', 'B', 'Cy'));
    expect(snippets[0]).toBe(before[0]);
  });

  it('drops a speaker that one paragraph was the last to use', () => {
    const { speakers } = renameSpeaker(doc(), list('A', 'B', 'C'), 'B', 'C', 1);
    expect(speakers).toEqual(list('A', 'C'));
    expect(renameSpeaker(doc(), list('A', 'B', 'C'), 'B', 'Bo', 1).speakers).toEqual(list('A', 'Bo', 'C'));
  });

  it('refuses a paragraph that is not spoken by the speaker', () => {
    expect(() => renameSpeaker(doc(), list('A', 'B'), 'B', 'C', 0)).toThrow(EditError);
  });
});
