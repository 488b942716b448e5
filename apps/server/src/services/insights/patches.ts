import { z } from 'zod';
import { Chapter, POST_SEPARATOR, Quote, type InsightKind } from '@scriptloom/contracts';
import type { InsightPatch } from '@scriptloom/db';
import type { InsightResults } from '@scriptloom/insights';
import { withoutIgnoredEntities } from '@scriptloom/transcript';
import { fitLimits } from './fit-limits.js';

/**
 * Engine output is checked against the stored shapes before it is written, so a faulty engine
 * fails its run instead of leaving a document the API cannot answer with.
 */
const shapes = {
  summary: z.object({ abstract: z.string(), headline: z.string() }),
  chapters: z.array(Chapter),
  keywords: z.array(z.string()),
  entities: z.record(z.string(), z.array(z.string())),
  quotes: z.array(Quote),
  show_notes: z.string(),
  tweet: z.array(z.string()),
  caption: z.array(z.string()),
} satisfies Record<InsightKind, z.ZodType>;

export class InvalidEngineOutput extends Error {}

/** What a kind's result changes in the stored transcript (only its own fields). */
export function toPatch<K extends InsightKind>(kind: K, result: InsightResults[K]): InsightPatch {
  const parsed = shapes[kind].safeParse(result);
  if (!parsed.success) throw new InvalidEngineOutput(`the engine's ${kind} did not have the expected shape`);
  const value = fitLimits(kind, parsed.data as InsightResults[K]) as InsightResults[InsightKind];
  switch (kind) {
    case 'summary': {
      const { abstract, headline } = value as InsightResults['summary'];
      return { processed_data: { abstract, headline } };
    }
    case 'chapters':
      return { processed_data: { insights: value } };
    case 'keywords':
      return { processed_data: { keywords: value } };
    case 'entities':
      return { processed_data: { entities: withoutIgnoredEntities(value as InsightResults['entities']) } };
    case 'quotes':
      return { contents: { quotes: value } };
    case 'show_notes':
      return { contents: { show_notes: value } };
    case 'tweet':
    case 'caption':
      // Stored as one text a person edits as is: posts separated by a blank line.
      return { contents: { [kind]: (value as string[]).join(POST_SEPARATOR) } };
    default:
      throw new Error(`unknown insight kind ${kind satisfies never}`);
  }
}
