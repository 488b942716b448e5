import { POST_SEPARATOR, TWEET_MAX_CHARS, type Quote } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { writeCaptions } from '../src/local/captions.js';
import { writeShowNotes } from '../src/local/show-notes.js';
import { writeTweets } from '../src/local/tweets.js';
import { hashtagFor, hashtagsFor } from '../src/local/write/hashtags.js';
import { countChars, truncate } from '../src/local/write/text.js';
import { tokenize } from '../src/local/write/words.js';
import { EMPTY_CONTEXT, type InsightContext, type InsightSource } from '../src/types.js';

const source: InsightSource = { title: 'Second Life for Batteries', durationSec: 150, snippets: [] };

const quotes: Quote[] = [
  {
    text: 'Those batteries still hold most of their capacity.',
    speaker: 'Speaker 2',
    start: 23,
    end: 27,
    timestamp: '0:00:23',
  },
  {
    text: 'Our biggest customer is a hospital in Porto that runs its night shift on stored sunlight.',
    speaker: 'Amelia Kit',
    start: 53,
    end: 58,
    timestamp: '0:00:53',
  },
  { text: 'We hire for curiosity first.', speaker: 'Speaker 2', start: 66, end: 69, timestamp: '0:01:06' },
];

const context: InsightContext = {
  summary: {
    headline: 'Old electric car batteries find a second life storing solar power',
    abstract:
      'Amelia Kit explains how North Wind tests old electric car batteries and builds storage cabinets for schools ' +
      'and small firms. The company has installed about four hundred cabinets across Portugal and Spain.',
  },
  chapters: [
    { timestamp: '0:00:00', summary: 'Why old electric car batteries still matter' },
    { timestamp: '0:01:00', summary: 'Hiring engineers in a small city' },
    { timestamp: '0:02:00', summary: 'Plans for the next two years' },
  ],
  keywords: ['solar power', 'batteries', 'North Wind', 'storage cabinets', 'engineers'],
  entities: {
    PERSON: ['Amelia Kit'],
    ORG: ['North Wind', 'University of Lisbon'],
    GPE: ['Portugal', 'Spain', 'Porto'],
  },
  quotes,
};

/** Every word the writers could have taken from the inputs. */
function inputWords(ctx: InsightContext, src: InsightSource = source): Set<string> {
  const text = [
    src.title,
    ctx.summary?.headline,
    ctx.summary?.abstract,
    ...ctx.chapters.flatMap((c) => [c.summary, c.timestamp]),
    ...ctx.keywords,
    ...Object.values(ctx.entities).flat(),
    ...ctx.quotes.flatMap((q) => [q.text, q.speaker, q.timestamp]),
  ].join(' ');
  return new Set(tokenize(text));
}

/** Headings directly followed by another heading of the same or a higher level, or by nothing. */
function emptySections(markdown: string): string[] {
  const lines = markdown.split('\n').filter((l) => l.trim());
  return lines.filter((line, i) => {
    const level = /^(#+) /.exec(line)?.[1]?.length;
    if (!level) return false;
    const next = lines[i + 1];
    const nextLevel = next ? /^(#+) /.exec(next)?.[1]?.length : 0;
    return next === undefined || (nextLevel !== undefined && nextLevel <= level);
  });
}

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  if (start < 0) return '';
  const rest = markdown.slice(start + heading.length + 4);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('writeShowNotes', () => {
  const notes = writeShowNotes(source, context);

  it('uses the title and headline as headings, then the abstract', () => {
    expect(
      notes.startsWith(`# ${source.title}\n\n## ${context.summary!.headline}\n\n${context.summary!.abstract}`),
    ).toBe(true);
  });

  it('lists every chapter as "timestamp — summary" under Chapters', () => {
    const chapters = section(notes, 'Chapters');
    for (const c of context.chapters) expect(chapters).toContain(`${c.timestamp} — ${c.summary}`);
  });

  it('lists every keyword under Topics', () => {
    const topics = section(notes, 'Topics');
    for (const k of context.keywords) expect(topics).toContain(k);
  });

  it('names people and organisations but not places under Mentioned', () => {
    const mentioned = section(notes, 'Mentioned');
    expect(mentioned).toContain('People: Amelia Kit');
    expect(mentioned).toContain('Organisations: North Wind, University of Lisbon');
    for (const place of context.entities.GPE!) expect(mentioned).not.toContain(place);
  });

  it('quotes every highlight with its speaker and timestamp', () => {
    const highlights = section(notes, 'Highlights');
    for (const q of quotes) {
      expect(highlights).toContain(`“${q.text}”`);
      expect(highlights).toContain(`— ${q.speaker}, ${q.timestamp}`);
    }
  });

  it('has no empty sections', () => {
    expect(emptySections(notes)).toEqual([]);
  });

  it('leaves out parts whose input is empty', () => {
    const only = writeShowNotes(source, { ...EMPTY_CONTEXT, summary: context.summary });
    for (const part of ['Chapters', 'Topics', 'Mentioned', 'Highlights']) expect(only).not.toContain(`## ${part}`);
    expect(only).toContain(context.summary!.abstract);

    const placesOnly = writeShowNotes(source, { ...EMPTY_CONTEXT, entities: { GPE: ['Spain'] }, quotes });
    expect(placesOnly).not.toContain('## Mentioned');
    expect(placesOnly).toContain('## Highlights');
    expect(emptySections(placesOnly)).toEqual([]);
  });

  it('falls back to the title when there is no headline', () => {
    const notesNoSummary = writeShowNotes(source, { ...context, summary: null });
    expect(notesNoSummary.startsWith(`# ${source.title}\n\n## Chapters`)).toBe(true);
  });

  it('keeps markdown in the inputs from breaking the layout', () => {
    const tricky = writeShowNotes(source, {
      ...EMPTY_CONTEXT,
      chapters: [{ timestamp: '0:00:00', summary: 'line one\n## not a heading' }],
    });
    expect(tricky.split('\n').filter((l) => l.startsWith('#'))).toEqual([`# ${source.title}`, '## Chapters']);
  });

  it('throws EMPTY_TRANSCRIPT when every input is empty', () => {
    expect(() => writeShowNotes(source, EMPTY_CONTEXT)).toThrow(expect.objectContaining({ code: 'EMPTY_TRANSCRIPT' }));
    expect(() =>
      writeShowNotes(source, { ...EMPTY_CONTEXT, summary: { abstract: ' ', headline: '' }, keywords: [''] }),
    ).toThrow(expect.objectContaining({ code: 'EMPTY_TRANSCRIPT' }));
    // Places alone are not listed, so there would be nothing but a title.
    expect(() => writeShowNotes(source, { ...EMPTY_CONTEXT, entities: { GPE: ['Spain'] } })).toThrow(
      expect.objectContaining({ code: 'EMPTY_TRANSCRIPT' }),
    );
  });
});

describe('hashtags', () => {
  it('makes readable tags and skips ugly ones', () => {
    expect(hashtagFor('solar power')).toBe('#solarpower');
    expect(hashtagFor('North Wind')).toBe('#NorthWind');
    expect(hashtagFor("farmer's market")).toBe('#farmersmarket');
    expect(hashtagFor('e-bikes')).toBe('#ebikes');
    expect(hashtagFor('AI')).toBe('#AI');
    expect(hashtagFor('the')).toBeNull();
    expect(hashtagFor('2024')).toBeNull();
    expect(hashtagFor('a very long keyword phrase')).toBeNull();
    expect(hashtagFor('C++')).toBeNull();
    expect(hashtagFor('electrochemical impedance spectroscopy')).toBeNull();
    expect(hashtagsFor(['Batteries', 'batteries', 'solar power'])).toEqual(['#Batteries', '#solarpower']);
  });
});

describe('counting and truncating', () => {
  it('counts characters as a person sees them', () => {
    expect(countChars('cafe\u0301')).toBe(4);
    expect(countChars('👩‍👩‍👧')).toBe(1);
    expect(countChars('hello')).toBe(5);
  });

  it('cuts on a word boundary with an ellipsis', () => {
    const cut = truncate('the quick brown fox jumps over the lazy dog', 20);
    expect(countChars(cut)).toBeLessThanOrEqual(20);
    expect(cut).toBe('the quick brown fox…');
    expect(truncate('short', 20)).toBe('short');
  });
});

describe('writeTweets', () => {
  const tweets = writeTweets(source, context);
  const tags = new Set(hashtagsFor(context.keywords));

  it('writes 3 to 6 distinct tweets within the limit', () => {
    expect(tweets.length).toBeGreaterThanOrEqual(3);
    expect(tweets.length).toBeLessThanOrEqual(6);
    expect(new Set(tweets).size).toBe(tweets.length);
    for (const t of tweets) expect(countChars(t)).toBeLessThanOrEqual(TWEET_MAX_CHARS);
  });

  it('uses the headline, the abstract and the quotes with their speakers', () => {
    expect(tweets[0]).toContain(context.summary!.headline);
    expect(tweets.some((t) => t.includes(context.summary!.abstract))).toBe(true);
    for (const q of quotes) expect(tweets.some((t) => t.includes(`“${q.text}” — ${q.speaker}`))).toBe(true);
  });

  it('ends each tweet with 1-3 hashtags made from the keywords', () => {
    for (const t of tweets) {
      const found = t.match(/#[\p{L}\p{N}]+/gu) ?? [];
      expect(found.length).toBeGreaterThanOrEqual(1);
      expect(found.length).toBeLessThanOrEqual(3);
      for (const tag of found) expect(tags.has(tag)).toBe(true);
      expect(t.trimEnd().endsWith(found[found.length - 1]!)).toBe(true);
    }
  });

  it('contains only words from the inputs, template words and hashtags', () => {
    const allowed = inputWords(context);
    for (const t of tweets) {
      const words = tokenize(t.replace(/#[\p{L}\p{N}]+/gu, ''));
      expect(words.filter((w) => !allowed.has(w))).toEqual([]);
    }
  });

  it('shortens long text on a word boundary instead of exceeding the limit', () => {
    const longQuote = `${'the cabinets store sunlight for the night shift and '.repeat(12)}end`;
    const long = writeTweets(source, {
      ...context,
      summary: { headline: 'Batteries', abstract: 'word '.repeat(100).trim() },
      quotes: [{ ...quotes[0]!, text: longQuote }],
    });
    for (const t of long) expect(countChars(t)).toBeLessThanOrEqual(TWEET_MAX_CHARS);
    const quoted = long.find((t) => t.startsWith('“the cabinets'))!;
    expect(quoted).toMatch(/…” — Speaker 2/);
    const kept = quoted.slice(1, quoted.indexOf('…'));
    expect(longQuote.startsWith(kept)).toBe(true);
    expect(longQuote[kept.length]).toBe(' ');
  });

  it('fills in from chapters and topics when there are few quotes, without inventing', () => {
    const thin: InsightContext = { ...EMPTY_CONTEXT, summary: context.summary, chapters: context.chapters };
    const few = writeTweets(source, thin);
    expect(few.length).toBe(3);
    expect(few[2]).toContain('Chapters:');
    const allowed = inputWords(thin);
    allowed.add('chapters');
    for (const t of few) expect(tokenize(t).filter((w) => !allowed.has(w))).toEqual([]);
    // No keywords: no hashtags.
    for (const t of few) expect(t).not.toContain('#');
  });

  it('does not repeat a headline that equals the abstract', () => {
    const same = writeTweets(source, {
      ...EMPTY_CONTEXT,
      summary: { headline: 'Batteries get a second life.', abstract: 'Batteries get a second life.' },
      quotes,
    });
    expect(same.filter((t) => t.includes('Batteries get a second life'))).toHaveLength(1);
  });

  it('throws EMPTY_TRANSCRIPT when every input is empty', () => {
    expect(() => writeTweets(source, EMPTY_CONTEXT)).toThrow(expect.objectContaining({ code: 'EMPTY_TRANSCRIPT' }));
  });
});

describe('writeCaptions', () => {
  const captions = writeCaptions(source, context);

  it('writes 2 to 4 captions of different lengths', () => {
    expect(captions.length).toBeGreaterThanOrEqual(2);
    expect(captions.length).toBeLessThanOrEqual(4);
    expect(new Set(captions.map((c) => countChars(c))).size).toBe(captions.length);
  });

  it('opens with a short hook from the headline, then the abstract, then a quote', () => {
    expect(captions[0]!.startsWith(context.summary!.headline)).toBe(true);
    expect(captions[1]!.startsWith(context.summary!.abstract)).toBe(true);
    expect(captions[2]!.startsWith(`“${quotes[0]!.text}” — ${quotes[0]!.speaker}`)).toBe(true);
  });

  it('ends each caption with a line of hashtags and never holds a post separator', () => {
    const tags = hashtagsFor(context.keywords);
    for (const c of captions) {
      const last = c.split('\n').at(-1)!;
      expect(last).toMatch(/^(#[\p{L}\p{N}]+ ?)+$/u);
      for (const tag of last.split(' ')) expect(tags).toContain(tag);
      expect(c).not.toContain(POST_SEPARATOR);
    }
  });

  it('contains only words from the inputs, template words and hashtags', () => {
    const allowed = inputWords(context);
    for (const w of ['in', 'this', 'episode']) allowed.add(w);
    for (const c of captions) {
      expect(tokenize(c.replace(/#[\p{L}\p{N}]+/gu, '')).filter((w) => !allowed.has(w))).toEqual([]);
    }
  });

  it('makes what it can from thin inputs and throws EMPTY_TRANSCRIPT on none', () => {
    const onlyQuotes = writeCaptions(source, { ...EMPTY_CONTEXT, quotes });
    // The title serves as the hook; the quote gives the second.
    expect(onlyQuotes).toHaveLength(2);
    expect(onlyQuotes[1]).toContain(quotes[0]!.text);
    expect(() => writeCaptions(source, EMPTY_CONTEXT)).toThrow(expect.objectContaining({ code: 'EMPTY_TRANSCRIPT' }));
  });
});
