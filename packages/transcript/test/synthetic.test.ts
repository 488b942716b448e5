import { describe, expect, it } from 'vitest';
import { syntheticTranscript } from '../src/index.js';
import { expectTimesConsistent, wordCount } from './helpers.js';

describe('syntheticTranscript', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = syntheticTranscript({ words: 500, seed: 7 });
    expect(syntheticTranscript({ words: 500, seed: 7 })).toEqual(a);
    expect(syntheticTranscript({ words: 500, seed: 8 }).snippets[0]!.words).not.toEqual(a.snippets[0]!.words);
  });

  it('builds a realistic transcript of the requested size', () => {
    const { snippets, speakers } = syntheticTranscript({ words: 5000, speakers: 3 });
    expect(wordCount(snippets)).toBe(5000);
    expect(speakers).toEqual([{ name: 'Speaker 1' }, { name: 'Speaker 2' }, { name: 'Speaker 3' }]);
    expect(new Set(snippets.map((s) => s.speaker))).toEqual(new Set(speakers.map((s) => s.name)));
    expectTimesConsistent(snippets);
    const words = snippets.flatMap((s) => s.words);
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThan(words[i - 1]!.end);
    const perWord = (words[words.length - 1]!.end - words[0]!.start) / words.length;
    expect(perWord).toBeGreaterThan(0.3);
    expect(perWord).toBeLessThan(0.6);
    expect(words.every((w) => w.confidence >= 0.3 && w.confidence <= 1 && /^[a-z]+$/.test(w.text))).toBe(true);
    expect(words.some((w) => ['sarah', 'microsoft', 'london'].includes(w.text))).toBe(true);
    expect(new Set(words.map((w) => w.text)).size).toBeGreaterThan(200);
    expect(new Set(snippets.map((s) => s.id)).size).toBe(snippets.length);
  });

  it('changes speaker every 20 to 150 words', () => {
    const { snippets } = syntheticTranscript({ words: 5000 });
    const turns: number[] = [];
    let previous = '';
    for (const s of snippets) {
      if (s.speaker === previous) turns[turns.length - 1]! += s.words.length;
      else turns.push(s.words.length);
      previous = s.speaker;
    }
    for (const turn of turns.slice(0, -1)) {
      expect(turn).toBeGreaterThanOrEqual(20);
      expect(turn).toBeLessThanOrEqual(150);
    }
    expect(turns.length).toBeGreaterThan(20);
  });

  it('builds 25,000 words well under a second', () => {
    const t0 = performance.now();
    expect(wordCount(syntheticTranscript({ words: 25_000 }).snippets)).toBe(25_000);
    expect(performance.now() - t0).toBeLessThan(3000);
  });
});
