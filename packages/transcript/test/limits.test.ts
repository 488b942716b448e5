import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, TEXT_LIMITS } from '@scriptloom/contracts';
import { documentLimitProblem, replaceAll, syntheticTranscript } from '../src/index.js';

describe('documentLimitProblem', () => {
  it('accepts a long but ordinary transcript', () => {
    const doc = syntheticTranscript({ words: 25_000, seed: 1 });
    expect(documentLimitProblem(doc)).toBeUndefined();
  });

  it('names what is over: a word, a speaker name, too many words', () => {
    const doc = syntheticTranscript({ words: 100, seed: 2 });
    const longWord = structuredClone(doc);
    longWord.snippets[0]!.words[0]!.text = 'x'.repeat(TEXT_LIMITS.word + 1);
    expect(documentLimitProblem(longWord)).toEqual({
      kind: 'item',
      message: 'A word can have at most 200 characters.',
    });

    const longName = structuredClone(doc);
    longName.snippets[1]!.speaker = 'n'.repeat(TEXT_LIMITS.speakerName + 1);
    expect(documentLimitProblem(longName)?.kind).toBe('item');

    // 2,501 paragraphs of 100 words (the same word objects: only the counts matter here).
    const paragraph = { ...doc.snippets[0]!, words: Array.from({ length: 100 }, () => doc.snippets[0]!.words[0]!) };
    const words = {
      snippets: Array.from({ length: DOCUMENT_LIMITS.words / 100 + 1 }, () => paragraph),
      speakers: doc.speakers,
    };
    expect(documentLimitProblem(words)).toEqual({
      kind: 'size',
      message: 'A transcript can have at most 250,000 words.',
    });
  });

  it('catches a replace-all that grows a transcript past the limits', () => {
    const doc = syntheticTranscript({ words: 2_000, seed: 4 });
    const out = replaceAll(
      { snippets: doc.snippets, speakers: doc.speakers, summary: null, chapters: [] },
      '\\S+',
      'x '.repeat(199) + 'x',
    );
    // Each paragraph now has over 10,000 words, and the whole over 250,000.
    expect(documentLimitProblem({ snippets: out.doc.snippets, speakers: doc.speakers })).toBeDefined();
  });

  it("stops a replacement that would copy the text into every match ($') before it eats memory", () => {
    const doc = syntheticTranscript({ words: 2_000, seed: 5 });
    expect(() =>
      replaceAll(
        { snippets: doc.snippets, speakers: doc.speakers, summary: null, chapters: [] },
        '\\S',
        "$'".repeat(400),
      ),
    ).toThrow(/far too long/);
  });
});
