import { describe, expect, it } from 'vitest';
import { MAX_PROMPT_CHARS, vocabularyPrompt } from '../src/vocabulary-prompt.js';

describe('vocabularyPrompt', () => {
  it('lists the terms as written, as one sentence', () => {
    expect(vocabularyPrompt(['Okafor', 'Northwind Labs', 'Scriptloom'])).toBe('Okafor, Northwind Labs, Scriptloom.');
    expect(vocabularyPrompt(['Acme Inc.'])).toBe('Acme Inc.');
  });

  it('gives nothing for no terms', () => {
    expect(vocabularyPrompt(undefined)).toBeUndefined();
    expect(vocabularyPrompt([])).toBeUndefined();
  });

  it('keeps the first terms that fit and leaves the rest out whole', () => {
    const terms = Array.from({ length: 200 }, (_, i) => `Term number ${i} of many`);
    const prompt = vocabularyPrompt(terms)!;
    expect(prompt.length).toBeLessThanOrEqual(MAX_PROMPT_CHARS);
    expect(prompt.length).toBeGreaterThan(MAX_PROMPT_CHARS - 25);
    expect(prompt.startsWith('Term number 0 of many, Term number 1 of many,')).toBe(true);
    expect(prompt).toMatch(/, Term number \d+ of many\.$/);
    expect(vocabularyPrompt(['abc', 'defgh'], 9)).toBe('abc.');
  });
});
