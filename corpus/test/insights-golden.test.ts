import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INSIGHT_KINDS, type InsightKind } from '@scriptloom/contracts';
import { createInsightsEngine, EMPTY_CONTEXT, type InsightContext, type InsightResults } from '@scriptloom/insights';
import { buildSnippets } from '@scriptloom/transcript';
import { scriptWords } from '../../scripts/bench/script-words.js';

/**
 * What the local insights engine makes of the development half's scripts, word for word, committed
 * under corpus/golden/insights/. A rule change that moves a chapter, swaps a quote or renames an
 * entity changes these files, so review shows its effect on every development episode, not only the
 * figures `npm run bench:insights` prints. Only development material: the held-out half is never
 * written down (ARCHITECTURE.md, "The evaluation split").
 *
 * The words are the scripts' own (a perfect, unpunctuated recogniser, as bench:insights' reference
 * pass), timed evenly from the text so no rendered audio is needed: 0.35 s a word, 0.6 s between
 * turns. `npm run golden:insights` rewrites the files after an intended change.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GOLDEN = path.join(ROOT, 'corpus/golden/insights');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const WORD_SEC = 0.35;
const TURN_GAP_SEC = 0.6;

interface Split {
  development: { fixtures: string[]; synthetic: string[] };
}

interface Episode {
  name: string;
  title: string;
  vocabulary: string[];
  turns: { speaker: string; text: string; start: number; end: number }[];
}

/** Turn times from the words alone: the same text always gives the same times. */
function timedTurns(turns: readonly { speaker: string; text: string }[]): Episode['turns'] {
  let t = 0;
  return turns.map(({ speaker, text }) => {
    const count = text.split(/\s+/).filter(Boolean).length;
    const start = t;
    const end = start + count * WORD_SEC;
    t = end + TURN_GAP_SEC;
    return { speaker, text, start, end };
  });
}

function developmentEpisodes(): Episode[] {
  const split = JSON.parse(readFileSync(path.join(ROOT, 'corpus/split.json'), 'utf8')) as Split;
  const synthetic = split.development.synthetic.map((name) => {
    const script = JSON.parse(readFileSync(path.join(ROOT, 'corpus/episodes', `${name}.script.json`), 'utf8')) as {
      title: string;
      turns: { speaker: string; text: string }[];
    };
    const notes = JSON.parse(readFileSync(path.join(ROOT, 'corpus/episodes', `${name}.insights.json`), 'utf8')) as {
      vocabulary?: string[];
    };
    return { name, title: script.title, vocabulary: notes.vocabulary ?? [], turns: timedTurns(script.turns) };
  });
  const fixtures = split.development.fixtures.map((name) => {
    const ref = JSON.parse(readFileSync(path.join(ROOT, 'fixtures', `${name}.ref.json`), 'utf8')) as {
      title?: string;
      turns: { speaker: string; text: string }[];
    };
    const notes = JSON.parse(readFileSync(path.join(ROOT, 'fixtures', `${name}.insights.json`), 'utf8')) as {
      vocabulary?: string[];
    };
    return { name, title: ref.title ?? name, vocabulary: notes.vocabulary ?? [], turns: timedTurns(ref.turns) };
  });
  return [...fixtures, ...synthetic];
}

/** Every kind in dependency order, each given what the kinds before it made, as the insights job runs them. */
async function insightsOf(episode: Episode): Promise<InsightResults & { article: unknown }> {
  const engine = createInsightsEngine({ engine: 'local', llm: null });
  const snippets = buildSnippets(scriptWords(episode.turns));
  const source = {
    title: episode.title,
    durationSec: episode.turns.at(-1)!.end,
    vocabulary: episode.vocabulary,
    snippets,
  };
  const context: InsightContext = { ...EMPTY_CONTEXT };
  const results: Partial<Record<InsightKind, unknown>> = {};
  for (const kind of INSIGHT_KINDS) {
    const out = await engine.generate(kind, source, context);
    results[kind] = out;
    if (kind === 'summary') context.summary = out as InsightResults['summary'];
    if (kind === 'chapters') context.chapters = out as InsightResults['chapters'];
    if (kind === 'keywords') context.keywords = out as InsightResults['keywords'];
    if (kind === 'entities') context.entities = out as InsightResults['entities'];
    if (kind === 'quotes') context.quotes = out as InsightResults['quotes'];
  }
  const article = await engine.article(source, context, {
    inspiration: '',
    context: '',
    type: 'blog_post',
    format: 'sections',
    tone: 'neutral',
  });
  return { ...(results as InsightResults), article };
}

describe('insights on the development scripts match the committed golden files', () => {
  const episodes = developmentEpisodes();

  it('covers every development episode', () => {
    expect(episodes.length).toBeGreaterThanOrEqual(9);
  });

  it.each(episodes.map((e) => [e.name, e] as const))('%s', async (name, episode) => {
    const actual = `${JSON.stringify(await insightsOf(episode), null, 2)}\n`;
    const file = path.join(GOLDEN, `${name}.json`);
    if (UPDATE) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, actual);
      return;
    }
    expect(existsSync(file), `${path.relative(ROOT, file)} is missing: run npm run golden:insights`).toBe(true);
    // Compared as text: a failure shows the lines that moved.
    expect(actual).toBe(readFileSync(file, 'utf8'));
  });
});
