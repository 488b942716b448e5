import { isCourtesy } from '@scriptloom/transcript';
import { ArticleFormat, ArticleTone, ArticleType, type Snippet } from '@scriptloom/contracts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeArticle } from '../src/local/article.js';
import { formatTimestamp } from '../src/local/write/timestamps.js';
import { CLOSING_WORDS } from '../src/local/write/tone-closings.js';
import { TONE_WORDS } from '../src/local/write/tones.js';
import { buildSentences } from '../src/text/build-sentences.js';
import type { Sentence } from '../src/text/sentence.js';
import { EMPTY_CONTEXT, type InsightContext, type InsightSource } from '../src/types.js';
import { boldLines, context, headings, request, sentence, sentences, source, used } from './support/article-fixture.js';

const TYPES = ArticleType.options;
const FORMATS = ArticleFormat.options;
const TONES = ArticleTone.options;

describe('writeArticle structure', () => {
  it('blog post, sections: intro from the abstract, a heading per chapter with its sentences, a closing', () => {
    const { title, content } = writeArticle(source, context, request(), sentences);
    expect(title).toBe(context.summary!.headline);
    expect(content).toContain(context.summary!.abstract);
    const hs = headings(content);
    for (const c of context.chapters) expect(hs).toContain(`## ${c.summary}`);
    expect(hs).toHaveLength(context.chapters.length + 1);
    // Each chapter's body holds only sentences said between its timestamp and the next one's.
    const bodies = content.split(/^## .*$/m).slice(1, 4);
    const bounds = [0, 60, 120, Infinity];
    bodies.forEach((body, i) => {
      const inside = used(body).map((n) => sentences[n]!.start);
      expect(inside.length).toBeGreaterThan(0);
      for (const start of inside) {
        expect(start).toBeGreaterThanOrEqual(bounds[i]!);
        expect(start).toBeLessThan(bounds[i + 1]!);
      }
    });
  });

  it('keeps chosen sentences in transcript order', () => {
    const { content } = writeArticle(source, context, request({ format: 'plain' }), sentences);
    const positions = used(content).map((i) => content.indexOf(sentences[i]!.text));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('plain format has no headings, lists or bold lines', () => {
    for (const type of ['blog_post', 'news', 'recap'] as const) {
      const { content } = writeArticle(source, context, request({ type, format: 'plain' }), sentences);
      expect(headings(content)).toEqual([]);
      expect(boldLines(content)).toEqual([]);
      expect(content).not.toMatch(/^\s*(\d+\.|-|\*) /m);
    }
  });

  it('news leads with the abstract and attributes the quotes where they were said', () => {
    const { content } = writeArticle(source, context, request({ type: 'news', format: 'plain' }), sentences);
    expect(content.startsWith(context.summary!.abstract)).toBe(true);
    expect(content).toContain('“Those batteries still hold most of their capacity,” Speaker 2 said.');
    expect(content).toContain('“We hire for curiosity first,” Speaker 2 said.');
    // The quoted sentence is not repeated unattributed.
    expect(content.split('Those batteries still hold most of their capacity')).toHaveLength(2);
    const quoteAt = content.indexOf('“We hire');
    expect(quoteAt).toBeGreaterThan(content.indexOf('Those batteries'));
    expect(quoteAt).toBeLessThan(content.indexOf('We want to open a second factory'));
  });

  it('recap shows the chapter timeline with timestamps', () => {
    const sections = writeArticle(source, context, request({ type: 'recap' }), sentences);
    expect(sections.title).toBe(`Episode recap: ${source.title}`);
    const hs = headings(sections.content);
    expect(hs.slice(0, -1)).toEqual(context.chapters.map((c) => `## ${c.timestamp} — ${c.summary}`));
    // The ending has a heading of its own, so it does not read as part of the last chapter.
    expect(CLOSING_WORDS.neutral.heading.map((h) => `## ${h}`)).toContain(hs.at(-1));
    expect(sections.content.startsWith(context.summary!.abstract)).toBe(true);
    const plain = writeArticle(source, context, request({ type: 'recap', format: 'plain' }), sentences).content;
    for (const c of context.chapters) expect(plain).toContain(`${c.timestamp} — ${c.summary}.`);
  });

  it('listicle numbers one takeaway per chapter and counts them in the title', () => {
    const plain = writeArticle(source, context, request({ type: 'listicle', format: 'plain' }), sentences);
    expect(plain.title).toBe(`3 takeaways from ${source.title}`);
    const items = plain.content.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(items.map((l) => l.split('.')[0])).toEqual(['1', '2', '3']);
    context.chapters.forEach((c, i) => expect(items[i]!.startsWith(`${i + 1}. ${c.summary}.`)).toBe(true));

    const sections = writeArticle(source, context, request({ type: 'listicle' }), sentences).content;
    expect(headings(sections).slice(0, -1)).toEqual(context.chapters.map((c, i) => `## ${i + 1}. ${c.summary}`));
  });

  it('listicle without chapters lists key sentences', () => {
    const { title, content } = writeArticle(
      source,
      { ...context, chapters: [] },
      request({ type: 'listicle', format: 'plain' }),
      sentences,
    );
    const items = content.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(title).toBe(`${items.length} takeaways from ${source.title}`);
    for (const item of items) expect(sentences.some((s) => item.endsWith(s.text))).toBe(true);
  });

  it('q_and_a shows transcript questions in bold, each answered by the other speaker', () => {
    for (const type of TYPES) {
      const { content } = writeArticle(source, context, request({ type, format: 'q_and_a' }), sentences);
      const bold = boldLines(content);
      expect(bold.length).toBeGreaterThanOrEqual(3);
      for (const line of bold) {
        const question = sentences.find((s) => line.endsWith(`${s.text}**`))!;
        expect(question.text.endsWith('?')).toBe(true);
        if (type === 'listicle') expect(line).toMatch(/^\*\*\d+\. /);
        if (type === 'recap') expect(line).toMatch(/^\*\*\d:\d\d:\d\d — /);
        // The next paragraph is the answer: sentences by someone else, said after the question.
        const after = content
          .slice(content.indexOf(line) + line.length)
          .trim()
          .split('\n\n')[0]!;
        const answer = used(after).map((i) => sentences[i]!);
        expect(answer.length).toBeGreaterThan(0);
        for (const s of answer) {
          expect(s.speaker).not.toBe(question.speaker);
          expect(s.start).toBeGreaterThan(question.start);
        }
      }
    }
    const { content } = writeArticle(source, context, request({ format: 'q_and_a' }), sentences);
    expect(content).toContain('**How do you hire engineers in a small city?**\n\nWe hire for curiosity first.');
  });

  it('q_and_a falls back to paragraphs when nobody asked anything', () => {
    const statements = sentences.filter((s) => !s.text.endsWith('?'));
    const { content } = writeArticle(source, context, request({ format: 'q_and_a' }), statements);
    expect(boldLines(content)).toEqual([]);
    expect(used(content, statements).length).toBeGreaterThan(3);
  });

  it('every type and format combination writes something with the right marks', () => {
    for (const type of TYPES) {
      for (const format of FORMATS) {
        const { title, content } = writeArticle(source, context, request({ type, format }), sentences);
        expect(title.length).toBeGreaterThan(0);
        expect(used(content).length).toBeGreaterThan(0);
        expect(content).not.toMatch(/\n{3,}/);
        // No heading is left without something under it.
        const blocks = content.trim().split('\n\n');
        blocks.forEach((b, i) => {
          if (/^## /.test(b)) expect(blocks[i + 1] === undefined || /^## /.test(blocks[i + 1]!)).toBe(false);
        });
        if (format === 'sections' && type !== 'listicle') expect(headings(content).length).toBeGreaterThanOrEqual(3);
        if (format === 'q_and_a') expect(boldLines(content).length).toBeGreaterThan(0);
        if (type === 'recap' && format !== 'q_and_a') expect(content).toContain('0:01:00');
        if (type === 'listicle') expect(title).toMatch(/^\d+ takeaways from /);
      }
    }
  });
});

describe('writeArticle selection', () => {
  it('leans towards the inspiration', () => {
    const base = used(writeArticle(source, context, request(), sentences).content);
    // A sentence the plain article leaves out becomes part of it once the person asks about it.
    const left = sentences.find(
      (s) => !base.includes(s.index) && !s.text.endsWith('?') && s.tokens.length > 6 && !isCourtesy(s.tokens),
    )!;
    expect(left).toBeDefined();
    const inspired = used(writeArticle(source, context, request({ inspiration: left.text }), sentences).content);
    expect(inspired).toContain(left.index);
    expect(inspired).not.toEqual(base);

    const regulation = writeArticle(
      source,
      context,
      request({ type: 'recap', format: 'plain', inspiration: 'regulation and certification' }),
      sentences,
    ).content;
    expect(regulation).toContain('Regulation is the hardest part');
  });

  it('also leans on the context, naming only what of it the episode talks about', () => {
    const background = 'Readers are university students';
    const { content } = writeArticle(source, context, request({ type: 'recap', context: background }), sentences);
    expect(content).toContain('We also run a free evening course with the University of Lisbon.');
    expect(content).toContain('university students');
    // "Readers" is never said in the episode, so the article does not claim anything about it.
    expect(content).not.toContain('Readers');
  });

  it('tone changes the template words, never the transcript sentences chosen', () => {
    for (const type of TYPES) {
      for (const format of FORMATS) {
        for (const inspiration of ['', 'university course']) {
          const articles = TONES.map((tone) =>
            writeArticle(source, context, request({ type, format, tone, inspiration }), sentences),
          );
          const sets = articles.map((a) => used(a.content).join(','));
          expect(new Set(sets).size).toBe(1);
          expect(new Set(articles.map((a) => a.title)).size).toBe(1);
          // Something a tone owns is different: the lead, an intro line, the closing or a quote's verb.
          expect(new Set(articles.map((a) => a.content)).size).toBeGreaterThan(1);
        }
      }
    }
    const topics = 'solar power, batteries and North Wind';
    for (const tone of TONES) {
      const { content } = writeArticle(source, context, request({ tone }), sentences);
      expect(TONE_WORDS[tone].lead.map((lead) => lead(topics))).toContain(content.split('\n')[0]);
    }
  });

  it('is deterministic', () => {
    for (const type of TYPES) {
      const r = request({ type, inspiration: 'solar' });
      expect(writeArticle(source, context, r, sentences)).toEqual(writeArticle(source, context, r, [...sentences]));
    }
  });

  it('does not repeat sentences the abstract already holds', () => {
    const withAbstract: InsightContext = {
      ...context,
      summary: {
        headline: 'Batteries',
        abstract: 'We hire for curiosity first. Those batteries still hold most of their capacity.',
      },
    };
    const { content } = writeArticle(source, withAbstract, request({ format: 'plain' }), sentences);
    expect(content.split('We hire for curiosity first.')).toHaveLength(2);
  });
});

describe('writeArticle inputs', () => {
  it('writes from the sentences alone', () => {
    const { title, content } = writeArticle(source, EMPTY_CONTEXT, request(), sentences);
    expect(title).toBe(source.title);
    expect(used(content).length).toBeGreaterThan(3);
    expect(headings(content).length).toBeGreaterThan(0);
  });

  it('writes from the extracted results alone, never an empty heading', () => {
    const { content } = writeArticle(source, context, request(), []);
    expect(content).toContain(context.summary!.abstract);
    for (const c of context.chapters) expect(content).toContain(c.summary);
    const hs = headings(content);
    expect(hs).toHaveLength(1);
    expect(CLOSING_WORDS.neutral.heading.map((h) => `## ${h}`)).toContain(hs[0]);
  });

  it('throws EMPTY_TRANSCRIPT when every input is empty', () => {
    for (const type of TYPES) {
      expect(() => writeArticle(source, EMPTY_CONTEXT, request({ type }), [])).toThrow(
        expect.objectContaining({ code: 'EMPTY_TRANSCRIPT' }),
      );
    }
    const blank = [sentence(0, 'Speaker 1', 0, '   ')];
    expect(() => writeArticle(source, EMPTY_CONTEXT, request(), blank)).toThrow(
      expect.objectContaining({ code: 'EMPTY_TRANSCRIPT' }),
    );
  });
});

describe('writeArticle speed', () => {
  it('writes every type and format for a 25,000-word transcript in under 200 ms each', () => {
    const vocabulary = (
      'battery solar power storage cabinet engineer school hospital city team course module health capacity ' +
      'grid energy market price farm water pump factory regulation country customer night shift sunlight ' +
      'the a and of to in we it is that for on with our they this'
    ).split(' ');
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const big: Sentence[] = [];
    let t = 0;
    let words = 0;
    for (let i = 0; i < 2000; i++) {
      const n = 9 + Math.floor(next() * 10);
      const tokens = Array.from({ length: n }, () => vocabulary[Math.floor(next() * vocabulary.length)]!);
      const question = i % 9 === 0;
      const text = `${tokens.join(' ').replace(/^./, (c) => c.toUpperCase())}${question ? '?' : '.'}`;
      big.push({
        index: i,
        text,
        tokens,
        speaker: `Speaker ${(i % 9 === 0 ? 0 : 1) + 1}`,
        start: t,
        end: t + n * 0.4,
        confidence: 0.8,
        snippetIndex: i,
        question,
        confidences: tokens.map(() => 0.8),
        complete: true,
        surfaces: tokens.slice(),
      });
      t += n * 0.4 + 0.3;
      words += n;
    }
    expect(words).toBeGreaterThan(25_000);
    const chapters = Array.from({ length: 12 }, (_, i) => ({
      timestamp: formatTimestamp((i * t) / 12),
      summary: `Part about ${vocabulary[i]} and ${vocabulary[i + 12]}`,
    }));
    const bigContext: InsightContext = { ...context, chapters };
    writeArticle(source, bigContext, request(), big); // warm-up
    for (const type of TYPES) {
      for (const format of FORMATS) {
        const started = performance.now();
        const { content } = writeArticle(
          source,
          bigContext,
          request({ type, format, inspiration: 'solar grid prices' }),
          big,
        );
        expect(performance.now() - started).toBeLessThan(2000);
        expect(content.length).toBeGreaterThan(500);
      }
    }
  });
});

describe('writeArticle on recogniser output', () => {
  for (const name of ['podcast-2spk', 'podcast-garden']) {
    it(`writes every type and format from ${name}`, () => {
      const fixture = JSON.parse(
        readFileSync(new URL(`./fixtures/${name}.snippets.json`, import.meta.url), 'utf8'),
      ) as {
        title: string;
        duration: number;
        snippets: Snippet[];
      };
      const spoken = buildSentences(fixture.snippets);
      expect(spoken.length).toBeGreaterThan(5);
      const third = fixture.duration / 3;
      const ctx: InsightContext = {
        ...EMPTY_CONTEXT,
        chapters: [0, 1, 2].map((i) => ({ timestamp: formatTimestamp(i * third), summary: `Part ${i + 1}` })),
        keywords: ['batteries', 'garden'],
      };
      const src: InsightSource = { title: fixture.title, durationSec: fixture.duration, snippets: fixture.snippets };
      for (const type of TYPES) {
        for (const format of FORMATS) {
          const { content } = writeArticle(src, ctx, request({ type, format }), spoken);
          expect(used(content, spoken).length).toBeGreaterThan(0);
          for (const line of boldLines(content)) {
            expect(spoken.some((s) => s.question && line.endsWith(`${s.text}**`))).toBe(true);
          }
        }
      }
      // Greetings lose to sentences about something.
      const blog = writeArticle(src, ctx, request({ format: 'plain' }), spoken).content;
      const courtesy = spoken.filter((s) => /for having me|thank you/i.test(s.text));
      for (const s of courtesy) expect(blog).not.toContain(s.text);
    });
  }
});

describe('writeArticle courtesy', () => {
  it('leaves greetings and thanks out of the body, and parts with nothing else', () => {
    const courtesy = sentences.filter((x) => isCourtesy(x.tokens));
    expect(courtesy.length).toBeGreaterThan(0);
    for (const type of ['blog_post', 'news', 'recap', 'listicle'] as const) {
      const { content } = writeArticle(source, context, request({ type }), sentences);
      for (const s of courtesy) expect(content).not.toContain(s.text);
    }
  });
});

describe('writeArticle chapter of thanks', () => {
  it('drops a chapter whose only sentences are thanks', () => {
    const withGoodbye: InsightContext = {
      ...context,
      chapters: [...context.chapters, { timestamp: '0:02:24', summary: 'Saying goodbye' }],
    };
    for (const type of ['blog_post', 'recap', 'listicle'] as const) {
      const { content } = writeArticle(source, withGoodbye, request({ type, format: 'sections' }), sentences);
      expect(content).not.toContain('Saying goodbye');
      expect(content).not.toContain('it was a pleasure');
    }
  });
});
