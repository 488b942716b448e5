import { describe, expect, it } from 'vitest';
import { fitText, TEXT_LIMITS } from '@scriptloom/contracts';
import { toPatch } from '../../src/services/insights/patches.js';

describe('engine output is cut to what a person may store', () => {
  it('fitText drops control characters and cuts at a space with an ellipsis', () => {
    expect(fitText('a\u0000b\u0007c', 10)).toBe('abc');
    const cut = fitText('word '.repeat(100), 52);
    expect(cut.length).toBeLessThanOrEqual(52);
    expect(cut.endsWith('word…')).toBe(true);
    expect(fitText('short', 10)).toBe('short');
  });

  it('a 30,000-character summary from an engine is stored within the summary limit', () => {
    const patch = toPatch('summary', { abstract: 'long sentence here. '.repeat(1500), headline: 'h\u0000i' });
    const abstract = patch.processed_data?.abstract as string;
    expect(abstract.length).toBeLessThanOrEqual(TEXT_LIMITS.summary);
    expect(patch.processed_data?.headline).toBe('hi');
  });

  it('keeps whole tweets while they fit', () => {
    const posts = Array.from({ length: 200 }, (_, i) => `post ${i} `.repeat(20).trim());
    const patch = toPatch('tweet', posts);
    const stored = patch.contents?.tweet as string;
    expect(stored.length).toBeLessThanOrEqual(TEXT_LIMITS.posts);
    expect(stored.split('\n\n').every((p) => /^post \d+/.test(p))).toBe(true);
  });
});
