import { readFileSync } from 'node:fs';
import { Snippet } from '@scriptloom/contracts';
import type { LlmConfig } from '../../src/config.js';
import type { InsightSource } from '../../src/types.js';
import { systemOf, questionOf, type FakeHandler, type RecordedRequest } from './fake-openai-server.js';

/** A recogniser-output fixture (`test/fixtures/NAME.snippets.json`) as an engine source. */
export function loadSource(name: 'podcast-2spk' | 'podcast-garden'): InsightSource {
  const raw = JSON.parse(readFileSync(new URL(`../fixtures/${name}.snippets.json`, import.meta.url), 'utf8')) as {
    title: string;
    duration: number;
    snippets: unknown[];
  };
  return { title: raw.title, durationSec: raw.duration, snippets: Snippet.array().parse(raw.snippets) };
}

export function llmConfig(baseUrl: string, overrides: Partial<LlmConfig> = {}): LlmConfig {
  return {
    baseUrl,
    model: 'test-model',
    apiKey: 'sk-test-secret-key',
    maxChars: 24_000,
    timeoutMs: 5_000,
    maxRetries: 2,
    ...overrides,
  };
}

/** The `[h:mm:ss] Speaker: words` lines of the transcript a request carries. */
export function linesOf(request: RecordedRequest): { time: string; speaker: string; text: string }[] {
  return [...questionOf(request).matchAll(/^\[(\d+:\d{2}:\d{2})\] ([^:\n]+): (.*)$/gm)].map((m) => ({
    time: m[1]!,
    speaker: m[2]!,
    text: m[3]!,
  }));
}

export type Kind =
  | 'part-summary'
  | 'combined-summary'
  | 'summary'
  | 'chapters'
  | 'keywords'
  | 'entities'
  | 'quotes'
  | 'show_notes'
  | 'tweet'
  | 'caption'
  | 'article';

/** Which question a request asks, from its system prompt. */
export function kindOf(request: RecordedRequest): Kind {
  const system = systemOf(request);
  const kinds: [RegExp, Kind][] = [
    [/one part of a long podcast/, 'part-summary'],
    [/summaries of their parts/, 'combined-summary'],
    [/You summarise podcast episodes/, 'summary'],
    [/into chapters/, 'chapters'],
    [/keywords/, 'keywords'],
    [/names mentioned/, 'entities'],
    [/quotable/, 'quotes'],
    [/show notes/, 'show_notes'],
    [/X \(Twitter\)/, 'tweet'],
    [/captions/, 'caption'],
    [/write articles/, 'article'],
  ];
  const found = kinds.find(([re]) => re.test(system));
  if (!found) throw new Error(`unknown question: ${system.slice(0, 80)}`);
  return found[1];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A stand-in model that answers every kind from the transcript lines it is sent, the way a good
 * model would (times copied from the marks, quotes copied from lines), so chunked runs can be
 * checked end to end. `override` answers some requests differently.
 */
export function scriptedModel(override?: (request: RecordedRequest, kind: Kind) => string | undefined): FakeHandler {
  return (request) => {
    const kind = kindOf(request);
    const custom = override?.(request, kind);
    if (custom !== undefined) return custom;
    const lines = linesOf(request);
    switch (kind) {
      case 'part-summary':
        return JSON.stringify({ summary: `Part from ${lines[0]?.time} with ${lines.length} lines.` });
      case 'combined-summary': {
        const parts = [...questionOf(request).matchAll(/^Part \d+ \(/gm)].length;
        return JSON.stringify({ abstract: `Combined from ${parts} parts.`, headline: 'A combined headline' });
      }
      case 'summary':
        return JSON.stringify({ abstract: `Whole episode of ${lines.length} lines.`, headline: 'One headline' });
      case 'chapters':
        return JSON.stringify({
          chapters: [lines[0], lines[Math.floor(lines.length / 2)]]
            .filter((l) => l !== undefined)
            .map((l) => ({ timestamp: l.time, summary: `Topic at ${l.time}` })),
        });
      case 'keywords': {
        // The longest words of the part, and one word that is never said.
        const words = [...new Set(lines.flatMap((l) => l.text.split(' ')))].sort((a, b) => b.length - a.length);
        return JSON.stringify({ keywords: [...words.slice(0, 3), 'zeppelin'] });
      }
      case 'entities':
        return JSON.stringify({
          entities: {
            GPE: ['Chicago', 'Atlantis'],
            ORG: ['Red Cross', 'Harvard University'],
            PERSON: ['Sarah Miller'],
          },
        });
      case 'quotes':
        return JSON.stringify({
          quotes: lines
            .filter((l) => l.text.split(' ').length >= 12)
            .map((l) => ({ text: `${capitalise(l.text.split(' ').slice(0, 12).join(' '))}.`, speaker: l.speaker })),
        });
      case 'show_notes':
        return '```markdown\nAn episode about rooftops.\n\n## In this episode\n- 0:00:00 Welcome\n```';
      case 'tweet':
        return JSON.stringify({ posts: ['Rooftop gardens feed a city. #gardening', 'Start small with raised beds.'] });
      case 'caption':
        return JSON.stringify({ posts: ['A caption about compost and community. #compost'] });
      case 'article':
        return JSON.stringify({
          title: 'Gardens on the Roof',
          content: `# Gardens on the Roof\n\n${'Text. '.repeat(60)}`,
        });
    }
  };
}
