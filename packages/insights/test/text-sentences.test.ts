import type { Snippet, Word } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { buildSentences, recaseSentences } from '../src/text/build-sentences.js';
import { isQuestion, caseWords, truecase } from '@scriptloom/transcript';

/** Words with 0.3 s each and `gap` seconds between them; a `|` in the text makes a 1 s pause. */
function snippet(speaker: string, text: string, start = 0, gap = 0.05): Snippet {
  const words: Word[] = [];
  let t = start;
  for (const part of text.split(' ')) {
    if (part === '|') {
      t += 1;
      continue;
    }
    const removed = part.startsWith('~');
    words.push({ text: removed ? part.slice(1) : part, start: t, end: t + 0.3, confidence: 0.9, is_removed: removed });
    t += 0.3 + gap;
  }
  return {
    id: `${speaker}-${start}`,
    start,
    start_timestamp: '0:00:00',
    end: t,
    end_timestamp: '0:00:00',
    speaker,
    words,
    comments: [],
  };
}

describe('buildSentences', () => {
  it.each([
    [
      'a pause ends a sentence',
      [snippet('A', 'we build storage cabinets | they last for years')],
      ['We build storage cabinets.', 'They last for years.'],
    ],
    [
      'a short gap does not',
      [snippet('A', 'we build storage cabinets for schools', 0, 0.2)],
      ['We build storage cabinets for schools.'],
    ],
    [
      'a speaker change ends a sentence',
      [snippet('A', 'so tell me more'), snippet('B', 'we test every module', 5)],
      ['So tell me more.', 'We test every module.'],
    ],
    ['struck words are ignored', [snippet('A', 'we ~um ~uh build cabinets')], ['We build cabinets.']],
    [
      '"i" is capitalised',
      [snippet('A', "i think i'm right and i've checked")],
      ["I think I'm right and I've checked."],
    ],
    [
      'a wh-question ends with ?',
      [snippet('A', 'why should anyone care about old batteries')],
      ['Why should anyone care about old batteries?'],
    ],
    [
      '"how many" asks',
      [snippet('A', 'how many cabinets have you installed so far')],
      ['How many cabinets have you installed so far?'],
    ],
    ['inversion asks', [snippet('A', 'do you sell them abroad')], ['Do you sell them abroad?']],
    [
      'a statement with a wh-word does not ask',
      [snippet('A', 'i know what you did last summer')],
      ['I know what you did last summer.'],
    ],
    [
      'a question opening mid-run starts a new sentence',
      [snippet('A', 'let us start with the big question why should anyone care about batteries')],
      ['Let us start with the big question.', 'Why should anyone care about batteries?'],
    ],
    [
      'a lead-in stays with its question',
      [snippet('A', 'before we wrap up where can listeners learn more')],
      ['Before we wrap up where can listeners learn more?'],
    ],
  ])('%s', (_name, snippets, expected) => {
    expect(buildSentences(snippets).map((s) => s.text)).toEqual(expected);
  });

  it('cuts runs over 35 words at their longest pause', () => {
    const words = Array.from({ length: 50 }, (_, i) => `word${i}`);
    const snip = snippet('A', words.join(' '));
    // One clearly longer (but sub-sentence) pause after word 20.
    for (const w of snip.words.slice(20)) {
      w.start += 0.4;
      w.end += 0.4;
    }
    const sentences = buildSentences([snip]);
    expect(sentences.map((s) => s.tokens.length)).toEqual([20, 30]);
    expect(sentences.every((s) => s.tokens.length <= 35)).toBe(true);
  });

  it('keeps lower-case tokens, times and confidence from the words', () => {
    const [s] = buildSentences([snippet('Speaker 1', 'Hello, World!', 2)]);
    expect(s).toMatchObject({ tokens: ['hello', 'world'], speaker: 'Speaker 1', start: 2, end: 2.65, index: 0 });
    expect(s!.confidence).toBeCloseTo(0.9);
  });

  it("ends sentences at the words' own marks when they are punctuated, whatever the pauses", () => {
    const sentences = buildSentences([
      snippet('A', 'Batteries last. | They are | cheap, and we sell them. Why does anyone care? Nobody', 0, 0.05),
    ]);
    expect(sentences.map((s) => s.text)).toEqual([
      'Batteries last.',
      'They are cheap, and we sell them.',
      'Why does anyone care?',
      'Nobody.',
    ]);
    expect(sentences.map((s) => s.question)).toEqual([false, false, true, false]);
    // The last one was never closed by the speaker.
    expect(sentences.map((s) => s.complete)).toEqual([true, true, true, false]);
    expect(sentences[1]!.tokens).toEqual(['they', 'are', 'cheap', 'and', 'we', 'sell', 'them']);
  });

  it('falls back to pauses when marks are too rare to be punctuation', () => {
    const words = Array.from({ length: 100 }, (_, i) => (i === 10 ? 'etc.' : `word${i}`));
    words.splice(50, 0, '|');
    const sentences = buildSentences([snippet('A', words.join(' '))]);
    // Two pause runs of 50 words, each cut once as over-long: the stray mark does not end anything.
    expect(sentences.map((s) => s.tokens.length)).toEqual([25, 25, 25, 25]);
    expect(sentences.map((s) => s.complete)).toEqual([false, true, false, true]);
  });

  it('keeps the written case and casing of found names in punctuated words', () => {
    const [s] = buildSentences([snippet('A', 'We met sarah at Harvard University.')], new Map([['sarah', 'Sarah']]));
    expect(s!.text).toBe('We met Sarah at Harvard University.');
  });

  it('returns nothing when every word is struck', () => {
    expect(buildSentences([snippet('A', '~all ~gone')])).toEqual([]);
  });

  it('capitalises proper nouns once known', () => {
    const sentences = buildSentences([snippet('A', 'we run a course with the university of lisbon and sarah')]);
    const names = new Map([
      ['university of lisbon', 'University of Lisbon'],
      ['sarah', 'Sarah'],
    ]);
    expect(recaseSentences(sentences, names)[0]!.text).toBe('We run a course with the University of Lisbon and Sarah.');
  });
});

describe('truecase and questions', () => {
  it('capitalises the first word, days and "I" only', () => {
    expect(truecase(['see', 'you', 'friday', 'i', 'hope'])).toEqual(['See', 'you', 'Friday', 'I', 'hope']);
  });
  it.each([
    ['what is your advice', true],
    ['where can listeners learn more', true],
    ['but for me finish what is your advice', true],
    ['this is where we are', false],
    ['we sort them by health', false],
    ['can you hear me', true],
    // Short and opened by a wh-word, whatever verb follows; "so", "and" may come first.
    ['what went wrong', true],
    ['who pays for all this', true],
    ['what about the players themselves', true],
    ['so how did you find a new home', true],
    ['and do you ever miss the city', true],
    // A wh-word with a subject or an article after it opens a clause.
    ['what we found surprised everyone', false],
    ['how the city changed in ten years', false],
    ['what a day it was', false],
    ['so we moved to the coast', false],
  ])('%s -> %s', (text, expected) => {
    expect(isQuestion(text.split(' '))).toBe(expected);
  });
});

describe('caseWords', () => {
  it('capitalises names and days inside a phrase, and nothing else', () => {
    const names = new Map([['north wind', 'North Wind']]);
    expect(caseWords(['community', 'forum', 'every', 'friday'])).toEqual(['community', 'forum', 'every', 'Friday']);
    expect(caseWords(['north', 'wind', 'labs'], names)).toEqual(['North', 'Wind', 'labs']);
    expect(caseWords(['i', 'think'])).toEqual(['I', 'think']);
  });
});
