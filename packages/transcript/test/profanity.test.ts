import type { Word } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  FLAGGED_PROFANITY_CONFIDENCE,
  filterProfanity,
  filterProfanityInSnippets,
  isProfane,
  maskProfanity,
  PROFANITY_MIN_CONFIDENCE,
} from '../src/index.js';
import { para } from './helpers.js';

/** Words from text, one a second, all heard clearly unless `confidence` says otherwise. */
function words(text: string, confidence: Record<number, number> = {}): Word[] {
  return text.split(' ').map((t, i) => ({
    text: t,
    start: i,
    end: i + 0.8,
    confidence: confidence[i] ?? 0.95,
    is_removed: false,
  }));
}

describe('profanity: which words', () => {
  it('finds listed words and their inflections, in any case', () => {
    for (const w of [
      'fuck',
      'Fucking',
      'FUCKED',
      'motherfuckers',
      'shitty',
      'Bullshit',
      'bitches',
      'Wanker',
      'arseholes',
    ]) {
      expect(isProfane(w), w).toBe(true);
    }
  });

  it('looks through punctuation, quotes, possessives and dropped endings', () => {
    for (const w of ['bitch,', '"Shit!"', '(fuck)', "bitch's", "fuckin'", 'bitch\u2019s', 'shit...', 'Fuck?']) {
      expect(isProfane(w), w).toBe(true);
    }
  });

  it('leaves words that only contain one, and the mild or ambiguous words it does not list', () => {
    for (const w of [
      'Scunthorpe',
      'assess',
      'class',
      'classic',
      'passage',
      'cockpit',
      'shitake',
      'Dickens',
      'hello',
      'bass',
      'damn',
      'hell',
      'Dick',
      'cock',
      'ass',
      'snigger',
      'bitcoin',
      'titillate',
      'cunning',
    ]) {
      expect(isProfane(w), w).toBe(false);
    }
  });

  it('masks the first letter kept, the rest starred, punctuation and other parts untouched', () => {
    expect(maskProfanity('bitch')).toBe('b****');
    expect(maskProfanity('Bitch,')).toBe('B****,');
    expect(maskProfanity('"FUCK!"')).toBe('"F***!"');
    expect(maskProfanity("bitch's")).toBe("b****'s");
    expect(maskProfanity("fuckin'")).toBe("f*****'");
    expect(maskProfanity('shit-faced')).toBe('s***-faced');
    expect(maskProfanity('mother-fucker.')).toBe('mother-f*****.');
    expect(maskProfanity('Scunthorpe')).toBe('Scunthorpe');
  });
});

describe('profanity: modes', () => {
  const heard = words('well that was a fucking disaster, shit.');

  it('mask: the words are masked and keep their times and confidence', () => {
    const { words: out, counts } = filterProfanity(heard, 'mask');
    expect(out.map((w) => w.text).join(' ')).toBe('well that was a f****** disaster, s***.');
    expect(out.map(({ start, end, confidence, is_removed }) => ({ start, end, confidence, is_removed }))).toEqual(
      heard.map(({ start, end, confidence, is_removed }) => ({ start, end, confidence, is_removed })),
    );
    expect(counts).toEqual({ profane: 2, masked: 2, removed: 0, flagged: 0 });
  });

  it('remove: the words are struck out as said, with their times, so the editor can restore them', () => {
    const { words: out, counts } = filterProfanity(heard, 'remove');
    expect(out.filter((w) => w.is_removed).map((w) => w.text)).toEqual(['fucking', 'shit.']);
    expect(out.map((w) => [w.text, w.start, w.end])).toEqual(heard.map((w) => [w.text, w.start, w.end]));
    expect(counts).toEqual({ profane: 2, masked: 0, removed: 2, flagged: 0 });
  });

  it('leave: the words are as heard', () => {
    const { words: out, counts } = filterProfanity(heard, 'leave');
    expect(out).toEqual(heard);
    expect(counts).toEqual({ profane: 2, masked: 0, removed: 0, flagged: 0 });
  });

  it('touches nothing in a transcript without profanity', () => {
    const clean = words('the class will assess Scunthorpe United');
    for (const mode of ['mask', 'remove', 'leave'] as const) {
      const { words: out, counts } = filterProfanity(clean, mode);
      expect(out).toEqual(clean);
      expect(counts.profane).toBe(0);
    }
  });
});

describe('profanity: heard with low confidence', () => {
  // The test podcast's "Thanks for having me, Maya" as the offline recogniser heard it.
  const misheard = words('thanks for having me my bitch is great to be here', { 3: 0.12, 5: 0.0, 6: 0.39 });

  it('is masked and marked for review in every mode, never shown or struck as heard', () => {
    for (const mode of ['mask', 'remove', 'leave'] as const) {
      const { words: out, counts } = filterProfanity(misheard, mode);
      const word = out[5]!;
      expect(word.text, mode).toBe('b****');
      expect(word.is_removed, mode).toBe(false);
      expect(word.confidence, mode).toBeLessThan(0.5);
      expect([word.start, word.end]).toEqual([5, 5.8]);
      expect(counts, mode).toEqual({ profane: 1, masked: 0, removed: 0, flagged: 1 });
    }
  });

  it('is lowered under the editor mark, at the bar, and is not flagged at or above the bar', () => {
    const under = filterProfanity(words('oh shit', { 1: PROFANITY_MIN_CONFIDENCE - 0.01 }), 'leave').words[1]!;
    expect(under).toMatchObject({ text: 's***', confidence: FLAGGED_PROFANITY_CONFIDENCE });
    const at = filterProfanity(words('oh shit', { 1: PROFANITY_MIN_CONFIDENCE }), 'leave').words[1]!;
    expect(at).toMatchObject({ text: 'shit', confidence: PROFANITY_MIN_CONFIDENCE });
  });

  it('keeps a confidence already lower than the mark', () => {
    const out = filterProfanity(words('oh shit', { 1: 0.2 }), 'mask').words[1]!;
    expect(out.confidence).toBe(0.2);
  });
});

describe('profanity: paragraphs', () => {
  it('filters every paragraph and adds up the counts; paragraphs without profanity are the same objects', () => {
    const clean = para('good morning everyone');
    const rude = para('what the fuck happened', { start: 10 });
    const { snippets, counts } = filterProfanityInSnippets([clean, rude], 'mask');
    expect(snippets[0]).toBe(clean);
    expect(snippets[1]!.words.map((w) => w.text)).toEqual(['what', 'the', 'f***', 'happened']);
    expect(snippets[1]!.id).toBe(rude.id);
    expect(counts).toEqual({ profane: 1, masked: 1, removed: 0, flagged: 0 });
  });
});
