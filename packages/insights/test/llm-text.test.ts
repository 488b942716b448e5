import type { Snippet } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { buildLexicon, checkKeywords, finishChapters } from '../src/llm/checks.js';
import { groundQuote, indexWords, type GroundedQuote } from '../src/llm/ground.js';
import { extractJson, parseJsonAnswer, stripFences } from '../src/llm/json-answer.js';
import { mergeEntities, mergeKeywords, pickQuotes } from '../src/llm/merge.js';
import { SummaryAnswer } from '../src/llm/schemas.js';
import { chunkLines, formatLine, spokenWords, tokenize, transcriptLines } from '../src/llm/transcript-text.js';
import { loadSource } from './support/llm-fixtures.js';

const garden = loadSource('podcast-garden');

function snippet(speaker: string, start: number, text: string, struck: number[] = []): Snippet {
  const words = text.split(' ').map((t, i) => ({
    text: t,
    start: start + i,
    end: start + i + 0.8,
    confidence: 0.9,
    is_removed: struck.includes(i),
  }));
  return {
    id: `${speaker}-${start}`,
    start,
    start_timestamp: '',
    end: start + words.length,
    end_timestamp: '',
    speaker,
    words,
    comments: [],
  };
}

describe('transcript text', () => {
  it('writes [h:mm:ss] Speaker: text lines without struck words', () => {
    const lines = transcriptLines([snippet('Ana', 3725, 'um so we grew tomatoes', [0]), snippet('Ben', 3731, 'nice')]);
    expect(lines.map(formatLine)).toEqual(['[1:02:06] Ana: so we grew tomatoes', '[1:02:11] Ben: nice']);
  });

  it('splits into chunks of at most maxChars at paragraph boundaries, keeping every line', () => {
    const lines = transcriptLines(garden.snippets, 250);
    const chunks = chunkLines(lines, 250);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(250);
      expect(chunk.text).toMatch(/^\[\d:\d{2}:\d{2}\] Speaker \d: /);
    }
    expect(chunks.map((c) => c.text).join('\n')).toBe(lines.map(formatLine).join('\n'));
    // Lines of one long paragraph are cut at words, each with its own time.
    expect(lines.length).toBeGreaterThan(garden.snippets.length);
  });

  it('gives a single chunk when the text fits', () => {
    expect(chunkLines(transcriptLines(garden.snippets), 24_000)).toHaveLength(1);
  });

  it('tokenises like the recogniser writes', () => {
    expect(tokenize('That’s Café-Society, 2024!')).toEqual(['thats', 'cafe', 'society', '2024']);
  });
});

describe('quote grounding', () => {
  const index = indexWords(spokenWords(garden.snippets));

  it('finds an exact copy and a copy with a few words changed, never an unsaid one', () => {
    expect(
      groundQuote('Start small with four raised beds, find a partner who owns a strong roof.', index),
    ).toMatchObject({
      text: 'Start small with four raised beds, find a partner who owns a strong roof.',
      speaker: 'Speaker 2',
      timestamp: '0:01:56',
    });
    const changed = groundQuote('Start small with 4 raised beds; find a partner that owns a strong roof.', index);
    expect(changed?.text).toBe('Start small with four raised beds find a partner who owns a strong roof.');
    expect(groundQuote('Start with a big budget and hire a famous architect for the roof.', index)).toBeNull();
    expect(groundQuote('strong roof', index)).toBeNull();
  });

  it('ignores a copied time and speaker label', () => {
    expect(groundQuote('[0:01:56] Speaker 2: start small with four raised beds', index)?.speaker).toBe('Speaker 2');
  });
});

describe('checks and merging', () => {
  it('keeps keywords with a word said, by stem', () => {
    const lexicon = buildLexicon(tokenize('we sold batteries and solar panels to schools'));
    expect(checkKeywords(['battery', 'School', 'wind power', 'the', 'solar energy'], lexicon)).toEqual([
      'battery',
      'School',
      'solar energy',
    ]);
  });

  it('orders chapters, merges near-identical times, starts at 0:00:00', () => {
    expect(
      finishChapters([
        { start: 300, summary: 'C' },
        { start: 12, summary: 'A' },
        { start: 15, summary: 'A again' },
        { start: 200, summary: 'B' },
      ]),
    ).toEqual([
      { timestamp: '0:00:00', summary: 'A' },
      { timestamp: '0:03:20', summary: 'B' },
      { timestamp: '0:05:00', summary: 'C' },
    ]);
  });

  it('merges keywords by the number of parts naming them', () => {
    expect(
      mergeKeywords(
        [
          ['soil', 'roof'],
          ['Roof', 'grant'],
          ['roof', 'soil', 'tank'],
        ],
        3,
      ),
    ).toEqual(['roof', 'soil', 'grant']);
  });

  it('unites entities per type without case duplicates', () => {
    expect(mergeEntities([{ ORG: ['Red Cross'] }, { ORG: ['red cross', 'City Council'], GPE: ['Chicago'] }])).toEqual({
      ORG: ['Red Cross', 'City Council'],
      GPE: ['Chicago'],
    });
  });

  it('picks quotes best first per part, spread over the parts, in time order', () => {
    const q = (start: number, word: number): GroundedQuote => ({
      text: `q${start}`,
      speaker: 'S',
      start,
      end: start + 1,
      timestamp: '',
      firstWord: word,
      lastWord: word + 5,
    });
    const parts = [[q(10, 10), q(20, 20)], [q(110, 110), q(120, 120)], [q(210, 210)], [q(310, 310)]];
    expect(pickQuotes(parts, 2).map((x) => x.start)).toEqual([110, 310]);
    expect(pickQuotes(parts, 5).map((x) => x.start)).toEqual([10, 110, 120, 210, 310]);
    // Overlapping candidates count once.
    expect(pickQuotes([[q(10, 10)], [q(11, 12)]], 2)).toHaveLength(1);
  });
});

describe('JSON answers', () => {
  it('takes the outermost object from fenced or chatty answers', () => {
    expect(extractJson('Sure! {"a": {"b": 1}} Anything else?')).toEqual({ ok: true, value: { a: { b: 1 } } });
    expect(extractJson('```json\n{"a": 1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJson('no json here').ok).toBe(false);
  });

  it('names the fields that are wrong', () => {
    const parsed = parseJsonAnswer(SummaryAnswer, '{"abstract": ""}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(/abstract.*headline|headline.*abstract/s);
  });

  it('strips a fence around markdown', () => {
    expect(stripFences('```md\n# Notes\n\nText\n```')).toBe('# Notes\n\nText');
  });
});
