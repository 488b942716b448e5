import { EMPTY_CONTEXT, type InsightContext } from '../src/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmEngine } from '../src/llm/llm-engine.js';
import { chunkLines, transcriptLines } from '../src/llm/transcript-text.js';
import {
  lastUserOf,
  questionOf,
  startFakeOpenAiServer,
  systemOf,
  type FakeOpenAiServer,
} from './support/fake-openai-server.js';
import { kindOf, linesOf, llmConfig, loadSource, scriptedModel } from './support/llm-fixtures.js';

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer(scriptedModel());
});
afterEach(async () => {
  await server.close();
});

const batteries = loadSource('podcast-2spk');
const garden = loadSource('podcast-garden');
const engine = (overrides = {}) => createLlmEngine(llmConfig(server.baseUrl, overrides), { retryBackoffMs: 0 });

describe('llm engine, one request per kind', () => {
  it('summarises, sending the transcript as timed lines with the model, key and JSON mode', async () => {
    const result = await engine().generate('summary', batteries, EMPTY_CONTEXT);
    expect(result).toEqual({ abstract: 'Whole episode of 11 lines.', headline: 'One headline' });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.headers.authorization).toBe('Bearer sk-test-secret-key');
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(request!.body.temperature).toBeGreaterThanOrEqual(0.2);
    expect(request!.body.temperature).toBeLessThanOrEqual(0.3);
    expect(questionOf(request!)).toContain('Episode title: Second Life for Batteries');
    expect(questionOf(request!)).toContain(
      '[0:00:00] Speaker 1: welcome back to the workbench comcast i am i attend and today',
    );
    expect(questionOf(request!)).toMatch(/^\[0:01:31\] Speaker 1: david okay for thank you/m);
  });

  it('leaves struck words out of what the model reads', async () => {
    const struck = structuredClone(batteries);
    struck.snippets[0]!.words[4]!.is_removed = true; // "workbench"
    await engine().generate('summary', struck, EMPTY_CONTEXT);
    expect(questionOf(server.requests[0]!)).toContain('[0:00:00] Speaker 1: welcome back to the comcast');
  });

  it('keeps chapter times inside the file, on paragraph starts, sorted, the first at 0:00:00', async () => {
    server.setHandler(() =>
      JSON.stringify({
        chapters: [
          { timestamp: '0:01:00', summary: 'Hiring engineers' },
          { timestamp: '0:00:03', summary: 'Welcome' },
          { timestamp: '0:00:17', summary: 'Why recycle batteries' },
          { timestamp: '0:00:20', summary: 'Why recycle batteries again' },
          { timestamp: '0:07:30', summary: 'After the end of the file' },
          { timestamp: '1:19', summary: 'Where to learn more' },
        ],
      }),
    );
    const chapters = await engine().generate('chapters', batteries, EMPTY_CONTEXT);
    expect(chapters).toEqual([
      { timestamp: '0:00:00', summary: 'Welcome' },
      { timestamp: '0:00:16', summary: 'Why recycle batteries' },
      { timestamp: '0:00:59', summary: 'Hiring engineers' },
      { timestamp: '0:01:19', summary: 'Where to learn more' },
    ]);
  });

  it('keeps keywords that are said (stem match) and drops the rest', async () => {
    server.setHandler(() =>
      JSON.stringify({ keywords: ['Batteries', 'solar storage', 'quantum computing', 'hospital', 'BATTERIES'] }),
    );
    expect(await engine().generate('keywords', batteries, EMPTY_CONTEXT)).toEqual([
      'Batteries',
      'solar storage',
      'hospital',
    ]);
  });

  it('keeps entities said in the transcript, GPE included, capitalised and de-duplicated', async () => {
    server.setHandler(() =>
      JSON.stringify({
        entities: {
          GPE: ['Portugal', 'spain', 'Spain.', 'Atlantis'],
          ORG: ['university of lisbon', 'Northwind Labs'],
          PERSON: ['Maya Chen'],
        },
      }),
    );
    expect(await engine().generate('entities', batteries, EMPTY_CONTEXT)).toEqual({
      GPE: ['Portugal', 'Spain'],
      ORG: ['University of Lisbon'],
    });
  });

  it('grounds quotes in the words: speaker and times from the transcript, invented quotes dropped', async () => {
    server.setHandler(() =>
      JSON.stringify({
        quotes: [
          // Copied with punctuation: kept as the model wrote it.
          {
            text: 'We fire for curiosity first, half of our team learned battery chemistry on the job.',
            speaker: 'Speaker 1',
          },
          // Two words "tidied" by the model: found, but the text is what was said.
          { text: 'About four hundred across Portugal and Spain. Our biggest customer is a hospital in Porto.' },
          // Never said.
          { text: 'We will open a factory on the moon next year and hire a thousand people there.' },
          '[0:00:16] Speaker 1: let us start with the big question why should anyone care about recycling',
        ],
      }),
    );
    const quotes = await engine().generate('quotes', batteries, EMPTY_CONTEXT, { quotesCount: 5 });
    expect(quotes).toHaveLength(3);
    const paragraph = (timestamp: string) => batteries.snippets.find((s) => s.start_timestamp === timestamp)!;
    const word = (timestamp: string, text: string) => paragraph(timestamp).words.find((w) => w.text === text)!;
    expect(quotes[0]).toEqual({
      text: 'Let us start with the big question why should anyone care about recycling',
      speaker: 'Speaker 1',
      start: word('0:00:16', 'let').start,
      end: word('0:00:16', 'recycling').end,
      timestamp: '0:00:16',
    });
    expect(quotes[1]).toMatchObject({
      speaker: 'Speaker 2',
      start: word('0:00:49', 'about').start,
      timestamp: '0:00:49',
    });
    expect(quotes[1]!.end).toBe(word('0:00:49', 'port').end);
    expect(quotes[1]!.text).toBe(
      'About four hundred across portugal and spain our biggest customer is a hospital in port.',
    );
    expect(quotes[2]).toMatchObject({
      text: 'We fire for curiosity first, half of our team learned battery chemistry on the job.',
      speaker: 'Speaker 2',
      timestamp: '0:01:07',
    });
    expect(quotes[2]!.start).toBe(paragraph('0:01:07').words[0]!.start);
  });

  it('asks for a few more quotes than wanted and keeps quotesCount', async () => {
    const quotes = await engine().generate('quotes', garden, EMPTY_CONTEXT, { quotesCount: 2 });
    expect(systemOf(server.requests[0]!)).toContain('Pick the 4 most quotable passages');
    expect(quotes).toHaveLength(2);
    expect(quotes[0]!.start).toBeLessThan(quotes[1]!.start);
  });

  const context: InsightContext = {
    summary: { abstract: 'Rooftop gardens in Chicago.', headline: 'Farming on roofs' },
    chapters: [
      { timestamp: '0:00:00', summary: 'Welcome' },
      { timestamp: '0:00:40', summary: 'Soil and compost' },
    ],
    keywords: ['compost', 'roof'],
    entities: { ORG: ['Red Cross'] },
    quotes: [
      { text: 'Start small with four raised beds.', speaker: 'Speaker 2', start: 116, end: 118, timestamp: '0:01:56' },
    ],
  };

  it('writes show notes in markdown from the context and the transcript, without JSON mode', async () => {
    const notes = await engine().generate('show_notes', garden, context);
    expect(notes).toBe('An episode about rooftops.\n\n## In this episode\n- 0:00:00 Welcome');
    const request = server.requests[0]!;
    expect(request.body.response_format).toBeUndefined();
    const prompt = questionOf(request);
    for (const part of [
      'Farming on roofs',
      '- 0:00:40 Soil and compost',
      'compost, roof',
      'ORG: Red Cross',
      'Start small with four raised beds.',
    ]) {
      expect(prompt).toContain(part);
    }
    expect(linesOf(request)).toHaveLength(garden.snippets.length);
  });

  it('writes tweets of at most 280 characters, sending long ones back', async () => {
    server.setHandler((_, index) =>
      JSON.stringify({ posts: index === 0 ? ['x'.repeat(300), 'Short one.'] : ['Short one.', 'Another short one.'] }),
    );
    expect(await engine().generate('tweet', garden, context)).toEqual(['Short one.', 'Another short one.']);
    expect(server.requests).toHaveLength(2);
    expect(lastUserOf(server.requests[1]!)).toContain('post 1 has 300 characters');
  });

  it('keeps the tweets that fit when the last attempt still has a long one', async () => {
    server.setHandler(() => JSON.stringify({ posts: ['x'.repeat(300), 'Short one.'] }));
    expect(await engine({ maxRetries: 1 }).generate('tweet', garden, context)).toEqual(['Short one.']);
    expect(server.requests).toHaveLength(2);
  });

  it('writes captions', async () => {
    expect(await engine().generate('caption', garden, context)).toEqual([
      'A caption about compost and community. #compost',
    ]);
    expect(kindOf(server.requests[0]!)).toBe('caption');
  });

  it('writes an article with the request in the prompt, the repeated title heading removed', async () => {
    const article = await engine().article(garden, context, {
      inspiration: 'how schools take part',
      context: 'for a parents newsletter',
      type: 'news',
      format: 'q_and_a',
      tone: 'enthusiastic',
    });
    expect(article.title).toBe('Gardens on the Roof');
    expect(article.content.startsWith('Text. Text.')).toBe(true);
    const request = server.requests[0]!;
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    const prompt = questionOf(request);
    for (const part of [
      'how schools take part',
      'for a parents newsletter',
      'News story',
      'Questions and answers',
      'Enthusiastic: lively and upbeat',
    ]) {
      expect(prompt).toContain(part);
    }
    expect(systemOf(request)).toMatch(/only facts/i);
    expect(systemOf(request)).toMatch(/closing drawn from this episode/i);
    expect(linesOf(request).length).toBe(garden.snippets.length);
  });
});

describe('llm engine, transcripts longer than maxChars', () => {
  const maxChars = 700;
  const chunks = chunkLines(transcriptLines(garden.snippets, maxChars), maxChars);

  it('is split into several chunks at paragraph boundaries', () => {
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(maxChars);
  });

  it('summarises each chunk, then the chunk summaries', async () => {
    const summary = await engine({ maxChars }).generate('summary', garden, EMPTY_CONTEXT);
    expect(server.requests).toHaveLength(chunks.length + 1);
    expect(server.requests.slice(0, -1).map(kindOf)).toEqual(chunks.map(() => 'part-summary'));
    const last = server.requests.at(-1)!;
    expect(kindOf(last)).toBe('combined-summary');
    for (const chunk of chunks) {
      const first = chunk.text.slice(1, chunk.text.indexOf(']'));
      expect(questionOf(last)).toContain(`Part from ${first}`);
    }
    expect(summary).toEqual({ abstract: `Combined from ${chunks.length} parts.`, headline: 'A combined headline' });
    // Each part's request holds only its own lines.
    expect(linesOf(server.requests[1]!)[0]!.time).toBe(chunks[1]!.text.slice(1, chunks[1]!.text.indexOf(']')));
  });

  it('chapters: one request per chunk, concatenated in order, the first at 0:00:00', async () => {
    const chapters = await engine({ maxChars }).generate('chapters', garden, EMPTY_CONTEXT);
    expect(server.requests).toHaveLength(chunks.length);
    const times = chapters.map((c) => c.timestamp);
    expect(times[0]).toBe('0:00:00');
    expect([...times].sort()).toEqual(times);
    // Every time is one the model proposed (a line's mark), and near-identical ones are merged.
    const proposed = new Set(server.requests.flatMap((r) => linesOf(r).map((l) => l.time)));
    for (const time of times) expect(proposed.has(time)).toBe(true);
    expect(chapters.length).toBeGreaterThanOrEqual(chunks.length);
    const seconds = chapters.map((c) => c.timestamp.split(':').reduce((t, n) => t * 60 + Number(n), 0));
    for (let i = 1; i < seconds.length; i++) expect(seconds[i]! - seconds[i - 1]!).toBeGreaterThanOrEqual(10);
  });

  it('drops chapter times outside the part the model read', async () => {
    server.setHandler((request) =>
      JSON.stringify({
        chapters: [
          { timestamp: linesOf(request)[0]!.time, summary: `Part at ${linesOf(request)[0]!.time}` },
          { timestamp: '0:00:00', summary: 'Start again' },
        ],
      }),
    );
    const chapters = await engine({ maxChars }).generate('chapters', garden, EMPTY_CONTEXT);
    expect(chapters.filter((c) => c.summary === 'Start again')).toHaveLength(0);
    expect(chapters).toHaveLength(chunks.length);
  });

  it('keywords: per chunk, merged by frequency, unsaid words dropped', async () => {
    server.setHandler((request) => {
      const index = chunks.findIndex((c) => questionOf(request).includes(c.text));
      return JSON.stringify({ keywords: index % 2 ? ['compost', 'roof'] : ['garden', 'compost', 'zeppelin'] });
    });
    const keywords = await engine({ maxChars }).generate('keywords', garden, EMPTY_CONTEXT);
    expect(server.requests).toHaveLength(chunks.length);
    expect(keywords[0]).toBe('compost');
    expect(keywords).toEqual(expect.arrayContaining(['compost', 'garden', 'roof']));
    expect(keywords).not.toContain('zeppelin');
  });

  it('entities: per chunk, united per type without case duplicates', async () => {
    const entities = await engine({ maxChars }).generate('entities', garden, EMPTY_CONTEXT);
    expect(server.requests).toHaveLength(chunks.length);
    expect(entities).toEqual({ GPE: ['Chicago'], ORG: ['Red Cross', 'Harvard University'], PERSON: ['Sarah Miller'] });
  });

  it('quotes: candidates per chunk, the best spread over the episode', async () => {
    const quotes = await engine({ maxChars }).generate('quotes', garden, EMPTY_CONTEXT, { quotesCount: 3 });
    expect(server.requests).toHaveLength(chunks.length);
    expect(quotes).toHaveLength(3);
    const starts = quotes.map((q) => q.start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    // Spread: the three come from three different parts.
    const partOf = (t: number) => chunks.findIndex((c) => t >= c.start && t <= c.end);
    expect(new Set(starts.map(partOf)).size).toBe(3);
  });

  it('writers use the summary and chapters instead of the transcript, making them first if missing', async () => {
    await engine({ maxChars }).generate('show_notes', garden, EMPTY_CONTEXT);
    const kinds = server.requests.map(kindOf);
    expect(kinds.filter((k) => k === 'part-summary')).toHaveLength(chunks.length);
    expect(kinds.filter((k) => k === 'chapters')).toHaveLength(chunks.length);
    const notes = server.requests.at(-1)!;
    expect(kindOf(notes)).toBe('show_notes');
    expect(linesOf(notes)).toHaveLength(0);
    expect(questionOf(notes)).toContain('Summary: Combined from');
    expect(questionOf(notes)).toContain('too long to include');
  });
});
