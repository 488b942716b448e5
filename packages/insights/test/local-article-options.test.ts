import { ArticleFormat, ArticleTone, ArticleType, type ArticleTone as Tone } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { analyse } from '../src/local/analyse.js';
import { writeArticle } from '../src/local/article.js';
import { CLOSING_WORDS } from '../src/local/write/tone-closings.js';
import { TONE_WORDS } from '../src/local/write/tones.js';
import type { Sentence } from '../src/text/sentence.js';
import { EMPTY_CONTEXT, type InsightContext, type InsightSource } from '../src/types.js';
import { boldLines, context, headings, request, sentences, source, used } from './support/article-fixture.js';
import { loadSource } from './support/llm-fixtures.js';

const TYPES = ArticleType.options;
const FORMATS = ArticleFormat.options;
const TONES = ArticleTone.options;

const why = `“${context.chapters[0]!.summary}”`;
const plans = `“${context.chapters[2]!.summary}”`;

function paragraphs(content: string): string[] {
  return content.trim().split('\n\n');
}

function intro(content: string): string {
  return paragraphs(content)[0]!;
}

function last(content: string): string {
  return paragraphs(content).at(-1)!;
}

/** A file as the engine sees it: the transcript's sentences and the results computed from them. */
interface Episode {
  name: string;
  source: InsightSource;
  context: InsightContext;
  sentences: Sentence[];
}

function analysed(name: 'podcast-2spk' | 'podcast-garden'): Episode {
  const src = loadSource(name);
  const a = analyse(src);
  const ctx: InsightContext = {
    summary: a.summary,
    chapters: a.chapters,
    keywords: a.keywords.keywords,
    entities: a.entities,
    quotes: a.quotes(5),
  };
  return { name, source: src, context: ctx, sentences: a.sentences };
}

const batteries = analysed('podcast-2spk');
const garden = analysed('podcast-garden');
const episodes: Episode[] = [
  { name: 'hand-written', source, context, sentences },
  batteries,
  garden,
  // Without results, an ending can only draw on the transcript itself.
  { name: 'hand-written, no results', source, context: EMPTY_CONTEXT, sentences },
  { ...batteries, name: 'podcast-2spk, no results', context: EMPTY_CONTEXT },
];

describe('article inspiration', () => {
  const base = writeArticle(source, context, request({ format: 'plain' }), sentences).content;

  it('names in the intro what of it the episode talks about, and where it comes up most', () => {
    const { content } = writeArticle(
      source,
      context,
      request({ format: 'plain', inspiration: 'Regulation and blockchain' }),
      sentences,
    );
    expect(intro(base)).not.toMatch(/regulation/i);
    expect(intro(content)).toContain('Regulation');
    expect(intro(content)).toContain(plans);
    // The episode never says "blockchain": the article does not claim it covers it.
    expect(content).not.toContain('blockchain');
  });

  it('chooses the passages about it', () => {
    const regulation = sentences.find((s) => s.text.startsWith('Regulation is the hardest part'))!;
    expect(used(base)).not.toContain(regulation.index);
    const inspired = writeArticle(source, context, request({ format: 'plain', inspiration: 'regulation' }), sentences);
    expect(used(inspired.content)).toContain(regulation.index);
  });

  it('puts the part about it first in a news story and a list', () => {
    const focus = 'the university course for engineers';
    const news = (inspiration: string) =>
      headings(writeArticle(source, context, request({ type: 'news', inspiration }), sentences).content)[0];
    expect(news('')).toBe(`## ${context.chapters[0]!.summary}`);
    expect(news(focus)).toBe(`## ${context.chapters[1]!.summary}`);

    const list = (inspiration: string) =>
      writeArticle(source, context, request({ type: 'listicle', format: 'plain', inspiration }), sentences)
        .content.split('\n')
        .find((l) => l.startsWith('1. '));
    expect(list('')).toMatch(/^1\. Why old electric car batteries/);
    expect(list(focus)).toMatch(/^1\. Hiring engineers in a small city/);
  });

  it('changes nothing when the episode never talks about it', () => {
    const unrelated = writeArticle(
      source,
      context,
      request({ format: 'plain', inspiration: 'blockchain and cryptocurrency' }),
      sentences,
    );
    expect(unrelated.content).toBe(base);
  });
});

describe('article context', () => {
  const audience = 'Readers are university students';

  it('frames the intro with what of it the episode talks about', () => {
    const plain = writeArticle(source, context, request({ type: 'recap', format: 'plain' }), sentences).content;
    const framed = writeArticle(
      source,
      context,
      request({ type: 'recap', format: 'plain', context: audience }),
      sentences,
    ).content;
    const framing = paragraphs(framed)[1]!;
    expect(framing).toContain('university students');
    expect(framing).not.toContain('Readers');
    expect(paragraphs(plain)[1]).not.toContain('university');
  });

  it('steers the choice and order of passages', () => {
    const course = sentences.find((s) => s.text.includes('free evening course'))!;
    const plain = writeArticle(source, context, request({ type: 'recap', format: 'plain' }), sentences).content;
    const framed = writeArticle(
      source,
      context,
      request({ type: 'recap', format: 'plain', context: audience }),
      sentences,
    ).content;
    expect(used(plain)).not.toContain(course.index);
    expect(used(framed)).toContain(course.index);

    const news = writeArticle(source, context, request({ type: 'news', context: audience }), sentences).content;
    expect(headings(news)[0]).toBe(`## ${context.chapters[1]!.summary}`);
  });
});

describe('article type', () => {
  const byType = Object.fromEntries(
    TYPES.map((type) => [type, writeArticle(source, context, request({ type }), sentences).content]),
  ) as Record<(typeof TYPES)[number], string>;

  it('gives each type its own structure', () => {
    expect(new Set(TYPES.map((t) => byType[t])).size).toBe(TYPES.length);
    // A blog post opens on the topics, a news story on its lead, a recap on the abstract before a timeline.
    const topics = 'solar power, batteries and North Wind';
    expect(TONE_WORDS.neutral.lead.map((lead) => lead(topics))).toContain(intro(byType.blog_post));
    expect(intro(byType.news)).toBe(context.summary!.abstract);
    expect(byType.news).toContain('“We hire for curiosity first,” Speaker 2 said.');
    expect(byType.blog_post).not.toContain('Speaker 2 said');
    expect(headings(byType.blog_post)).toContain(`## ${context.chapters[1]!.summary}`);
    expect(headings(byType.recap)).toContain(`## 0:01:00 — ${context.chapters[1]!.summary}`);
    expect(headings(byType.listicle)).toContain(`## 2. ${context.chapters[1]!.summary}`);
    // A blog post tells more of each part than a recap or a list.
    expect(used(byType.blog_post).length).toBeGreaterThan(used(byType.recap).length);
    expect(used(byType.blog_post).length).toBeGreaterThan(used(byType.listicle).length);
  });

  it('ends each type its own way, from the episode', () => {
    // A blog post sums up the way from the first chapter to the last, and what keeps coming back.
    expect(last(byType.blog_post)).toContain(why);
    expect(last(byType.blog_post)).toContain(plans);
    expect(last(byType.blog_post)).toContain('storage cabinets');
    // A news story says what the episode ends on.
    expect(last(byType.news)).toContain(plans);
    expect(last(byType.news)).not.toContain(why);
    // A recap says when.
    expect(last(byType.recap)).toContain(plans);
    expect(last(byType.recap)).toContain('0:02:00');
    // A list looks back over the whole.
    expect(last(byType.listicle)).toContain(why);
    expect(last(byType.listicle)).toContain(plans);
    expect(new Set(TYPES.map((t) => last(byType[t]))).size).toBe(TYPES.length);
  });
});

describe('article format', () => {
  it('lays each format out differently, the ending under its own heading only in sections', () => {
    for (const type of TYPES) {
      const [sections, plain, qa] = FORMATS.map(
        (format) => writeArticle(source, context, request({ type, format }), sentences).content,
      );
      expect(new Set([sections, plain, qa]).size).toBe(3);

      const blocks = paragraphs(sections!);
      expect(CLOSING_WORDS.neutral.heading.map((h) => `## ${h}`)).toContain(blocks.at(-2));
      expect(headings(plain!)).toEqual([]);
      expect(last(plain!)).toContain(plans);
      expect(headings(qa!)).toEqual([]);
      expect(boldLines(qa!).some((l) => l.endsWith('How do you hire engineers in a small city?**'))).toBe(true);
      expect(last(qa!)).toContain(plans);
    }
  });
});

describe('article tone', () => {
  const topics = 'solar power, batteries and North Wind';
  const others = (tone: Tone) => TONES.filter((t) => t !== tone);

  it('opens with the tone’s own words', () => {
    for (const tone of TONES) {
      const { content } = writeArticle(source, context, request({ tone }), sentences);
      const lead = content.split('\n')[0]!;
      expect(TONE_WORDS[tone].lead.map((f) => f(topics))).toContain(lead);
      for (const other of others(tone)) expect(TONE_WORDS[other].lead.map((f) => f(topics))).not.toContain(lead);

      const focused = writeArticle(source, context, request({ tone, inspiration: 'regulation' }), sentences).content;
      const angles = TONE_WORDS[tone].angle.map((f) => f('regulation', plans));
      expect(angles.some((a) => intro(focused).endsWith(a))).toBe(true);
    }
  });

  it('ends with the tone’s own words', () => {
    for (const tone of TONES) {
      const blocks = paragraphs(writeArticle(source, context, request({ tone }), sentences).content);
      expect(CLOSING_WORDS[tone].heading.map((h) => `## ${h}`)).toContain(blocks.at(-2));
      const arcs = CLOSING_WORDS[tone].arc.map((f) => f(why, plans));
      expect(arcs.some((a) => blocks.at(-1)!.startsWith(a))).toBe(true);
      for (const other of others(tone)) {
        expect(CLOSING_WORDS[other].arc.map((f) => f(why, plans)).some((a) => blocks.at(-1)!.startsWith(a))).toBe(
          false,
        );
      }
    }
  });

  it('words different files differently, the same file always the same', () => {
    for (const tone of TONES) {
      const endings = episodes.map((e) => {
        const r = request({ tone, inspiration: 'solar', context: 'schools' });
        const first = writeArticle(e.source, e.context, r, e.sentences);
        expect(writeArticle(e.source, structuredClone(e.context), r, [...e.sentences])).toEqual(first);
        return paragraphs(first.content).at(-2);
      });
      // Each file picks one of the tone's closing headings from its own text: not all the same one.
      expect(new Set(endings).size).toBeGreaterThan(1);
    }
  });
});

describe('article ending', () => {
  it('is never shared by two files and always carries something of the episode', () => {
    for (const type of TYPES) {
      for (const format of FORMATS) {
        for (const tone of TONES) {
          const endings = episodes.map((e) => {
            const ending = last(
              writeArticle(e.source, e.context, request({ type, format, tone }), e.sentences).content,
            );
            const fromEpisode = [
              ...e.context.chapters.map((c) => c.summary),
              ...e.context.keywords,
              ...e.sentences.map((s) => s.text),
            ];
            expect(fromEpisode.some((text) => ending.includes(text))).toBe(true);
            return ending;
          });
          expect(new Set(endings).size).toBe(episodes.length);
        }
      }
    }
  });
});
