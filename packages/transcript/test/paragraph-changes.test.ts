import { describe, expect, it } from 'vitest';
import { applyParagraphChanges, diffParagraphs, paragraphChangesProblem, type ParagraphChange } from '../src/index.js';

const letters = (s: string) => s.split('');
const id = (x: string) => x;

describe('applyParagraphChanges', () => {
  it('replaces, removes and inserts runs named against the document before any of them', () => {
    const doc = letters('abcdef');
    const changes: ParagraphChange<string>[] = [
      { at: 0, remove: 0, insert: ['X'] },
      { at: 1, remove: 2, insert: ['Y', 'Z'] },
      { at: 4, remove: 1, insert: [] },
      { at: 6, remove: 0, insert: ['!'] },
    ];
    expect(applyParagraphChanges(doc, changes).join('')).toBe('XaYZdf!');
    // The document itself is left as it was.
    expect(doc.join('')).toBe('abcdef');
  });

  it('refuses runs out of order, overlapping, past the end, empty or not whole numbers', () => {
    expect(
      paragraphChangesProblem(
        [
          { at: 2, remove: 1, insert: [] },
          { at: 1, remove: 1, insert: [] },
        ],
        5,
      ),
    ).toMatch(/document order/);
    expect(
      paragraphChangesProblem(
        [
          { at: 0, remove: 3, insert: [] },
          { at: 2, remove: 1, insert: [] },
        ],
        5,
      ),
    ).toMatch(/document order/);
    expect(paragraphChangesProblem([{ at: 4, remove: 2, insert: [] }], 5)).toBe(
      'Change 0 reaches paragraph 5; the transcript has 5.',
    );
    expect(paragraphChangesProblem([{ at: 1, remove: 0, insert: [] }], 5)).toMatch(/neither removes nor inserts/);
    expect(paragraphChangesProblem([{ at: 1.5, remove: 0, insert: ['x'] }], 5)).toMatch(/index/);
    expect(paragraphChangesProblem([{ at: -1, remove: 0, insert: ['x'] }], 5)).toMatch(/index/);
    expect(() => applyParagraphChanges(letters('ab'), [{ at: 3, remove: 0, insert: ['x'] }])).toThrow(/reaches/);
    // Adjacent runs and an insert at the very end are fine.
    expect(
      paragraphChangesProblem(
        [
          { at: 0, remove: 2, insert: [] },
          { at: 2, remove: 1, insert: [] },
        ],
        5,
      ),
    ).toBe(undefined);
    expect(paragraphChangesProblem([{ at: 5, remove: 0, insert: ['x'] }], 5)).toBe(undefined);
  });
});

describe('diffParagraphs', () => {
  const cases: [string, string][] = [
    ['abcdef', 'abcdef'],
    ['abcdef', 'abXdef'],
    ['abcdef', 'abdef'],
    ['abcdef', 'abcXYdef'],
    ['abcdef', 'Xbcdeff'],
    ['abcdef', ''],
    ['', 'abc'],
    ['abcdef', 'aXcdeYf'],
    ['abcdef', 'fedcba'],
    ['aaab', 'aab'],
    ['abcabc', 'cbacba'],
  ];
  it.each(cases)('turns %j into %j', (before, after) => {
    const changes = diffParagraphs(letters(before), letters(after), id);
    expect(paragraphChangesProblem(changes, before.length)).toBeUndefined();
    expect(applyParagraphChanges(letters(before), changes).join('')).toBe(after);
  });

  it('names only what changed, as one run per place', () => {
    expect(diffParagraphs(letters('abcdef'), letters('abXdef'), id)).toEqual([{ at: 2, remove: 1, insert: ['X'] }]);
    expect(diffParagraphs(letters('abcdef'), letters('aXcdeYf'), id)).toEqual([
      { at: 1, remove: 1, insert: ['X'] },
      { at: 5, remove: 0, insert: ['Y'] },
    ]);
    expect(diffParagraphs(letters('abcdef'), letters('abcdef'), id)).toEqual([]);
  });

  it('compares by the key it is given: objects by identity, whatever their content', () => {
    const a = { text: 'same' };
    const b = { text: 'same' };
    const c = { text: 'other' };
    expect(diffParagraphs([a, c], [b, c], (p) => p)).toEqual([{ at: 0, remove: 1, insert: [b] }]);
    expect(diffParagraphs([a, c], [b, c], (p) => p.text)).toEqual([]);
  });

  it('finds scattered edits of a long document as one run each', () => {
    const before = Array.from({ length: 20_000 }, (_, i) => ({ i }));
    const after = before.map((p, i) => (i % 1000 === 0 ? { i: -i } : p));
    const changes = diffParagraphs(before, after, (p) => p);
    expect(changes.map((c) => [c.at, c.remove, c.insert.length])).toEqual(
      Array.from({ length: 20 }, (_, k) => [k * 1000, 1, 1]),
    );
    expect(applyParagraphChanges(before, changes)).toEqual(after);
  });
});
