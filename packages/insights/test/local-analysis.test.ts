import { readFileSync } from 'node:fs';
import { parseTimestamp, syntheticTranscript } from '@scriptloom/transcript';
import { describe, expect, it } from 'vitest';
import { analyse } from '../src/local/analyse.js';
import { headlineFrom, sentenceScores } from '../src/local/summary.js';
import type { Sentence } from '../src/text/sentence.js';
import { quoteConfidenceBars } from '../src/local/quotes.js';
import type { InsightSource } from '../src/types.js';

interface Annotations {
  topics: Array<{ start: number; title: string }>;
}

function load(name: string): { source: InsightSource; annotations: Annotations } {
  const snippets = JSON.parse(readFileSync(new URL(`./fixtures/${name}.snippets.json`, import.meta.url), 'utf8'));
  const annotations = JSON.parse(
    readFileSync(new URL(`../../../fixtures/${name}.insights.json`, import.meta.url), 'utf8'),
  );
  return {
    source: { title: snippets.title, durationSec: snippets.duration, snippets: snippets.snippets },
    annotations,
  };
}

const spk = load('podcast-2spk');
const garden = load('podcast-garden');
const a2 = analyse(spk.source);
const ag = analyse(garden.source);

const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());

describe('keywords', () => {
  it.each([
    ['podcast-2spk', a2, ['batter', 'solar', 'storage cabinet', 'electric car']],
    ['podcast-garden', ag, ['garden', 'soil', 'compost', 'vegetable', 'roof']],
  ])('%s: on the topic', (_name, analysis, expected) => {
    const keywords = lower(analysis.keywords.keywords);
    expect(keywords.length).toBeGreaterThanOrEqual(6);
    expect(keywords.length).toBeLessThanOrEqual(12);
    for (const word of expected)
      expect(
        keywords.some((k) => k.includes(word)),
        word,
      ).toBe(true);
  });

  it('lists a lemma once and no fillers or names', () => {
    const keywords = lower(a2.keywords.keywords);
    expect(keywords.filter((k) => /^batter(y|ies)$/.test(k))).toHaveLength(1);
    for (const filler of ['yeah', 'thing', 'lot', 'people', 'david', 'portugal'])
      expect(keywords).not.toContain(filler);
  });
});

describe('entities', () => {
  it('finds the names that survive recognition', () => {
    expect(a2.entities.ORG).toContain('University of Lisbon');
    expect(a2.entities.GPE).toEqual(expect.arrayContaining(['Portugal', 'Spain']));
    expect(ag.entities.ORG).toEqual(
      expect.arrayContaining(['Red Cross', 'Harvard University', 'Rooftop Farming Network']),
    );
    expect(ag.entities.PERSON).toContain('Sarah Miller');
    expect(ag.entities.GPE).toContain('Chicago');
  });

  it('does not make common words entities or places people', () => {
    const all = [a2, ag].flatMap((a) => Object.values(a.entities).flat()).map((e) => e.toLowerCase());
    for (const word of [
      'battery',
      'garden',
      'soil',
      'roof',
      'city',
      'grant',
      'will',
      'comcast',
      'walter thompson',
      'i attend',
    ])
      expect(all).not.toContain(word);
    expect(ag.entities.PERSON ?? []).not.toContain('Chicago');
  });

  it('capitalises the names it found in the sentences', () => {
    expect(ag.sentences.some((s) => s.text.includes('Harvard University funded'))).toBe(true);
  });
});

describe('chapters', () => {
  it.each([
    ['podcast-2spk', a2, spk.annotations, 2],
    ['podcast-garden', ag, garden.annotations, 3],
  ])('%s: boundaries near the topic changes', (_name, analysis, annotations, needed) => {
    const chapters = analysis.chapters;
    expect(chapters.length).toBeGreaterThanOrEqual(3);
    expect(chapters[0]!.timestamp).toBe('0:00:00');
    const times = chapters.map((c) => parseTimestamp(c.timestamp)!);
    const interior = annotations.topics.slice(1).map((t) => t.start);
    const near = interior.filter((t) => times.some((c) => Math.abs(c - t) <= 6));
    expect(near.length).toBeGreaterThanOrEqual(needed);
    for (const c of chapters) {
      expect(c.summary.length).toBeGreaterThan(0);
      expect(c.summary.split(' ').length).toBeLessThanOrEqual(13);
      expect(c.summary[0]).toBe(c.summary[0]!.toUpperCase());
    }
  });
});

describe('summary', () => {
  it.each([
    ['podcast-2spk', a2],
    ['podcast-garden', ag],
  ])('%s: 2-5 sentences taken from the transcript', (_name, analysis) => {
    const { abstract, headline } = analysis.summary;
    const sentences = abstract.match(/[^.?]+[.?]/g) ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(abstract.split(' ').length).toBeLessThanOrEqual(120);
    const spoken = ` ${analysis.sentences.flatMap((s) => s.tokens).join(' ')} `;
    for (const s of sentences) {
      const words = s.toLowerCase().replace(/[.?]/g, '').trim();
      expect(spoken).toContain(` ${words} `);
    }
    expect(headline.length).toBeGreaterThan(0);
    expect(headline.split(' ').length).toBeLessThanOrEqual(12);
    expect(abstract.toLowerCase()).not.toMatch(/thank you|welcome/);
  });
});

describe('headline with typed terms', () => {
  it('keeps the typed term first among the keywords but names the topic heard most', () => {
    const phrase = (key: string, score: number, typed?: boolean) => ({ key, display: key, score, weight: 2, typed });
    const phrases = [phrase('storage cabinet', 3, true), phrase('battery', 1.2), phrase('solar power', 0.8)];
    const analysis = {
      keywords: ['storage cabinet', 'battery', 'solar power'],
      phrases: new Map(phrases.map((p) => [p.key, p])),
      sentencePhrases: [],
      wordScores: new Map(),
      mentions: new Map([['battery', 3]]),
    };
    expect(headlineFrom(analysis, undefined)).toBe('Battery and Solar Power');
  });
});

describe('abstract sentences', () => {
  it('rank a sentence heard less clearly than the file on average far below one heard clearly', () => {
    const sentence = (index: number, confidence: number): Sentence => {
      const tokens = 'the colony swarms in spring when the hive runs out of room'.split(' ');
      return {
        index,
        text: tokens.join(' '),
        tokens,
        speaker: 'Speaker 1',
        start: index * 10,
        end: index * 10 + 5,
        confidence,
        snippetIndex: index,
        question: false,
        confidences: tokens.map(() => confidence),
        complete: true,
        surfaces: tokens,
      };
    };
    const none = { keywords: [], phrases: new Map(), sentencePhrases: [], wordScores: new Map(), mentions: new Map() };
    const [clear, unclear] = sentenceScores([sentence(0, 0.9), sentence(1, 0.5)], [1, 1], none);
    // Confidence alone gives (0.4 + 0.5) / (0.4 + 0.9) = 0.69; heard under the mean, a fifth of that.
    expect(unclear! / clear!).toBeLessThan(0.2);
  });

  it('rank a speaker introducing themself far below a statement', () => {
    const sentence = (index: number, text: string, speaker: string): Sentence => {
      const tokens = text.split(' ');
      return {
        index,
        text,
        tokens,
        speaker,
        start: index * 10,
        end: index * 10 + 5,
        confidence: 0.9,
        snippetIndex: index,
        question: false,
        confidences: tokens.map(() => 0.9),
        complete: true,
        surfaces: tokens,
      };
    };
    const none = { keywords: [], phrases: new Map(), sentencePhrases: [], wordScores: new Map(), mentions: new Map() };
    const [introduction, statement] = sentenceScores(
      [
        sentence(0, 'sofia rossi here i run the music programme for the festival', 'Sofia Rossi'),
        sentence(1, 'the young players rehearse for a week with the professional band', 'Sofia Rossi'),
      ],
      [1, 1],
      none,
    );
    expect(introduction! / statement!).toBeLessThanOrEqual(0.1);
    // After a joining word, with the name written with capitals (an unnamed label this time).
    const joined = sentence(0, "and i'm tobias lind and i run a pottery studio in galway", 'Speaker 3');
    joined.surfaces = "And I'm Tobias Lind and I run a pottery studio in Galway".split(' ');
    const [opening, fact] = sentenceScores(
      [joined, sentence(1, 'the kiln fires for twelve hours at more than twelve hundred degrees', 'Speaker 3')],
      [1, 1],
      none,
    );
    expect(opening! / fact!).toBeLessThanOrEqual(0.1);
  });
});

describe('quotes', () => {
  it.each([
    // How many statements of each recognised recording are worth quoting, counted by reading them:
    // the test podcast's 14 sentences hold four (the rest are questions, the host's lead-ins,
    // introductions and thanks); the garden episode's hold six heard at least as clearly as its
    // average word, so five asked are five (two of the six are poor: short, or misheard, and come last).
    ['podcast-2spk', a2, 4],
    ['podcast-garden', ag, 5],
  ])('%s: the statements worth quoting, with the times of their words', (_name, analysis, worth) => {
    const quotes = analysis.quotes(5);
    const bars = quoteConfidenceBars(analysis.sentences);
    expect(quotes).toHaveLength(worth);
    for (const q of quotes) {
      const s = analysis.sentences.find((x) => x.text === q.text)!;
      expect(s).toBeDefined();
      // Heard at least as clearly as the file's average word, a statement, never a lead-in.
      expect(s.confidence).toBeGreaterThanOrEqual(bars.mean - 1e-9);
      expect(s.question).toBe(false);
      expect(q.text).not.toMatch(/^let us start/i);
      expect(q.start).toBe(s.start);
      expect(q.end).toBe(s.end);
      expect(q.speaker).toBe(s.speaker);
      expect(s.tokens.length).toBeGreaterThanOrEqual(6);
    }
    // Fewer asked, two of the same.
    const two = analysis.quotes(2);
    expect(two).toHaveLength(2);
    for (const q of two) expect(quotes.map((x) => x.text)).toContain(q.text);
  });
});

describe('performance', () => {
  it('analyses 25,000 words well within the limit', () => {
    const { snippets } = syntheticTranscript({ words: 25_000, speakers: 3, seed: 7 });
    const started = performance.now();
    const analysis = analyse({ title: 'long', durationSec: 0, snippets });
    const ms = performance.now() - started;
    console.info(`25,000-word analysis: ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(20_000);
    expect(analysis.chapters.length).toBeGreaterThanOrEqual(3);
    expect(analysis.chapters.length).toBeLessThanOrEqual(12);
    expect(analysis.quotes(5)).toHaveLength(5);
  });
});
