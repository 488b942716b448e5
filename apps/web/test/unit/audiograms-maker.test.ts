import { AUDIOGRAM_LIMITS } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  backgroundOf,
  clipRequest,
  FIRST_CHOICES,
  makerReducer,
  quotePicks,
  type MakerChoice,
} from '../../src/features/editor/audiograms/maker/maker-choices';

const after = (...choices: MakerChoice[]) => choices.reduce(makerReducer, FIRST_CHOICES);

describe('audiogram maker choices', () => {
  it('picks quotes one by one in order, all at once, and starts afresh once they are made', () => {
    expect(after({ type: 'toggleQuote', index: 2 }, { type: 'toggleQuote', index: 0 }).picked).toEqual([0, 2]);
    expect(after({ type: 'toggleQuote', index: 2 }, { type: 'toggleQuote', index: 2 }).picked).toEqual([]);
    expect(after({ type: 'toggleQuote', index: 1 }, { type: 'toggleAllQuotes', count: 3 }).picked).toEqual([0, 1, 2]);
    expect(after({ type: 'toggleAllQuotes', count: 3 }, { type: 'toggleAllQuotes', count: 3 }).picked).toEqual([]);
    const made = after({ type: 'shape', shape: 'landscape' }, { type: 'toggleQuote', index: 1 }, { type: 'made' });
    expect(made).toEqual({ ...FIRST_CHOICES, shape: 'landscape' });
  });

  it('says whether every quote, some, or too many are picked', () => {
    expect(quotePicks([], 3)).toEqual({ all: false, some: false, tooMany: false });
    expect(quotePicks([1], 3)).toEqual({ all: false, some: true, tooMany: false });
    expect(quotePicks([0, 1, 2], 3)).toEqual({ all: true, some: false, tooMany: false });
    expect(quotePicks([], 0)).toEqual({ all: false, some: false, tooMany: false });
    const many = Array.from({ length: AUDIOGRAM_LIMITS.maxPerRequest + 1 }, (_, i) => i);
    expect(quotePicks(many, many.length + 1).tooMany).toBe(true);
    expect(quotePicks(many.slice(1), many.length).tooMany).toBe(false);
  });

  it('takes the background chosen here, else the file’s while the catalogue has it, else the default', () => {
    const catalogue = [{ id: 'dusk' }, { id: 'paper' }];
    expect(backgroundOf('paper', 'dusk', catalogue, 'dusk')).toBe('paper');
    expect(backgroundOf(null, 'paper', catalogue, 'dusk')).toBe('paper');
    expect(backgroundOf(null, 'retired', catalogue, 'dusk')).toBe('dusk');
    expect(backgroundOf(null, undefined, [], undefined)).toBe('');
  });

  it('asks for audiograms with their shape and background, reels portrait with their framing', () => {
    const choices = after({ type: 'shape', shape: 'landscape' }, { type: 'framing', framing: 'crop' });
    expect(clipRequest(choices, { quotes: [0, 2] }, { reel: false, background: 'paper' })).toEqual({
      quotes: [0, 2],
      kind: 'audiogram',
      shape: 'landscape',
      background: 'paper',
    });
    // No catalogue yet: the server takes the file's background.
    expect(clipRequest(choices, { quotes: [1] }, { reel: false, background: '' })).toEqual({
      quotes: [1],
      kind: 'audiogram',
      shape: 'landscape',
    });
    expect(clipRequest(choices, { passages: [{ start: 1, end: 9 }] }, { reel: true, background: 'paper' })).toEqual({
      passages: [{ start: 1, end: 9 }],
      kind: 'reel',
      shape: 'portrait',
      framing: 'crop',
    });
  });
});
