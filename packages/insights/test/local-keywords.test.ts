import { describe, expect, it } from 'vitest';
import type { Snippet } from '@scriptloom/contracts';
import { extractKeywords, phraseSpans } from '../src/local/keywords.js';
import { buildSentences } from '../src/text/build-sentences.js';
import { tagSentences } from '../src/text/tagging.js';

/** The phrases left of a noun run [from, to) of a lower-case sentence, as text. */
function phrases(text: string, run: string, lemmas: Record<string, string> = {}): string[] {
  const tokens = text.split(' ');
  const runTokens = run.split(' ');
  const from = tokens.findIndex((_, i) => runTokens.every((w, k) => tokens[i + k] === w));
  const lemma = tokens.map((t) => lemmas[t] ?? t);
  return phraseSpans(tokens, lemma, from, from + runTokens.length).map(([a, b]) => tokens.slice(a, b).join(' '));
}

describe('key phrase spans', () => {
  it('drops a verb the tagger took for a noun, read from the word before it', () => {
    expect(phrases('how do we hire engineers in a small city', 'hire engineers')).toEqual(['engineers']);
    expect(phrases('students plant tomatoes every spring', 'tomatoes')).toEqual(['tomatoes']);
    expect(phrases('i want to plant tomatoes', 'plant tomatoes')).toEqual(['tomatoes']);
  });

  it('drops a verb at the end, read from the object after it', () => {
    expect(phrases('the compost gives the plants food', 'compost gives')).toEqual(['compost']);
    expect(phrases('and talk about the people', 'talk')).toEqual([]);
  });

  it('splits a list of nouns at a plural, and keeps singular compounds whole', () => {
    expect(
      phrases('it can hold raised beds water tanks and people', 'beds water tanks', { beds: 'bed', tanks: 'tank' }),
    ).toEqual(['beds', 'water tanks']);
    expect(phrases('we build storage cabinets for schools', 'storage cabinets', { cabinets: 'cabinet' })).toEqual([
      'storage cabinets',
    ]);
    expect(phrases('the bike share system works', 'bike share system')).toEqual(['bike share system']);
  });
});

describe('keywords', () => {
  /** Keywords of one lower-case, unpunctuated paragraph, as a recogniser gives it. */
  function keywordsOf(text: string, known: ReadonlySet<string> = new Set()): string[] {
    const words = text.split(' ').map((w, i) => ({
      text: w,
      start: i * 0.4,
      end: i * 0.4 + 0.3,
      confidence: 0.9,
      is_removed: false,
    }));
    const snippet: Snippet = {
      id: '0',
      start: 0,
      start_timestamp: '',
      end: words.at(-1)!.end,
      end_timestamp: '',
      speaker: 'Speaker 1',
      words,
      comments: [],
    };
    const sentences = buildSentences([snippet]);
    const tagged = tagSentences(sentences.map((s) => s.tokens));
    return extractKeywords(sentences, tagged, new Map(), new Set(), 8, known).keywords;
  }

  it('lists no date or quantity as a topic', () => {
    const keywords = keywordsOf(
      'the bakery opens every saturday morning and the bakery sells sourdough bread ' +
        'we bake two hundred loaves on saturday morning for forty dollars of flour ' +
        'the sourdough bread needs a starter and the starter needs flour every day',
    );
    expect(keywords).toEqual(expect.arrayContaining(['bakery', 'sourdough bread']));
    for (const k of keywords) expect(k).not.toMatch(/saturday|morning|dollars|day$/i);
  });

  it('keeps a typed term apart from the words heard beside it', () => {
    const text =
      'the katla volcano erupted and the katla volcano threw ash over iceland ' +
      'and the katla volcano is watched every day by scientists';
    expect(keywordsOf(text)).toContain('katla volcano');
    const keywords = keywordsOf(text, new Set(['katla']));
    expect(keywords).toEqual(expect.arrayContaining(['katla', 'volcano']));
    for (const k of keywords) expect(k).not.toMatch(/katla \w/);
  });

  it('leaves out a word said once when enough topics are said again', () => {
    const keywords = keywordsOf(
      'the garden has raised beds and the soil in the raised beds gets compost ' +
        'we grow vegetables in the garden and the compost feeds the soil ' +
        'rain fills the water tanks on the roof and the water tanks feed the vegetables ' +
        'the roof holds the garden and the rappers sat near the beds',
    );
    expect(keywords).toEqual(expect.arrayContaining(['garden', 'compost', 'soil', 'water tanks', 'roof']));
    expect(keywords).not.toContain('rappers');
  });

  it('lists no generic noun qualified only by a participle or a time word', () => {
    const keywords = keywordsOf(
      'for more than a century people kept the lighthouse and the lighthouse keepers invited people ' +
        'to climb the tower and the invited people climbed the tower while young people painted the lighthouse',
    );
    expect(keywords).toEqual(expect.arrayContaining(['lighthouse', 'tower']));
    for (const k of keywords) expect(k).not.toMatch(/^(century|invited) people$/i);
    // A real modifier names a group a listener would list.
    expect(keywords).toContain('young people');
  });
});
