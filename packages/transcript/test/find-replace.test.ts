import { describe, expect, it } from 'vitest';
import {
  compileFind,
  EditError,
  findMatches,
  replaceAll,
  replaceMatch,
  stepMatch,
  type EditableDoc,
} from '../src/index.js';
import { para, texts } from './helpers.js';

const doc = (): EditableDoc => ({
  snippets: [
    para('Hello world again', { id: 'a' }),
    para('the world is big', { id: 'b', start: 10 }),
    para('f(x) = y'),
  ],
  speakers: [{ name: 'Speaker 1' }],
  summary: 'World summary world',
  chapters: [
    { summary: 'intro', timestamp: '0:00:00' },
    { summary: 'a world apart', timestamp: '0:01:00' },
  ],
});

describe('compileFind', () => {
  it('is null for empty or blank text', () => {
    expect(compileFind('')).toBeNull();
    expect(compileFind('  \n')).toBeNull();
  });

  it.each([
    ['w\\w+d', {}, 'giu'],
    ['w\\w+d', { caseSensitive: true }, 'gu'],
    ['\\-', {}, 'gi'], // a valid pattern only without 'u'
    ['f(x', {}, 'gi'], // invalid: searched literally
  ])('%s compiles with flags %s', (find, options, flags) => expect(compileFind(find, options)!.flags).toBe(flags));

  it('searches invalid patterns literally', () => {
    expect('a f(x b'.match(compileFind('f(x')!)).toEqual(['f(x']);
    expect('1+[2'.match(compileFind('+[')!)).toEqual(['+[']);
  });
});

describe('findMatches', () => {
  it('finds in paragraphs, then summary, then chapters, case-insensitively by default', () => {
    expect(findMatches(doc(), 'world')).toEqual([
      { target: 'transcript', paragraph: 0, start: 6, end: 11, firstWord: 1, lastWord: 1 },
      { target: 'transcript', paragraph: 1, start: 4, end: 9, firstWord: 1, lastWord: 1 },
      { target: 'summary', start: 0, end: 5 },
      { target: 'summary', start: 14, end: 19 },
      { target: 'chapter', chapter: 1, start: 2, end: 7 },
    ]);
  });

  it('respects case when asked', () => {
    expect(findMatches(doc(), 'World', { caseSensitive: true })).toEqual([{ target: 'summary', start: 0, end: 5 }]);
  });

  it('matches terms across words and reports the words they overlap', () => {
    expect(findMatches(doc(), 'ld is b')[0]).toMatchObject({ paragraph: 1, firstWord: 1, lastWord: 3 });
    expect(findMatches(doc(), ' world')[0]).toMatchObject({ paragraph: 0, start: 5, firstWord: 1, lastWord: 1 });
    // 'f(x' is not a valid pattern, so it is searched for as it is
    expect(findMatches(doc(), 'f(x')[0]).toMatchObject({ paragraph: 2, start: 0, end: 3, firstWord: 0 });
    expect(findMatches(doc(), 'f(x)')).toEqual([]);
  });

  it('uses regular expressions and skips zero-length matches', () => {
    expect(findMatches(doc(), 'h\\w+o').map((m) => m.start)).toEqual([0]);
    expect(findMatches(doc(), 'q*')).toEqual([]);
    expect(findMatches(doc(), 'x*').map((m) => m.target)).toEqual(['transcript']);
    expect(findMatches(doc(), '  ')).toEqual([]);
  });

  it('handles a missing summary', () => {
    expect(findMatches({ ...doc(), summary: null }, 'world')).toHaveLength(3);
  });
});

describe('stepMatch', () => {
  it.each([
    [-1, 0, 1, -1],
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, -1, 0],
    [5, 3, 1, 0],
  ] as const)('from %s of %s going %s is %s', (current, count, dir, expected) => {
    expect(stepMatch(current, count, dir)).toBe(expected);
  });
});

describe('replaceMatch', () => {
  it('replaces one transcript match with regex semantics and re-aligns that paragraph only', () => {
    const before = doc();
    const [, second] = findMatches(before, 'wor(ld)');
    const after = replaceMatch(before, second!, 'wor(ld)', '[$1]');
    expect(texts(after.snippets)).toEqual(['Hello world again', 'the [ld] is big', 'f(x) = y']);
    expect(after.snippets[0]).toBe(before.snippets[0]);
    expect(after.snippets[2]).toBe(before.snippets[2]);
    expect(after.snippets[1]!.words[1]).toEqual({
      text: '[ld]',
      start: 11,
      end: 11.5,
      confidence: 1,
      is_removed: false,
    });
    expect(after.summary).toBe(before.summary);
  });

  it('spreads a multi-word replacement over the old word', () => {
    const before = doc();
    const after = replaceMatch(before, findMatches(before, 'world')[0]!, 'world', 'whole wide earth');
    expect(after.snippets[0]!.words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Hello', 0, 0.5],
      ['whole', 1, 1 + 0.5 / 3],
      ['wide', 1 + 0.5 / 3, 1 + 1 / 3],
      ['earth', 1 + 1 / 3, 1.5],
      ['again', 2, 2.5],
    ]);
  });

  it('keeps a word the replacement repeats and fits new words into the gap before it', () => {
    const before = doc();
    const after = replaceMatch(before, findMatches(before, 'world')[0]!, 'world', 'whole wide world');
    expect(after.snippets[0]!.words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Hello', 0, 0.5],
      ['whole', 0.5, 0.75],
      ['wide', 0.75, 1],
      ['world', 1, 1.5],
      ['again', 2, 2.5],
    ]);
    expect(after.snippets[0]!.words[3]).toBe(before.snippets[0]!.words[1]);
  });

  it('replaces only the chosen summary or chapter match', () => {
    const before = doc();
    const matches = findMatches(before, 'world');
    expect(replaceMatch(before, matches[3]!, 'world', 'X').summary).toBe('World summary X');
    const chapters = replaceMatch(before, matches[4]!, 'world', '<$&>').chapters;
    expect(chapters.map((c) => c.summary)).toEqual(['intro', 'a <world> apart']);
    expect(chapters[0]).toBe(before.chapters[0]);
  });

  it('sees the text around the match, as find did', () => {
    const before = doc();
    const m = findMatches(before, '(?<=the )world')[0]!;
    expect(texts(replaceMatch(before, m, '(?<=the )world', 'earth').snippets)[1]).toBe('the earth is big');
  });

  it('refuses a match that is no longer there', () => {
    const stale = { target: 'transcript', paragraph: 0, start: 0, end: 5, firstWord: 0, lastWord: 0 } as const;
    expect(() => replaceMatch(doc(), stale, 'world', 'x')).toThrow(EditError);
  });
});

describe('replaceAll', () => {
  it('replaces every match everywhere and counts them', () => {
    const before = doc();
    const { doc: after, replaced } = replaceAll(before, 'world', 'earth');
    expect(replaced).toBe(5);
    expect(texts(after.snippets)).toEqual(['Hello earth again', 'the earth is big', 'f(x) = y']);
    expect(after.summary).toBe('earth summary earth');
    expect(after.chapters.map((c) => c.summary)).toEqual(['intro', 'a earth apart']);
    expect(after.snippets[2]).toBe(before.snippets[2]);
    expect(after.chapters[0]).toBe(before.chapters[0]);
  });

  it('returns the same document when nothing matches', () => {
    const before = doc();
    expect(replaceAll(before, 'zebra', 'x')).toEqual({ doc: before, replaced: 0 });
    expect(replaceAll(before, 'zebra', 'x').doc).toBe(before);
    expect(replaceAll(before, ' ', 'x').doc).toBe(before);
  });

  it('counts only matches whose text changes, and returns the same document when none would', () => {
    const before = doc();
    const exact = { caseSensitive: true };
    expect(replaceAll(before, 'world', 'world', exact)).toEqual({ doc: before, replaced: 0 });
    expect(replaceAll(before, 'world', 'world', exact).doc).toBe(before);
    expect(replaceAll(before, 'w(orld)', 'w$1', exact).doc).toBe(before);
    // Case-insensitive: the summary's 'World' → 'world' changes, the lower-case ones do not.
    const { doc: after, replaced } = replaceAll(before, 'world', 'world');
    expect(replaced).toBe(1);
    expect(after.summary).toBe('world summary world');
    expect(after.snippets).toBe(before.snippets);
    expect(after.chapters).toBe(before.chapters);
  });

  it('keeps a null summary null', () => {
    expect(replaceAll({ ...doc(), summary: null }, 'world', 'x').doc.summary).toBeNull();
  });

  it.each(['$&!', '$$', '$`|', "|$'", '$1-$2', '$10', '$9', '$0', '$<w>', '$<nope>', '$', 'a$'])(
    'expands %j as String.prototype.replace does',
    (template) => {
      const summary = 'alpha beta gamma beta';
      const find = '(?<w>b)(e)(t)(a)';
      const { doc: after } = replaceAll({ ...doc(), summary }, find, template);
      expect(after.summary).toBe(summary.replace(new RegExp(find, 'gi'), template));
    },
  );

  it('skips zero-length matches that the built-in replace would fill', () => {
    const { doc: after, replaced } = replaceAll({ ...doc(), snippets: [], chapters: [], summary: 'aab' }, 'a*', '-');
    expect(after.summary).toBe('-b');
    expect(replaced).toBe(1);
  });
});
