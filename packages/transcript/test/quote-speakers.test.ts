import { describe, expect, it } from 'vitest';
import { speakerAt, withCurrentSpeakers } from '../src/index.js';
import { para } from './helpers.js';

// Ana speaks 0-3.5, Ben 10-13.5, Ana again 20-23.5 (one second per word).
const doc = [
  para('welcome to the show', { speaker: 'Ana', start: 0 }),
  para('thanks for having me', { speaker: 'Ben', start: 10 }),
  para('so tell us more', { speaker: 'Ana', start: 20 }),
];
const quote = (speaker: string, start: number) => ({ text: 'x', speaker, start, end: start + 1, timestamp: '0:00:00' });

describe('speakerAt', () => {
  it('finds the paragraph said at a time, or the last one started before it', () => {
    expect(speakerAt(doc, 0)).toBe('Ana');
    expect(speakerAt(doc, 12)).toBe('Ben');
    expect(speakerAt(doc, 13.5)).toBe('Ben');
    // In the pause after Ben's paragraph: still his turn.
    expect(speakerAt(doc, 15)).toBe('Ben');
    expect(speakerAt(doc, 21)).toBe('Ana');
  });

  it('is null before the first paragraph, for a time that is not a number, or with no paragraphs', () => {
    expect(speakerAt([para('late start', { start: 5 })], 1)).toBeNull();
    expect(speakerAt(doc, Number.NaN)).toBeNull();
    expect(speakerAt([], 3)).toBeNull();
  });
});

describe('withCurrentSpeakers', () => {
  it('gives each quote the name of the paragraph it starts in', () => {
    const renamed = doc.map((s) => (s.speaker === 'Ben' ? { ...s, speaker: 'Bea' } : s));
    const quotes = [quote('Ana', 0), quote('Ben', 10)];
    expect(withCurrentSpeakers(quotes, renamed).map((q) => q.speaker)).toEqual(['Ana', 'Bea']);
    // The quotes themselves are not changed.
    expect(quotes[1]!.speaker).toBe('Ben');
  });

  it('gives back the same array when every name is current, or none can be found', () => {
    const quotes = [quote('Ana', 0), quote('Ben', 10)];
    expect(withCurrentSpeakers(quotes, doc)).toBe(quotes);
    const lost = [quote('Ana', Number.NaN)];
    expect(withCurrentSpeakers(lost, doc)).toBe(lost);
  });
});
