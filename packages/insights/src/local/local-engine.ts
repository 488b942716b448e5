import { DEFAULT_QUOTES_COUNT, type ArticleGenerateRequest, type InsightKind } from '@scriptloom/contracts';
import {
  InsightsError,
  type GenerateOptions,
  type GeneratedArticle,
  type InsightContext,
  type InsightResults,
  type InsightSource,
  type InsightsEngine,
} from '../types.js';
import { analyseCached } from './analyse.js';
import { writeArticle } from './article.js';
import { writeCaptions } from './captions.js';
import { writeShowNotes } from './show-notes.js';
import { writeTweets } from './tweets.js';

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new InsightsError('ABORTED', 'The insights run was cancelled.');
}

/** The offline engine: sentences from pauses, then extractive NLP (see analyse.ts). */
export function createLocalEngine(): InsightsEngine {
  return {
    name: 'local',
    async generate<K extends InsightKind>(
      kind: K,
      source: InsightSource,
      context: InsightContext,
      options: GenerateOptions = {},
    ): Promise<InsightResults[K]> {
      checkAborted(options.signal);
      // Writers work from the stored results, but an empty transcript fails the same way for every kind.
      const analysis = analyseCached(source, options.signal);
      checkAborted(options.signal);
      const results = {
        summary: () => analysis.summary,
        chapters: () => analysis.chapters,
        keywords: () => analysis.keywords.keywords,
        entities: () => analysis.entities,
        quotes: () => analysis.quotes(options.quotesCount ?? DEFAULT_QUOTES_COUNT),
        show_notes: () => writeShowNotes(source, context),
        tweet: () => writeTweets(source, context),
        caption: () => writeCaptions(source, context),
      } satisfies { [P in InsightKind]: () => InsightResults[P] };
      const produce = results[kind] as () => InsightResults[K];
      return produce();
    },
    async article(
      source: InsightSource,
      context: InsightContext,
      request: ArticleGenerateRequest,
      options: GenerateOptions = {},
    ): Promise<GeneratedArticle> {
      checkAborted(options.signal);
      const analysis = analyseCached(source, options.signal);
      checkAborted(options.signal);
      return writeArticle(source, context, request, analysis.sentences);
    },
  };
}
