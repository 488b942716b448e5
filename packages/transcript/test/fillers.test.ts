import { describe, expect, it } from 'vitest';
import {
  fillerKey,
  fillersToStrike,
  findFillers,
  isDefaultFiller,
  normaliseFillerEntry,
  punctuateWords,
  strikeFillers,
  strikeRange,
  withDetectedFillers,
} from '../src/index.js';
import { para } from './helpers.js';

const struck = (snippets: ReturnType<typeof para>[]) =>
  snippets.map((s) => s.words.filter((w) => w.is_removed).map((w) => w.text));

describe('isDefaultFiller', () => {
  it.each([
    'um',
    'Um,',
    'umm',
    'UMm',
    'uhm',
    'uh',
    'Uh...',
    'uhhh',
    'er',
    'Er—',
    'erm',
    'err',
    'ah',
    'Ahh!',
    'aah',
    'hm',
    'Hmm?',
    'hmmm',
    '(um)',
    '…uh',
    'uh-',
  ])('%s is a filler', (text) => expect(isDefaultFiller(text)).toBe(true));

  it.each([
    'like',
    'know',
    'mhm',
    'mm',
    'mm-hmm',
    'uh-huh',
    'uh-uh',
    'oh',
    'eh',
    'aha',
    'ahead',
    'umbrella',
    'hum',
    'her',
    'ER', // the emergency room
    'UH',
    'u',
    'h',
    'm',
    '',
    '...',
  ])('%s is not a filler', (text) => expect(isDefaultFiller(text)).toBe(false));
});

describe('fillerKey and normaliseFillerEntry', () => {
  it('lower-cases, straightens apostrophes and drops punctuation at the ends only', () => {
    expect(fillerKey('Y’know,')).toBe("y'know");
    expect(fillerKey('"Basically!"')).toBe('basically');
    expect(fillerKey('mm-hmm.')).toBe('mm-hmm');
  });

  it('joins the words of a phrase by single spaces and refuses blank entries', () => {
    expect(normaliseFillerEntry('  You   KNOW, ')).toBe('you know');
    expect(normaliseFillerEntry('Basically')).toBe('basically');
    expect(normaliseFillerEntry('   ')).toBeNull();
    expect(normaliseFillerEntry(' ... , ')).toBeNull();
  });
});

describe('findFillers', () => {
  it('finds the default fillers in reading order, across paragraphs', () => {
    const snippets = [para('Um, so I think, uh... yes'), para('Hmm? Well er we went', { start: 10 })];
    expect(findFillers(snippets)).toEqual([
      { paragraph: 0, word: 0 },
      { paragraph: 0, word: 4 },
      { paragraph: 1, word: 0 },
      { paragraph: 1, word: 2 },
    ]);
  });

  it('finds nothing in a transcript without fillers', () => {
    expect(findFillers([para('We went to the ER, like, you know')])).toEqual([]);
    expect(findFillers([])).toEqual([]);
  });

  it("adds the person's own words, matched like the defaults", () => {
    const snippets = [para('Basically, we like it. BASICALLY done')];
    expect(findFillers(snippets, ['basically'])).toEqual([
      { paragraph: 0, word: 0 },
      { paragraph: 0, word: 4 },
    ]);
  });

  it("adds the person's own phrases, whole and within one paragraph", () => {
    const snippets = [para('I mean, you know, it works you'), para('know what I mean', { start: 10 })];
    expect(findFillers(snippets, ['You know', 'i mean'])).toEqual([
      { paragraph: 0, word: 0 },
      { paragraph: 0, word: 1 },
      { paragraph: 0, word: 2 },
      { paragraph: 0, word: 3 },
      // "you" ending paragraph 0 and "know" starting paragraph 1 are not one phrase.
      { paragraph: 1, word: 2 },
      { paragraph: 1, word: 3 },
    ]);
  });

  it('counts overlapping phrases and a word in both lists once', () => {
    const snippets = [para('um you know know um')];
    expect(findFillers(snippets, ['know know', 'you know', 'um', '  '])).toEqual(
      [0, 1, 2, 3, 4].map((word) => ({ paragraph: 0, word })),
    );
  });

  it('includes struck fillers; fillersToStrike leaves them out', () => {
    const snippets = strikeRange([para('um yes uh')], { paragraph: 0, word: 0 }, { paragraph: 0, word: 0 });
    expect(findFillers(snippets)).toHaveLength(2);
    expect(fillersToStrike(snippets)).toEqual([{ paragraph: 0, word: 2 }]);
  });
});

describe('strikeFillers', () => {
  it('strikes every filler, keeping the words, their punctuation and times', () => {
    const before = [para('Um, I think, uh... yes'), para('Nothing here', { start: 10 }), para('Hmm?', { start: 20 })];
    const after = strikeFillers(before);
    expect(struck(after)).toEqual([['Um,', 'uh...'], [], ['Hmm?']]);
    expect(after[0]!.words.map((w) => w.text)).toEqual(before[0]!.words.map((w) => w.text));
    expect(after[0]!.words[0]!.start).toBe(before[0]!.words[0]!.start);
    // Untouched paragraphs and words keep their objects (the editor memoises on them).
    expect(after[1]).toBe(before[1]);
    expect(after[0]!.words[1]).toBe(before[0]!.words[1]);
    expect(before[0]!.words[0]!.is_removed).toBe(false);
  });

  it('gives back the same array when there is nothing to strike', () => {
    const none = [para('No fillers at all')];
    expect(strikeFillers(none)).toBe(none);
    const done = strikeFillers([para('um yes')]);
    expect(strikeFillers(done)).toBe(done);
  });

  it("strikes the person's own words and phrases too", () => {
    expect(struck(strikeFillers([para('So basically you know it works')], ['basically', 'you know']))).toEqual([
      ['basically', 'you', 'know'],
    ]);
  });
});

describe('withDetectedFillers', () => {
  const word = (text: string, start: number) => ({ text, start, end: start + 0.3, confidence: 0.9 });
  const words = [word('so', 0), word('we', 0.4), word('went', 1.6), word('home', 2)];

  it('adds each sound between words as an "uh" of halved confidence, in time order', () => {
    const out = withDetectedFillers(words, [
      { start: 2.5, end: 3, confidence: 0.9 },
      { start: 0.8, end: 1.4, confidence: 0.8 },
    ]);
    expect(out.map((w) => w.text)).toEqual(['so', 'we', 'uh', 'went', 'home', 'uh']);
    expect(out[2]).toEqual({ text: 'uh', start: 0.8, end: 1.4, confidence: 0.4 });
    expect(out[5]!.confidence).toBe(0.45);
  });

  it('never puts one over a recognised word, even one that overlaps its neighbours', () => {
    expect(withDetectedFillers(words, [{ start: 1.8, end: 2.1, confidence: 1 }])).toEqual(words);
    // A long word starting first reaches past a short one: a sound after the short one is still under it.
    const long = [{ ...word('well', 0), end: 3 }, word('so', 1)];
    expect(withDetectedFillers(long, [{ start: 2, end: 2.5, confidence: 1 }])).toEqual(long);
    expect(withDetectedFillers(long, [{ start: 3.1, end: 3.5, confidence: 1 }])).toHaveLength(3);
  });

  it('is struck by Remove filler words once the words are made readable', () => {
    const readable = punctuateWords(withDetectedFillers(words, [{ start: 0.8, end: 1.4, confidence: 0.8 }]));
    const snippet = para(readable.map((w) => w.text).join(' '));
    expect(findFillers([snippet])).toEqual([{ paragraph: 0, word: 2 }]);
  });
});
