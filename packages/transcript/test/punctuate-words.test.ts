import { describe, expect, it } from 'vitest';
import { looksPunctuated, punctuateWords, vocabularySpellings } from '../src/index.js';

interface W {
  text: string;
  start: number;
  end: number;
  confidence: number;
  speaker: string;
}

/**
 * Words as a recogniser gives them: `|` marks a sentence pause (0.8 s), `,` a short pause
 * (0.35 s), otherwise 0.1 s between words; `/` changes speaker.
 */
function spoken(script: string): W[] {
  const words: W[] = [];
  let t = 0;
  let speaker = 1;
  let gap = 0;
  for (const piece of script.split(' ')) {
    if (piece === '|') gap = 0.8;
    else if (piece === ',') gap = 0.35;
    else if (piece === '/') speaker++;
    else {
      t += gap;
      words.push({ text: piece, start: t, end: t + 0.3, confidence: 0.9, speaker: `Speaker ${speaker}` });
      t += 0.3;
      gap = 0.1;
    }
  }
  return words;
}

const text = (words: readonly { text: string }[]) => words.map((w) => w.text).join(' ');

describe('punctuateWords', () => {
  it('ends sentences at pauses and speaker changes, and capitalises their first word', () => {
    const out = punctuateWords(spoken('welcome to the show | today we talk about soil / thanks for having me'));
    expect(text(out)).toBe('Welcome to the show. Today we talk about soil. Thanks for having me.');
  });

  it('asks questions with a question mark, also after a short lead-in', () => {
    const out = punctuateWords(spoken('how many cabinets have you built | before we finish where can people find you'));
    expect(text(out)).toBe('How many cabinets have you built? Before we finish where can people find you?');
  });

  it('puts commas at short pauses, before "but" and after an opening interjection', () => {
    const out = punctuateWords(spoken('yeah that is right | the car is old , the battery still works but it is slow'));
    expect(text(out)).toBe('Yeah, that is right. The car is old, the battery still works, but it is slow.');
  });

  it('puts a comma before a word that opens a second clause, not before one joining two nouns', () => {
    const out = punctuateWords(
      spoken(
        'we baked the bread and we sold it at the market | we sell bread and butter so much every day | ' +
          'it rained all week so we stayed at home | we closed early because the oven broke',
      ),
    );
    expect(text(out)).toBe(
      'We baked the bread, and we sold it at the market. We sell bread and butter so much every day. ' +
        'It rained all week, so we stayed at home. We closed early, because the oven broke.',
    );
  });

  it('puts a comma after the name of the person a question is put to', () => {
    const out = punctuateWords(
      spoken(
        'helen what does the team do | david can we stop it | sarah runs the bakery | will you come | david did it well',
      ),
    );
    expect(text(out)).toBe(
      'Helen, what does the team do? David, can we stop it? Sarah runs the bakery. Will you come? David did it well.',
    );
  });

  it('writes "I", days, lexicon names and the vocabulary as given', () => {
    const out = punctuateWords(spoken('i met sarah in lisbon on friday | ada okafor runs scriptloom labs'), {
      terms: ['Ada Okafor', 'Scriptloom Labs'],
    });
    expect(text(out)).toBe('I met Sarah in Lisbon on Friday. Ada Okafor runs Scriptloom Labs.');
  });

  it('spells a surname from the vocabulary when it is said alone', () => {
    const out = punctuateWords(spoken('thank you doctor okafor'), { terms: ['Ada Okafor'] });
    expect(text(out)).toBe('Thank you doctor Okafor.');
  });

  it('leaves everyday words that are also names in lower case', () => {
    const out = punctuateWords(spoken('we will mark the date and bill the client'));
    expect(text(out)).toBe('We will mark the date and bill the client.');
  });

  it('never moves a word in time, nor changes its confidence or speaker', () => {
    const words = spoken('so what do you think | i think it works , mostly');
    const out = punctuateWords(words);
    expect(out).toHaveLength(words.length);
    out.forEach((w, i) => {
      expect({ ...w, text: '' }).toEqual({ ...words[i], text: '' });
      expect(w.text.toLowerCase().replace(/[.,?]/g, '')).toBe(words[i]!.text);
    });
  });

  it('cuts a long breathless run at its longest pause', () => {
    const long = Array.from({ length: 24 }, (_, i) => `w${i}`).join(' ');
    const more = Array.from({ length: 24 }, (_, i) => `v${i}`).join(' ');
    const out = punctuateWords(spoken(`${long} , ${more}`));
    expect(out[23]!.text).toBe('w23.');
    expect(out[24]!.text).toBe('V0');
  });

  it('keeps a word holding two tokens as one word', () => {
    const words = [
      { text: 'we', start: 0, end: 0.2 },
      { text: 'visited new york', start: 0.3, end: 1 },
    ];
    expect(text(punctuateWords(words))).toBe('We visited New York.');
  });

  it('handles an empty list and words without letters', () => {
    expect(punctuateWords([])).toEqual([]);
    const out = punctuateWords([
      { text: '--', start: 0, end: 0.1 },
      { text: 'ok', start: 0.2, end: 0.4 },
    ]);
    expect(out.map((w) => w.text)).toEqual(['--', 'Ok.']);
  });
});

describe('looksPunctuated', () => {
  it('tells engines that punctuate from those that do not', () => {
    expect(looksPunctuated([{ text: 'Hello,', start: 0, end: 1 }])).toBe(true);
    expect(looksPunctuated([{ text: 'hello', start: 0, end: 1 }])).toBe(false);
  });
});

describe('vocabularySpellings', () => {
  it('maps each term and the capitalised words of longer terms', () => {
    expect([...vocabularySpellings(['Ada Okafor', 'GPT-4', 'the Lab'])]).toEqual([
      ['ada okafor', 'Ada Okafor'],
      ['ada', 'Ada'],
      ['okafor', 'Okafor'],
      ['gpt-4', 'GPT-4'],
      ['the lab', 'the Lab'],
      ['lab', 'Lab'],
    ]);
  });
});
