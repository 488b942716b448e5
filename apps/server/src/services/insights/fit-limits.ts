import { DOCUMENT_LIMITS as D, fitText, TEXT_LIMITS as L } from '@scriptloom/contracts';
import type { InsightKind } from '@scriptloom/contracts';
import type { InsightResults } from '@scriptloom/insights';

/**
 * An engine's result cut to the limits a person's edit of it must meet (an LLM may write a
 * 30,000-character summary): stored text stays editable and renderable, and a NUL from a model
 * never reaches the database.
 */
export function fitLimits<K extends InsightKind>(kind: K, result: InsightResults[K]): InsightResults[K] {
  const value = result as InsightResults[InsightKind];
  switch (kind) {
    case 'summary': {
      const s = value as InsightResults['summary'];
      return {
        abstract: fitText(s.abstract, L.summary),
        headline: fitText(s.headline, L.headline),
      } as InsightResults[K];
    }
    case 'chapters':
      return (value as InsightResults['chapters'])
        .slice(0, D.chapters)
        .map((c) => ({ ...c, summary: fitText(c.summary, L.chapterTitle) })) as InsightResults[K];
    case 'keywords':
      return (value as InsightResults['keywords'])
        .slice(0, D.keywords)
        .map((k) => fitText(k, L.keyword)) as InsightResults[K];
    case 'entities':
      return Object.fromEntries(
        Object.entries(value as InsightResults['entities'])
          .slice(0, D.entityTypes)
          .map(([type, names]) => [
            fitText(type, L.keyword),
            names.slice(0, D.entitiesPerType).map((n) => fitText(n, L.entity)),
          ]),
      ) as InsightResults[K];
    case 'quotes':
      return (value as InsightResults['quotes']).map((q) => ({
        ...q,
        text: fitText(q.text, L.quote),
        speaker: fitText(q.speaker, L.speakerName),
      })) as InsightResults[K];
    case 'show_notes':
      return fitText(value as string, L.showNotes) as InsightResults[K];
    case 'tweet':
    case 'caption': {
      // Stored joined by blank lines: keep whole posts while they fit.
      let room = L.posts;
      const kept: string[] = [];
      for (const post of value as string[]) {
        const text = fitText(post, L.posts);
        if (text.length + 2 > room) break;
        kept.push(text);
        room -= text.length + 2;
      }
      return kept as InsightResults[K];
    }
    default:
      throw new Error(`unknown insight kind ${kind satisfies never}`);
  }
}
